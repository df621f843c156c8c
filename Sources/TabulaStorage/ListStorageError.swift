/// Why a storage operation was rejected. Every case names the operation and the numbers
/// that made it invalid; a rejected transaction leaves the storage as it was.
public enum ListStorageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A section index outside `0..<count` (or `0...count` for inserts).
    case sectionOutOfRange(operation: String, section: Int, count: Int)
    /// An item index outside the section's `0..<count` (or `0...count` for inserts).
    case itemOutOfRange(operation: String, path: ListIndexPath, count: Int)
    /// No item with this identity is stored.
    case itemNotFound(operation: String, identifier: String)
    /// No section with this identity is stored.
    case sectionNotFound(operation: String, identifier: String)
    /// A section with this identity already exists (section identities must be unique).
    case duplicateSection(operation: String, identifier: String)
    /// An item with this identity is already in the ``ListOutline`` (identities in an
    /// outline must be unique), is named twice in one drop, or is dropped as new content
    /// into a list that holds it.
    case duplicateItem(operation: String, identifier: String)

    /// A sentence naming the operation, the index and the count.
    public var description: String {
        switch self {
        case let .sectionOutOfRange(operation, section, count):
            return
                "\(operation): section \(section) is out of range; the storage has \(count) section\(count == 1 ? "" : "s")"
        case let .itemOutOfRange(operation, path, count):
            return
                "\(operation): item \(path.item) in section \(path.section) is out of range; the section has \(count) item\(count == 1 ? "" : "s")"
        case let .itemNotFound(operation, identifier):
            return "\(operation): no item with identity \(identifier)"
        case let .sectionNotFound(operation, identifier):
            return "\(operation): no section with identity \(identifier)"
        case let .duplicateSection(operation, identifier):
            return "\(operation): a section with identity \(identifier) already exists"
        case let .duplicateItem(operation, identifier):
            return "\(operation): an item with identity \(identifier) is already there (or named twice)"
        }
    }
}
