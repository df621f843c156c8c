#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(TabulaInternal) import Tabula
import UIKit

extension TableViewAdapter {
    /// Measures, on the main actor, the rows that came on screen at an estimated or stale
    /// height before the pass off the main actor (or a text size change's) reached them (the
    /// table scrolled, or a new width put the top row back and brought other rows into
    /// view), and has the table ask their
    /// heights again without animation (an empty batch: Apple's documentation of
    /// `beginUpdates()` names it the way "to animate the change in the row heights without
    /// reloading the cell").
    ///
    /// Free when every row on screen is measured: O(sections) to find nothing to measure.
    func measureEstimatedRowsOnScreen(in tableView: UITableView) {
        guard host.isInWindow, !tableView.hasUncommittedUpdates,
            updater.isIdle, layout.width == tableView.bounds.width
        else { return }
        let revision = layout.revision
        layout.prepareFrames(in: tableView.visibleContentRect)
        guard layout.revision != revision else { return }
        UIView.performWithoutAnimation { tableView.performBatchUpdates(nil, completion: nil) }
    }
}
#endif
