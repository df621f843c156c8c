#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// The item at the leading edge of the screen before the layout's sizes change (a rotation
/// or Split View resize, a new text size) and where Tabula's layout had it, so that once the
/// list view has its new content size the content offset can put that item back where the
/// user saw it.
///
/// Needed because UIKit documents no adjustment of the offset when the content shrinks
/// under it (UIScrollView.h:89; `targetContentOffsetForProposedContentOffset:` is for
/// "transition or update animations", UICollectionViewLayout.h:135): scrolled to the end
/// of a list whose rows get shorter, the offset would be left past the content, with no
/// row on screen.
///
/// Positions come from Tabula's layout before and after the change: what the list view
/// adds to the layout's frames (a table's padding above headers) is the same at both widths,
/// so it cancels out.
@MainActor
struct LayoutChangeAnchor {
    private let path: ListIndexPath
    /// How far the item starts from the leading edge (the offset plus the adjusted content
    /// inset) along the scroll axis, negative when it starts above or before it, and its
    /// extent along that axis.
    private let distance: CGFloat
    private let extent: CGFloat
    private let horizontal: Bool

    /// The first item of `layout` (still at the old width) that reaches past the leading
    /// edge of `scrollView`'s visible content; `nil` when there is none.
    init?(layout: ListLayout, scrollView: UIScrollView, horizontal: Bool) {
        let offset = scrollView.contentOffset
        let inset = scrollView.adjustedContentInset
        let edge = horizontal ? offset.x + inset.left : offset.y + inset.top
        let visible = CGRect(origin: offset, size: scrollView.bounds.size)
        let first = layout.indexPaths(intersecting: visible).sorted().first { path in
            let frame = layout.frame(at: path)
            return (horizontal ? frame.maxX : frame.maxY) > edge
        }
        guard let first else { return nil }
        let frame = layout.frame(at: first)
        path = first
        distance = (horizontal ? frame.minX : frame.minY) - edge
        extent = horizontal ? frame.width : frame.height
        self.horizontal = horizontal
    }

    /// Moves `scrollView`'s offset so the item (in `layout`, now at the new width) is as far
    /// from it as before, within the scrollable range of the new content size. An item cut
    /// by the edge keeps the same share of itself hidden, not the same points: a row that
    /// got shorter would otherwise leave the screen. Nothing while the user scrolls (the
    /// gesture owns the offset) or when the item is gone.
    func restore(layout: ListLayout, in scrollView: UIScrollView) {
        guard !scrollView.isDragging, !scrollView.isDecelerating, let frame = try? layout.itemFrame(at: path) else {
            return
        }
        let newExtent = horizontal ? frame.width : frame.height
        let kept = distance < 0 && extent > 0 ? distance * newExtent / extent : distance
        let inset = scrollView.adjustedContentInset
        var offset = scrollView.contentOffset
        if horizontal {
            offset.x = frame.minX - kept - inset.left
        } else {
            offset.y = frame.minY - kept - inset.top
        }
        offset = ScrollableRange(of: scrollView).clamped(offset)
        if offset != scrollView.contentOffset { scrollView.contentOffset = offset }
    }
}
#endif
