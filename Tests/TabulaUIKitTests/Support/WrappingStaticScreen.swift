#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaUIKit
import UIKit

/// A static screen whose rows wrap their text: a switch, a disclosure indicator and a
/// plain row, each with a long title, so the row height depends on the width the content
/// view really gets beside the accessory.
enum WrappingStaticScreen {
    /// Characters per point of width, and the height of one line, of the cell's made-up
    /// text metrics (deterministic: no text system is involved).
    static let characterWidth: CGFloat = 8
    static let lineHeight: CGFloat = 20

    /// The height a title needs at `width`: whole lines of ``characterWidth`` characters,
    /// plus 12 points of padding.
    static func height(of title: String, width: CGFloat) -> CGFloat {
        guard width > 0 else { return 0 }
        let perLine = max(1, Int(width / characterWidth))
        let lines = (title.count + perLine - 1) / perLine
        return CGFloat(max(1, lines)) * lineHeight + 12
    }

    enum Row: Differentiable, Hashable, Sendable, Titled, Accessorized {
        case toggle(String, isOn: Bool)
        case disclosure(String)
        case plain(String)

        var differenceIdentifier: String {
            switch self {
            case .toggle: "toggle"
            case .disclosure: "disclosure"
            case .plain: "plain"
            }
        }

        var title: String? {
            switch self {
            case let .toggle(title, _), let .disclosure(title), let .plain(title): title
            }
        }

        var accessory: StaticAccessory {
            switch self {
            case let .toggle(_, isOn): .toggle(isOn: isOn)
            case .disclosure: .disclosureIndicator
            case .plain: .none
            }
        }
    }

    /// The row's cell: its height is its title's at the width it is given.
    final class WrappingCell: UITableViewCell, StaticCell, TitledConfigurable {
        var title = ""
        func configure(by model: any Titled) { title = model.title ?? "" }

        nonisolated static func height(for model: Any, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
            WrappingStaticScreen.height(of: (model as? Row)?.title ?? "", width: width)
        }
    }

    final class Screen: StaticTableConstructor {
        let rows: [Row]
        init(rows: [Row]) { self.rows = rows }
        var sections: [StaticSection<Row>] { [StaticSection(id: "main", rows: rows)] }
        func cellType(for model: Row) -> any StaticCell.Type { WrappingCell.self }
    }

    /// A title of `count` characters.
    static func title(_ count: Int) -> String {
        String(repeating: "w", count: count)
    }

    /// For every visible row: its title, the height the table gave it, and the height its
    /// title needs at its content view's width once laid out.
    @MainActor
    static func rows(of tableView: UITableView) -> [(title: String, given: CGFloat, needed: CGFloat)] {
        (tableView.indexPathsForVisibleRows ?? []).compactMap { path in
            guard let cell = tableView.cellForRow(at: path) as? WrappingCell else { return nil }
            cell.layoutIfNeeded()
            return (
                cell.title, tableView.rectForRow(at: path).height,
                height(of: cell.title, width: cell.contentView.bounds.width)
            )
        }
    }
}
#endif
