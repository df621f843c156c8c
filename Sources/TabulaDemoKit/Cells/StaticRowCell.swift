import Foundation
import Tabula
import TabulaTerminal

/// What a settings row shows, filled by the static table from the row model's
/// capabilities (title, subtitle, accessory): the static table's cell object.
@MainActor
package final class SettingsRowContent: StaticCell, TitledConfigurable, SubtitledConfigurable,
    AccessorizedConfigurable
{
    /// The title.
    package var title: String?
    /// The value shown at the right (a language, a sound).
    package var subtitle: String?
    /// Toggle, disclosure, checkmark or none.
    package var accessory = StaticAccessory.none

    /// An empty row.
    package init() {}

    /// Every settings row is one terminal row.
    package nonisolated static var defaultHeight: CGFloat { 1 }

    package func configure(by model: any Titled) { title = model.title }
    package func configure(by model: any Subtitled) { subtitle = model.subtitle }
    package func configure(by model: any Accessorized) { accessory = model.accessory }
}

/// The terminal cell of a static table row: draws its ``SettingsRowContent`` — the title
/// on the left, the subtitle and the accessory on the right.
@MainActor
package final class StaticRowCell: DemoListCell {
    /// The content the static table fills.
    package private(set) var content: (any StaticCell)?

    /// The content object for `type`, made once per cell and kept across reuse.
    package func content(of type: any StaticCell.Type) -> any StaticCell {
        if let content, Swift.type(of: content) == type { return content }
        let made = type.init()
        content = made
        return made
    }

    /// The accessory as text: `[ ON]` / `[OFF]`, `›`, `✓`.
    static func accessoryText(_ accessory: StaticAccessory) -> String {
        switch accessory {
        case .none: ""
        case .disclosureIndicator: "›"
        case let .checkmark(isChecked): isChecked ? "✓" : " "
        case let .toggle(isOn): isOn ? "[■ ON ]" : "[ OFF□]"
        }
    }

    package override func draw(in canvas: inout TerminalCanvas) {
        super.draw(in: &canvas)
        guard let row = content as? SettingsRowContent else { return }
        let width = canvas.bounds.width
        // Placed left to right, then mirrored as a whole right to left (the disclosure
        // arrow points the other way too).
        let direction = effectiveLayoutDirection
        func draw(_ text: String, column: Int, attributes: CellAttributes) {
            let run = TerminalCharacterWidth.width(of: text)
            canvas.draw(
                text, column: direction.column(column, runWidth: run, in: width), row: 0, attributes: attributes)
        }
        draw(row.title ?? "", column: 2, attributes: CellAttributes(isBold: isSelectedRow))
        var right = Self.accessoryText(row.accessory)
        if direction.isRightToLeft, case .disclosureIndicator = row.accessory { right = "‹" }
        var attributes = CellAttributes(foreground: .standard(.cyan))
        if case let .toggle(isOn) = row.accessory {
            attributes = CellAttributes(foreground: isOn ? .standard(.green) : .grey(12), isBold: isOn)
        }
        if let subtitle = row.subtitle {
            let column =
                width - 2 - TerminalCharacterWidth.width(of: right) - 1 - TerminalCharacterWidth.width(of: subtitle)
            draw(subtitle, column: column, attributes: CellAttributes(isDim: true))
        }
        if right.isEmpty { right = " " }
        draw(right, column: width - 2 - TerminalCharacterWidth.width(of: right), attributes: attributes)
    }
}

/// A section title of a static table (its header), drawn on the view's last row.
@MainActor
package final class SectionTitleView: TerminalListSupplementaryView {
    /// The title.
    package var title = ""

    package override func draw(in canvas: inout TerminalCanvas) {
        super.draw(in: &canvas)
        let text = title.uppercased()
        let column = effectiveLayoutDirection.column(
            2, runWidth: TerminalCharacterWidth.width(of: text), in: canvas.bounds.width)
        canvas.draw(
            text, column: column, row: max(0, canvas.bounds.height - 1),
            attributes: CellAttributes(foreground: .standard(.yellow), isBold: true))
    }
}
