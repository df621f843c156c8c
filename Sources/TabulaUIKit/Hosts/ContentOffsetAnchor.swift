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
@MainActor
struct ContentOffsetAnchor {
    private let candidates: [(path: ListIndexPath, distance: CGFloat)]
    private let sectionCountBefore: Int
    private let offset: CGPoint

    /// The visible items from the top edge down, with their distance from it; `nil` when
    /// nothing is visible.
    init?(listView: some UIKitListView, frames: any ListFrameProvider) {
        let offset = listView.contentOffset
        let visible = listView.visibleItemIndexPaths.map(ListIndexPath.init).sorted()
            .filter { frames.frame(at: $0).maxY > offset.y }
        guard !visible.isEmpty else { return nil }
        candidates = visible.map { ($0, frames.frame(at: $0).minY - offset.y) }
        sectionCountBefore = listView.numberOfSections
        self.offset = offset
    }

    /// The offset that keeps the first surviving candidate at its distance from the top
    /// after `batch`; `nil` when none survived or the batch cannot be mapped.
    func offset(after batch: ListBatch, sectionCountAfter: Int, frames: any ListFrameProvider) -> CGPoint? {
        guard let mapping = ListBatchMapping(
            sectionCountBefore: sectionCountBefore, batch: batch, sectionCountAfter: sectionCountAfter)
        else { return nil }
        for candidate in candidates {
            guard let after = mapping.afterPath(forBeforePath: candidate.path) else { continue }
            let y = frames.frame(at: after).minY - candidate.distance
            return CGPoint(x: offset.x, y: y)
        }
        return nil
    }
}
#endif
