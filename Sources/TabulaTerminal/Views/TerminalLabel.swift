import Foundation
import Tabula

/// Text in a terminal view: wrapped to the label's width, limited to ``numberOfLines``,
/// cut with "…" at the tail when it does not fit.
///
/// It draws exactly the lines ``TerminalTextMeasurer`` measures for the same width and
/// line limit; when the frame has fewer rows than that, the last row that fits is
/// truncated instead.
@MainActor
open class TerminalLabel: TerminalView {
    /// The text.
    public var text: String
    /// The text colour.
    public var textColor: TerminalColor = .default
    /// Bold text.
    public var isBold = false
    /// Dim (secondary) text.
    public var isDim = false
    /// The line limit; `0` means as many lines as the text needs.
    public var numberOfLines = 1
    /// Where each line sits within the label's width: by default against the leading edge
    /// of the label's ``TerminalView/effectiveLayoutDirection``.
    public var alignment: TerminalTextAlignment = .natural
    /// The text size the label's text was measured at: above Large a line holds fewer
    /// columns, as ``TerminalTextMeasurer`` measures (a terminal cannot draw bigger glyphs).
    public var textSize: ListTextSize = .large

    /// Creates a label with `text`; a bold `style` weight makes it bold.
    public init(text: String = "", style: TextStyle = .body, frame: CGRect = .zero) {
        self.text = text
        self.isBold = style.weight == .bold
        super.init(frame: frame)
    }

    /// The attributes the text is drawn with (its background stays the one underneath).
    public var textAttributes: CellAttributes {
        CellAttributes(foreground: textColor, isBold: isBold, isDim: isDim)
    }

    /// The last wrap: labels are drawn every frame, their text rarely changes.
    private var wrapped: (text: String, width: Int, limit: Int, textSize: ListTextSize, lines: [String])?

    /// The lines the label shows at its current size.
    public var visibleLines: [String] {
        let cell = CellRect(frame)
        let rows = cell.height
        guard rows > 0 else { return [] }
        let limit = numberOfLines > 0 ? min(numberOfLines, rows) : rows
        if let wrapped, wrapped.width == cell.width, wrapped.limit == limit, wrapped.textSize == textSize,
            wrapped.text == text
        {
            return wrapped.lines
        }
        let columns = TerminalTextMeasurer.columns(in: CGFloat(cell.width), textSize: textSize)
        let lines = TerminalTextWrapper.wrap(text, width: columns, maximumLines: limit, truncate: true)
        wrapped = (text, cell.width, limit, textSize, lines)
        return lines
    }

    /// The measured size of the text within `size` (width in columns, height in rows),
    /// honouring ``numberOfLines``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        var style: TextStyle = isBold ? .title : .body
        style.textSize = textSize
        return TerminalTextMeasurer().size(
            of: text, style: style, width: size.width,
            maximumLines: max(0, numberOfLines))
    }

    /// Fills the background, then draws ``visibleLines``.
    open override func draw(in canvas: inout TerminalCanvas) {
        super.draw(in: &canvas)
        let width = canvas.bounds.width
        // Only the leading and trailing alignments depend on the direction.
        let direction = alignment == .natural || alignment == .trailing ? effectiveLayoutDirection : .leftToRight
        for (row, line) in visibleLines.enumerated() {
            let column = alignment.startColumn(
                lineWidth: TerminalCharacterWidth.width(of: line), width: width, direction: direction)
            canvas.draw(line, column: column, row: row, attributes: textAttributes)
        }
    }
}
