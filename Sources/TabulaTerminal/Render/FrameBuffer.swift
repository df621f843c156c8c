/// A grid of cells: what the screen shows (or will show).
///
/// Writes keep the wide-cluster invariant: a lead cell of width 2 is always followed by
/// its continuation cell, and overwriting either half of a wide cluster blanks the other
/// half (as terminals do).
public struct FrameBuffer: Hashable, Sendable {
    /// Number of columns.
    public let columns: Int
    /// Number of rows.
    public let rows: Int
    /// The cells, row by row.
    public private(set) var cells: [TerminalCell]

    /// A buffer of `columns` × `rows` blank cells with `attributes` (negative sizes become
    /// zero).
    public init(columns: Int, rows: Int, attributes: CellAttributes = .plain) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.cells = Array(repeating: .blank(attributes), count: self.columns * self.rows)
    }

    /// All cells of the buffer.
    public var bounds: CellRect { CellRect(x: 0, y: 0, width: columns, height: rows) }

    /// The cell at `column`, `row`; `nil` outside the buffer.
    public func cell(column: Int, row: Int) -> TerminalCell? {
        guard bounds.contains(column: column, row: row) else { return nil }
        return cells[row * columns + column]
    }

    /// Writes one grapheme cluster at `column`, `row`, drawing only inside `clip` (which is
    /// cut to the buffer).
    ///
    /// A zero-width cluster draws nothing. A wide cluster whose two cells are not both
    /// inside the clip leaves a blank in its visible half instead.
    /// - Returns: the columns the cluster advances (0, 1 or 2), drawn or not.
    @discardableResult
    public mutating func put(
        _ character: Character, column: Int, row: Int, attributes: CellAttributes, clip: CellRect
    ) -> Int {
        let width = TerminalCharacterWidth.width(of: character)
        guard width > 0 else { return 0 }
        let visible = clip.intersection(bounds)
        let leadVisible = visible.contains(column: column, row: row)
        let tailVisible = width == 2 && visible.contains(column: column + 1, row: row)
        if width == 1 || (leadVisible && tailVisible) {
            if leadVisible {
                store(
                    TerminalCell(text: String(character), width: width, attributes: attributes),
                    column: column, row: row)
            }
        } else if leadVisible {
            store(.blank(attributes), column: column, row: row)
        } else if tailVisible {
            store(.blank(attributes), column: column + 1, row: row)
        }
        return width
    }

    /// Writes `text` on one row from `column` on, clipped to `clip`.
    /// - Returns: the columns the text advances.
    @discardableResult
    public mutating func put(
        _ text: some StringProtocol, column: Int, row: Int, attributes: CellAttributes,
        clip: CellRect
    ) -> Int {
        var next = column
        for character in text {
            next += put(character, column: next, row: row, attributes: attributes, clip: clip)
        }
        return next - column
    }

    /// Replaces every cell of `rect` (cut to the buffer) with `cell`, a one-column cell.
    public mutating func fill(_ rect: CellRect, with cell: TerminalCell = .blank()) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let single = cell.width == 1 ? cell : .blank(cell.attributes)
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX {
                store(single, column: column, row: row)
            }
        }
    }

    /// Stores a narrow or lead cell, repairing wide clusters it cuts in half.
    private mutating func store(_ cell: TerminalCell, column: Int, row: Int) {
        let index = row * columns + column
        // Cutting the right half of a wide cluster: blank its left half.
        if cells[index].isContinuation, column > 0 {
            cells[index - 1] = .blank(cells[index - 1].attributes)
        }
        // Cutting the left half of a wide cluster: blank its right half.
        if cells[index].width == 2, column + 1 < columns {
            cells[index + 1] = .blank(cells[index + 1].attributes)
        }
        if cell.width == 2 {
            guard column + 1 < columns else {
                cells[index] = .blank(cell.attributes)
                return
            }
            if cells[index + 1].width == 2, column + 2 < columns {
                cells[index + 2] = .blank(cells[index + 2].attributes)
            }
            cells[index] = cell
            cells[index + 1] = TerminalCell(text: "", width: 0, attributes: cell.attributes)
        } else {
            cells[index] = cell
        }
    }

    /// The text of each row: wide clusters once, trailing spaces trimmed, attributes
    /// dropped.
    public var lines: [String] {
        (0..<rows).map { row in
            var line = ""
            for column in 0..<columns {
                let cell = cells[row * columns + column]
                if !cell.isContinuation { line += cell.text }
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// The buffer as plain text, for snapshots and `--script` output: ``lines`` joined by
    /// newlines.
    public var plainText: String { lines.joined(separator: "\n") }
}
