#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
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
public final class TableViewAdapter<Section: Differentiable & Sendable, Item: Differentiable & Sendable>:
    UIKitListAdapter<Section, Item, UITableViewCell, UITableViewHeaderFooterView>,
    UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching
{
    /// The table as a list host.
    public let host: TableViewHost
    /// Whether the user may swipe an item away; `nil`: no deleting.
    public var canDeleteItem: (@MainActor (Item) -> Bool)?

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
        let host = TableViewHost(tableView: tableView)
        self.host = host
        super.init(
            host: host, cells: cells, supplementaries: supplementaries, reloadThreshold: reloadThreshold,
            logger: logger
        ) { sizes in
            ListLayout(configuration: ListLayoutConfiguration(style: .vertical), sizeSource: sizes)
        }
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
    }

    // MARK: Width

    /// Brings the row heights to the table's current width (after a rotation), measuring
    /// rows not yet measured at that width on all cores; animates the change when on screen.
    public func containerWidthDidChange() {
        guard let tableView = host.tableView, tableView.bounds.width != layout.width else { return }
        let width = tableView.bounds.width
        let sections = updater.presentedSections.map(\.items)
        let sizer = cells.sizer
        let cache = prefetcher.cache
        guard sections.map(\.count) == layout.sectionCounts else {
            layout.update(sectionCounts: updater.itemCounts(), applying: nil, width: width)
            tableView.reloadData()
            return
        }
        measureOnMainActor(sections, itemWidth: layout.configuration.itemWidth(forContainerWidth: width))
        layout.setWidth(width) { path, itemWidth in
            let item = sections[path.section][path.item]
            return cache.size(for: item, width: itemWidth) ?? sizer.pureSize(of: item, width: itemWidth) ?? .zero
        }
        if host.isInWindow {
            tableView.performBatchUpdates(nil, completion: nil)
        } else {
            tableView.reloadData()
        }
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
        cell(at: indexPath, in: tableView)
    }

    /// Whether the row can be deleted or moved.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let item = updater.item(at: ListIndexPath(indexPath)) else { return false }
        return canDeleteItem?(item) == true || canMoveItem?(item) == true
    }

    /// Whether the row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        canMove(at: indexPath)
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
        _ = userMovedItem(from: sourceIndexPath, to: destinationIndexPath, width: tableView.bounds.width)
    }

    // MARK: UITableViewDelegate

    /// The row's height from the layout.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        layout.rowHeight(at: indexPath)
    }

    /// The exact height: rows are measured, never estimated.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        layout.rowHeight(at: indexPath)
    }

    /// The header's height from the layout (0: no header).
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        layout.supplementaryHeight(.header, inSection: section)
    }

    /// The footer's height from the layout (0: no footer).
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        layout.supplementaryHeight(.footer, inSection: section)
    }

    /// The header view of the section's header model, if it has one.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(.header, inSection: section, fallbackIdentifier: nil, in: tableView)
    }

    /// The footer view of the section's footer model, if it has one.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(.footer, inSection: section, fallbackIdentifier: nil, in: tableView)
    }

    /// Reports the selected item.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelect(at: indexPath)
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
        prefetch(at: indexPaths, containerWidth: tableView.bounds.width)
    }

    /// Skips rows no longer about to appear, if not measured yet.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelPrefetching(at: indexPaths)
    }
}
#endif
