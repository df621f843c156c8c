/// A terminal's size in character cells.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns (characters per row).
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// Creates a size; negative values become zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// `columnsxrows`.
    public var description: String { "\(columns)x\(rows)" }
}
