/// Why a ``ListLayout`` could not apply an update. The layout is left exactly as it was.
public enum ListLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section index outside `0..<count`.
    case sectionOutOfRange(operation: String, section: Int, count: Int)
    /// An item index outside `0..<count` of its section.
    case itemOutOfRange(operation: String, path: ListIndexPath, count: Int)
    /// The batch breaks UIKit's batch-update rules for the counts given (an index out of
    /// range, an index named twice, counts that do not add up): every violation, in UIKit's
    /// words.
    case invalidBatch(BatchUpdateError)
    /// The number of sections after the batch does not match the counts given.
    case sectionCountMismatch(before: Int, deleted: Int, inserted: Int, after: Int)
    /// A negative item count.
    case negativeCount(section: Int, count: Int)

    /// Names the operation, the index and the count.
    public var description: String {
        switch self {
        case let .sectionOutOfRange(operation, section, count):
            "ListLayout \(operation): section \(section) out of range (count \(count))"
        case let .itemOutOfRange(operation, path, count):
            "ListLayout \(operation): item \(path) out of range (section has \(count) items)"
        case let .invalidBatch(error):
            "ListLayout update: the batch breaks UIKit's rules: \(error.description)"
        case let .sectionCountMismatch(before, deleted, inserted, after):
            "ListLayout update: \(before) sections before, \(deleted) deleted, \(inserted) inserted, "
                + "but \(after) sections after"
        case let .negativeCount(section, count):
            "ListLayout update: section \(section) has a negative item count (\(count))"
        }
    }
}
