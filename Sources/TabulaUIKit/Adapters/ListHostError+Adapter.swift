#if os(iOS) || TABULA_UIKIT_MODEL
import Tabula

extension ListHostError {
    /// The item at `path`, or ``ListHostError/itemOutOfRange(operation:path:sectionCount:itemCount:)``
    /// naming `operation` and the count the path is outside of.
    @MainActor
    static func check<Section, Item>(_ path: ListIndexPath, in updater: ListUpdater<Section, Item>, operation: String)
        throws(ListHostError) -> Item
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
