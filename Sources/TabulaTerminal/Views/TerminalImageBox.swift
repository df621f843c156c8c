import Foundation

/// Where an image would be: a box drawn with line characters, with an optional caption
/// (initials, a file name) in the middle.
///
/// A box smaller than 2 × 2 cells is filled with "▒" instead.
@MainActor
open class TerminalImageBox: TerminalView {
    /// The text in the middle of the box (truncated with "…" to the inner width).
    public var caption: String?
    /// The colour of the outline.
    public var borderColor: TerminalColor = .default
    /// The colour of the caption.
    public var captionColor: TerminalColor = .default
    /// Round corners (`╭╮╰╯`) instead of square ones (`┌┐└┘`).
    public var isRounded = false

    /// Creates an image box with an optional caption.
    public init(caption: String? = nil, frame: CGRect = .zero) {
        self.caption = caption
        super.init(frame: frame)
    }

    /// The initials of up to the first two words of `name`, upper-cased ("Anna Lee" → "AL").
    public static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation })
        return String(words.prefix(2).compactMap(\.first)).uppercased()
    }

    /// The last caption line: boxes are drawn every frame, their captions rarely change.
    private var shownCaption: (caption: String, width: Int, line: String, lineWidth: Int)?

    /// The caption cut to `width` columns, and its width.
    private func captionLine(_ caption: String, width: Int) -> (String, Int)? {
        if let shownCaption, shownCaption.width == width, shownCaption.caption == caption {
            return (shownCaption.line, shownCaption.lineWidth)
        }
        guard let line = TerminalTextWrapper.wrap(caption, width: width, maximumLines: 1).first else { return nil }
        let lineWidth = TerminalCharacterWidth.width(of: line)
        shownCaption = (caption, width, line, lineWidth)
        return (line, lineWidth)
    }

    /// Fills the background, draws the outline and the caption.
    open override func draw(in canvas: inout TerminalCanvas) {
        super.draw(in: &canvas)
        let box = canvas.bounds
        guard box.width >= 2, box.height >= 2 else {
            canvas.fill(
                with: TerminalCell(
                    text: "▒", width: 1,
                    attributes: CellAttributes(foreground: borderColor)))
            return
        }
        canvas.drawBox(rounded: isRounded, attributes: CellAttributes(foreground: borderColor))
        guard let caption, box.width > 2, box.height > 2 else { return }
        let inner = box.width - 2
        guard let (line, lineWidth) = captionLine(caption, width: inner) else { return }
        let column = 1 + TerminalTextAlignment.center.startColumn(lineWidth: lineWidth, width: inner)
        canvas.draw(
            line, column: column, row: (box.height - 1) / 2,
            attributes: CellAttributes(foreground: captionColor, isBold: true))
    }
}
