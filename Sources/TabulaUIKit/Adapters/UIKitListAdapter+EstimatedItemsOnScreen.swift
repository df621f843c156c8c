#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(TabulaInternal) import Tabula
import UIKit

extension UIKitListAdapter {
    /// Measures, on the main actor, the items that came on screen at an estimated or stale
    /// size before the pass off the main actor (or a text size change's) reached them (the
    /// list scrolled, or a new width put the top item back and brought others into view),
    /// and has the list view ask their sizes again without animation: a table through an
    /// empty batch (Apple's documentation of `beginUpdates()` names it the way "to animate
    /// the change in the row heights without reloading the cell"), a collection by
    /// invalidating its layout (UICollectionViewLayout.h:100).
    ///
    /// Free when every item on screen is measured: O(sections) to find nothing to measure.
    func measureEstimatedItemsOnScreen() {
        guard let listView = listHost.listView, listHost.isInWindow, !listView.hasUncommittedUpdates,
            updater.isIdle, layout.width == listView.bounds.width
        else { return }
        let revision = layout.revision
        layout.prepareFrames(in: listView.visibleContentRect)
        guard layout.revision != revision else { return }
        UIView.performWithoutAnimation { listView.itemSizesDidChange() }
    }
}
#endif
