/// Why a ``ListLayout`` could not apply an update. The layout is left exactly as it was.
public enum ListLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section index outside `0..<count`.
    case sectionOutOfRange(operation: String, section: Int, count: Int)
    /// An item index outside `0..<count` of its section.
    case itemOutOfRange(operation: String, path: ListIndexPath, count: Int)
    /// The same section or item named twice where it may appear once.
    case duplicate(operation: String, index: String)
    /// The number of sections after the batch does not match the counts given.
    case sectionCountMismatch(before: Int, deleted: Int, inserted: Int, after: Int)
    /// A section's item count after the batch does not match the counts given.
    case itemCountMismatch(section: Int, expected: Int, after: Int)
    /// A negative item count.
    case negativeCount(section: Int, count: Int)

    /// Names the operation, the index and the count.
    public var description: String {
        switch self {
        case let .sectionOutOfRange(operation, section, count):
            "ListLayout \(operation): section \(section) out of range (count \(count))"
        case let .itemOutOfRange(operation, path, count):
            "ListLayout \(operation): item \(path) out of range (section has \(count) items)"
        case let .duplicate(operation, index):
            "ListLayout \(operation): \(index) appears more than once"
        case let .sectionCountMismatch(before, deleted, inserted, after):
            "ListLayout update: \(before) sections before, \(deleted) deleted, \(inserted) inserted, "
                + "but \(after) sections after"
        case let .itemCountMismatch(section, expected, after):
            "ListLayout update: section \(section) should have \(expected) items after the batch, "
                + "but the counts give \(after)"
        case let .negativeCount(section, count):
            "ListLayout update: section \(section) has a negative item count (\(count))"
        }
    }
}
