import Foundation

/// A user's interactive move (drag to reorder) that is in progress, and what UIKit's
/// headers (iOS 26.2 SDK) say about it:
///
/// - UITableView.h, line 434 (`hasUncommittedUpdates`): "Returns YES if the table view is in
///   the middle of reordering, is displaying a drop target gap, or has drop placeholders. If
///   possible, avoid calling -reloadData while there are uncommitted updates to avoid
///   interfering with user-initiated interactions that have not yet completed."
/// - UICollectionView.h, line 418: "Returns YES if the collection view is reordering or has
///   drop placeholders." Line 421, on `reloadData`: "Note: -reloadData will discard any
///   uncommitted updates (e.g. placeholders)".
///
/// The model represents reordering and the drop gap of drag and drop (no placeholders):
/// `hasUncommittedUpdates` is true from the user lifting an item until the drop is committed
/// or cancelled, and while a drop's proposal opens a gap (ListViewEngine+DragAndDrop.swift). A `reloadData` meanwhile is counted
/// (``ModelListCounters/reloadDataCallsWithUncommittedUpdates``); on a collection view it
/// also discards the move (line 421). What a table does to its reorder is not documented
/// ("interfering"), so the model's table keeps it.
///
/// *Model internals.*
extension ListViewEngine {
    var hasUncommittedUpdates: Bool {
        // A drop gap too (UITableView.h:434; ListViewEngine+DragAndDrop.swift).
        interactiveMoveSource != nil || dragAndDrop.showsDropGap
    }

    func noteReloadDuringUncommittedUpdates() {
        guard hasUncommittedUpdates else { return }
        counters.reloadDataCallsWithUncommittedUpdates += 1
        if kind == .collectionView { interactiveMoveSource = nil }
    }

    /// The user lifts the item at `source` (the data source allowed it). Returns whether a
    /// move began: not while another is in progress.
    func beginInteractiveMove(at source: IndexPath) -> Bool {
        guard interactiveMoveSource == nil else { return false }
        interactiveMoveSource = source
        return true
    }

    /// The user drops the lifted item at `destination`: the view shows the move, then
    /// tells the data source inside the same update (`tellDataSource` gets the source).
    /// The reorder stays uncommitted until that update is done. Returns whether a move was
    /// in progress.
    func endInteractiveMove(at destination: IndexPath, tellDataSource: (IndexPath) -> Void) -> Bool {
        guard let source = interactiveMoveSource else { return false }
        applyUserChange([.moveItem(source, to: destination)]) { tellDataSource(source) }
        interactiveMoveSource = nil
        return true
    }

    /// The user puts the lifted item back: nothing moved, the data source is not told.
    func cancelInteractiveMove() -> Bool {
        guard interactiveMoveSource != nil else { return false }
        interactiveMoveSource = nil
        return true
    }
}
