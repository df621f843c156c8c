/// A request to a static table (a `ListAssembly` showing a ``StaticTableConstructor``) that names a row it does not present.
public enum StaticTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The section index is outside the presented sections.
    case sectionOutOfRange(operation: String, section: Int, count: Int)
    /// The row index is outside its section.
    case rowOutOfRange(operation: String, path: ListIndexPath, count: Int)
    /// No presented row has this model.
    case modelNotPresented(operation: String, model: String)
    /// The row has no action with this title.
    case noSuchAction(operation: String, title: String, path: ListIndexPath, available: [String])
    /// The table has not been attached to a host.
    case notAttached(operation: String)

    /// Names the operation, the index and the count.
    public var description: String {
        switch self {
        case let .sectionOutOfRange(operation, section, count):
            "StaticTable.\(operation): section \(section) is out of range (\(count) sections)"
        case let .rowOutOfRange(operation, path, count):
            "StaticTable.\(operation): row \(path.item) in section \(path.section) is out of range (\(count) rows in section \(path.section))"
        case let .modelNotPresented(operation, model):
            "StaticTable.\(operation): no presented row shows \(model)"
        case let .noSuchAction(operation, title, path, available):
            "StaticTable.\(operation): row \(path.item) in section \(path.section) has no action \"\(title)\" (its \(available.count) actions: \(available.joined(separator: ", ")))"
        case let .notAttached(operation):
            "StaticTable.\(operation): the table is not attached to a host"
        }
    }
}
