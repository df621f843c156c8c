#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import UIKit

extension UIKitListHost {
    /// Whether the next batch animates: animations are on, no unanimated update is on its
    /// way, and, unless allowed, the user is not scrolling.
    func animatesBatch(in listView: any UIKitListView<Cell, SupplementaryView>) -> Bool {
        guard animation.isEnabled, unanimatedUpdates == 0 else { return false }
        if !animation.animatesWhileScrolling, listView.isDragging || listView.isDecelerating { return false }
        return true
    }

    /// Whether a reload cross-fades: asked for, on screen, and batches would animate.
    func animatesReload(in listView: any UIKitListView<Cell, SupplementaryView>) -> Bool {
        animation.animatesReloads && listView.window != nil && animatesBatch(in: listView)
    }
}
#endif
