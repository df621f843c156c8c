/// One storage operation, as the debug log names it.
///
/// Kept as plain values and described only when a log line is written: formatting a
/// string for every mutation would tax the hot path for a log that is off by default.
package struct ListOperation: Hashable, Sendable, CustomStringConvertible {
    /// The operation's name, as in the API (`insertItems`, `moveSection`, ...).
    public let name: String
    /// How many items or sections it touched, when that says something.
    public let count: Int?
    /// Where it happened: an item path, or a section as `ListIndexPath(item: -1, section:)`.
    public let location: ListIndexPath?
    /// Where a move went.
    public let destination: ListIndexPath?

    /// Creates an operation record.
    public init(
        _ name: String, count: Int? = nil, at location: ListIndexPath? = nil, to destination: ListIndexPath? = nil
    ) {
        self.name = name
        self.count = count
        self.location = location
        self.destination = destination
    }

    /// An operation on the section at `section`.
    static func section(_ name: String, _ section: Int, count: Int? = nil, to destination: Int? = nil) -> ListOperation
    {
        ListOperation(
            name, count: count, at: ListIndexPath(item: -1, section: section),
            to: destination.map { ListIndexPath(item: -1, section: $0) })
    }

    /// `name(count) at place → destination`, with sections written as `section N`.
    public var description: String {
        func place(_ path: ListIndexPath) -> String {
            path.item < 0 ? "section \(path.section)" : path.description
        }
        var text = name
        if let count { text += "(\(count))" }
        if let location { text += " at \(place(location))" }
        if let destination { text += " → \(place(destination))" }
        return text
    }
}
