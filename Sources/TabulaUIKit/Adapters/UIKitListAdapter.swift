#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Logging
@_spi(TabulaInternal) import Tabula
import UIKit

/// What ``TableViewAdapter`` and ``CollectionViewAdapter`` share: the bridge between a UIKit
/// list view and the list's ``/Tabula/ListController`` (the core every host runs: updater,
/// layout, sizes, prefetching, measuring context), the catalogs, the data calls, and the
/// bodies of the UIKit data source and delegate calls (each adapter answers UIKit's calls with
/// its own names).
@MainActor
public class UIKitListAdapter<
    Section: Differentiable & Sendable, Item: Differentiable & Sendable,
    Cell: UIView & ListReusableView, SupplementaryView: UIView & ListReusableView
>: ListDelegateForwarder {
    /// The list's core, which every host runs: data, layout, sizes and measuring context.
    public let controller: ListController<Section, Item>
    /// The updater: the list view's data, one batch at a time.
    public let updater: ListUpdater<Section, Item>
    /// The frames: row heights of a table, the collection layout's ``/Tabula/ListLayout``.
    public let layout: ListLayout
    /// Off-main size measuring for prefetched items and precomputed pages.
    @_spi(Testing) public var prefetcher: SizePrefetcher<Item> {
        controller.prefetcher
    }
    /// The storage the adapter is bound to, if any (reorder and delete write to it).
    public var storage: ListStorage<Section, Item>? {
        controller.storage
    }
    /// Called when the user selects an item.
    public var onSelect: (@MainActor (Item, ListIndexPath) -> Void)?
    /// Called with ``selectedItems`` whenever the selection changes: the user selected or
    /// deselected an item, ``selectItem(withIdentifier:animated:)`` or
    /// ``deselectItem(withIdentifier:animated:)`` ran, or an update removed a selected item.
    public var onSelectionChange: (@MainActor ([Item]) -> Void)?
    /// Whether the user may drag an item to a new place; `nil`: no reordering. Items it
    /// allows also offer VoiceOver's "Move up" and "Move down" actions.
    public var canMoveItem: (@MainActor (Item) -> Bool)? {
        didSet { refreshAccessibilityMoves() }
    }
    /// What VoiceOver says about each item's cell, set on the cell after the catalog filled
    /// it; `nil` for an item: the cell's own accessibility. When this is `nil` (the default),
    /// a ``/Tabula/ListWidget`` item's own `accessibility` is used, and
    /// static rows are described by their capability (Tabula's "VoiceOver" article).
    public var accessibility: (@MainActor (Item) -> ListAccessibility?)?
    /// The names of VoiceOver's move actions (default: "Move up", "Move down"); give
    /// localized ones here.
    public var accessibilityMoveName: @MainActor (ListAccessibility.Move) -> String = { $0.description } {
        didSet { refreshAccessibilityMoves() }
    }
    /// Called after ``deleteItem(at:)`` removed an item (after it left the storage, when
    /// bound to one; without a storage, the app removes it from its own data here).
    public var onDelete: (@MainActor (Item, ListIndexPath) -> Void)?
    /// Display, highlight and deselection, reported by item.
    public var events = ListItemEvents<Item>()
    /// The buttons shown when the user swipes an item from the leading edge; `nil` (or
    /// none) asks the app: ``TableViewAdapter/tableDelegate``, or on a collection the list
    /// configuration's provider that ``CollectionViewAdapter/installSwipeActions(on:)``
    /// found there.
    public var leadingSwipeActions: (@MainActor (Item, ListIndexPath) -> [UIContextualAction])?
    /// The buttons shown when the user swipes an item from the trailing edge; `nil` (or
    /// none) asks the app as ``leadingSwipeActions`` does. On a table, without any answer
    /// UIKit offers Delete for items ``TableViewAdapter/canDeleteItem`` allows.
    public var trailingSwipeActions: (@MainActor (Item, ListIndexPath) -> [UIContextualAction])?
    /// The context menu of an item (a long press), given where the touch is in the list
    /// view; `nil` asks the app's delegate (``TableViewAdapter/tableDelegate``,
    /// ``CollectionViewAdapter/collectionDelegate``).
    public var contextMenu: (@MainActor (Item, ListIndexPath, CGPoint) -> UIContextMenuConfiguration?)?
    /// Infinite scroll, once ``enablePaging(in:firstPage:lastPage:threshold:loadingItem:load:)``
    /// turned it on.
    public internal(set) var pager: ListPager<[Item]>?

    let logger: Logger
    /// The selected items' identities, in the order they were selected: kept by the
    /// updater, beside its identity index (UIKitListAdapter+Selection.swift).
    var selectedIdentifiers: [Item.DifferenceIdentifier] { updater.selectedIdentifiers }
    /// The refresh in progress, if any (UIKitListAdapter+PullToRefresh.swift).
    var refreshTask: Task<Void, Never>?
    /// Drag and drop, once turned on (DragAndDrop/UIKitListAdapter+DragAndDrop.swift).
    var dragAndDrop: ListDragAndDropSettings<Item>?
    let listHost: UIKitListHost<Cell, SupplementaryView>
    let displayedItems = DisplayedItems<Item>()
    let emptyState = EmptyStatePresenter()
    let catalogs: AdapterCatalogs<Section, Item, Cell, SupplementaryView>
    /// The widths an app's own collection layout gives each section's items, learnt from
    /// it (``AppLayoutItemWidths``); `nil` for tables and Tabula's own layouts.
    var appLayoutItemWidths: AppLayoutItemWidths?
    /// Where a change of measuring context waits between its steps, so a test can force an ordering
    /// (an update, or another change, between them) without sleeping. For tests, not apps.
    @_spi(Testing) public var contextChangeGate: (@MainActor (MeasuringContextChangeStep) async -> Void)? {
        get { controller.contextChangeGate }
        set { controller.contextChangeGate = newValue }
    }

    /// Wires the updater to `host` and the layout `makeLayout` returns for the adapter's
    /// sizes; every batch is checked against UIKit's rules before the view sees it.
    init(
        host: UIKitListHost<Cell, SupplementaryView>, cells: CellCatalog<Item, Cell>,
        supplementaries: SupplementaryCatalog<SupplementaryView>, reloadThreshold: Int, logger: Logger,
        makeLayout: (any ListSizeSource) -> ListLayout
    ) {
        let catalogs = AdapterCatalogs<Section, Item, Cell, SupplementaryView>(
            cells: cells, supplementaries: supplementaries)
        controller = ListController(sizer: cells.sizer, makeLayout: makeLayout)
        // A reload or a new width measures the rows on screen on the main actor and leaves
        // the rest to the core's pass off it (`allowsOffScreenMeasuring`, on by default).
        controller.sizes.supplementaryHeight = { model, _, context in
            UIKitTextScaling.measuring(at: context.textSize) {
                catalogs.supplementaries.height(of: model, in: context)
            }
        }
        layout = controller.layout
        self.catalogs = catalogs
        self.logger = logger
        listHost = host
        updater = controller.attach(
            to: host, cellProvider: catalogs.cellProvider, reloadThreshold: reloadThreshold,
            logger: Logger(label: logger.label + ".updater"))
        super.init()
        updater.checksBatchesBeforeHost = true
        host.frameProvider = layout
        controller.presenter = sizesPresenter()
        host.onUpdated = { [weak self] in
            self?.restoreSelection()
            self?.listDidUpdate()
            self?.refreshAccessibilityMoves()
        }
        host.onViewReloaded = { [weak self] in self?.restoreSelection() }
        catalogs.textSize = { [weak layout] in layout?.context.textSize ?? .large }
        catalogs.didConfigure = { [weak self] cell, item, path in
            self?.describeForAccessibility(cell, item: item, at: path)
        }
    }

    // MARK: Data

    /// Shows `storage`'s data and every later change of it.
    public func bind(to storage: ListStorage<Section, Item>) {
        controller.bind(to: storage)
    }

    /// Shows `sections` next, animated as a diff from what is shown (declarative lists): the
    /// same call on every host (`ListAssembly.show(sections:)`).
    public func show(sections: [ListSection<Section, Item>]) {
        controller.show(sections: sections)
    }

    /// Shows `sections` next (`show(sections:)`, the name every host shares).
    @available(*, deprecated, renamed: "show(sections:)")
    public func apply(sections: [ListSection<Section, Item>]) {
        show(sections: sections)
    }

    /// The item shown at `path`.
    public func item(at path: ListIndexPath) -> Item? {
        updater.item(at: path)
    }

    /// The cell catalog.
    public var cells: CellCatalog<Item, Cell> {
        catalogs.cells
    }

    /// Sizes the layout measured on the main actor so far, and sizes it took from the size
    /// cache (a prefetch, a precomputed page, or an earlier Auto Layout or SwiftUI measurement).
    /// For tests (`@_spi(Testing) import TabulaUIKit`), not apps.
    @_spi(Testing) public var sizeCounts: (measured: Int, fromPrefetch: Int) {
        (controller.sizes.sizesMeasured, controller.sizes.sizesFromCache)
    }

    /// Rows the pass off the main actor measured after a reload or a new width (the rows on
    /// screen are measured on the main actor first, and counted in ``sizeCounts``). For tests
    /// (`@_spi(Testing) import TabulaUIKit`), not apps.
    @_spi(Testing) public var itemsMeasuredOffScreen: Int {
        controller.itemsMeasuredOffScreen
    }

    /// Whether the pass measuring the rows off screen runs now (``waitUntilIdle()`` waits for
    /// it). For tests that poll (`@_spi(Testing) import TabulaUIKit`), not apps.
    @_spi(Testing) public var isMeasuringOffScreen: Bool {
        controller.isMeasuringOffScreen
    }

    /// The list's size source (the core's).
    var sizes: ListItemSizes<Section, Item> {
        controller.sizes
    }

    /// Returns once everything shown is on screen and every row is measured: the rows a reload
    /// or a new width left to the pass off the main actor included.
    public func waitUntilIdle() async {
        await controller.waitUntilIdle()
    }

    /// Waits for the change of measuring context in progress (a text size, a table's safe
    /// area, an app layout's item widths) to measure every row, and returns how many it
    /// measured on and off the main actor (`nil`: none was started). For tests
    /// (`@_spi(Testing)`), not apps.
    @_spi(Testing) public func waitForTextSizeChange() async -> MeasuringContextChange? {
        await controller.lastContextChange?.value
    }

    /// Measures `items` off the main actor before they are stored (a page of data
    /// arrives, its sizes are computed in the background, then the list is updated).
    public func precomputeSizes(of items: [Item]) async {
        let itemWidth = layout.configuration.itemWidth(forContainerWidth: listHost.viewportSize.width)
        // In the list's context now (its text size), whatever the list shows when they are done.
        await controller.precomputeSizes(of: items, in: layout.context.withWidth(itemWidth))
    }
    /// Deletes the item at `path` (what a table's swipe to delete does): from the storage
    /// when bound, and the delete batch goes to the view before this returns (unless a
    /// batch is still animating: then it follows that one); then calls ``onDelete``.
    ///
    /// In a swipe action's or a menu's handler, prefer ``deleteItem(withIdentifier:)``: the
    /// path the action was made for is stale if the list changed before the user tapped.
    public func deleteItem(at path: ListIndexPath) throws {
        let item = try ListHostError.check(path, in: updater, operation: "deleteItem")
        if let storage, let update = try storage.removeItems(withIdentifiers: [item.differenceIdentifier]) {
            // UIKit closes the swipe when `commit` returns or the action's completion runs: a
            // row still shown then slides closed and vanishes a turn later, when the storage's
            // stream delivers this update. Applied here it goes out now; the stream's copy is
            // then no newer than what the updater has and is skipped.
            updater.apply(update)
        }
        onDelete?(item, path)
    }

    /// Deletes the item with `identifier` wherever the list shows it now, as
    /// ``deleteItem(at:)`` does: the way for a swipe action or a context menu to delete.
    ///
    /// The delete reaches the view before this returns, so call it before the action's
    /// completion handler: UIKit closes the swipe when the handler runs, and a row still
    /// shown then would slide closed and vanish a moment later. Deleting through the
    /// storage instead (`storage.update`) shows the delete a main-actor turn later.
    ///
    /// ```swift
    /// adapter.trailingSwipeActions = { [weak adapter] item, _ in
    ///     [UIContextualAction(style: .destructive, title: "Archive") { _, _, done in
    ///         done((try? adapter?.deleteItem(withIdentifier: item.differenceIdentifier)) != nil)
    ///     }]
    /// }
    /// ```
    ///
    /// - Throws: ``/Tabula/ListHostError/itemNotPresented(operation:identifier:)`` when the list
    ///   does not show the item (deleted meanwhile), and what ``deleteItem(at:)`` throws.
    public func deleteItem(withIdentifier identifier: Item.DifferenceIdentifier) throws {
        try deleteItem(at: presentedPath(of: identifier, operation: "deleteItem(withIdentifier:)"))
    }

    // MARK: Bodies of the UIKit calls

    /// Dequeues the catalog's cell for the item at `indexPath` (registering its type on
    /// first use) and fills it.
    func cell(at indexPath: IndexPath, in listView: some UIKitListView<Cell, SupplementaryView>) -> Cell {
        let path = ListIndexPath(indexPath)
        let identifier = updater.reuseIdentifier(forItemAt: path)
        if let (registered, source) = catalogs.cellSourceToRegister(identifier) {
            listView.registerCell(source, forReuseIdentifier: registered)
        }
        let cell = listView.dequeueCell(withReuseIdentifier: catalogs.dequeueIdentifier(identifier), for: indexPath)
        updater.configure(cell, forItemAt: path)
        return cell
    }

    /// The header or footer view of the section's model (registering its type on first
    /// use), filled; `nil` when the section has no such model and no `fallbackIdentifier`
    /// is given, or the view cannot be dequeued.
    func supplementaryView(
        _ placement: ListSupplementaryPlacement, inSection section: Int, fallbackIdentifier: String?,
        in listView: some UIKitListView<Cell, SupplementaryView>
    ) -> SupplementaryView? {
        guard let identifier = updater.reuseIdentifier(for: placement, inSection: section) ?? fallbackIdentifier
        else { return nil }
        if let source = catalogs.supplementarySourceToRegister(
            identifier, for: placement, fallback: SupplementaryView.self)
        {
            listView.registerSupplementaryView(source, for: placement, forReuseIdentifier: identifier)
        }
        guard
            let view = listView.dequeueSupplementaryView(placement, withReuseIdentifier: identifier, inSection: section)
        else { return nil }
        listHost.configureSupplementaryView(view, placement, inSection: section)
        return view
    }

    /// Whether the item at `indexPath` may be moved.
    func canMove(at indexPath: IndexPath) -> Bool {
        guard let item = updater.item(at: ListIndexPath(indexPath)) else { return false }
        return canMoveItem?(item) == true
    }

    /// The user dragged an item: the view shows it already, so the updater and the storage
    /// take the move without a batch, and the sizes move with the item. Returns whether the
    /// move was taken (a failure is logged).
    func userMovedItem(from source: IndexPath, to destination: IndexPath, width: CGFloat) -> Bool {
        let source = ListIndexPath(source)
        let destination = ListIndexPath(destination)
        do {
            try updater.userMovedItem(from: source, to: destination, in: storage)
            layout.update(
                sectionCounts: updater.itemCounts(),
                applying: ListBatch(elementMoved: [Move(source: source, target: destination)]), width: width)
            return true
        } catch {
            // The view shows the move, the data does not have it: show the data again (on
            // the next turn of the main actor, not inside UIKit's reorder callback).
            logger.error("reorder failed, reloading the view: \(error)")
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.layout.update(sectionCounts: self.updater.itemCounts(), applying: nil, width: width)
                // The data is unchanged: only the view reloads (not while the user drags again).
                self.listHost.reloadViewAfterUncommittedUpdates(logger: self.logger)
            }
            return false
        }
    }

    /// Remembers the selected item by identity, then reports it.
    func didSelect(at indexPath: IndexPath) {
        let path = ListIndexPath(indexPath)
        guard let item = updater.item(at: path) else { return }
        userSelected(item)
        onSelect?(item, path)
        onSelectionChange?(selectedItems)
    }

    /// Starts measuring the items about to appear, off the main actor.
    func prefetch(at indexPaths: [IndexPath], containerWidth: CGFloat) {
        controller.prefetch(at: indexPaths.map(ListIndexPath.init), containerWidth: containerWidth)
    }

    /// Skips items no longer about to appear, if not measured yet.
    func cancelPrefetching(at indexPaths: [IndexPath]) {
        controller.cancelPrefetching(at: indexPaths.map(ListIndexPath.init))
    }
}
#endif
