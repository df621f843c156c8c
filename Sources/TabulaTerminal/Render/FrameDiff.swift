/// The bytes that turn a screen showing one ``FrameBuffer`` into one showing another.
public struct FrameDiff: Hashable, Sendable {
    /// What to write to the terminal: cursor moves, attribute changes and text.
    public let output: String
    /// How many cells differed (continuation cells of wide clusters included).
    public let changedCells: Int
    /// Whether the screen was cleared and redrawn rather than patched.
    public let isFullRedraw: Bool

    /// The difference from `previous` to `next`.
    ///
    /// With no previous frame, a previous frame of another size, or `fullRedraw`, the
    /// output clears the screen and writes every cell that is not a plain blank. Otherwise
    /// it writes only the cells that changed, moving the cursor only where the next
    /// changed cell is not where the cursor already is. Identical frames give empty output.
    /// When attributes other than plain were set, the output ends with an attribute reset.
    public init(from previous: FrameBuffer?, to next: FrameBuffer, fullRedraw: Bool = false) {
        let base: FrameBuffer
        var output = ""
        // A scrolled screen changes nearly every cell: room for about two bytes a cell.
        output.reserveCapacity(next.cells.count * 2)
        let redraw =
            fullRedraw || previous == nil || previous?.columns != next.columns
            || previous?.rows != next.rows
        if redraw {
            output = ANSI.resetAttributes + ANSI.cursorHome + ANSI.clearScreen
            base = FrameBuffer(columns: next.columns, rows: next.rows)
        } else {
            base = previous!
        }
        // `nil` means unknown: at the start, and after writing the last column (terminals
        // keep a pending wrap there, so a relative move would be wrong).
        var cursor: (column: Int, row: Int)? = nil
        var attributes: CellAttributes? = redraw ? .plain : nil
        var changed = 0
        // Borrow both grids: no copy (and no retain) of a cell per comparison.
        next.cells.withUnsafeBufferPointer { nextCells in
            base.cells.withUnsafeBufferPointer { baseCells in
                for row in 0..<next.rows {
                    for column in 0..<next.columns {
                        let index = row * next.columns + column
                        guard nextCells[index] != baseCells[index] else { continue }
                        changed += 1
                        let cell = nextCells[index]
                        // Terminals draw the right half of a wide cluster with its lead.
                        if cell.isContinuation { continue }
                        if let at = cursor, at.row == row, at.column == column {
                            // Already there.
                        } else if let at = cursor, at.row == row, at.column < column {
                            output += ANSI.cursorForward(column - at.column)
                        } else {
                            output += ANSI.moveCursor(column: column, row: row)
                        }
                        if attributes != cell.attributes {
                            output += cell.attributes.sgrSequence
                            attributes = cell.attributes
                        }
                        output += cell.text
                        let after = column + cell.width
                        cursor = after < next.columns ? (after, row) : nil
                    }
                }
            }
        }
        if let attributes, attributes != .plain, !output.isEmpty {
            output += ANSI.resetAttributes
        }
        self.output = output
        self.changedCells = changed
        self.isFullRedraw = redraw
    }
}
