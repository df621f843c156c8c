#if canImport(UIKit)
import Foundation
import Logging
import Tabula
import UIKit

/// The data source, delegate and prefetch data source of a `UICollectionView`, driven by
/// a ``ListUpdater``, laid out by a ``ListCollectionViewLayout``.
///
/// ```swift
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: ListCollectionViewLayout())
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
public final class CollectionViewAdapter<Section: Differentiable & Sendable, Item: Differentiable & Sendable>: NSObject,
    UICollectionViewDataSource, UICollectionViewDelegate, UICollectionViewDataSourcePrefetching
{
    /// The collection view as a list host.
    public let host: CollectionViewHost
    /// The updater: the collection view's data, one batch at a time.
    public let updater: ListUpdater<Section, Item>
    /// The collection view's layout.
    public let collectionLayout: ListCollectionViewLayout
    /// Off-main size measuring for prefetched items and precomputed pages.
    public let prefetcher: SizePrefetcher<Item>
    /// The storage the adapter is bound to, if any (reorder and delete write to it).
    public private(set) var storage: ListStorage<Section, Item>?
    /// Called when the user selects an item.
    public var onSelect: (@MainActor (Item, ListIndexPath) -> Void)?
    /// Whether the user may drag an item to a new place; `nil`: no reordering.
    public var canMoveItem: (@MainActor (Item) -> Bool)?
    /// Called after ``deleteItem(at:)`` removed an item.
    public var onDelete: (@MainActor (Item, ListIndexPath) -> Void)?

    private let catalogs: AdapterCatalogs<Section, Item, UICollectionViewCell, UICollectionReusableView>
    private let sizes: PresentedItemSizes<Section, Item>
    private let logger: Logger

    /// Creates the adapter, makes it the collection view's data source, delegate and
    /// prefetch data source (held weakly by UIKit: keep the adapter), and gives the
    /// collection view a ``ListCollectionViewLayout`` — its current one if it is one and
    /// `layout` is `nil`, otherwise a new one with `layout` (a vertical list by default).
    public init(
        collectionView: UICollectionView, cells: CollectionCellCatalog<Item>,
        supplementaries: CollectionSupplementaryCatalog = CollectionSupplementaryCatalog(),
        layout configuration: ListLayoutConfiguration? = nil,
        reloadThreshold: Int = 300, logger: Logger = Logger(label: "Tabula.CollectionViewAdapter")
    ) {
        let catalogs = AdapterCatalogs<Section, Item, UICollectionViewCell, UICollectionReusableView>(
            cells: cells, supplementaries: supplementaries)
        let prefetcher = SizePrefetcher<Item>()
        let sizes = PresentedItemSizes<Section, Item>(
            sizer: cells.sizer, cache: prefetcher.cache,
            supplementaryHeight: { model, width in catalogs.supplementaries.height(of: model, width: width) })
        if configuration == nil, let existing = collectionView.collectionViewLayout as? ListCollectionViewLayout {
            collectionLayout = existing
        } else {
            collectionLayout = ListCollectionViewLayout(configuration: configuration ?? ListLayoutConfiguration())
            collectionView.collectionViewLayout = collectionLayout
        }
        collectionLayout.sizeSource = sizes
        self.catalogs = catalogs
        self.prefetcher = prefetcher
        self.sizes = sizes
        self.logger = logger
        host = CollectionViewHost(collectionView: collectionView)
        updater = ListUpdater(
            host: host, cellProvider: catalogs.cellProvider, reloadThreshold: reloadThreshold,
            logger: Logger(label: logger.label + ".updater"))
        super.init()
        updater.checksBatchesBeforeHost = true
        sizes.updater = updater
        host.dataSource = updater
        host.frameProvider = collectionLayout.listLayout
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
    }

    // MARK: Data

    /// The frames (the collection layout's ``ListLayout``).
    public var layout: ListLayout {
        collectionLayout.listLayout
    }

    /// Shows `storage`'s data and every later change of it.
    public func bind(to storage: ListStorage<Section, Item>) {
        self.storage = storage
        updater.bind(to: storage)
    }

    /// Shows `sections` next, animated as a diff from what is shown (declarative lists).
    public func apply(sections: [ListSection<Section, Item>]) {
        updater.apply(sections: sections)
    }

    /// The item shown at `path`.
    public func item(at path: ListIndexPath) -> Item? {
        updater.item(at: path)
    }

    /// The cell catalog.
    public var cells: CollectionCellCatalog<Item> {
        catalogs.cells
    }

    /// Items measured on the main actor so far, and items whose size came from a prefetch.
    public var sizeCounts: (measured: Int, fromPrefetch: Int) {
        (sizes.sizesMeasured, sizes.sizesFromCache)
    }

    /// Measures `items` off the main actor before they are stored (SPEC M10).
    public func precomputeSizes(of items: [Item]) async {
        let width = layout.configuration.itemWidth(forContainerWidth: host.viewportSize.width)
        let sizer = catalogs.cells.sizer
        let cache = prefetcher.cache
        _ = await ListSizing.sizes(of: items, width: width) { item, width in
            let size = sizer.size(of: item, width: width)
            cache.store(size, for: item, width: width)
            return size
        }
    }

    /// Deletes the item at `path` from the storage when bound (which sends the delete
    /// batch); then calls ``onDelete``.
    public func deleteItem(at path: ListIndexPath) throws {
        let item = try UIKitAdapterError.check(path, in: updater, operation: "deleteItem")
        if let storage {
            try storage.removeItems(withIdentifiers: [item.differenceIdentifier])
        }
        onDelete?(item, path)
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
        let path = ListIndexPath(indexPath)
        let identifier = updater.reuseIdentifier(forItemAt: path)
        if let (registered, source) = catalogs.cellSourceToRegister(identifier) {
            switch source {
            case let .type(type): collectionView.register(type, forCellWithReuseIdentifier: registered)
            case let .nib(nib): collectionView.register(nib, forCellWithReuseIdentifier: registered)
            }
        }
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: catalogs.dequeueIdentifier(identifier), for: indexPath)
        updater.configure(cell, forItemAt: path)
        return cell
    }

    /// The header or footer view of the section's model. The layout offers one only for a
    /// model whose view is registered (a registered height above zero).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let placement = ListSupplementaryPlacement(elementKind: kind) ?? .header
        let identifier = updater.reuseIdentifier(for: placement, inSection: indexPath.section)
            ?? CollectionCellCatalog<Item>.unmatchedReuseIdentifier
        if let source = catalogs.supplementarySourceToRegister(identifier, fallback: UICollectionReusableView.self) {
            switch source {
            case let .type(type):
                collectionView.register(type, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            case let .nib(nib):
                collectionView.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
            }
        }
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        host.configureSupplementaryView(view, placement, inSection: indexPath.section)
        return view
    }

    /// Whether the item can be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = updater.item(at: ListIndexPath(indexPath)) else { return false }
        return canMoveItem?(item) == true
    }

    /// The user dragged an item: the collection view shows it already, so the updater and
    /// the storage take the move without a batch, and the sizes move with the item.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let source = ListIndexPath(sourceIndexPath)
        let destination = ListIndexPath(destinationIndexPath)
        do {
            try updater.userMovedItem(from: source, to: destination, in: storage)
            layout.update(
                sectionCounts: updater.itemCounts(),
                applying: ListBatch(itemMoves: [Move(source: source, target: destination)]),
                width: collectionView.bounds.width)
            collectionLayout.invalidateLayout()
        } catch {
            logger.error("reorder failed: \(error)")
        }
    }

    // MARK: UICollectionViewDelegate

    /// Reports the selected item.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let path = ListIndexPath(indexPath)
        guard let item = updater.item(at: path) else { return }
        onSelect?(item, path)
    }

    // MARK: UICollectionViewDataSourcePrefetching

    /// Starts measuring the items about to appear, off the main actor.
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        let items = indexPaths.compactMap { updater.item(at: ListIndexPath($0)) }
        let width = layout.configuration.itemWidth(forContainerWidth: collectionView.bounds.width)
        prefetcher.prefetch(items, width: width, sizer: catalogs.cells.sizer)
    }

    /// Skips items no longer about to appear, if not measured yet.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        prefetcher.cancel(indexPaths.compactMap { updater.item(at: ListIndexPath($0)) })
    }
}
#endif
