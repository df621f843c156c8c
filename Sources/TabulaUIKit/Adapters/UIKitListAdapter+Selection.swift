#if canImport(UIKit)
import Foundation
import Tabula
import UIKit

// The selection, kept by identity. UIKit keeps selected index paths through a batch (a
// deleted row loses its selection; a reloaded table row does too, Apple's page of
// `reloadRows(at:with:)`: it "behaves similarly to deleteRowsAtIndexPaths"), and
// `reloadData` starts over ("Reloads everything from scratch", UITableView.h:437;
// "discard the dataSource and delegate data", UICollectionView.h:422). Tabula reloads
// often (first load, off screen, large changes, new widths), so the adapter remembers
// which items are selected and, after every batch and reload, selects exactly the ones
// still presented, wherever they are now.
extension UIKitListAdapter {
    /// The selected items as presented now, in the order they were selected.
    public var selectedItems: [Item] {
        let wanted = Set(selectedIdentifiers)
        guard !wanted.isEmpty else { return [] }
        var found: [Item.DifferenceIdentifier: Item] = [:]
        for section in updater.presentedSections {
            for item in section.items where wanted.contains(item.differenceIdentifier) {
                found[item.differenceIdentifier] = item
            }
        }
        return selectedIdentifiers.compactMap { found[$0] }
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
            selectedIdentifiers.removeAll()
        }
        listView.selectItemQuietly(at: IndexPath(path), animated: animated)
        if !selectedIdentifiers.contains(identifier) { selectedIdentifiers.append(identifier) }
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
        guard selectedIdentifiers.contains(identifier) else { return }
        selectedIdentifiers.removeAll { $0 == identifier }
        reportSelectionChange()
    }

    // MARK: Bodies

    /// The user selected `item`: in single selection it replaces the selection.
    func userSelected(_ item: Item) {
        let identifier = item.differenceIdentifier
        if listHost.listView?.selectsMultipleItemsNow != true { selectedIdentifiers.removeAll() }
        if !selectedIdentifiers.contains(identifier) { selectedIdentifiers.append(identifier) }
    }

    /// The user deselected the item at `indexPath`.
    func userDeselected(at indexPath: IndexPath) {
        guard let item = updater.item(at: ListIndexPath(indexPath)) else { return }
        selectedIdentifiers.removeAll { $0 == item.differenceIdentifier }
    }

    /// Calls ``UIKitListAdapter/onSelectionChange`` with the selected items.
    func reportSelectionChange() {
        onSelectionChange?(selectedItems)
    }

    /// After a batch or a reload: the items still presented that were selected are
    /// selected at their paths now, the ones gone are forgotten, nothing else is selected.
    func restoreSelection() {
        guard let listView = listHost.listView else { return }
        let shown = listView.selectedItemIndexPaths
        guard !selectedIdentifiers.isEmpty || !shown.isEmpty else { return }
        var paths: [Item.DifferenceIdentifier: IndexPath] = [:]
        if !selectedIdentifiers.isEmpty {
            let wanted = Set(selectedIdentifiers)
            for (section, list) in updater.presentedSections.enumerated() {
                for (index, item) in list.items.enumerated() where wanted.contains(item.differenceIdentifier) {
                    paths[item.differenceIdentifier] = IndexPath(item: index, section: section)
                }
            }
        }
        // Kept as selected, whatever the mode is now (leaving editing mode with several
        // rows selected is the app's to resolve, as in UIKit).
        let kept = selectedIdentifiers.filter { paths[$0] != nil }
        let target = Set(kept.compactMap { paths[$0] })
        for path in shown where !target.contains(path) {
            listView.deselectItemQuietly(at: path, animated: false)
        }
        let shownSet = Set(shown)
        for identifier in kept {
            guard let path = paths[identifier], !shownSet.contains(path) else { continue }
            listView.selectItemQuietly(at: path, animated: false)
        }
        let changed = kept != selectedIdentifiers
        selectedIdentifiers = kept
        if changed { reportSelectionChange() }
    }
}
#endif
