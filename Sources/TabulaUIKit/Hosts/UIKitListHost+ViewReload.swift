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
}
#endif
