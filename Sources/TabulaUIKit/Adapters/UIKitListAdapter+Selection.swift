#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(TabulaInternal) import Tabula
import UIKit

// The selection, kept by identity. UIKit keeps selected index paths through a batch (a
// deleted row loses its selection; a reloaded table row does too, Apple's page of
// `reloadRows(at:with:)`: it "behaves similarly to deleteRowsAtIndexPaths"), and
// `reloadData` starts over ("Reloads everything from scratch", UITableView.h:437;
// "discard the dataSource and delegate data", UICollectionView.h:422). Tabula reloads
// often (first load, off screen, large changes, new widths), so the adapter remembers
// which items are selected and, after every batch and reload, selects exactly the ones
// still presented, wherever they are now. The identities and their look-ups live in the
// updater (its identity index), so this costs O(selected), not a pass over the list.
extension UIKitListAdapter {
    /// The selected items as presented now, in the order they were selected.
    public var selectedItems: [Item] {
        updater.presentedSelection().map(\.item)
    }

    /// Selects the item with `identifier` (in single selection, instead of the one selected
    /// before) and keeps it selected through later updates. As UIKit's `selectRow` does,
    /// this does not call ``UIKitListAdapter/onSelect`` or the app's delegate; it calls
    /// ``UIKitListAdapter/onSelectionChange``.
    ///
    /// - Throws: ``/Tabula/ListHostError/itemNotPresented(operation:identifier:)`` when no
    ///   presented item has that identity (nothing changes).
    public func selectItem(withIdentifier identifier: Item.DifferenceIdentifier, animated: Bool = false)
        throws(ListHostError)
    {
        let path = try presentedPath(of: identifier, operation: "selectItem")
        guard let listView = listHost.listView else { return }
        if !listView.selectsMultipleItemsNow {
            for other in listView.selectedItemIndexPaths where other != IndexPath(path) {
                listView.deselectItemQuietly(at: other, animated: animated)
            }
            updater.clearSelection()
        }
        listView.selectItemQuietly(at: IndexPath(path), animated: animated)
        updater.select(identifier, replacing: false)
        reportSelectionChange()
    }

    /// Deselects the item with `identifier` (nothing happens when it is not selected). As
    /// UIKit's `deselectRow` does, this does not call the app's delegate; it calls
    /// ``UIKitListAdapter/onSelectionChange`` when the selection changed.
    ///
    /// - Throws: ``/Tabula/ListHostError/itemNotPresented(operation:identifier:)`` when no
    ///   presented item has that identity.
    public func deselectItem(withIdentifier identifier: Item.DifferenceIdentifier, animated: Bool = false)
        throws(ListHostError)
    {
        let path = try presentedPath(of: identifier, operation: "deselectItem")
        listHost.listView?.deselectItemQuietly(at: IndexPath(path), animated: animated)
        guard updater.deselect(identifier) else { return }
        reportSelectionChange()
    }

    // MARK: Bodies

    /// The user selected `item`: in single selection it replaces the selection.
    func userSelected(_ item: Item) {
        updater.select(item.differenceIdentifier, replacing: listHost.listView?.selectsMultipleItemsNow != true)
    }

    /// The user deselected the item at `indexPath`.
    func userDeselected(at indexPath: IndexPath) {
        guard let item = updater.item(at: ListIndexPath(indexPath)) else { return }
        updater.deselect(item.differenceIdentifier)
    }

    /// Calls ``UIKitListAdapter/onSelectionChange`` with the selected items.
    func reportSelectionChange() {
        onSelectionChange?(selectedItems)
    }

    /// After a batch or a reload: the items still presented that were selected are
    /// selected at their paths now, the ones gone are forgotten, nothing else is selected.
    /// O(selected) look-ups in the updater's identity index, whatever the list's length.
    func restoreSelection() {
        guard let listView = listHost.listView else { return }
        let shown = listView.selectedItemIndexPaths
        guard !updater.selectedIdentifiers.isEmpty || !shown.isEmpty else { return }
        // Kept as selected, whatever the mode is now (leaving editing mode with several
        // rows selected is the app's to resolve, as in UIKit).
        let (kept, changed) = updater.restoreSelection()
        let target = Set(kept.map { IndexPath($0) })
        for path in shown where !target.contains(path) {
            listView.deselectItemQuietly(at: path, animated: false)
        }
        let shownSet = Set(shown)
        for path in kept.map({ IndexPath($0) }) where !shownSet.contains(path) {
            listView.selectItemQuietly(at: path, animated: false)
        }
        if changed { reportSelectionChange() }
    }
}
#endif
