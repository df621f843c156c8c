#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula

/// The frames of an interactive move's interim order: the lifted item at its target, the
/// items between shifted by one. UIKit shows (and asks the layout about) that order while
/// the user drags (UICollectionViewLayout.h:82-83, 185), before the data source is told.
///
/// The frames are the list layout's own, with the move applied to a copy-on-write copy:
/// moved items keep their sizes, so nothing is measured, and each step costs what one move
/// costs the layout (O(log n), plus the rows of a grid section).
@MainActor
struct InteractiveMoveOrder {
    /// Where the item was when the move began.
    let original: ListIndexPath
    /// Where it is in the interim order.
    let target: ListIndexPath
    /// The frames in the interim order.
    let frames: ListLayout
    /// Set by the drop: the interim order stays until the layout is next prepared, by
    /// when the data source has the move and the list layout shows it.
    var endsAtNextPrepare = false

    /// `nil` when `original` or `target` is no place in `layout` (the layout then keeps
    /// showing the data's order rather than a wrong one).
    init?(original: ListIndexPath, target: ListIndexPath, of layout: ListLayout) {
        var counts = layout.sectionCounts
        guard counts.indices.contains(original.section), counts.indices.contains(target.section),
            (0..<counts[original.section]).contains(original.item)
        else { return nil }
        counts[original.section] -= 1
        counts[target.section] += 1
        guard (0..<counts[target.section]).contains(target.item) else { return nil }
        self.original = original
        self.target = target
        if original == target {
            frames = layout
            return
        }
        let interim = layout.copy()
        do {
            try interim.apply(
                sectionCounts: counts, batch: ListBatch(elementMoved: [Move(source: original, target: target)]),
                width: layout.width)
        } catch {
            return nil
        }
        frames = interim
    }
}
#endif
