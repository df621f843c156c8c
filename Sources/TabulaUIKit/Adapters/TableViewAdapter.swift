#if canImport(UIKit)
import Foundation
import Logging
import Tabula
import UIKit

/// The data source, delegate and prefetch data source of a `UITableView`, driven by a
/// ``ListUpdater``: the thin layer between UIKit and the tested core.
///
/// ```swift
/// var cells = TableCellCatalog<Contact>()
/// cells.register(mfs: ContactCell.self, context: UIKitTextMeasurer())
/// let adapter = TableViewAdapter<String, Contact>(tableView: tableView, cells: cells)
/// adapter.onSelect = { contact, _ in open(contact) }
/// adapter.bind(to: storage)
/// ```
///
/// - Cells: the catalog names each item's cell type; the adapter registers it with the
///   table the first time an item needs it, dequeues with `dequeueReusableCell(withIdentifier:for:)`
///   and lets the catalog fill it.
/// - Heights: a vertical ``ListLayout`` measures each row once per table width with the
///   catalog's size functions (or takes a size a prefetch already measured) and updates
///   incrementally inside every batch; `heightForRowAt` reads it.
/// - Headers and footers: the sections' ``SupplementaryModel``s, shown by the
///   supplementary catalog's views, refreshed in place when their model changes.
/// - Selection is reported by item (``onSelect``), not by index.
/// - Reordering: `moveRowAt` goes to ``ListUpdater/userMovedItem(from:to:in:)``, which
///   updates the storage without sending a batch back (the table already shows the move).
/// - Swipe to delete: removes the item from the storage; the updater then sends the
///   delete batch UIKit expects.
/// - Prefetching measures the prefetched rows off the main actor (``SizePrefetcher``).
/// - Every batch is checked against UIKit's rules before the table sees it
///   (``ListUpdater/checksBatchesBeforeHost``); a bad one is logged and replaced by a reload.
@MainActor
public final class TableViewAdapter<Section: Differentiable & Sendable, Item: Differentiable & Sendable>: NSObject,
    UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching
{
    /// The table as a list host.
    public let host: TableViewHost
    /// The updater: the table's data, one batch at a time.
    public let updater: ListUpdater<Section, Item>
    /// The row heights (a vertical layout).
    public let layout: ListLayout
    /// Off-main size measuring for prefetched rows and precomputed pages.
    public let prefetcher: SizePrefetcher<Item>
    /// The storage the adapter is bound to, if any (reorder and delete write to it).
    public private(set) var storage: ListStorage<Section, Item>?
    /// Called when the user selects a row, with its item.
    public var onSelect: (@MainActor (Item, ListIndexPath) -> Void)?
    /// Whether the user may drag an item to a new place; `nil`: no reordering.
    public var canMoveItem: (@MainActor (Item) -> Bool)?
    /// Whether the user may swipe an item away; `nil`: no deleting.
    public var canDeleteItem: (@MainActor (Item) -> Bool)?
    /// Called after the user deleted an item (after it left the storage, when bound to one;
    /// without a storage, the app removes it from its own data here).
    public var onDelete: (@MainActor (Item, ListIndexPath) -> Void)?

    private let catalogs: AdapterCatalogs<Section, Item, UITableViewCell, UITableViewHeaderFooterView>
    private let sizes: PresentedItemSizes<Section, Item>
    private let logger: Logger

    /// Creates the adapter and makes it the table's data source, delegate and prefetch
    /// data source (UIKit holds them weakly: keep the adapter).
    ///
    /// - Parameters:
    ///   - cells: which cell shows which item.
    ///   - supplementaries: which view shows which header and footer model.
    ///   - reloadThreshold: above this many changes the updater reloads instead.
    public init(
        tableView: UITableView, cells: TableCellCatalog<Item>,
        supplementaries: TableSupplementaryCatalog = TableSupplementaryCatalog(),
        reloadThreshold: Int = 300, logger: Logger = Logger(label: "Tabula.TableViewAdapter")
    ) {
        let catalogs = AdapterCatalogs<Section, Item, UITableViewCell, UITableViewHeaderFooterView>(
            cells: cells, supplementaries: supplementaries)
        let prefetcher = SizePrefetcher<Item>()
        let sizes = PresentedItemSizes<Section, Item>(
            sizer: cells.sizer, cache: prefetcher.cache,
            supplementaryHeight: { model, width in catalogs.supplementaries.height(of: model, width: width) })
        self.catalogs = catalogs
        self.prefetcher = prefetcher
        self.sizes = sizes
        self.logger = logger
        host = TableViewHost(tableView: tableView)
        layout = ListLayout(configuration: ListLayoutConfiguration(style: .vertical), sizeSource: sizes)
        updater = ListUpdater(
            host: host, cellProvider: catalogs.cellProvider, reloadThreshold: reloadThreshold,
            logger: Logger(label: logger.label + ".updater"))
        super.init()
        updater.checksBatchesBeforeHost = true
        sizes.updater = updater
        host.dataSource = updater
        host.frameProvider = layout
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
    }

    // MARK: Data

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
    public var cells: TableCellCatalog<Item> {
        catalogs.cells
    }

    /// Rows measured on the main actor so far, and rows whose size came from a prefetch.
    public var sizeCounts: (measured: Int, fromPrefetch: Int) {
        (sizes.sizesMeasured, sizes.sizesFromCache)
    }

    /// Measures `items` off the main actor before they are stored (SPEC M10: a page of data
    /// arrives, its sizes are computed in the background, then the list is updated).
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

    /// Brings the row heights to the table's current width (after a rotation), measuring
    /// rows not yet measured at that width on all cores; animates the change when on screen.
    public func containerWidthDidChange() {
        guard let tableView = host.tableView, tableView.bounds.width != layout.width else { return }
        let width = tableView.bounds.width
        let sections = updater.presentedSections.map(\.items)
        let sizer = catalogs.cells.sizer
        let cache = prefetcher.cache
        guard sections.map(\.count) == layout.sectionCounts else {
            layout.update(sectionCounts: updater.itemCounts(), applying: nil, width: width)
            tableView.reloadData()
            return
        }
        layout.setWidth(width) { path, itemWidth in
            let item = sections[path.section][path.item]
            return cache.size(for: item, width: itemWidth) ?? sizer.size(of: item, width: itemWidth)
        }
        if host.isInWindow {
            tableView.performBatchUpdates(nil, completion: nil)
        } else {
            tableView.reloadData()
        }
    }

    /// Deletes the item at `path` (what swipe to delete does): from the storage when bound,
    /// which sends the delete batch; then calls ``onDelete``.
    public func deleteItem(at path: ListIndexPath) throws {
        let item = try UIKitAdapterError.check(path, in: updater, operation: "deleteItem")
        if let storage {
            try storage.removeItems(withIdentifiers: [item.differenceIdentifier])
        }
        onDelete?(item, path)
    }

    // MARK: UITableViewDataSource

    /// The number of presented sections.
    public func numberOfSections(in tableView: UITableView) -> Int {
        updater.numberOfSections()
    }

    /// The number of presented rows in `section`.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        updater.numberOfItems(inSection: section)
    }

    /// Dequeues the catalog's cell for the row (registering its type on first use) and
    /// fills it.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let path = ListIndexPath(indexPath)
        let identifier = updater.reuseIdentifier(forItemAt: path)
        if let (registered, source) = catalogs.cellSourceToRegister(identifier) {
            switch source {
            case let .type(type): tableView.register(type, forCellReuseIdentifier: registered)
            case let .nib(nib): tableView.register(nib, forCellReuseIdentifier: registered)
            }
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: catalogs.dequeueIdentifier(identifier), for: indexPath)
        updater.configure(cell, forItemAt: path)
        return cell
    }

    /// Whether the row can be deleted or moved.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let item = updater.item(at: ListIndexPath(indexPath)) else { return false }
        return canDeleteItem?(item) == true || canMoveItem?(item) == true
    }

    /// Whether the row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard let item = updater.item(at: ListIndexPath(indexPath)) else { return false }
        return canMoveItem?(item) == true
    }

    /// Swipe to delete: removes the item (see ``deleteItem(at:)``).
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        do {
            try deleteItem(at: ListIndexPath(indexPath))
        } catch {
            logger.error("swipe to delete failed: \(error)")
        }
    }

    /// The user dragged a row: the table shows it already, so the updater and the storage
    /// take the move without a batch, and the heights move with the row.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let source = ListIndexPath(sourceIndexPath)
        let destination = ListIndexPath(destinationIndexPath)
        do {
            try updater.userMovedItem(from: source, to: destination, in: storage)
            layout.update(
                sectionCounts: updater.itemCounts(),
                applying: ListBatch(itemMoves: [Move(source: source, target: destination)]), width: tableView.bounds.width)
        } catch {
            logger.error("reorder failed: \(error)")
        }
    }

    // MARK: UITableViewDelegate

    /// The row's height from the layout.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        layout.frame(at: ListIndexPath(indexPath)).height
    }

    /// The exact height: rows are measured, never estimated.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        layout.frame(at: ListIndexPath(indexPath)).height
    }

    /// The header's height from the layout (0: no header).
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        layout.headerFrame(section: section)?.height ?? 0
    }

    /// The footer's height from the layout (0: no footer).
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        layout.footerFrame(section: section)?.height ?? 0
    }

    /// The header view of the section's header model, if it has one.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(.header, section, in: tableView)
    }

    /// The footer view of the section's footer model, if it has one.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(.footer, section, in: tableView)
    }

    /// Reports the selected item.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let path = ListIndexPath(indexPath)
        guard let item = updater.item(at: path) else { return }
        onSelect?(item, path)
    }

    /// `.delete` for rows that may be deleted, `.none` otherwise (a movable row shows only
    /// its reorder control).
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let item = updater.item(at: ListIndexPath(indexPath)) else { return .none }
        return canDeleteItem?(item) == true ? .delete : .none
    }

    // MARK: UITableViewDataSourcePrefetching

    /// Starts measuring the rows about to appear, off the main actor.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        let items = indexPaths.compactMap { updater.item(at: ListIndexPath($0)) }
        let width = layout.configuration.itemWidth(forContainerWidth: tableView.bounds.width)
        prefetcher.prefetch(items, width: width, sizer: catalogs.cells.sizer)
    }

    /// Skips rows no longer about to appear, if not measured yet.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        prefetcher.cancel(indexPaths.compactMap { updater.item(at: ListIndexPath($0)) })
    }

    // MARK: Headers and footers

    private func supplementaryView(_ placement: ListSupplementaryPlacement, _ section: Int, in tableView: UITableView) -> UIView? {
        guard let identifier = updater.reuseIdentifier(for: placement, inSection: section) else { return nil }
        if let source = catalogs.supplementarySourceToRegister(identifier, fallback: UITableViewHeaderFooterView.self) {
            switch source {
            case let .type(type): tableView.register(type, forHeaderFooterViewReuseIdentifier: identifier)
            case let .nib(nib): tableView.register(nib, forHeaderFooterViewReuseIdentifier: identifier)
            }
        }
        guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) else { return nil }
        host.configureSupplementaryView(view, placement, inSection: section)
        return view
    }
}
#endif
