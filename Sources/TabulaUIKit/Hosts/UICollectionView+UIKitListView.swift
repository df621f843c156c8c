#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

extension UICollectionView: UIKitListView {
    /// A ``TabulaCollectionViewLayout`` in its horizontal style, or a horizontal flow
    /// layout, scrolls sideways.
    var scrollsHorizontally: Bool {
        if let layout = collectionViewLayout as? TabulaCollectionViewLayout {
            return layout.listLayout.configuration.style == .horizontal
        }
        // An app's flow layout says it itself (UICollectionViewFlowLayout.h:52).
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal
    }

    func itemCount(inSection section: Int) -> Int {
        numberOfItems(inSection: section)
    }

    var visibleItemIndexPaths: [IndexPath] {
        indexPathsForVisibleItems
    }

    var selectedItemIndexPaths: [IndexPath] {
        indexPathsForSelectedItems ?? []
    }

    /// Collections: `allowsMultipleSelection` (their editing-mode selection,
    /// `allowsMultipleSelectionDuringEditing`, is not followed yet).
    var selectsMultipleItemsNow: Bool {
        allowsMultipleSelection
    }

    /// A collection view does not reload in `reloadData`: it discards its data and requeries
    /// "as necessary" (UICollectionView.h:422), in its next layout pass, and that reload
    /// starts over with nothing selected, so an item selected in between loses its selection
    /// while the adapter still lists it. The layout pass is forced here instead: it is the
    /// work the next frame would do anyway (once, not twice), and afterwards the selection,
    /// the offset put back and any question the app asks see the reloaded items. Restoring
    /// the selection from the layout's `prepare()` instead would serve only Tabula's own
    /// layout (an app's layout calls no Tabula code) and would run at every prepare.
    func reloadDataNow() {
        reloadData()
        layoutIfNeeded()
    }

    func selectItemQuietly(at indexPath: IndexPath, animated: Bool) {
        selectItem(at: indexPath, animated: animated, scrollPosition: [])
    }

    func deselectItemQuietly(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath, animated: animated)
    }

    func itemFrame(at indexPath: IndexPath) -> CGRect {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    func visibleCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        cellForItem(at: indexPath)
    }

    func visibleSupplementaryView(
        _ placement: ListSupplementaryPlacement, inSection section: Int
    ) -> UICollectionReusableView? {
        supplementaryView(forElementKind: placement.elementKind, at: IndexPath(item: 0, section: section))
    }

    func performListBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates(updates, completion: completion)
    }

    /// Collections animate through their layout: `animations` is not used.
    func declare(_ batch: ListBatch, animations: TableRowAnimations) {
        if !batch.sectionDeleted.isEmpty { deleteSections(IndexSet(batch.sectionDeleted)) }
        if !batch.sectionInserted.isEmpty { insertSections(IndexSet(batch.sectionInserted)) }
        for move in batch.sectionMoved { moveSection(move.source, toSection: move.target) }
        if !batch.sectionUpdated.isEmpty { reloadSections(IndexSet(batch.sectionUpdated)) }
        if !batch.elementDeleted.isEmpty { deleteItems(at: batch.elementDeleted.map(IndexPath.init)) }
        if !batch.elementInserted.isEmpty { insertItems(at: batch.elementInserted.map(IndexPath.init)) }
        for move in batch.elementMoved { moveItem(at: IndexPath(move.source), to: IndexPath(move.target)) }
        if !batch.elementUpdated.isEmpty { reloadItems(at: batch.elementUpdated.map(IndexPath.init)) }
    }

    func reconfigureListItems(at indexPaths: [IndexPath]) {
        reconfigureItems(at: indexPaths)
    }

    func itemSizesDidChange() {
        collectionViewLayout.invalidateLayout()
    }

    func registerCell(_ source: ReusableViewSource, forReuseIdentifier identifier: String) {
        switch source {
        case let .type(type): register(type, forCellWithReuseIdentifier: identifier)
        case let .nib(nib): register(nib, forCellWithReuseIdentifier: identifier)
        }
    }

    func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// Registers under the placement's element kind.
    func registerSupplementaryView(
        _ source: ReusableViewSource, for placement: ListSupplementaryPlacement, forReuseIdentifier identifier: String
    ) {
        switch source {
        case let .type(type):
            register(type, forSupplementaryViewOfKind: placement.elementKind, withReuseIdentifier: identifier)
        case let .nib(nib):
            register(nib, forSupplementaryViewOfKind: placement.elementKind, withReuseIdentifier: identifier)
        }
    }

    func dequeueSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) -> UICollectionReusableView? {
        dequeueReusableSupplementaryView(
            ofKind: placement.elementKind, withReuseIdentifier: identifier, for: IndexPath(item: 0, section: section))
    }
}
#endif
