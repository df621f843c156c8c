#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula
import UIKit

/// The items at the leading edge of the screen before a batch and how far each is from
/// that edge, so that after the batch the content offset can put the first one that
/// survived back where the user saw it.
///
/// The leading edge is the top of a vertical list and the left of a horizontal one (a
/// ``TabulaCollectionViewLayout`` in its horizontal style); only that axis of the offset
/// moves. Frames come from the list view itself (`rectForRow(at:)`, the collection layout),
/// not from Tabula's layout: a table adds what it adds (padding above headers, default
/// heights) and the anchor must measure what is on screen. The edge is inside the adjusted
/// content inset (a navigation bar, a gallery's side inset), and the offset found stays in
/// the scrollable range (`ScrollableRange`).
@MainActor
struct ContentOffsetAnchor {
    private let candidates: [(path: ListIndexPath, distance: CGFloat)]
    private let sectionCountBefore: Int
    private let offset: CGPoint
    private let horizontal: Bool

    /// The visible items from the leading edge on, with their distance from the content
    /// offset along the scroll axis; `nil` when nothing is visible past the inset.
    init?(listView: some UIKitListView) {
        let offset = listView.contentOffset
        let horizontal = listView.scrollsHorizontally
        let inset = listView.adjustedContentInset
        let edge = horizontal ? offset.x + inset.left : offset.y + inset.top
        let visible = listView.visibleItemIndexPaths.sorted()
            .filter { Self.end(of: listView.itemFrame(at: $0), horizontal) > edge }
        guard !visible.isEmpty else { return nil }
        candidates = visible.map { path in
            let start = Self.start(of: listView.itemFrame(at: path), horizontal)
            return (ListIndexPath(path), start - (horizontal ? offset.x : offset.y))
        }
        sectionCountBefore = listView.numberOfSections
        self.offset = offset
        self.horizontal = horizontal
    }

    /// The offset that keeps the first surviving candidate at its distance from the
    /// leading edge after `batch`, within the scrollable range; `nil` when none survived or
    /// the batch cannot be mapped.
    func offset(after batch: ListBatch, in listView: some UIKitListView) -> CGPoint? {
        guard
            let mapping = ListBatchMapping(
                sectionCountBefore: sectionCountBefore, batch: batch, sectionCountAfter: listView.numberOfSections)
        else { return nil }
        for candidate in candidates {
            guard let after = mapping.afterPath(forBeforePath: candidate.path) else { continue }
            let start = Self.start(of: listView.itemFrame(at: IndexPath(after)), horizontal) - candidate.distance
            let range = ScrollableRange(of: listView)
            return horizontal
                ? CGPoint(x: range.clamped(CGPoint(x: start, y: offset.y)).x, y: offset.y)
                : CGPoint(x: offset.x, y: range.clamped(CGPoint(x: offset.x, y: start)).y)
        }
        return nil
    }

    /// Whether `batch` may move the first item on screen: it removes, reloads or moves away
    /// an item or a section before that item (or the item itself), or the item's place
    /// changes (items inserted or moved in before it), so ``offset(after:in:)`` will move
    /// the offset. Errs towards `true` (a section changed anywhere up to the item's own).
    func isMoved(by batch: ListBatch) -> Bool {
        guard let top = candidates.first?.path else { return false }
        // What left or changed before the item: caught even when as many items arrived there
        // (the item keeps its index, but what is above it is not what was).
        if batch.sectionDeleted.contains(where: { $0 <= top.section })
            || batch.sectionUpdated.contains(where: { $0 <= top.section })
            || batch.sectionMoved.contains(where: { min($0.source, $0.target) <= top.section })
            || batch.elementDeleted.contains(where: { $0 <= top })
            || batch.elementUpdated.contains(where: { $0 < top })
            || batch.elementMoved.contains(where: { $0.source <= top })
        {
            return true
        }
        // Otherwise only arrivals before it move it, and they change its index.
        let sectionCountAfter = sectionCountBefore - batch.sectionDeleted.count + batch.sectionInserted.count
        guard
            let mapping = ListBatchMapping(
                sectionCountBefore: sectionCountBefore, batch: batch, sectionCountAfter: sectionCountAfter)
        else { return true }
        return mapping.afterPath(forBeforePath: top) != top
    }

    private static func start(of frame: CGRect, _ horizontal: Bool) -> CGFloat {
        horizontal ? frame.minX : frame.minY
    }

    private static func end(of frame: CGRect, _ horizontal: Bool) -> CGFloat {
        horizontal ? frame.maxX : frame.maxY
    }
}
#endif
