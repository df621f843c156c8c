import Foundation

// Sources: UICollectionView.h:410-416 (see ListViewEngine+Selection.swift for what the
// model does with the selection through batches and reloads, and where each rule is written).

extension UICollectionView {
    /// Whether items can be selected; `true` by default (UICollectionView.h:411).
    public var allowsSelection: Bool {
        get { engine.allowsSelection }
        set { engine.allowsSelection = newValue }
    }

    /// Whether several items can be selected at once; `false` by default (UICollectionView.h:412).
    public var allowsMultipleSelection: Bool {
        get { engine.allowsMultipleSelection }
        set { engine.allowsMultipleSelection = newValue }
    }

    /// The selected items, `nil` when none (UICollectionView.h:414).
    public var indexPathsForSelectedItems: [IndexPath]? {
        engine.selectedPathsOrNil
    }

    /// Selects the item at `indexPath` without telling the delegate (UICollectionView.h:415;
    /// Apple's page of `collectionView(_:didSelectItemAt:)`). Model: `nil` is ignored (the
    /// adapters never pass it), and the view does not scroll.
    public func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
        // A reload waiting for the layout pass stays waiting: it then discards this
        // selection (UICollectionView+Reload.swift).
        engine.loadInitiallyIfNeeded()
        guard let indexPath else { return }
        engine.select(indexPath, multiple: allowsMultipleSelection)
    }

    /// Deselects the item at `indexPath` without telling the delegate (UICollectionView.h:416).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        engine.deselect(indexPath)
    }

    /// A user's tap selects the item; in single selection the item selected before is
    /// deselected and the delegate told, as a table does (ListViewEngine+Selection.swift).
    /// *Model internals.*
    func modelUserSelects(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for previous in engine.selectedPaths where previous != indexPath {
                engine.deselect(previous)
                modelDelegate("collectionView:didDeselectItemAtIndexPath:")?
                    .collectionView(self, didDeselectItemAt: previous)
            }
        }
        engine.select(indexPath, multiple: allowsMultipleSelection)
        modelDelegate("collectionView:didSelectItemAtIndexPath:")?.collectionView(self, didSelectItemAt: indexPath)
    }
}
