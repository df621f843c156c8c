#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// What takes the new height of an item whose hosted content changed its own size: the
/// table and collection adapters (`TableViewAdapter`, `CollectionViewAdapter`) adopt it.
/// Plumbing between the cell's report and the adapter, so no app names it (`package`).
@MainActor
package protocol HostedItemSizeReceiving: AnyObject {
    /// The hosted content of the item with `identity` now needs `height` points in its cell.
    func hostedItem(_ identity: AnyHashable, didChangeHeightTo height: CGFloat)
}

/// Routes a hosted content's size change from its cell to the adapter of the list view that
/// shows the cell.
///
/// A Tabula list gives every row its height (the table asks its delegate, the collection its
/// layout), so its cells are not self-sizing, and UIKit's `selfSizingInvalidation`
/// (UITableView.h, UICollectionView.h, iOS 16: for self-sizing cells only) does not resize
/// them. The cell reports instead, and the adapter applies the new height as a batch.
package enum HostedContentSizeChange {
    /// Reports that the hosted content `cell` shows for the item `identity` now needs
    /// `height`: the first table or collection view up the cell's responder chain passes it to
    /// its data source, when that is a Tabula adapter. Returns whether one took it.
    @MainActor
    @discardableResult
    package static func report(height: CGFloat, of identity: AnyHashable, from cell: UIView) -> Bool {
        var responder = cell.next
        while let current = responder {
            if let table = current as? UITableView {
                return deliver(height, identity, to: table.dataSource as? any HostedItemSizeReceiving)
            }
            if let collection = current as? UICollectionView {
                return deliver(height, identity, to: collection.dataSource as? any HostedItemSizeReceiving)
            }
            responder = current.next
        }
        return false
    }

    @MainActor
    private static func deliver(
        _ height: CGFloat, _ identity: AnyHashable, to receiver: (any HostedItemSizeReceiving)?
    ) -> Bool {
        guard let receiver else { return false }
        receiver.hostedItem(identity, didChangeHeightTo: height)
        return true
    }
}
#endif
