#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

extension UIKitListAdapter {
    /// Adds cell types to the catalog after the adapter was made (a static table whose
    /// constructor names a cell type no row named before): the sizes measure with the
    /// grown catalog from then on. Registrations only grow: an item keeps its cell type.
    func growCells<Result>(_ body: (inout CellCatalog<Item, Cell>) -> Result) -> Result {
        let result = body(&catalogs.cells)
        controller.sizer = catalogs.cells.sizer
        return result
    }

    /// Where the item with `item`'s identity is presented, if it is.
    public func indexPath(of item: Item) -> ListIndexPath? {
        presentedPath(of: item.differenceIdentifier)
    }

    /// The item presented at `path`.
    ///
    /// - Throws: ``/Tabula/ListHostError/itemOutOfRange(operation:path:sectionCount:itemCount:)``
    ///   naming the path and the count when nothing is presented there.
    public func model(at path: ListIndexPath) throws(ListHostError) -> Item {
        try ListHostError.check(path, in: updater, operation: "model(at:)")
    }
}
#endif
