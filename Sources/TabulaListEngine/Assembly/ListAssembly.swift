import Foundation
import Logging
@_spi(TabulaInternal) import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A list on any ``/Tabula/ListHost`` (TabulaHeadless's `HeadlessListView`, the terminal
/// host), assembled once: a thin bridge between the host and the list's ``/Tabula/ListController``
/// (the core the UIKit adapters run too: updater, layout, sizes, measuring context), which
/// registers the host's cells and is fed with data (sections) and one ``HostCellCatalog``.
///
/// Widget lists and static tables are this assembly too: widgets are data
/// (`show(widgets:)`) with the widget catalog
/// (``HostCellCatalog/widgets(fallbackCellType:measurer:configure:)``); a static
/// table is a constructor's sections (``show(_:)``) with the static catalog
/// (the host catalog's `staticTable(_:measurer:cellType:staticCell:…)`),
/// and its selection, switches and row actions are reported to the constructor by model
/// (``selectItem(at:of:)``…).
///
/// ```swift
/// import TabulaHeadless   // `.widgets(measurer:)` and `HeadlessListView`, in a test target
///
/// let list = ListAssembly<String, ListWidget, HeadlessListView>(catalog: .widgets(measurer: measurer))
/// let host = HeadlessListView(kind: .collection, viewportSize: size, frameProvider: list.layout)
/// list.attach(to: host)
/// Builder.widgets(objects: objects).bind(to: list)
/// ```
///
/// - Cells: the catalog names each item's reuse identifier and cell type; the type is
///   registered with the host the first time an item needs the identifier.
/// - Sizes: the catalog's, through ``layout`` (give it to the host as its frame provider);
///   sizes of pure catalogs can be computed off the main actor before the data arrives
///   (``precomputeSizes(of:)``).
/// - Updates: each ``show(sections:)`` is diffed against what is shown and animated, one
///   batch at a time, through the updater (UIKit's batch rules checked by the host).
@MainActor
public final class ListAssembly<
    Section: Differentiable & Sendable, Item: Differentiable & Sendable, Host: ListHost
> {
    /// The list's core: data, layout, sizes and measuring context.
    public let controller: ListController<Section, Item>
    /// Which cell shows which item, and the items' sizes.
    public let catalog: HostCellCatalog<Item, Host>
    /// The host registrations, once attached.
    package private(set) var cellRegistry: CellRegistry<Host>?
    /// Whether the user may move an item (VoiceOver's "Move up" and "Move down",
    /// ``accessibilityMoves(at:)``); `nil`: no moves.
    public var canMoveItem: (@MainActor (Item) -> Bool)?
    private let logger: Logger
    /// The host attached to, held weakly (the host holds the updater as its data source).
    package private(set) weak var attachedHost: Host?

    /// Creates a list whose cells and sizes come from `catalog`.
    ///
    /// - Parameters:
    ///   - catalog: the host's cells for the items, and their sizes.
    ///   - layoutConfiguration: vertical (default), horizontal or a grid.
    ///   - logger: receives a cell of the wrong type, at error level.
    public init(
        catalog: HostCellCatalog<Item, Host>,
        layoutConfiguration: ListLayoutConfiguration = ListLayoutConfiguration(),
        logger: Logger = Logger(label: "Tabula.ListAssembly")
    ) {
        self.catalog = catalog
        self.logger = logger
        controller = ListController(sizer: catalog.sizer, layoutConfiguration: layoutConfiguration)
        if let supplementaries = catalog.supplementaries {
            controller.sizes.supplementaryHeight = { model, placement, context in
                supplementaries.height(model, placement, context.width)
            }
        }
    }

    /// The layout to give the host as its frame provider: item sizes from the catalog.
    public var layout: ListLayout {
        controller.layout
    }

    /// The updater, once attached.
    public var updater: ListUpdater<Section, Item>? {
        controller.updater
    }

    /// The width the item at a path lays out in when the list is a given width wide;
    /// `nil`: the list's item width. A front end whose rows lay out narrower than the list
    /// sets it, so items are measured at the width their text really wraps at. Such rows are
    /// read on the main actor, row by row: the list then measures every row there.
    public var rowContentWidth: (@MainActor (_ path: ListIndexPath, _ listWidth: CGFloat) -> CGFloat)? {
        didSet {
            guard let width = rowContentWidth else {
                controller.contentWidth = nil
                return
            }
            controller.contentWidth = { _, path, offered in
                guard let path else { return offered }
                return width(path, offered)
            }
        }
    }

    /// Becomes `host`'s data source (through a new updater) and shows what was shown
    /// before, if anything. `host` should use ``layout`` as its frame provider.
    public func attach(to host: Host, reloadThreshold: Int = 300) {
        let registry = CellRegistry(host: host)
        let catalog = self.catalog
        let cellProvider = ListCellProvider<Section, Item>(
            reuseIdentifier: { item, _ in
                registry.reuseIdentifier(catalog.reuseIdentifier(for: item), cellType: catalog.cellType(for: item))
            },
            configure: { [logger] view, item, path in
                guard let cell = view as? Host.Cell else {
                    logger.error("cell at \(path) is a \(type(of: view)), not the host's cell type")
                    return
                }
                catalog.configure(cell, with: item, at: path)
            },
            supplementaryReuseIdentifier: { model, placement in
                guard let supplementaries = catalog.supplementaries else {
                    // Only asked for sections that have a header or footer: one the
                    // catalog does not show still gets a registered (empty) view.
                    return registry.supplementaryReuseIdentifier(
                        "Tabula.ListAssembly.unshown", placement: placement,
                        viewType: Host.SupplementaryView.self)
                }
                return registry.supplementaryReuseIdentifier(
                    supplementaries.reuseIdentifier, placement: placement, viewType: supplementaries.viewType)
            },
            configureSupplementary: { view, model, placement, _ in
                guard let supplementaries = catalog.supplementaries, let view = view as? Host.SupplementaryView
                else { return }
                supplementaries.configure(view, model, placement)
            })
        cellRegistry = registry
        attachedHost = host
        controller.presenter = .adoptingContext(of: controller.layout, on: host)
        controller.attach(to: host, cellProvider: cellProvider, reloadThreshold: reloadThreshold)
        // A context set before attaching (a text size) is the host's from the first load.
        if layout.context != ListMeasuringContext(width: 0) {
            try? host.adoptMeasuringContext(layout.context, offsetChange: .zero)
        }
        controller.showWaitingData()
    }

    // MARK: Showing

    /// Shows `sections`, animated as a diff from what is shown: new items slide in, gone
    /// ones out, reordered ones move, and items whose content changed under the same
    /// identity are reconfigured in place. Before ``attach(to:reloadThreshold:)``, they are
    /// kept and shown on attach.
    public func show(sections: [ListSection<Section, Item>]) {
        controller.show(sections: sections)
    }

    /// Shows `storage`'s data and every later change of it. Before
    /// ``attach(to:reloadThreshold:)``, it is bound on attach (and supersedes sections shown
    /// before).
    public func bind(to storage: ListStorage<Section, Item>) {
        controller.bind(to: storage)
    }

    // MARK: Reading

    /// The presented sections (before attaching: the sections waiting to be shown).
    public var sections: [ListSection<Section, Item>] {
        controller.sections
    }

    /// The presented item at `path`, or `nil` when nothing is presented there.
    public func item(at path: ListIndexPath) -> Item? {
        controller.item(at: path)
    }

    /// Where the presented item with the identity of `item` is, if it is presented.
    ///
    /// A look-up in the updater's identity index (``/Tabula/ListUpdater/indexPath(ofPresented:)``),
    /// not a scan of the list.
    public func indexPath(of item: Item) -> ListIndexPath? {
        controller.indexPath(ofPresented: item.differenceIdentifier)
    }

    /// Returns once everything shown is on screen, and every row measured in the current
    /// context (the rows a reload or a new width left to a pass off the main actor).
    public func waitUntilIdle() async {
        await controller.waitUntilIdle()
    }

    // MARK: Sizes off the main actor

    /// Measures `items` off the main actor, across cores, at the item width the host's
    /// viewport gives now (a page of data arrives: its sizes are computed in the
    /// background, then the data is shown and the layout measures none of them again).
    ///
    /// Only a catalog with a pure size function is measured here (`measure: .byWidth` or
    /// `.pure`); one measured on the main actor (`.onMainActorByWidth`, `.onMainActor`) is
    /// measured when shown, and nothing is done;
    /// nothing is done before ``attach(to:reloadThreshold:)`` either (no width to measure
    /// at). A precomputed size is used by an item with the same identity and equal content
    /// measured at the same width (a row narrower than the list, see ``rowContentWidth``, is
    /// measured at its own width when shown).
    ///
    /// - Returns: how many sizes were computed (0 when nothing was done).
    @discardableResult
    public func precomputeSizes(of items: [Item]) async -> Int {
        guard catalog.sizer.isPure, let host = attachedHost else { return 0 }
        let width = layout.configuration.itemWidth(forContainerWidth: host.viewportSize.width)
        return await controller.precomputeSizes(of: items, in: layout.context.withWidth(width))
    }

    /// Sizes measured on the main actor through the catalog, and sizes taken ready
    /// (precomputed, or measured off the main actor and taken by identity).
    package var sizeCounts: (measured: Int, precomputed: Int) {
        let counts = controller.sizeCounts
        return (counts.measured, counts.fromCache + counts.taken)
    }

    /// Rows measured off the main actor by the off-screen pass, for tests and benchmarks.
    package var itemsMeasuredOffScreen: Int {
        controller.itemsMeasuredOffScreen
    }

    /// Where a measuring context change waits between its steps (tests force orderings).
    package var contextChangeGate: (@MainActor (MeasuringContextChangeStep) async -> Void)? {
        get { controller.contextChangeGate }
        set { controller.contextChangeGate = newValue }
    }

    /// Where the pass measuring the rows off screen waits between its steps (tests force
    /// orderings).
    package var offScreenMeasuringGate: (@MainActor (OffScreenMeasuringStep) async -> Void)? {
        get { controller.offScreenMeasuringGate }
        set { controller.offScreenMeasuringGate = newValue }
    }
}
