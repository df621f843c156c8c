/// A request a list cannot serve: a misuse of a list host that UIKit would answer with an
/// exception (other than a batch that breaks the batch-update rules: that one is
/// ``BatchUpdateError``), or a request to a UIKit adapter that names data it does not present.
///
/// The host throws before changing anything it shows; a data source that the caller already
/// changed (inside an update closure) stays changed.
public enum ListHostError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A cell or supplementary view was dequeued with an identifier nobody registered.
    case unregisteredReuseIdentifier(String, kind: ListHostKind)
    /// The host was asked for data while it had no data source.
    case noDataSource(operation: String)
    /// A reconfigure named an item that the host does not present.
    case reconfigureOutOfRange(ListIndexPath, sectionCount: Int, itemCount: Int?, kind: ListHostKind)
    /// A reconfigure would give a visible cell a different reuse identifier: in-place
    /// reconfiguration keeps the cell object, so a new cell type needs a reload instead.
    case reconfigureChangesReuseIdentifier(ListIndexPath, from: String, to: String, kind: ListHostKind)
    /// `prepareReusableCells(_:prepare:)` was asked for a negative number of cells of an
    /// identifier.
    case negativeReusableCellCount(String, count: Int)
    /// A simulated fling was asked for with a speed that is not a positive number of
    /// points per second.
    case invalidFlingVelocity(Double)
    /// A UIKit adapter was given a path that names no presented item.
    case itemOutOfRange(operation: String, path: ListIndexPath, sectionCount: Int, itemCount: Int?)
    /// A UIKit adapter was given an identity no presented item has.
    case itemNotPresented(operation: String, identifier: String)
    /// The operation writes to a storage and the UIKit adapter is bound to none.
    case noStorage(operation: String)

    /// The message, in UIKit's words where UIKit has words for it.
    public var description: String {
        switch self {
        case let .unregisteredReuseIdentifier(identifier, kind):
            let what = kind == .table ? "a cell" : "a view"
            return
                "unable to dequeue \(what) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        case let .noDataSource(operation):
            return "\(operation): the list host has no data source"
        case let .reconfigureOutOfRange(path, sectionCount, itemCount, kind):
            if let itemCount {
                return
                    "attempt to reconfigure \(kind.itemNoun) \(path.item) in section \(path.section), but there are only \(itemCount) \(kind.itemsNoun) in section \(path.section)"
            }
            return
                "attempt to reconfigure \(kind.itemNoun) \(path.item) in section \(path.section), but there are only \(sectionCount) sections"
        case let .reconfigureChangesReuseIdentifier(path, from, to, kind):
            return
                "attempt to reconfigure the \(kind.itemNoun) at \(IndexPathFormat.describe(path)) with reuse identifier \(to), but its cell was dequeued with \(from); a new cell type needs a reload"
        case let .negativeReusableCellCount(identifier, count):
            return "prepareReusableCells: count \(count) for reuse identifier \(identifier) is negative"
        case let .invalidFlingVelocity(velocity):
            return "simulateFling: velocity \(velocity) is not a positive number of points per second"
        case let .itemOutOfRange(operation, path, sectionCount, itemCount):
            if let itemCount {
                return "\(operation): item \(path.item) is out of range; section \(path.section) has \(itemCount) items"
            }
            return "\(operation): section \(path.section) is out of range; the list has \(sectionCount) sections"
        case let .itemNotPresented(operation, identifier):
            return "\(operation): no item with identity \(identifier) is presented"
        case let .noStorage(operation):
            return "\(operation): the adapter is bound to no storage (call bind(to:) first)"
        }
    }
}
