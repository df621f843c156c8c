#if canImport(UIKit)
import Tabula

/// A request to a UIKit adapter that names data the adapter does not present.
public enum UIKitAdapterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path names no presented item.
    case itemOutOfRange(operation: String, path: ListIndexPath, sectionCount: Int, itemCount: Int?)
    /// No presented item has the identity.
    case itemNotPresented(operation: String, identifier: String)
    /// The operation writes to a storage and the adapter is bound to none.
    case noStorage(operation: String)

    /// Names the operation, the path and the count.
    public var description: String {
        switch self {
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

    @MainActor
    static func check<Section, Item>(_ path: ListIndexPath, in updater: ListUpdater<Section, Item>, operation: String)
        throws(UIKitAdapterError) -> Item
    {
        let sections = updater.numberOfSections()
        guard path.section >= 0, path.section < sections else {
            throw .itemOutOfRange(operation: operation, path: path, sectionCount: sections, itemCount: nil)
        }
        guard let item = updater.item(at: path) else {
            throw .itemOutOfRange(
                operation: operation, path: path, sectionCount: sections,
                itemCount: updater.numberOfItems(inSection: path.section))
        }
        return item
    }
}
#endif
