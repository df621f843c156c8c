/// Where a widget was written: part of its identity, so equal widgets written in different
/// places (a spacing above the header and one below it) are different widgets.
package struct WidgetSourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// `#fileID` of the call site.
    public var fileID: String
    /// `#line` of the call site.
    public var line: Int
    /// `#column` of the call site.
    public var column: Int

    /// Creates a location.
    public init(fileID: String, line: Int, column: Int) {
        self.fileID = fileID
        self.line = line
        self.column = column
    }

    /// `Module/File.swift:12:9`.
    public var description: String {
        "\(fileID):\(line):\(column)"
    }
}
