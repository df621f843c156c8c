#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

extension UIScrollView {
    /// The part of the content on screen, from the content's origin at the least, a point
    /// wider on every side: the rect whose items a list measures first (an offset above the
    /// content, under a navigation bar's inset, shows the first rows).
    ///
    /// The extra point takes in an item that only touches an edge: a list view may count it
    /// as visible (Foundation's `CGRect.intersects` counts rects that share an edge on Linux,
    /// so the UIKit model lists such a row), and measuring one more item costs little more
    /// than showing it at an estimate.
    var visibleContentRect: CGRect {
        CGRect(
            origin: CGPoint(x: max(0, contentOffset.x), y: max(0, contentOffset.y)), size: bounds.size
        ).insetBy(dx: -1, dy: -1)
    }
}
#endif
