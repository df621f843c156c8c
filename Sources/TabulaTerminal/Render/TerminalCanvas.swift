/// Where a view draws: a frame buffer seen through the view's own coordinates and clipped
/// to the view and all its ancestors.
///
/// Coordinates given to a canvas are local: column 0, row 0 is the view's top left cell.
/// Text drawn with a default background takes the background already in the cell, so a
/// label shows its parent's background colour.
public struct TerminalCanvas: Sendable {
    /// The buffer being drawn into.
    public internal(set) var buffer: FrameBuffer
    /// The view's rectangle in buffer coordinates.
    public internal(set) var frame: CellRect
    /// The cells drawing may touch, in buffer coordinates.
    public internal(set) var clip: CellRect

    /// A canvas covering all of `buffer`.
    public init(buffer: FrameBuffer) {
        self.buffer = buffer
        self.frame = buffer.bounds
        self.clip = buffer.bounds
    }

    /// The view's size as a rectangle at 0, 0 (local coordinates).
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: frame.width, height: frame.height) }

    /// Fills `rect` (local; the whole view when `nil`) with blanks of `background`.
    public mutating func fill(_ rect: CellRect? = nil, background: TerminalColor) {
        fill(rect, with: .blank(CellAttributes(background: background)))
    }

    /// Fills `rect` (local; the whole view when `nil`) with a one-column `cell`.
    public mutating func fill(_ rect: CellRect? = nil, with cell: TerminalCell) {
        let area = (rect ?? bounds).offsetBy(dx: frame.x, dy: frame.y).intersection(clip)
        buffer.fill(area, with: cell)
    }

    /// Draws `text` on one row from local `column`, `row` on, clipped to the view.
    ///
    /// A default background in `attributes` keeps each cell's current background.
    /// - Returns: the columns the text advances.
    @discardableResult
    public mutating func draw(
        _ text: some StringProtocol, column: Int, row: Int, attributes: CellAttributes = .plain
    ) -> Int {
        let absoluteRow = frame.y + row
        var next = frame.x + column
        for character in text {
            var shown = attributes
            if shown.background == .default,
                let under = buffer.cell(column: next, row: absoluteRow)
            {
                shown.background = under.attributes.background
            }
            next += buffer.put(character, column: next, row: absoluteRow, attributes: shown, clip: clip)
        }
        return next - frame.x - column
    }

    /// Draws a box outline around `rect` (local; the whole view when `nil`) with line
    /// drawing characters; needs at least 2 × 2 cells.
    public mutating func drawBox(
        _ rect: CellRect? = nil, rounded: Bool = false, attributes: CellAttributes = .plain
    ) {
        let box = rect ?? bounds
        guard box.width >= 2, box.height >= 2 else { return }
        let corners: [Character] = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        let horizontal = String(repeating: "─", count: box.width - 2)
        draw(
            String(corners[0]) + horizontal + String(corners[1]), column: box.x, row: box.y,
            attributes: attributes)
        for row in (box.y + 1)..<(box.maxY - 1) {
            draw("│", column: box.x, row: row, attributes: attributes)
            draw("│", column: box.maxX - 1, row: row, attributes: attributes)
        }
        draw(
            String(corners[2]) + horizontal + String(corners[3]), column: box.x, row: box.maxY - 1,
            attributes: attributes)
    }
}
