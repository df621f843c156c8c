import Foundation

/// Cells asked for ahead of display ("cell prefetching"). *Model internals.*
///
/// Sources: UICollectionView.h:372 declares `prefetchingEnabled`; Apple's page
/// https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled
/// says that when it is on (the default) "the collection view requests cells in advance of
/// when they will be displayed", and its note that `cellForItemAt` is then "called in advance
/// of when the cell is required" (so the app should update visual state in `willDisplay`).
/// UITableView.h:358 declares the same for tables from iOS 15 (Apple's page
/// https://developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled: "may
/// request cells in advance of displaying them"); the model's tables do not prepare cells.
/// Apple's `reconfigureItems(at:)` page says it updates "existing (including prefetched)
/// cells", so prepared cells are reconfigured like visible ones.
///
/// No header or page says how far ahead, or what becomes of a prepared cell across a batch.
/// The model prepares the one item after the last visible one (the direction of a downward
/// scroll); a batch carries the prepared cell to its item's new path as it does visible
/// cells, and drops it (back to its queue) when the item is deleted or reloaded; `reloadData`
/// drops it. A prepared cell that leaves the prefetch window goes back to its queue without
/// `didEndDisplaying` (it was never displayed). Displaying it later asks nothing again.
extension ListViewEngine {
    /// Prepares the item after the last visible one, if it lies within a screen below the
    /// visible area; drops prepared cells that left that range.
    func prepareCellsAhead() {
        guard isLoaded else { return }
        let window = visibleRect.insetBy(dx: 0, dy: -visibleRect.height)
        let nearby = Set(frames.indexPaths(intersecting: window))
        for (path, cell) in preparedCellsByPath.sorted(by: { $0.key < $1.key }) where !nearby.contains(path) {
            preparedCellsByPath[path] = nil
            enqueue(cell)
        }
        guard preparesCellsAhead, let last = indexPathsForVisibleItems.last,
            let next = nearby.filter({ $0 > last }).min(), preparedCellsByPath[next] == nil
        else { return }
        if let cell = configureCell(at: next) {
            preparedCellsByPath[next] = cell
            cell.frame = frames.frame(at: next)
        }
    }

    /// The prepared cell of `path`, taken out of the prepared set to be displayed.
    func takePreparedCell(at path: IndexPath) -> UIView? {
        preparedCellsByPath.removeValue(forKey: path)
    }

    /// Carries prepared cells through an accepted batch: a cell follows its item to its new
    /// path; a deleted or reloaded item's cell goes back to its queue.
    func followPreparedCells(_ correspondence: BatchCorrespondence) {
        let before = preparedCellsByPath
        preparedCellsByPath = [:]
        for (path, cell) in before.sorted(by: { $0.key < $1.key }) {
            if !correspondence.isReloaded(path), let target = correspondence.afterPath(path) {
                preparedCellsByPath[target] = cell
            } else {
                enqueue(cell)
            }
        }
    }

    /// Every prepared cell goes back to its queue (`reloadData`, a rejected batch).
    func dropPreparedCells() {
        let cells = preparedCellsByPath.sorted(by: { $0.key < $1.key }).map(\.value)
        preparedCellsByPath = [:]
        for cell in cells { enqueue(cell) }
    }
}
