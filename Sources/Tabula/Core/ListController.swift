import Foundation
import Logging

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The platform-free core of one list, whatever shows it: a UIKit table or collection
/// (`TableViewAdapter`, `CollectionViewAdapter`), the headless test host or the terminal
/// (`ListAssembly`). Each of those is a thin bridge that translates its view's calls and
/// observes the view; this type decides.
///
/// It owns:
/// - the data: the ``updater`` (batches, one at a time, checked against UIKit's rules) and
///   the storage it is bound to;
/// - the ``layout`` and its one size source: sizes from the cache a prefetch or a precomputed
///   page filled, else measured with the catalog's ``ListItemSizer``;
/// - the measuring context: a new text size (or any other change of what sizes depend on)
///   measures the rows on screen first and the rest off the main actor
///   (ListController+MeasuringContext.swift);
/// - the pass that measures, off the main actor, the rows a reload or a new width left
///   unmeasured (ListController+OffScreenSizes.swift).
///
/// A host creates it, attaches it with its cell provider, and gives the ``layout`` to its
/// view as the frame provider.
@MainActor
public final class ListController<Section: Differentiable & Sendable, Item: Differentiable & Sendable> {
    /// The frames: the host's frame provider.
    public let layout: ListLayout
    /// The size source of ``layout``.
    @_spi(Testing) @_spi(TabulaInternal) public let sizes: ListItemSizes<Section, Item>
    /// Measures items off the main actor ahead of need, into the size cache.
    @_spi(Testing) @_spi(TabulaInternal) public let prefetcher: SizePrefetcher<Item>
    /// The updater, once attached to a host.
    public private(set) var updater: ListUpdater<Section, Item>?
    /// The storage the list shows, once bound.
    public private(set) var storage: ListStorage<Section, Item>?
    /// How the attached host shows sizes that changed with the same data.
    @_spi(TabulaInternal) public var presenter: ListSizesPresenter?
    /// Whether rows off screen may be left to the pass off the main actor after a reload or
    /// a new width (it also needs pure sizes and rows as wide as the list, see
    /// ``updateOffScreenDeferral()``). A host that cannot show estimated rows turns it off.
    @_spi(TabulaInternal) public var allowsOffScreenMeasuring = true {
        didSet { updateOffScreenDeferral() }
    }
    /// Where a measuring context change waits between its steps (tests force orderings).
    @_spi(TabulaInternal) public var contextChangeGate: (@MainActor (MeasuringContextChangeStep) async -> Void)?
    /// Where the pass measuring the rows off screen waits between its steps (tests force
    /// orderings).
    @_spi(TabulaInternal) public var offScreenMeasuringGate: (@MainActor (OffScreenMeasuringStep) async -> Void)?
    /// Rows measured off the main actor by the off-screen pass, for tests and benchmarks.
    @_spi(TabulaInternal) public internal(set) var itemsMeasuredOffScreen = 0

    /// The change of measuring context in progress (its steps 2 and 3), if any.
    var contextChange: Task<MeasuringContextChange, Never>?
    /// Changes of measuring context started so far: one that is no longer the last ends.
    var contextChangeCount = 0
    /// Changes of measuring context under way: they measure the rest themselves, so no
    /// off-screen pass starts meanwhile.
    var contextChangesInFlight = 0
    /// The off-screen pass, while it runs.
    var offScreenPass: Task<Void, Never>?
    /// Whether the pass measuring the rows off screen (after a reload or a new width) runs.
    @_spi(TabulaInternal) public var isMeasuringOffScreen: Bool {
        offScreenPass != nil
    }
    /// Sections shown before a host was attached: shown on attach.
    private var waitingSections: [ListSection<Section, Item>]?
    /// Whether the storage bound before attaching still waits for a host.
    private var storageWaits = false

    /// A list measured with `sizer`, laid out as `layoutConfiguration` says.
    public convenience init(
        sizer: ListItemSizer<Item>, layoutConfiguration: ListLayoutConfiguration = ListLayoutConfiguration()
    ) {
        self.init(sizer: sizer) { ListLayout(configuration: layoutConfiguration, sizeSource: $0) }
    }

    /// A list measured with `sizer`, laid out by the layout `makeLayout` makes with the
    /// list's size source (a collection view layout that owns its ``ListLayout``).
    public init(sizer: ListItemSizer<Item>, makeLayout: (any ListSizeSource) -> ListLayout) {
        let prefetcher = SizePrefetcher<Item>()
        let sizes = ListItemSizes<Section, Item>(sizer: sizer, cache: prefetcher.cache)
        self.prefetcher = prefetcher
        self.sizes = sizes
        layout = makeLayout(sizes)
        layout.offScreenSizesWanted = { [weak self] in
            // The layout is updated by its host on the main actor.
            MainActor.assumeIsolated { self?.scheduleOffScreenMeasuring() }
        }
        updateOffScreenDeferral()
    }

    /// Becomes `host`'s data source through a new updater that fills cells with
    /// `cellProvider`, and shows what was bound or shown before, if anything. Returns the
    /// updater. `presenter` says how the host shows new sizes (default: by adopting the
    /// layout's context).
    @discardableResult
    public func attach(
        to host: any ListHost, cellProvider: ListCellProvider<Section, Item>, reloadThreshold: Int = 300,
        logger: Logger = Logger(label: "Tabula.ListController.updater")
    ) -> ListUpdater<Section, Item> {
        let updater = ListUpdater<Section, Item>(
            host: host, cellProvider: cellProvider, reloadThreshold: reloadThreshold, logger: logger)
        sizes.updater = updater
        self.updater = updater
        if presenter == nil { presenter = .adoptingContext(of: layout, on: host) }
        host.dataSource = updater
        return updater
    }

    /// Shows what was bound or shown before attaching (call once the host is wired).
    public func showWaitingData() {
        guard let updater else { return }
        if storageWaits, let storage {
            // A bound storage is the data: sections shown before it are superseded.
            storageWaits = false
            waitingSections = nil
            updater.bind(to: storage)
        } else if let waitingSections {
            self.waitingSections = nil
            updater.show(sections: waitingSections)
        }
    }

    // MARK: Data

    /// Shows `storage`'s data and every later change of it (reorder, delete and VoiceOver's
    /// moves write to it). Before attaching, it is bound on attach.
    public func bind(to storage: ListStorage<Section, Item>) {
        self.storage = storage
        guard let updater else {
            storageWaits = true
            return
        }
        updater.bind(to: storage)
    }

    /// Shows `sections` next, animated as a diff from what is shown. Before attaching, they
    /// are kept and shown on attach.
    public func show(sections: [ListSection<Section, Item>]) {
        guard let updater else {
            waitingSections = sections
            return
        }
        updater.show(sections: sections)
    }

    /// The presented sections (before attaching: the sections waiting to be shown).
    public var sections: [ListSection<Section, Item>] {
        updater?.presentedSections ?? waitingSections ?? []
    }

    /// The presented item at `path`, or `nil` when nothing is presented there.
    public func item(at path: ListIndexPath) -> Item? {
        updater?.item(at: path)
    }

    /// Where the presented item with `identifier` is: a look-up in the updater's identity
    /// index, not a scan of the list.
    public func indexPath(ofPresented identifier: Item.DifferenceIdentifier) -> ListIndexPath? {
        updater?.indexPath(ofPresented: identifier)
    }

    /// Returns once everything shown is on screen and every row a reload or a new width
    /// left to the pass off the main actor is measured. A change of measuring context in
    /// progress is not waited for (its caller awaits it, ``setMeasuringContext(_:)``).
    public func waitUntilIdle() async {
        await updater?.waitUntilIdle()
        while let pass = offScreenPass {
            await pass.value
            await updater?.waitUntilIdle()
        }
    }

    // MARK: Sizes

    /// The sizer the list measures with. A new one measures what is measured from then on
    /// (a catalog that grew); sizes measured before are kept.
    public var sizer: ListItemSizer<Item> {
        get { sizes.sizer }
        set {
            sizes.sizer = newValue
            updateOffScreenDeferral()
        }
    }

    /// The width the item at a path lays out in when the list offers a width; `nil`: the
    /// offered width. Rows measured at their own width are read on the main actor, so such
    /// a list measures every row there.
    public var contentWidth: (@MainActor (_ item: Item, _ path: ListIndexPath?, _ offered: CGFloat) -> CGFloat)? {
        get { sizes.contentWidth }
        set {
            sizes.contentWidth = newValue
            updateOffScreenDeferral()
        }
    }

    /// ``contentWidth`` as a value a pass off the main actor can call (see
    /// ``ListItemSizes/offMainContentWidth``): with it, rows narrower than the list are
    /// measured off the main actor too.
    @_spi(TabulaInternal) public var offMainContentWidth:
        (@MainActor (_ offered: CGFloat) -> (@Sendable (_ item: Item, _ path: ListIndexPath) -> CGFloat?)?)?
    {
        get { sizes.offMainContentWidth }
        set {
            sizes.offMainContentWidth = newValue
            updateOffScreenDeferral()
        }
    }

    /// Sizes measured on the main actor, and sizes taken ready (from the cache, or measured
    /// off the main actor for a context change).
    @_spi(TabulaInternal) public var sizeCounts: (measured: Int, fromCache: Int, taken: Int) {
        (sizes.sizesMeasured, sizes.sizesFromCache, sizes.sizesTaken)
    }

    /// Measures `items` off the main actor, across cores, in `context` (its width is the
    /// item width the list offers; each item is measured at its content width), into the
    /// size cache: a page of data measured before it is stored. Items measured with views
    /// are measured on the main actor, after the others. Returns how many were measured.
    @discardableResult
    public func precomputeSizes(of items: [Item], in context: ListMeasuringContext) async -> Int {
        guard context.width > 0 else { return 0 }
        let sizer = sizes.sizer
        let cache = sizes.cache
        // Read before measuring: a size measured before the cache was emptied is never used.
        let generation = cache.generation
        var measured = 0
        for (width, group) in groupedByContentWidth(items, itemWidth: context.width) {
            let pure = group.filter { !sizer.measuresOnMainActor($0) }
            _ = await ListLayout.sizes(of: pure, width: width) { item, width in
                let context = context.withWidth(width)
                guard let size = sizer.pureSize(of: item, in: context) else { return .zero }
                cache.store(size, for: item, in: context, generation: generation)
                return size
            }
            measured += pure.count
            for item in group where sizer.measuresOnMainActor(item) {
                let context = context.withWidth(width)
                if cache.size(for: item, in: context) == nil {
                    cache.store(sizer.size(of: item, in: context), for: item, in: context)
                    measured += 1
                }
            }
        }
        return measured
    }

    /// `items` (at `paths`, when known) grouped by the width their content gets when the list
    /// offers `itemWidth`.
    @_spi(TabulaInternal) public func groupedByContentWidth(
        _ items: [Item], at paths: [ListIndexPath]? = nil, itemWidth: CGFloat
    ) -> [(CGFloat, [Item])] {
        guard sizes.contentWidth != nil else { return items.isEmpty ? [] : [(itemWidth, items)] }
        var groups: [(CGFloat, [Item])] = []
        for (index, item) in items.enumerated() {
            let width = sizes.contentWidth(of: item, at: paths?[index], offered: itemWidth)
            if let group = groups.firstIndex(where: { $0.0 == width }) {
                groups[group].1.append(item)
            } else {
                groups.append((width, [item]))
            }
        }
        return groups
    }

    /// Starts measuring the items at `paths` (about to appear) off the main actor, into the
    /// size cache, when the list is `containerWidth` wide.
    public func prefetch(at paths: [ListIndexPath], containerWidth: CGFloat) {
        let found = paths.compactMap { path in updater?.item(at: path).map { (path, $0) } }
        let itemWidth = layout.configuration.itemWidth(forContainerWidth: containerWidth)
        for (width, group) in groupedByContentWidth(found.map(\.1), at: found.map(\.0), itemWidth: itemWidth) {
            prefetcher.prefetch(group, in: layout.context.withWidth(width), sizer: sizes.sizer)
        }
    }

    /// Skips the items at `paths`, no longer about to appear, if not measured yet.
    public func cancelPrefetching(at paths: [ListIndexPath]) {
        prefetcher.cancel(paths.compactMap { updater?.item(at: $0) })
    }

    /// Whether a reload or a new width leaves the rows off screen to the pass off the main
    /// actor: the host then measures only what is on screen (`prepareFrames(in:)`).
    @_spi(TabulaInternal) public var measuresOffScreenRowsElsewhere: Bool {
        layout.defersOffScreenMeasuring
    }

    /// Turns the layout's off-screen deferral on when the rows off screen can be measured
    /// off the main actor: pure sizes, rows as wide as the list, and a host that allows it.
    func updateOffScreenDeferral() {
        layout.defersOffScreenMeasuring =
            allowsOffScreenMeasuring && sizes.sizer.isPure
            && (sizes.contentWidth == nil || sizes.offMainContentWidth != nil)
    }
}
