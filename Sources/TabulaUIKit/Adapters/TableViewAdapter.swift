#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Logging
@_spi(TabulaInternal) import Tabula
import UIKit

/// The data source, delegate and prefetch data source of a `UITableView`, driven by a
/// ``/Tabula/ListUpdater``: the thin layer between UIKit and the tested core.
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
/// - Heights: a vertical ``/Tabula/ListLayout`` measures each row once per table width with the
///   catalog's size functions (or takes a size a prefetch already measured) and updates
///   incrementally inside every batch; `heightForRowAt` reads it.
/// - Headers and footers: the sections' ``/Tabula/SupplementaryModel``s, shown by the
///   supplementary catalog's views, refreshed in place when their model changes.
/// - Selection is reported by item (``UIKitListAdapter/onSelect``), not by index.
/// - Reordering: `moveRowAt` goes to ``/Tabula/ListUpdater/userMovedItem(from:to:in:)``, which
///   updates the storage without sending a batch back (the table already shows the move).
/// - Swipe to delete: removes the item from the storage; the updater then sends the
///   delete batch UIKit expects.
/// - Prefetching measures the prefetched rows off the main actor (`SizePrefetcher`).
/// - Every batch is checked against UIKit's rules before the table sees it
///   (``/Tabula/ListUpdater/checksBatchesBeforeHost``); a bad one is logged and replaced by a reload.
@MainActor
public final class TableViewAdapter<Section: Differentiable & Sendable, Item: Differentiable & Sendable>:
    UIKitListAdapter<Section, Item, UITableViewCell, UITableViewHeaderFooterView>,
    UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching
{
    /// The table as a list host.
    package let host: TableViewHost

    let contentWidths = TableRowContentWidths<Item>()
    /// The row at the top of the screen when the width last changed, put back in place
    /// once the table has its new content size (``containerWidthDidChange()``).
    private var widthChangeAnchor: LayoutChangeAnchor?
    /// Room margins and editing controls take that probes cannot show, learnt from rows shown.
    let rowsOnScreen = RowWidthsSeenOnScreen()
    /// Rows to measure again once the updater is idle, after a width was learnt on screen.
    var pendingRemeasure = PendingRemeasure()
    /// What, besides its cell type, decides how wide an item's row content is: what the
    /// cell's filling does to its content view (its accessory type, or accessory view and
    /// its size). Items of one cell type with equal keys share one content width, read
    /// from one probe cell per table width, instead of one probe filled per item and width
    /// on the main actor (the cost of a long list's first load and of every rotation).
    /// `nil` (the default): widths are learnt per row kind (cell type, the accessory its
    /// first probed row got, row width); a cell type whose rows are then shown with
    /// different accessories is probed per item from then on (one probe per row),
    /// so a list that mixes accessories within one cell type reads its widths faster with
    /// a key.
    ///
    /// ```swift
    /// adapter.contentWidthKey = { message in message.isUnread }  // unread rows show a disclosure
    /// ```
    public var contentWidthKey: (@MainActor (Item) -> AnyHashable)? {
        didSet { contentWidths.forgetSharedWidths() }
    }
    /// Reads a static table's constructor again (`TableViewAdapter(tableView:staticTable:)`);
    /// `nil` for any other table.
    var readStaticTable: (@MainActor () -> [ListSection<Section, Item>])?
    /// Whether the user may swipe an item away; `nil`: no deleting.
    public var canDeleteItem: (@MainActor (Item) -> Bool)?
    /// The app's own table delegate: it receives every delegate and scroll view call the
    /// adapter does not consume, and the display, selection, highlight and scroll calls
    /// the adapter reports too (held weakly). Heights and header views stay the adapter's.
    public weak var tableDelegate: (any UITableViewDelegate)? {
        didSet { delegatesChanged() }
    }
    /// The app's own prefetch data source: told about rows about to appear after the
    /// adapter started measuring them (held weakly).
    public weak var prefetchDelegate: (any UITableViewDataSourcePrefetching)? {
        didSet { delegatesChanged() }
    }

    /// Creates the adapter and makes it the table's data source, delegate and prefetch
    /// data source (UIKit holds them weakly: keep the adapter).
    ///
    /// - Parameters:
    ///   - tableView: the table the adapter drives.
    ///   - cells: which cell shows which item.
    ///   - supplementaries: which view shows which header and footer model.
    ///   - reloadThreshold: above this many changes the updater reloads instead.
    ///   - logger: receives the adapter's and its updater's debug log.
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
        // Rows are measured at the width their content view gets, not the table's.
        controller.contentWidth = { [weak self] item, path, width in
            self?.rowContentWidth(of: item, at: path, tableWidth: width) ?? width
        }
        // The same widths for the passes off the main actor, one number per cell type.
        controller.offMainContentWidth = { [weak self] width in self?.offMainRowContentWidths(tableWidth: width) }
        // Headers and footers keep their content inside the safe area too (Apple's
        // documentation of `insetsContentViewsToSafeArea`).
        sizes.supplementaryContentWidth = { [weak tableView] width in
            guard let tableView else { return width }
            return TableCellProbe.rowWidth(in: tableView, tableWidth: width)
        }
        // Rotation and split view change the width: the heights follow by themselves. A new
        // safe area at the same width measures the rows again, the visible ones first.
        ListWidthObserver.install(
            in: tableView, onWidthChange: { [weak self] in self?.containerWidthDidChange() },
            onSafeAreaChange: { [weak self] in self?.safeAreaDidChange() })
        // The safe area the table has now (none outside a window) is part of the context the
        // first load measures in.
        safeAreaDidChange()
        // A new text size: the rows on screen are measured first, the rest off the main actor.
        followContentSizeCategory(of: tableView)
    }

    /// UIKit reads which optional methods its delegate has when the delegate is set: set
    /// the adapter again, so the app delegate's methods count.
    private func delegatesChanged() {
        setForwardedDelegates([tableDelegate, prefetchDelegate])
        listViewMustAskAgain()
    }

    override func listViewMustAskAgain() {
        guard let tableView = host.tableView else { return }
        tableView.delegate = nil
        tableView.delegate = self
        tableView.prefetchDataSource = nil
        tableView.prefetchDataSource = self
    }

    /// Scrolls to the item with `identifier` (see `scrollToRow(at:at:animated:)`).
    ///
    /// - Throws: ``/Tabula/ListHostError/itemNotPresented(operation:identifier:)`` when no
    ///   presented item has that identity.
    public func scrollToItem(
        withIdentifier identifier: Item.DifferenceIdentifier, at position: UITableView.ScrollPosition = .top,
        animated: Bool
    ) throws(ListHostError) {
        let path = try presentedPath(of: identifier, operation: "scrollToItem")
        host.tableView?.scrollToRow(at: IndexPath(path), at: position, animated: animated)
    }

    // MARK: Width

    /// Brings the row heights to the table's current width (after a rotation), measuring
    /// rows not yet measured at that width on all cores; animates the change when on screen.
    ///
    /// The table usually asks a row height at its new width before this runs (the heights
    /// then follow at once, see `tableView(_:heightForRowAt:)`); this is the path for a
    /// table that laid out without asking.
    ///
    /// The row that was at the top of the screen stays there, as far as the new content
    /// height allows: a table scrolled to the end of rows that got shorter is not left
    /// showing nothing past its content.
    public func containerWidthDidChange() {
        guard let tableView = host.tableView else { return }
        // Runs from the width observer's layout pass, after the table's own: the table has
        // its new content size by then, whichever path applied the width.
        defer { restoreLayoutChangeAnchor(in: tableView) }
        guard tableView.bounds.width != layout.width else { return }
        let previousWidth = layout.width
        guard applyWidth(tableView.bounds.width) else {
            layout.update(sectionCounts: updater.itemCounts(), applying: nil, width: tableView.bounds.width)
            host.reloadViewAfterUncommittedUpdates(logger: logger)
            return
        }
        // From width 0 (a table made with `frame: .zero`, sized by constraints) no row
        // was ever visible: nothing to animate, and no extra batch on first appearance.
        if host.isInWindow, previousWidth > 0 {
            tableView.performBatchUpdates(nil, completion: nil)
        } else {
            // New heights, same data: the view alone reloads, after any reorder in progress.
            host.reloadViewAfterUncommittedUpdates(logger: logger)
        }
    }

    /// Puts the row that was at the top before the last width change back at the top.
    private func restoreLayoutChangeAnchor(in tableView: UITableView) {
        guard let anchor = widthChangeAnchor else { return }
        widthChangeAnchor = nil
        // A batch in flight moves rows itself (its own anchor, `keepsContentOffset`).
        guard !tableView.hasUncommittedUpdates else { return }
        anchor.restore(layout: layout, in: tableView)
        // The top row back in place may bring rows at an estimate into view.
        measureEstimatedItemsOnScreen()
    }

    /// Brings the layout to the table's width when the table asks a height at a width the
    /// layout has not reached: UIKit asks row heights when it lays rows out
    /// (UITableView.h:119-120: "heightForXXX calls will be deferred until views are ready
    /// to be displayed"), so the rows it places in this pass get heights measured at their
    /// new content width, and no batch has to correct them afterwards.
    private func followTableWidth(_ tableView: UITableView) {
        let width = tableView.bounds.width
        // No width yet (a table made with `frame: .zero`): nothing visible to measure for.
        guard width > 0, width != layout.width else { return }
        applyWidth(width)
    }

    /// Measures every row at `width` (the sizes a prefetch or an earlier visit to the width
    /// left are reused; the rest is measured on all cores) and makes it the layout's width.
    /// Returns `false`, changing nothing, when the layout's counts are not the presented
    /// ones (a batch is being applied).
    @discardableResult
    private func applyWidth(_ width: CGFloat) -> Bool {
        // The presented sections' item trees are shared, not copied: a width seen before
        // costs one cache look-up per item, with no copy of the list.
        let sections = updater.presentedSections.map(\.items)
        guard sections.map(\.count) == layout.sectionCounts else { return false }
        if layout.width > 0, let tableView = host.tableView {
            widthChangeAnchor = LayoutChangeAnchor(layout: layout, scrollView: tableView, horizontal: false)
        }
        // The new width with the safe area of the moment: a rotation changes both, whichever
        // of them the table reports first.
        let target = withCurrentSafeArea(layout.context.withWidth(width))
        // A width the layout kept whole (rotated back): no content width to read again.
        if layout.measuredItemCount(in: target) == layout.sectionCounts.reduce(0, +) {
            layout.setContext(target)
            return true
        }
        if controller.measuresOffScreenRowsElsewhere, let tableView = host.tableView {
            // The rows on screen now, at the new width, on the main actor; the rest off it
            // (the core's off-screen pass), the row at the top kept in place.
            layout.setContext(target)
            layout.prepareFrames(in: tableView.visibleContentRect)
            return true
        }
        let sizer = cells.sizer
        let cache = prefetcher.cache
        let itemWidth = layout.configuration.itemWidth(forContainerWidth: width)
        // Each row's content width is read on the main actor (per cell type and
        // `contentWidthKey`, else per item; a width seen before fills no probe), one number
        // for a list whose rows share it; the rows are then measured at it on all cores.
        let contentWidths = RowContentWidthTable(counts: sections.map(\.count)) { path in
            contentWidth(of: sections[path.section][path.item], at: path, itemWidth: itemWidth)
        }
        measureOnMainActor(sections.joined(), itemWidth: itemWidth, in: target)
        // The list's text size is kept: only the width (and the safe area) change.
        layout.setContext(target) { path, _ in
            let item = sections[path.section][path.item]
            let context = target.withWidth(contentWidths[path])
            return cache.size(for: item, in: context) ?? sizer.pureSize(of: item, in: context) ?? .zero
        }
        return true
    }

    /// The width the content view of `item`'s row gets when the table is `tableWidth` wide,
    /// read from a probe cell of the row's type (see ``TableRowContentWidths``).
    /// Less what the table was seen to take beyond the probe (``RowWidthsSeenOnScreen``).
    func rowContentWidth(of item: Item, at path: ListIndexPath?, tableWidth: CGFloat) -> CGFloat {
        guard let tableView = host.tableView else { return tableWidth }
        let catalogs = self.catalogs
        let identifier = catalogs.cells.reuseIdentifier(for: item)
        let rowWidth = TableCellProbe.rowWidth(in: tableView, tableWidth: tableWidth)
        let extra = rowsOnScreen.extra(
            for: screenWidthKey(of: item, identifier: identifier, rowWidth: rowWidth, in: tableView))
        return max(0, probedContentWidth(of: item, at: path, identifier: identifier, tableWidth: tableWidth) - extra)
    }

    /// The content width a probe cell of `item`'s type shows (see ``TableRowContentWidths``).
    private func probedContentWidth(
        of item: Item, at path: ListIndexPath?, identifier: String, tableWidth: CGFloat
    ) -> CGFloat {
        guard let tableView = host.tableView else { return tableWidth }
        let catalogs = self.catalogs
        return contentWidths.width(
            of: item, identifier: identifier, key: contentWidthKey?(item), in: tableView, tableWidth: tableWidth,
            probe: {
                if let (registered, source) = catalogs.cellSourceToRegister(identifier) {
                    tableView.registerCell(source, forReuseIdentifier: registered)
                }
                return tableView.dequeueReusableCell(withIdentifier: catalogs.dequeueIdentifier(identifier))
            },
            configure: { cell in
                catalogs.cells.configureProbe(cell, with: item, at: path ?? ListIndexPath(item: 0, section: 0))
            })
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

    /// Whether the row can be deleted or moved, or has swipe actions (UIKit shows those
    /// only on editable rows).
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let item = updater.item(at: ListIndexPath(indexPath)) else { return false }
        return canDeleteItem?(item) == true || canMoveItem?(item) == true || offersSwipeActions
    }

    /// Whether the row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        canMove(at: indexPath)
    }

    /// Swipe to delete: removes the item (see ``UIKitListAdapter/deleteItem(at:)``).
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
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        _ = userMovedItem(from: sourceIndexPath, to: destinationIndexPath, width: tableView.bounds.width)
    }

    // MARK: UITableViewDelegate

    /// The row's height from the layout, at the table's current width (a new width is
    /// applied here, before the table places rows with it).
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        followTableWidth(tableView)
        return layout.rowHeight(at: indexPath)
    }

    /// The exact height: rows are measured, never estimated (at the table's current width).
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        followTableWidth(tableView)
        return layout.rowHeight(at: indexPath)
    }

    /// The header's height from the layout (none: no space, see `ListLayout.supplementaryHeight`).
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        layout.supplementaryHeight(.header, inSection: section, in: tableView)
    }

    /// The footer's height from the layout (none: no space, see `ListLayout.supplementaryHeight`).
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        layout.supplementaryHeight(.footer, inSection: section, in: tableView)
    }

    /// The header view of the section's header model, if it has one.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(.header, inSection: section, fallbackIdentifier: nil, in: tableView)
    }

    /// The footer view of the section's footer model, if it has one.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(.footer, inSection: section, fallbackIdentifier: nil, in: tableView)
    }

    /// Reports the selected item, then tells ``tableDelegate``.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        didSelect(at: indexPath)
        TableDelegateRelay.didSelect(tableDelegate, tableView, indexPath)
    }

    /// Reports the deselected item, then tells ``tableDelegate``.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        userDeselected(at: indexPath)
        report(events.didDeselect, at: indexPath)
        reportSelectionChange()
        TableDelegateRelay.didDeselect(tableDelegate, tableView, indexPath)
    }

    /// Reports the highlighted item, then tells ``tableDelegate``.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        report(events.didHighlight, at: indexPath)
        TableDelegateRelay.didHighlight(tableDelegate, tableView, indexPath)
    }

    /// Reports the item no longer highlighted, then tells ``tableDelegate``.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        report(events.didUnhighlight, at: indexPath)
        TableDelegateRelay.didUnhighlight(tableDelegate, tableView, indexPath)
    }

    /// Reports the item about to appear, then tells ``tableDelegate``.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        checkContentWidth(of: cell, at: indexPath, in: tableView)
        cellWillDisplay(cell, at: indexPath)
        TableDelegateRelay.willDisplay(tableDelegate, tableView, cell, indexPath)
    }

    /// Reports the item the cell showed, then tells ``tableDelegate``.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        cellDidEndDisplaying(cell, at: indexPath)
        TableDelegateRelay.didEndDisplaying(tableDelegate, tableView, cell, indexPath)
    }

    /// The item's ``UIKitListAdapter/leadingSwipeActions``, else ``tableDelegate``'s.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        swipeActions(leadingSwipeActions, at: indexPath)
            ?? TableDelegateRelay.leadingSwipeActions(tableDelegate, tableView, indexPath)
    }

    /// The item's ``UIKitListAdapter/trailingSwipeActions``, else ``tableDelegate``'s (`nil`: UIKit's Delete
    /// when the item may be deleted).
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        swipeActions(trailingSwipeActions, at: indexPath)
            ?? TableDelegateRelay.trailingSwipeActions(tableDelegate, tableView, indexPath)
    }

    /// The item's ``UIKitListAdapter/contextMenu``, else ``tableDelegate``'s.
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    )
        -> UIContextMenuConfiguration?
    {
        let path = ListIndexPath(indexPath)
        if let contextMenu, let item = updater.item(at: path) { return contextMenu(item, path, point) }
        return TableDelegateRelay.contextMenu(tableDelegate, tableView, indexPath, point)
    }

    // MARK: UIScrollViewDelegate

    /// Measures rows that scrolled into view at an estimate (before the pass off the main
    /// actor reached them), starts the next page near the end
    /// (``UIKitListAdapter/enablePaging(in:firstPage:lastPage:threshold:loadingItem:load:)``),
    /// then tells ``tableDelegate``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        measureEstimatedItemsOnScreen()
        checkPaging(in: scrollView)
        TableDelegateRelay.didScroll(tableDelegate, scrollView)
    }

    /// `.delete` for rows that may be deleted, `.none` otherwise (a movable row shows only
    /// its reorder control).
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        noticeEditingMode(of: tableView)
        guard let item = updater.item(at: ListIndexPath(indexPath)) else { return .none }
        return canDeleteItem?(item) == true ? .delete : .none
    }

    // MARK: UITableViewDataSourcePrefetching

    /// Starts measuring the rows about to appear, off the main actor, then tells
    /// ``prefetchDelegate``.
    public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetch(at: indexPaths, containerWidth: tableView.bounds.width)
        TableDelegateRelay.prefetch(prefetchDelegate, tableView, indexPaths)
    }

    /// Skips rows no longer about to appear, if not measured yet, then tells
    /// ``prefetchDelegate``.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelPrefetching(at: indexPaths)
        TableDelegateRelay.cancelPrefetching(prefetchDelegate, tableView, indexPaths)
    }

    #if !canImport(ObjectiveC)
    // The optional methods above, as the Objective-C runtime would list them.
    override nonisolated var implementedSelectors: Set<String> {
        TableViewAdapterSelectors.implemented
    }
    #endif
}
#endif
