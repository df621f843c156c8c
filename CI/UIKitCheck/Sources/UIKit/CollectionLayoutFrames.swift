import Foundation

// Sources: UICollectionViewLayout.h:101 (invalidateLayout), :114-117 (prepareLayout is
// called at the first layout and again after the layout is invalidated, before its
// information is asked for again), :123-124 (layoutAttributesForElementsInRect:,
// layoutAttributesForItemAtIndexPath:) and :137 (collectionViewContentSize).

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
    }

    var contentSize: CGSize {
        layout?.collectionViewContentSize ?? .zero
    }

    func frame(at indexPath: IndexPath) -> CGRect {
        layout?.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    func indexPaths(intersecting rect: CGRect) -> [IndexPath] {
        (layout?.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(rect) }
            .map(\.indexPath)
            .sorted()
    }

    func supplementaryFrame(_ placement: ModelSupplementaryPlacement, inSection section: Int) -> CGRect? {
        layout?.layoutAttributesForSupplementaryView(
            ofKind: placement.elementKind, at: IndexPath(item: 0, section: section))?.frame
    }

    func supplementaryElements(intersecting rect: CGRect) -> [ModelSupplementaryElement] {
        (layout?.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .supplementaryView && $0.frame.intersects(rect) }
            .compactMap { attributes in
                ModelSupplementaryPlacement(elementKind: attributes.representedElementKind ?? "")
                    .map { ModelSupplementaryElement(placement: $0, section: attributes.indexPath.section) }
            }
            .sorted()
    }
}
