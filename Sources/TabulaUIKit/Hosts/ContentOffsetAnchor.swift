#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// The items at the top of the screen before a batch and how far each is from the top
/// edge, so that after the batch the content offset can put the first one that survived
/// back where the user saw it.
///
/// Frames come from the list view itself (`rectForRow(at:)`, the collection layout), not
/// from Tabula's layout: a table adds what it adds (padding above headers, default heights)
/// and the anchor must measure what is on screen. The top edge is below the adjusted
/// content inset (a navigation bar), and the offset found stays in the scrollable range.
@MainActor
struct ContentOffsetAnchor {
    private let candidates: [(path: ListIndexPath, distance: CGFloat)]
    private let sectionCountBefore: Int
    private let offset: CGPoint

    /// The visible items from the top edge down, with their distance from the content
    /// offset; `nil` when nothing is visible below the inset.
    init?(listView: some UIKitListView) {
        let offset = listView.contentOffset
        let top = offset.y + listView.adjustedContentInset.top
        let visible = listView.visibleItemIndexPaths.sorted()
            .filter { listView.itemFrame(at: $0).maxY > top }
        guard !visible.isEmpty else { return nil }
        candidates = visible.map { (ListIndexPath($0), listView.itemFrame(at: $0).minY - offset.y) }
        sectionCountBefore = listView.numberOfSections
        self.offset = offset
    }

    /// The offset that keeps the first surviving candidate at its distance from the top
    /// after `batch`, within the scrollable range; `nil` when none survived or the batch
    /// cannot be mapped.
    func offset(after batch: ListBatch, in listView: some UIKitListView) -> CGPoint? {
        guard let mapping = ListBatchMapping(
            sectionCountBefore: sectionCountBefore, batch: batch, sectionCountAfter: listView.numberOfSections)
        else { return nil }
        for candidate in candidates {
            guard let after = mapping.afterPath(forBeforePath: candidate.path) else { continue }
            let y = listView.itemFrame(at: IndexPath(after)).minY - candidate.distance
            return CGPoint(x: offset.x, y: Self.clamped(y, in: listView))
        }
        return nil
    }

    /// `y` within the offsets the view can rest at: from minus the top inset to the
    /// content's end plus the bottom inset (UIScrollView.h:91, 98-101). Setting
    /// `contentOffset` does not clamp by itself; an offset past the end shows blank space.
    private static func clamped(_ y: CGFloat, in listView: some UIKitListView) -> CGFloat {
        let inset = listView.adjustedContentInset
        let lowest = -inset.top
        let highest = max(lowest, listView.contentSize.height + inset.bottom - listView.bounds.height)
        return min(max(y, lowest), highest)
    }
}
#endif
