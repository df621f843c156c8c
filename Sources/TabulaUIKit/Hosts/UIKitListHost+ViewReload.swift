#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Logging
@_spi(TabulaInternal) import Tabula
import UIKit

extension UIKitListHost {
    /// Reloads the list view now, or, while it has uncommitted updates (the user is
    /// reordering: UITableView.h:434 asks not to call `reloadData` then), once they are
    /// committed, at most 2 s later (then anyway, with an error logged).
    ///
    /// For reloads that change no data (new row heights, a view showing a move the data
    /// refused): the data source keeps answering with the data it has, so nothing is
    /// inconsistent while the reload waits. A reload that installs new data must wait as a
    /// whole instead (``/Tabula/ListUpdater`` holds its own). Waits started while one is
    /// in flight join it: one reload follows.
    func reloadViewAfterUncommittedUpdates(logger: Logger) {
        guard hasUncommittedUpdates else {
            listView?.reloadDataNow()
            onViewReloaded?()
            return
        }
        guard !viewReloadWait.isWaiting else { return }
        viewReloadWait.start(for: self, limit: 2) { [weak self] timedOut in
            if timedOut { logger.error("the list view still had uncommitted updates after 2 s; reloading anyway") }
            self?.listView?.reloadDataNow()
            self?.onViewReloaded?()
        }
    }

    /// Shows new sizes of items off screen (those on screen keep theirs) without reloading
    /// the cells on screen: they keep their content, their display and their selection.
    ///
    /// In a window, the list view asks its sizes again without animation: a table through
    /// an empty batch (`performBatchUpdates`, UITableView.h:414; Apple's documentation of
    /// `beginUpdates()` names an empty pair as the way "to animate the change in the row
    /// heights without reloading the cell"), a collection by invalidating its layout
    /// (UICollectionViewLayout.h:101). Outside a window, or while the
    /// user reorders (UITableView.h:434), it reloads as
    /// ``reloadViewAfterUncommittedUpdates(logger:)`` does.
    func showOffScreenItemSizes(logger: Logger) {
        guard let listView, isInWindow, !hasUncommittedUpdates, !viewReloadWait.isWaiting else {
            return reloadViewAfterUncommittedUpdates(logger: logger)
        }
        UIView.performWithoutAnimation {
            listView.itemSizesDidChange()
            // The new content size now (a collection's layout pass runs at the next layout
            // otherwise), so the top row can be put back within the new scrollable range.
            listView.layoutIfNeeded()
        }
    }
}
#endif
