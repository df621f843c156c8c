#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Logging
import Tabula
import UIKit

/// The data source, delegate and prefetch data source of a `UICollectionView`, driven by
/// a ``ListUpdater``, laid out by a ``TabulaCollectionViewLayout``.
///
/// ```swift
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: TabulaCollectionViewLayout())
/// var cells = CollectionCellCatalog<Photo>()
/// cells.register(PhotoCell.self, size: { _, width in CGSize(width: width, height: width) }) { cell, photo in
///     cell.show(photo)
/// }
/// let adapter = CollectionViewAdapter<String, Photo>(
///     collectionView: collectionView, cells: cells,
///     layout: ListLayoutConfiguration(style: .grid(columns: 3)))
/// adapter.bind(to: storage)
/// ```
///
/// Cells, sizes, headers and footers, selection, reordering and prefetching work as in
/// ``TableViewAdapter``. Sizes: the layout offers each item the width of its column (the
/// content width for a vertical list), and the catalog gives the item's size for it.
/// Collections have no swipe to delete; ``deleteItem(at:)`` is there for an app's own
/// delete action.
@MainActor
public final class CollectionViewAdapter<Section: Differentiable & Sendable, Item: Differentiable & Sendable>:
    UIKitListAdapter<Section, Item, UICollectionViewCell, UICollectionReusableView>,
    UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching
{
    /// The collection view as a list host.
    public let host: CollectionViewHost
    /// The collection view's layout (its ``TabulaCollectionViewLayout/listLayout`` is
    /// ``layout``).
    public let collectionLayout: TabulaCollectionViewLayout

    /// Creates the adapter, makes it the collection view's data source, delegate and
    /// prefetch data source (held weakly by UIKit: keep the adapter), and gives the
    /// collection view a ``TabulaCollectionViewLayout`` — its current one if it is one and
    /// `layout` is `nil`, otherwise a new one with `layout` (a vertical list by default).
    public init(
        collectionView: UICollectionView, cells: CollectionCellCatalog<Item>,
        supplementaries: CollectionSupplementaryCatalog = CollectionSupplementaryCatalog(),
        layout configuration: ListLayoutConfiguration? = nil,
        reloadThreshold: Int = 300, logger: Logger = Logger(label: "Tabula.CollectionViewAdapter")
    ) {
        let collectionLayout: TabulaCollectionViewLayout
        if configuration == nil, let existing = collectionView.collectionViewLayout as? TabulaCollectionViewLayout {
            collectionLayout = existing
        } else {
            collectionLayout = TabulaCollectionViewLayout(configuration: configuration ?? ListLayoutConfiguration())
            collectionView.collectionViewLayout = collectionLayout
        }
        let host = CollectionViewHost(collectionView: collectionView)
        self.collectionLayout = collectionLayout
        self.host = host
        super.init(
            host: host, cells: cells, supplementaries: supplementaries, reloadThreshold: reloadThreshold,
            logger: logger
        ) { sizes in
            collectionLayout.sizeSource = sizes
            return collectionLayout.listLayout
        }
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
    }

    // MARK: UICollectionViewDataSource

    /// The number of presented sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        updater.numberOfSections()
    }

    /// The number of presented items in `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        updater.numberOfItems(inSection: section)
    }

    /// Dequeues the catalog's cell for the item (registering its type on first use) and
    /// fills it.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cell(at: indexPath, in: collectionView)
    }

    /// The header or footer view of the section's model. The layout offers one only for a
    /// model whose view is registered (a registered height above zero).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let placement = ListSupplementaryPlacement(elementKind: kind) ?? .header
        // A collection view always gets a view (an empty one when the model has none);
        // its dequeue never returns `nil`.
        return supplementaryView(
            placement, inSection: indexPath.section,
            fallbackIdentifier: CollectionCellCatalog<Item>.unmatchedReuseIdentifier, in: collectionView)
            ?? UICollectionReusableView(frame: .zero)
    }

    /// Whether the item can be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMove(at: indexPath)
    }

    /// The user dragged an item: the collection view shows it already, so the updater and
    /// the storage take the move without a batch, and the sizes move with the item.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        if userMovedItem(from: sourceIndexPath, to: destinationIndexPath, width: collectionView.bounds.width) {
            collectionLayout.invalidateLayout()
        }
    }

    // MARK: UICollectionViewDelegate

    /// Reports the selected item.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        didSelect(at: indexPath)
    }

    // MARK: UICollectionViewDataSourcePrefetching

    /// Starts measuring the items about to appear, off the main actor.
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetch(at: indexPaths, containerWidth: collectionView.bounds.width)
    }

    /// Skips items no longer about to appear, if not measured yet.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelPrefetching(at: indexPaths)
    }
}
#endif
