#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// The content offsets a scroll view can rest at: from minus the leading adjusted inset to
/// the content's end plus the trailing one, on each axis (UIScrollView.h:89-91, 98-101:
/// the insets "add additional scroll area around content"). Setting `contentOffset` does
/// not keep to it by itself: an offset past the end shows blank space.
struct ScrollableRange {
    let minimum: CGPoint
    let maximum: CGPoint

    @MainActor
    init(of scrollView: UIScrollView) {
        let inset = scrollView.adjustedContentInset
        let size = scrollView.contentSize
        let bounds = scrollView.bounds.size
        minimum = CGPoint(x: -inset.left, y: -inset.top)
        maximum = CGPoint(
            x: max(-inset.left, size.width + inset.right - bounds.width),
            y: max(-inset.top, size.height + inset.bottom - bounds.height))
    }

    /// `point` moved into the range.
    func clamped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, minimum.x), maximum.x), y: min(max(point.y, minimum.y), maximum.y))
    }

    /// The scroll view's offset moved back into the range after its content shrank, unless
    /// the user is scrolling it (a drag or its deceleration owns the offset then).
    @MainActor
    static func bringBackIfPast(_ scrollView: UIScrollView) {
        guard !scrollView.isDragging, !scrollView.isDecelerating else { return }
        let offset = ScrollableRange(of: scrollView).clamped(scrollView.contentOffset)
        if offset != scrollView.contentOffset { scrollView.contentOffset = offset }
    }
}
#endif
