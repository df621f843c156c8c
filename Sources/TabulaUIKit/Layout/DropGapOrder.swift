#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula

/// The frames while a drop's gap is open: one more item at the gap, the items after it moved
/// along. An `.insertAtDestinationIndexPath` proposal "opens a gap at the specified location
/// simulating the final dropped layout" (UICollectionView.h:643), so UIKit counts one more item
/// in the destination's section than the data source has, and asks the layout for it.
///
/// The frames are the list layout's own with the gap inserted into a copy-on-write copy: the
/// gap gets the size of the item it opens before (or of the section's last item at its end),
/// so nothing is measured, and opening it costs what one insert costs the layout.
@MainActor
struct DropGapOrder {
    /// Where the gap is.
    let gap: ListIndexPath
    /// The list layout's revision the frames were made from.
    let revision: Int
    /// The frames with the gap.
    let frames: ListLayout

    /// `nil` when `gap` is no place in `layout` (its section's items and the end).
    init?(gap: ListIndexPath, of layout: ListLayout) {
        var counts = layout.sectionCounts
        guard counts.indices.contains(gap.section), (0...counts[gap.section]).contains(gap.item) else { return nil }
        let neighbour = min(gap.item, counts[gap.section] - 1)
        let size =
            neighbour >= 0
            ? (try? layout.itemFrame(at: ListIndexPath(item: neighbour, section: gap.section)))?.size ?? .zero
            : CGSize(width: layout.width, height: 0)
        counts[gap.section] += 1
        let withGap = layout.copy()
        do {
            try withGap.apply(
                sectionCounts: counts, batch: ListBatch(elementInserted: [gap]), width: layout.width,
                precomputedSizes: [gap: size])
        } catch {
            return nil
        }
        self.gap = gap
        revision = layout.revision
        frames = withGap
    }
}
#endif
