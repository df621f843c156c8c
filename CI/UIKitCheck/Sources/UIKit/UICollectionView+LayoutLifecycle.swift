import Foundation

// The layout's life cycle around a batch and a bounds change, as UIKit's headers (iOS 26.2
// SDK) describe it:
//
// - UICollectionViewLayout.h:114-115: `prepareLayout` runs after an invalidation, before the
//   layout is asked again (the model prepares the layout as it presents the batch's counts).
// - UICollectionViewLayout.h:146-150: `prepareForCollectionViewUpdates:` gets one
//   `UICollectionViewUpdateItem` per changed element and comes "prior to calling the
//   initial/final layout attribute methods"; `finalizeCollectionViewUpdates` comes after.
// - UICollectionViewLayout.h:161-163: "For each element on screen before the invalidation,
//   finalLayoutAttributesForDisappearingXXX will be called [...] For each element on screen
//   after the invalidation, initialLayoutAttributesForAppearingXXX will be called": every
//   visible element, not only inserted and deleted ones.
// - UICollectionViewLayout.h:100 and Apple's `invalidateLayout()` page: an invalidation
//   "triggers a layout update. […] The actual layout update occurs during the next view layout
//   update cycle": the model marks the view as needing layout, and its next layout pass asks
//   the layout again (frames, content size, the cells on screen) unless an update asked it
//   since.
// - UICollectionViewLayout.h:128-129: on a bounds change the collection view asks
//   `shouldInvalidateLayoutForBoundsChange:`, and if YES invalidates with the context
//   `invalidationContextForBoundsChange:` makes (line 102).
//
// Not modelled: the animation itself (its timing and the interpolation between the start and
// end attributes), `prepareForAnimatedBoundsChange:` (line 152), layout transitions (line 156)
// and decoration views.

/// One answer a collection view layout gave for an element's animation in a batch.
/// *Model only: not UIKit API.*
public struct ModelLayoutAnswer: Hashable, Sendable {
    /// Which end of the animation the layout was asked about.
    public enum Phase: Hashable, Sendable {
        /// `initialLayoutAttributesForAppearing…`: where an element on screen after the
        /// batch starts.
        case appearing
        /// `finalLayoutAttributesForDisappearing…`: where an element on screen before the
        /// batch ends.
        case disappearing
    }

    /// Which end was asked.
    public var phase: Phase
    /// The supplementary element kind; `nil` for a cell.
    public var elementKind: String?
    /// The index path asked about (after the batch when appearing, before it when disappearing).
    public var indexPath: IndexPath
    /// The frame the layout answered; `nil` when it answered `nil`.
    public var frame: CGRect?
    /// The alpha the layout answered; `nil` when it answered `nil`.
    public var alpha: CGFloat?
}

/// An update item as the layout got it. *Model only: not UIKit API.*
public struct ModelUpdateItemRecord: Hashable, Sendable {
    /// The item's action.
    public var action: UICollectionViewUpdateItem.Action
    /// The index path before the update.
    public var before: IndexPath?
    /// The index path after the update.
    public var after: IndexPath?
}

/// What a collection view asked its layout during one batch, and what it got.
/// *Model only: not UIKit API.*
public struct ModelLayoutUpdate: Hashable, Sendable {
    /// The items `prepare(forCollectionViewUpdates:)` got.
    public var updateItems: [ModelUpdateItemRecord]
    /// The answers, disappearing elements first (in path order), then appearing ones.
    public var answers: [ModelLayoutAnswer]

    /// The answer for a cell, if the layout was asked about it.
    public func answer(_ phase: ModelLayoutAnswer.Phase, item indexPath: IndexPath) -> ModelLayoutAnswer? {
        answers.first { $0.phase == phase && $0.elementKind == nil && $0.indexPath == indexPath }
    }

    /// The answer for a supplementary view, if the layout was asked about it.
    public func answer(
        _ phase: ModelLayoutAnswer.Phase, supplementaryOfKind kind: String, at indexPath: IndexPath
    ) -> ModelLayoutAnswer? {
        answers.first { $0.phase == phase && $0.elementKind == kind && $0.indexPath == indexPath }
    }
}

extension ModelListFrames {
    /// A batch was presented: tables have no layout object to tell.
    func batchDidPresent(
        _ calls: [BatchUpdateCall], itemsBefore: [IndexPath], supplementaryBefore: [ModelSupplementaryElement],
        itemsAfter: [IndexPath], supplementaryAfter: [ModelSupplementaryElement]
    ) {}
}

extension CollectionLayoutFrames {
    /// Runs the layout's side of an accepted batch (the frames are already prepared for the
    /// after-state) and records what it answered.
    func batchDidPresent(
        _ calls: [BatchUpdateCall], itemsBefore: [IndexPath], supplementaryBefore: [ModelSupplementaryElement],
        itemsAfter: [IndexPath], supplementaryAfter: [ModelSupplementaryElement]
    ) {
        guard let layout = collectionView?.collectionViewLayout else { return }
        let updateItems = UICollectionViewUpdateItem.items(for: calls)
        layout.prepare(forCollectionViewUpdates: updateItems)
        var answers: [ModelLayoutAnswer] = []
        for path in itemsBefore {
            answers.append(.init(.disappearing, nil, path, layout.finalLayoutAttributesForDisappearingItem(at: path)))
        }
        for element in supplementaryBefore {
            let kind = element.placement.elementKind
            let path = IndexPath(item: 0, section: element.section)
            answers.append(
                .init(
                    .disappearing, kind, path,
                    layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: path)))
        }
        for path in itemsAfter {
            answers.append(.init(.appearing, nil, path, layout.initialLayoutAttributesForAppearingItem(at: path)))
        }
        for element in supplementaryAfter {
            let kind = element.placement.elementKind
            let path = IndexPath(item: 0, section: element.section)
            answers.append(
                .init(
                    .appearing, kind, path,
                    layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: path)))
        }
        layout.finalizeCollectionViewUpdates()
        layoutUpdates.append(
            ModelLayoutUpdate(
                updateItems: updateItems.map {
                    ModelUpdateItemRecord(
                        action: $0.updateAction, before: $0.indexPathBeforeUpdate, after: $0.indexPathAfterUpdate)
                },
                answers: answers))
    }
}

extension ModelLayoutAnswer {
    @MainActor
    fileprivate init(
        _ phase: Phase, _ kind: String?, _ indexPath: IndexPath, _ attributes: UICollectionViewLayoutAttributes?
    ) {
        self.init(
            phase: phase, elementKind: kind, indexPath: indexPath, frame: attributes?.frame, alpha: attributes?.alpha)
    }
}

extension UICollectionView {
    /// The bounds changed: asks the layout whether that needs new frames and, if so,
    /// invalidates it with the context it makes for the change (UICollectionViewLayout.h:128-129).
    /// The width change that follows then prepares the layout without a second invalidation.
    func modelAskLayoutAboutBoundsChange() {
        guard engine.isLoaded, let last = frames.lastBounds, last != bounds else { return }
        frames.lastBounds = bounds
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forBoundsChange: bounds) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
        if last.width != bounds.width {
            frames.invalidatedForBoundsChange = true
        } else {
            layout.prepare()
        }
    }

    /// What the layout was asked and answered in each batch, oldest first.
    /// *Model only: not UIKit API.*
    public var modelLayoutUpdates: [ModelLayoutUpdate] {
        frames.layoutUpdates
    }
}

extension UICollectionView {
    /// The layout was invalidated: the next layout pass asks it again. *Model internals.*
    func modelLayoutWasInvalidated() {
        engine.layoutNeedsRequery = true
        setNeedsLayout()
    }
}

extension ListViewEngine {
    /// Asks the layout again for what is shown (frames, content size, the views on screen)
    /// when it was invalidated since an update last asked it. *Model internals.*
    func requeryLayoutIfInvalidated() {
        guard layoutNeedsRequery else { return }
        layoutNeedsRequery = false
        guard isLoaded, let counts = presentedCounts else { return }
        present(counts: counts, keeping: visibleCellsByPath, keepingSupplementary: visibleSupplementaryByElement)
        afterUpdate()
    }
}
