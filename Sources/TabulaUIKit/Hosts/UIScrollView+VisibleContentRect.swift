#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

extension UIScrollView {
    /// The part of the content on screen, from the content's origin at the least: the rect
    /// whose items a list measures first (an offset above the content, under a navigation
    /// bar's inset, shows the first rows).
    var visibleContentRect: CGRect {
        CGRect(
            origin: CGPoint(x: max(0, contentOffset.x), y: max(0, contentOffset.y)), size: bounds.size)
    }
}
#endif
