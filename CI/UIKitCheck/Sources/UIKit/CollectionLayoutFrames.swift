import Foundation

// Sources: UICollectionViewLayout.h:101 (invalidateLayout), :114-117 (prepareLayout is
// called at the first layout and again after the layout is invalidated, before its
// information is asked for again), :123-124 (layoutAttributesForElementsInRect:,
// layoutAttributesForItemAtIndexPath:) and :137 (collectionViewContentSize).
// :139-140 (developmentLayoutDirection, flipsHorizontallyInOppositeLayoutDirection): "If
// your subclass's implementation overrides this property to return true, a
// UICollectionView showing this layout will ensure its bounds.origin is always found at
// the leading edge, flipping its coordinate system horizontally if necessary." Model: when
// the layout flips and the collection view's effectiveUserInterfaceLayoutDirection is not
// the layout's development direction, every frame the view places is the mirror image of
// the layout's across the content's width (at least the bounds'), and rects are mirrored
// the same way before the layout is asked what they hold.

/// The model collection view's frames: whatever its `collectionViewLayout` answers, after
/// `invalidateLayout()` and `prepare()` on every update, as UIKit asks its layout.
/// *Model internals.*
@MainActor
final class CollectionLayoutFrames: ModelListFrames {
    weak var collectionView: UICollectionView?

    private var layout: UICollectionViewLayout? {
        collectionView?.collectionViewLayout
    }

    /// What the layout answered in each batch (UICollectionView+LayoutLifecycle.swift).
    var layoutUpdates: [ModelLayoutUpdate] = []
    /// The bounds the layout was last asked about (UICollectionView+LayoutLifecycle.swift).
    var lastBounds: CGRect?
    /// Set when a bounds change already invalidated the layout through its context, so the
    /// width change that follows does not invalidate it a second time.
    var invalidatedForBoundsChange = false
    /// The user's interactive move in progress (UICollectionView+InteractiveMovement.swift).
    var interactiveMovement: ModelInteractiveMovement?

    func update(counts: [Int], width: CGFloat) {
        if invalidatedForBoundsChange {
            invalidatedForBoundsChange = false
        } else {
            layout?.invalidateLayout()
        }
        layout?.prepare()
        lastBounds = collectionView?.bounds
        // Asked now: an invalidation before this needs no layout pass of its own.
        collectionView?.engine.layoutNeedsRequery = false
    }

    var contentSize: CGSize {
        layout?.collectionViewContentSize ?? .zero
    }

    /// The width the layout's coordinates are flipped across, or `nil` when they are not.
    private var flipWidth: CGFloat? {
        guard let layout, let collectionView, layout.flipsHorizontallyInOppositeLayoutDirection,
            collectionView.effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection
        else { return nil }
        return max(layout.collectionViewContentSize.width, collectionView.bounds.width)
    }

    /// `rect` in the other coordinate system (the flip is its own inverse).
    private func flipped(_ rect: CGRect) -> CGRect {
        guard let width = flipWidth else { return rect }
        return CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    func frame(at indexPath: IndexPath) -> CGRect {
        flipped(layout?.layoutAttributesForItem(at: indexPath)?.frame ?? .zero)
    }

    func indexPaths(intersecting rect: CGRect) -> [IndexPath] {
        let rect = flipped(rect)
        return (layout?.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(rect) }
            .map(\.indexPath)
            .sorted()
    }

    func supplementaryFrame(_ placement: ModelSupplementaryPlacement, inSection section: Int) -> CGRect? {
        (layout?.layoutAttributesForSupplementaryView(
            ofKind: placement.elementKind, at: IndexPath(item: 0, section: section))?.frame).map(flipped)
    }

    func supplementaryElements(intersecting rect: CGRect) -> [ModelSupplementaryElement] {
        let rect = flipped(rect)
        return (layout?.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .supplementaryView && $0.frame.intersects(rect) }
            .compactMap { attributes in
                ModelSupplementaryPlacement(elementKind: attributes.representedElementKind ?? "")
                    .map { ModelSupplementaryElement(placement: $0, section: attributes.indexPath.section) }
            }
            .sorted()
    }
}
