import Foundation

// Sources (iPhoneOS 26.2 SDK, UIKit.framework/Headers):
// - UITableView.h:448-451 and UICollectionView.h:411-412: `allowsSelection` (default YES)
//   and `allowsMultipleSelection` (default NO).
// - UITableView.h:455-456 and UICollectionView.h:414: the selected index paths, `nil`
//   when nothing is selected.
// - UITableView.h:458: `selectRow…`/`deselectRow…` "will not call the delegate methods
//   (-tableView:willSelectRowAtIndexPath: or tableView:didSelectRowAtIndexPath:), nor will
//   it send out a notification"; Apple's page of `collectionView(_:didSelectItemAt:)`
//   (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:))
//   says the same of collections: "It does not call this method when you programmatically
//   set the selection."
// - A user's tap in single selection deselects the row selected before: Apple's page of
//   `tableView(_:willDeselectRowAt:)` ("only called if there is an existing selection when
//   the user tries to select a different row. The delegate is sent this method for the
//   previously selected row",
//   https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:)).
// - `reloadData` "Reloads everything from scratch" (UITableView.h:437) and "discard[s] the
//   dataSource and delegate data" (UICollectionView.h:422): no row is selected after it.
// - A batch: selected items that stay keep their selection at their new paths, deleted
//   ones lose it. A reloaded table row loses it too: Apple's page of
//   `reloadRows(at:with:)` says that inside an update block it "behaves similarly to
//   deleteRowsAtIndexPaths:withRowAnimation:"
//   (https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)). No
//   page says so of a collection's `reloadItems`, so the model keeps a reloaded item's
//   selection there.

/// The selection a table or collection view keeps. *Model internals.*
extension ListViewEngine {
    /// Selects the item at `path` (a path outside the counts is ignored); in single
    /// selection it replaces the selection.
    func select(_ path: IndexPath, multiple: Bool) {
        guard isPresented(path) else { return }
        if !multiple { selectedPaths.removeAll() }
        if !selectedPaths.contains(path) { selectedPaths.append(path) }
    }

    /// Deselects the item at `path`.
    func deselect(_ path: IndexPath) {
        selectedPaths.removeAll { $0 == path }
    }

    /// The selected paths, `nil` when none (as UIKit answers).
    var selectedPathsOrNil: [IndexPath]? {
        selectedPaths.isEmpty ? nil : selectedPaths
    }

    /// After `reloadData`: nothing is selected.
    func forgetSelection() {
        selectedPaths.removeAll()
    }

    /// After an accepted batch: each selected item that stays is selected at its new path.
    func followSelection(_ correspondence: BatchCorrespondence) {
        selectedPaths = selectedPaths.compactMap { path in
            if kind == .tableView, correspondence.isReloaded(path) { return nil }
            return correspondence.afterPath(path)
        }
    }

    /// Whether `path` is within the counts the view shows now (a pending collection reload
    /// is not carried out by a selection: UICollectionView+Reload.swift).
    private func isPresented(_ path: IndexPath) -> Bool {
        let counts = presentedCounts ?? []
        guard path.count == 2, counts.indices.contains(path[0]), path[1] >= 0 else { return false }
        return path[1] < counts[path[0]]
    }
}
