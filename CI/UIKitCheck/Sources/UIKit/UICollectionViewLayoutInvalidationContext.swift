import Foundation

// Source: UICollectionViewLayout.h:65-86 (iOS 26.2 SDK). `invalidateEverything` is set when
// the collection view is sent reloadData (line 68); `invalidateDataSourceCounts` on
// reloadData and on inserts or deletes (line 69); the reordering properties (lines 82-84)
// are filled by the collection view during an interactive move. A layout creates its
// contexts from `invalidationContextClass` (line 112), which must be this class or a
// subclass.

/// What an invalidation of a collection view layout covers, so the layout can recompute
/// only that.
@MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Set when the invalidation comes from `reloadData`.
    open internal(set) var invalidateEverything = false
    /// Set when the layout must ask the collection view for its counts again.
    open internal(set) var invalidateDataSourceCounts = false
    /// The items invalidated with `invalidateItems(at:)`; `nil` if none.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views invalidated, by element kind; `nil` if none.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// A change to apply to the collection view's content offset.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// A change to apply to the content size.
    open var contentSizeAdjustment: CGSize = .zero
    /// The moving items' index paths before this invalidation (interactive move).
    open internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The moving items' index paths after this invalidation (interactive move).
    open internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the user's finger is during an interactive move.
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    /// An empty context.
    public required override init() {
        super.init()
    }

    /// Adds items whose attributes must be computed again.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds supplementary views of `elementKind` whose attributes must be computed again.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }
}
