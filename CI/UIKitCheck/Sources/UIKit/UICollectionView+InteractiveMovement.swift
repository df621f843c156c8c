import Foundation

// UIKit's reordering API, UICollectionView.h:477-481 (iOS 26.2 SDK), and the layout calls it
// makes, UICollectionViewLayout.h:180-186:
//
// - `beginInteractiveMovementForItemAtIndexPath:` "returns NO if reordering was prevented from
//   beginning" (line 478): the data source's `collectionView:canMoveItemAtIndexPath:`
//   (UICollectionView.h:88) says no, or a move is already in progress.
// - `updateInteractiveMovementTargetPosition:` (line 479): the layout maps the position to a
//   target index path (UICollectionViewLayout.h:182), makes the context for the step with the
//   moving item's previous and target index paths and the position (line 185, properties at
//   lines 82-84) and is invalidated with it; the items are then shown in the interim order
//   (the moving item at its target) and the moving item where
//   `layoutAttributesForInteractivelyMovingItemAtIndexPath:withTargetPosition:` (line 183) says.
// - `endInteractiveMovement` / `cancelInteractiveMovement` (lines 480-481): the layout is
//   invalidated with the ending context (line 186, `movementCancelled`); on an end the data
//   source is told (`collectionView:moveItemAtIndexPath:toIndexPath:`, UICollectionView.h:89;
//   https://developer.apple.com/documentation/uikit/uicollectionview/endinteractivemovement():
//   "The collection view responds by calling the collectionView(_:moveItemAt:to:) method of
//   its data source").
//
// Not modelled: the delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath:` (line 188),
// autoscrolling while dragging, and cells entering or leaving the screen during the drag
// (the visible set is the one the drag began with until the drop).

/// The user's interactive move in progress. *Model internals.*
struct ModelInteractiveMovement {
    /// Where the item was when the move began.
    var original: IndexPath
    /// Where the item is in the interim order.
    var current: IndexPath
    /// The last target position.
    var position: CGPoint
}

extension UICollectionView {
    /// Starts moving the item at `indexPath` interactively; `false` when the data source does
    /// not allow it or a move is already in progress.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard modelBeginInteractiveMove(at: indexPath) else { return false }
        let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        frames.interactiveMovement = ModelInteractiveMovement(
            original: indexPath, current: indexPath, position: CGPoint(x: frame.midX, y: frame.midY))
        return true
    }

    /// The user's finger moved to `targetPosition`: the layout picks the target index path
    /// and is invalidated for the interim order.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = currentInteractiveMovement() else { return }
        let layout = collectionViewLayout
        var target = layout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        if interimCounts(movingFrom: movement.original, to: target) == nil { target = movement.current }
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
            previousIndexPaths: [movement.current], previousPosition: movement.position)
        layout.invalidateLayout(with: context)
        layout.prepare()
        movement.current = target
        movement.position = targetPosition
        frames.interactiveMovement = movement
        layOutInterimOrder(movement)
    }

    /// The user dropped the item: the layout gets the ending context, then the data source
    /// is told and the view shows the dropped order.
    public func endInteractiveMovement() {
        guard let movement = currentInteractiveMovement() else { return }
        let layout = collectionViewLayout
        layout.invalidateLayout(
            with: layout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [movement.current],
                previousIndexPaths: [movement.original], movementCancelled: false))
        frames.interactiveMovement = nil
        modelEndInteractiveMove(at: movement.current)
    }

    /// The user let go where the move cannot end: the item goes back, the data source is
    /// not told.
    public func cancelInteractiveMovement() {
        guard let movement = currentInteractiveMovement() else { return }
        let layout = collectionViewLayout
        layout.invalidateLayout(
            with: layout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [movement.original],
                previousIndexPaths: [movement.current], movementCancelled: true))
        layout.prepare()
        frames.interactiveMovement = nil
        modelCancelInteractiveMove()
        engine.layOutVisibleViews()
    }

    /// The move in progress; a `reloadData` meanwhile discarded it (UICollectionView.h:421).
    private func currentInteractiveMovement() -> ModelInteractiveMovement? {
        guard engine.hasUncommittedUpdates else {
            frames.interactiveMovement = nil
            return nil
        }
        return frames.interactiveMovement
    }

    /// The item counts in the interim order, or `nil` when `target` is no place the item
    /// can take.
    private func interimCounts(movingFrom original: IndexPath, to target: IndexPath) -> [Int]? {
        var counts = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        guard counts.indices.contains(original.section), counts.indices.contains(target.section) else { return nil }
        counts[original.section] -= 1
        counts[target.section] += 1
        guard (0..<counts[target.section]).contains(target.item) else { return nil }
        return counts
    }

    /// Gives the visible cells the layout's frames for their interim index paths, and the
    /// moving cell the moving item's attributes.
    private func layOutInterimOrder(_ movement: ModelInteractiveMovement) {
        let layout = collectionViewLayout
        let before = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
        guard let after = interimCounts(movingFrom: movement.original, to: movement.current),
            let interim = BatchUpdateOracle(kind: .collectionView).correspondence(
                before: before, calls: [.moveItem(movement.original, to: movement.current)], after: after)
        else { return }
        contentSize = layout.collectionViewContentSize
        for path in engine.indexPathsForVisibleItems {
            guard let cell = engine.visibleCell(at: path) else { continue }
            if path == movement.original {
                cell.frame =
                    layout.layoutAttributesForInteractivelyMovingItem(
                        at: movement.current, withTargetPosition: movement.position
                    ).frame
            } else if let interimPath = interim.afterPath(path) {
                cell.frame = layout.layoutAttributesForItem(at: interimPath)?.frame ?? .zero
            }
        }
    }
}
