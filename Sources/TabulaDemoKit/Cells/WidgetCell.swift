import Foundation
import Tabula
import TabulaTerminal

/// The terminal cell of every widget primitive: text widgets (header, title, text block)
/// in a label with their insets, spacings and separators as lines, image placeholders as
/// boxes. A widget is the factory of its cell: the registry maps each widget kind
/// to this cell type and this configuration.
@MainActor
package final class WidgetCell: DemoListCell {
    private let label = TerminalLabel()
    private let box = TerminalImageBox()
    private var separatorRows: [Int] = []
    private var textInsets = ListEdgeInsets.zero
    /// The widget shown.
    package private(set) var widget: ListWidget?

    /// Creates the cell.
    package required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        addSubview(label)
        addSubview(box)
    }

    /// The text size the widget was measured at: the label wraps as measured.
    package var textSize: ListTextSize = .large {
        didSet { label.textSize = textSize }
    }

    /// Shows `widget`, measured at `textSize`.
    package func show(_ widget: ListWidget, textSize: ListTextSize = .large) {
        self.widget = widget
        self.textSize = textSize
        label.isHidden = true
        box.isHidden = true
        separatorRows = []
        textInsets = .zero
        switch widget.model {
        case let header as Header:
            showText(header.string, style: header.style, lines: 0, insets: header.insets)
            label.textColor = .standard(.yellow)
        case let title as Title:
            showText(title.text, style: title.style, lines: 1, insets: title.insets)
        case let text as TextBlock:
            showText(text.text, style: text.style, lines: text.maximumLines, insets: text.insets)
            label.isDim = true
        case let spacing as Spacing:
            switch spacing.separator {
            case .none: break
            case .top: separatorRows = [0]
            case .bottom: separatorRows = [max(0, Int(spacing.height) - 1)]
            }
        case let image as ImagePlaceholder:
            box.isHidden = false
            box.caption = image.name
        default:
            showText(widget.description, style: .body, lines: 1, insets: .zero)
        }
        setNeedsLayout()
    }

    private func showText(_ text: String, style: TextStyle, lines: Int, insets: ListEdgeInsets) {
        label.isHidden = false
        label.text = text
        label.isBold = style.weight == .bold
        label.isDim = false
        label.textColor = .default
        label.numberOfLines = lines
        textInsets = insets
    }

    /// Places the parts left to right, then in the cell's direction (mirrored right to left:
    /// a leading inset stays leading); text aligns to the leading edge (the label's default).
    package override func layoutSubviews() {
        let insets = textInsets
        let direction = effectiveLayoutDirection
        label.frame = direction.place(
            CGRect(
                x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
                height: max(0, bounds.height - insets.top - insets.bottom)),
            inWidth: bounds.width)
        box.frame = direction.place(bounds.insetBy(dx: 2, dy: 0), inWidth: bounds.width)
    }

    /// The label and the box, for tests that compare frames.
    package var parts: [TerminalView] {
        [label, box]
    }

    package override func draw(in canvas: inout TerminalCanvas) {
        super.draw(in: &canvas)
        let width = canvas.bounds.width
        guard width > 4 else { return }
        let line = String(repeating: "─", count: width - 4)
        for row in separatorRows {
            canvas.draw(line, column: 2, row: row, attributes: CellAttributes(foreground: .grey(8)))
        }
    }
}
