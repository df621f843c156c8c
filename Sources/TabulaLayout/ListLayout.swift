import Foundation
import Logging
@_spi(TabulaInternal) import TabulaBatches

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Item frames for a list, computed from item sizes, updated incrementally.
///
/// Measuring (asking the ``ListSizeSource``) is the expensive part, so it is incremental:
/// - sizes are kept per measuring context (``ListMeasuringContext``: the container width,
///   the text size, the layout direction, an app's values), so returning to a context seen
///   before (rotate and rotate back, a text size and back) measures nothing;
/// - a batch is applied to the stored sizes of every width with UIKit's index rules:
///   deleted items drop their size, moved items keep theirs, inserted and reloaded items
///   (and items of inserted or reloaded sections) are forgotten at every width and
///   measured again, only at the current width;
/// - a width-only change is an update with an empty batch (or ``setWidth(_:)``); a change
///   of the rest of the context is ``setContext(_:)``, or, to measure what is visible first
///   and the rest off the main actor, ``beginContextChange(to:measuringFirst:)`` then
///   ``measureUnmeasured()``;
/// - when its owner measures off the main actor (a `ListAssembly` with a pure size
///   function), a reload or a new context measures nothing but what lands on screen
///   (``prepareFrames(in:)``): the other items are laid out with an estimated extent until
///   the owner hands their sizes back in one step.
///
/// The rest of an update is proportional to the change, not to the list: each section's
/// sizes sit in chunks under a tree of running sums, and the sections under another, so
/// applying a batch costs O(changes · log n) per cached width, plus O(sections) for the
/// counts. Frames are not stored: an item's frame is found when asked (O(log n)), and the
/// items in a rect by a descent to the first one plus a walk over those found. A grid
/// keeps its row offsets per section and recomputes the rows of a section a batch
/// changes; header and footer heights are asked again for the sections a batch changes,
/// and for all sections on a reload, a width change or an empty batch.
public final class ListLayout: ListFrameProvider {
    private static let logger = Logger(label: "Tabula.ListLayout")

    /// The arrangement.
    public let configuration: ListLayoutConfiguration
    private let sizeSource: any ListSizeSource

    /// The item count of each section, as of the last update.
    public private(set) var sectionCounts: [Int] = []
    /// The measuring context of the last update; its width is the container width.
    public private(set) var context = ListMeasuringContext(width: 0)
    /// The container width of the last update.
    public var width: CGFloat { context.width }
    /// The size of all content.
    public private(set) var contentSize: CGSize = .zero
    /// Items measured through the size source since creation (or ``resetCounters()``).
    public private(set) var itemsMeasured = 0
    /// Items whose sizes were given precomputed instead of being measured.
    public private(set) var itemsPrecomputed = 0
    /// A number that changes whenever the frames may have changed (each update or width
    /// change): two equal revisions of one layout have the same frames. Lets a user that
    /// keeps a ``copy()`` tell whether it is still current without comparing frames.
    public private(set) var revision = 0
    /// A number that changes with every update that may move items (each batch, reload or
    /// width change), not with measuring: sizes read by path before it last changed still
    /// belong to those paths.
    package private(set) var structureRevision = 0
    /// The error of the last ``update(sectionCounts:applying:width:)`` whose batch did not
    /// fit, after which the layout measured everything again; `nil` if none.
    public private(set) var lastUpdateError: ListLayoutError?

    private var isLoaded = false
    /// Whether a reload or a new context leaves the items off screen unmeasured (laid out
    /// with an estimated extent, stale) for an owner to measure off the main actor and hand
    /// back whole (``takeMeasuredSizes(_:)``), instead of measuring every item on this
    /// thread. A grid measures everything as before (its rows are recomputed from every
    /// size). Set by a `ListAssembly` whose catalog has a pure size function.
    package var defersOffScreenMeasuring = false
    /// Called after an update that left stale items while ``defersOffScreenMeasuring``: the
    /// owner starts (or keeps running) its pass off the main actor.
    package var offScreenSizesWanted: (() -> Void)?
    /// Sizes in ``context``, per section. Any write, whatever it changes, forgets
    /// ``sizesAllMeasured`` and the height cursor (a `didSet` that does not read the old value
    /// keeps element mutations in place).
    private(set) var sizes: [SectionSizes] = [] {
        didSet {
            sizesAllMeasured = false
            heightCursor = nil
        }
    }
    /// Whether ``prepareFrames(in:)`` found every size measured since ``sizes`` last
    /// changed: it then returns at once instead of visiting every section, which at 5,000
    /// sections was half of a fling frame.
    private var sizesAllMeasured = false
    /// The chunk the last ``itemHeight(at:)`` read, so the next row's height in order is read
    /// without a descent of the section's tree.
    private var heightCursor: (section: Int, place: SectionChunkPlace)?
    /// Sizes kept for other contexts (each keyed with its container width).
    private var sizesInOtherContexts: [ListMeasuringContext: [SectionSizes]] = [:]
    /// Placement at ``width``: header and footer heights, section extents, grid rows.
    private(set) var geometry = SectionGeometry()

    /// Creates an empty layout; call ``update(sectionCounts:applying:width:)`` to fill it.
    public init(configuration: ListLayoutConfiguration = ListLayoutConfiguration(), sizeSource: any ListSizeSource) {
        self.configuration = configuration
        self.sizeSource = sizeSource
    }

    /// Creates an empty layout that measures with closures: `itemSize` for the item at a path
    /// when it may use a width, and optional header and footer heights per section at a
    /// container width (0 when left out).
    public convenience init(
        configuration: ListLayoutConfiguration = ListLayoutConfiguration(),
        itemSize: @escaping (ListIndexPath, CGFloat) -> CGSize,
        headerHeight: @escaping (Int, CGFloat) -> CGFloat = { _, _ in 0 },
        footerHeight: @escaping (Int, CGFloat) -> CGFloat = { _, _ in 0 }
    ) {
        self.init(
            configuration: configuration,
            sizeSource: ListSizeClosures(itemSize: itemSize, headerHeight: headerHeight, footerHeight: footerHeight))
    }

    /// A layout with the same frames as this one now, sharing its stored sizes and
    /// geometry (copy-on-write): making it is O(1) in the item count, and an update of
    /// either layout afterwards copies only the storage of the sections it changes. Sizes
    /// kept for other contexts are not carried over, and the counters start at zero. A
    /// collection view layout keeps one as the frames shown before a batch, and updates
    /// one for the interim order of an interactive move.
    public func copy() -> ListLayout {
        let copy = ListLayout(configuration: configuration, sizeSource: sizeSource)
        copy.sectionCounts = sectionCounts
        copy.context = context
        copy.contentSize = contentSize
        copy.isLoaded = isLoaded
        copy.sizes = sizes
        copy.geometry = geometry
        copy.revision = revision
        return copy
    }

    /// How item sizes add up along the scroll axis (a grid adds its row spacing itself).
    var metric: ItemExtentMetric {
        switch configuration.style {
        case .vertical: ItemExtentMetric(horizontal: false, spacing: configuration.itemSpacing)
        case .grid: ItemExtentMetric(horizontal: false, spacing: 0)
        case .horizontal: ItemExtentMetric(horizontal: true, spacing: configuration.itemSpacing)
        }
    }

    // MARK: - Updating

    /// Brings the layout up to date (``ListFrameProvider``). A batch that does not fit the
    /// counts is logged, kept in ``lastUpdateError``, and the layout measures everything
    /// again, as UIKit falls back to `reloadData`.
    ///
    /// - Complexity: For a batch, O(c · log n) for c changes in sections of n items, plus
    ///   measuring what the batch inserted or reloaded; a reload or a new width measures
    ///   every item not yet known at that width (only those a host then shows, when the
    ///   layout's owner measures the rest off the main actor).
    public func update(sectionCounts: [Int], applying batch: ListBatch?, width: CGFloat) {
        update(sectionCounts: sectionCounts, applying: batch, context: context.withWidth(width))
    }

    /// ``update(sectionCounts:applying:width:)`` in a whole measuring context (its width
    /// is the container width).
    public func update(sectionCounts: [Int], applying batch: ListBatch?, context: ListMeasuringContext) {
        do {
            try apply(sectionCounts: sectionCounts, batch: batch, context: context)
            lastUpdateError = nil
        } catch {
            Self.logger.error("\(error.description); measuring everything again")
            lastUpdateError = error
            let counts = sectionCounts.map { max(0, $0) }
            try? apply(sectionCounts: counts, batch: nil, context: context)
        }
    }

    /// ``apply(sectionCounts:batch:context:precomputedSizes:)`` at `width`, the rest of the
    /// context kept.
    public func apply(
        sectionCounts: [Int], batch: ListBatch?, width: CGFloat,
        precomputedSizes: [ListIndexPath: CGSize] = [:]
    ) throws(ListLayoutError) {
        try apply(
            sectionCounts: sectionCounts, batch: batch, context: context.withWidth(width),
            precomputedSizes: precomputedSizes)
    }

    /// Brings the layout up to date, or throws and changes nothing.
    ///
    /// - Parameters:
    ///   - sectionCounts: item counts after the change.
    ///   - batch: the change just applied; `nil` means anything may have changed (all sizes
    ///     in all contexts are dropped); an empty batch means only the context may differ.
    ///   - context: the measuring context; its width is the container width.
    ///   - precomputedSizes: sizes in `context` already computed off the main actor (by
    ///     after-path), used instead of measuring those items.
    /// - Throws: ``ListLayoutError`` for input it cannot lay out (such as a negative count);
    ///   the layout is unchanged then.
    public func apply(
        sectionCounts: [Int], batch: ListBatch?, context: ListMeasuringContext,
        precomputedSizes: [ListIndexPath: CGSize] = [:]
    ) throws(ListLayoutError) {
        for (section, count) in sectionCounts.enumerated() where count < 0 {
            throw .negativeCount(section: section, count: count)
        }
        for path in precomputedSizes.keys {
            guard path.section >= 0, path.section < sectionCounts.count else {
                throw .sectionOutOfRange(
                    operation: "precomputed size", section: path.section, count: sectionCounts.count)
            }
            guard path.item >= 0, path.item < sectionCounts[path.section] else {
                throw .itemOutOfRange(
                    operation: "precomputed size", path: path, count: sectionCounts[path.section])
            }
        }
        var carry: SizeCarry?
        if let batch, isLoaded {
            // Checked for consistency only: the layout serves both kinds of view, and each
            // host checks its own view's restrictions.
            let checked: ListBatchMapping?
            do {
                checked = try BatchUpdateRules(kind: .table).structuralMapping(
                    before: self.sectionCounts, batch: batch, after: sectionCounts)
            } catch {
                throw .invalidBatch(error)
            }
            guard let mapping = checked else {
                // The rules accept only batches whose sections map; kept as a typed error
                // rather than a trap should the two ever disagree.
                throw .sectionCountMismatch(
                    before: self.sectionCounts.count, deleted: batch.sectionDeleted.count,
                    inserted: batch.sectionInserted.count, after: sectionCounts.count)
            }
            carry = SizeCarry(mapping: mapping, counts: sectionCounts, metric: metric)
        }
        // Validated: from here on nothing throws.
        let metric = self.metric
        var changedSections: [Int]?
        if let carry {
            carry.apply(to: &sizes)
            // Taken out of the dictionary while changed, so the chunks are not shared.
            for key in Array(sizesInOtherContexts.keys) {
                guard var other = sizesInOtherContexts.removeValue(forKey: key) else { continue }
                carry.apply(to: &other)
                sizesInOtherContexts[key] = other
            }
            if !carry.changesSections, batch?.isEmpty == false, context == self.context {
                // A precomputed size may belong to an item the batch did not touch.
                changedSections =
                    precomputedSizes.isEmpty
                    ? carry.changedSections
                    : Array(Set(carry.changedSections).union(precomputedSizes.keys.map(\.section))).sorted()
            }
        } else {
            sizes =
                defers
                ? estimatedSizes(sectionCounts, in: context, from: nil)
                : sectionCounts.map { SectionSizes(missing: $0, metric: metric) }
            sizesInOtherContexts = [:]
        }
        // A switch into a context kept with stale sizes (a change to it was overtaken)
        // measures them now, as a switch measures whatever is missing; one that defers
        // leaves them stale for the pass off the main actor.
        let switchesContext = isLoaded && context != self.context
        if !(defers && carry == nil) {
            // A deferred reload has its estimated sizes in `context` already, and nothing
            // worth keeping for the context it leaves.
            switchSizes(to: context, sectionCounts: sectionCounts, estimated: defers)
        }
        for (path, size) in precomputedSizes {
            sizes[path.section].set(size, at: path.item)
            itemsPrecomputed += 1
        }
        self.sectionCounts = sectionCounts
        self.context = context
        isLoaded = true
        if switchesContext {
            measure(unmeasuredPaths(includingStale: !defers))
        } else {
            measureMissing(in: changedSections)
        }
        if let changedSections {
            geometry.update(sections: changedSections, of: self)
        } else {
            geometry.rebuild(for: self)
        }
        contentSize = geometry.contentSize(of: self)
        revision &+= 1
        structureRevision &+= 1
        if defers, sizes.contains(where: { $0.staleCount > 0 }) { offScreenSizesWanted?() }
    }

    /// Whether this layout leaves the items off screen to a pass off the main actor (see
    /// ``defersOffScreenMeasuring``).
    private var defers: Bool {
        guard defersOffScreenMeasuring else { return false }
        if case .grid = configuration.style { return false }
        return true
    }

    /// Sections of `counts` items laid out in `context` with an estimated extent each
    /// (stale): the average extent of `previous` (the sizes of the context being left),
    /// else the first item's, measured now and kept measured. What a reload or a new
    /// context starts from when it defers, so the list has a shape before it is measured.
    /// O(s) for s sections plus O(chunks) small copies
    /// (``SectionSizes/init(stale:extent:metric:)``).
    ///
    /// One estimate for every row, not each row's extent in the context left: starting from
    /// those made the terminal demo's widget screen open scrolled past its header (found by
    /// `Tests/tmux-smoke.sh`; why is not yet understood).
    private func estimatedSizes(_ counts: [Int], in context: ListMeasuringContext, from previous: [SectionSizes]?)
        -> [SectionSizes]
    {
        var extent = previous.flatMap(Self.averageExtent(of:))
        var first: (path: ListIndexPath, size: CGSize)?
        if extent == nil, let section = counts.firstIndex(where: { $0 > 0 }) {
            let path = ListIndexPath(item: 0, section: section)
            let itemContext = context.withWidth(configuration.itemWidth(forContainerWidth: context.width))
            let size = sizeSource.size(at: path, in: itemContext)
            itemsMeasured += 1
            first = (path, size)
            extent = metric.extent(size)
        }
        // An extent of at least a point: items of no extent would all sit at one offset, and
        // a rect would find none of them to measure.
        let estimate = Swift.max(extent ?? 1, 1)
        var result = counts.map { SectionSizes(stale: $0, extent: estimate, metric: metric) }
        if let first { result[first.path.section].set(first.size, at: first.path.item) }
        return result
    }

    /// The average extent of the items in `sections` (placeholders included); `nil` when they
    /// have none. O(s) for s sections.
    private static func averageExtent(of sections: [SectionSizes]) -> CGFloat? {
        let count = sections.reduce(0) { $0 + $1.count }
        let total = sections.reduce(CGFloat(0)) { $0 + $1.itemsExtent }
        return count > 0 && total > 0 ? total / CGFloat(count) : nil
    }

    /// Makes the sizes kept for `context` current (empty when `context` was never measured,
    /// or the current sizes made stale when `staleFromCurrent`) and keeps the current ones
    /// for a return to the current context (`sectionCounts`: the counts the new sizes are
    /// for): what a context change and ``setWidth(_:maxConcurrency:measuringWith:)`` share.
    private func switchSizes(
        to context: ListMeasuringContext, sectionCounts: [Int], staleFromCurrent: Bool = false, estimated: Bool = false
    ) {
        guard context != self.context else { return }
        let previous = sizes
        if let kept = sizesInOtherContexts.removeValue(forKey: context) {
            // Items inserted while another context was shown are missing here: they get the
            // average extent of the sizes left as a placeholder, so they take room and the
            // rows on screen can be found and measured (at zero extent, the list could show
            // a blank screen until the rest is measured).
            let estimate = isLoaded ? Self.averageExtent(of: previous) ?? 1 : 1
            sizes = kept.map { $0.estimatingMissing(extent: Swift.max(estimate, 1)) }
        } else if staleFromCurrent, isLoaded, previous.map(\.count) == sectionCounts {
            sizes = previous.map { $0.staled() }
        } else if estimated {
            sizes = estimatedSizes(
                sectionCounts, in: context, from: isLoaded && previous.map(\.count) == sectionCounts ? previous : nil)
        } else {
            sizes = sectionCounts.map { SectionSizes(missing: $0, metric: metric) }
        }
        if isLoaded { sizesInOtherContexts[self.context] = previous }
    }

    /// Changes only the width: free for a width seen before, else measures every item.
    public func setWidth(_ width: CGFloat) {
        update(sectionCounts: sectionCounts, applying: ListBatch(), width: width)
    }

    /// Changes the measuring context (text size, direction, an app's values; its width is
    /// the container width), measuring on this thread every item not yet measured in it:
    /// free for a context seen before. For a long list prefer
    /// ``beginContextChange(to:measuringFirst:)``, which measures only what is visible now.
    public func setContext(_ context: ListMeasuringContext) {
        update(sectionCounts: sectionCounts, applying: ListBatch(), context: context)
    }

    /// Starts a change of measuring context that measures only `visible` now: the list
    /// switches to `context` at once, the items at `visible` not measured in it are measured
    /// (through the size source, on this thread), and every other item not measured in it
    /// keeps the extent it had in the current context (stale) until
    /// ``measureUnmeasured()`` measures it. A context seen before needs nothing measured
    /// but what changed since.
    ///
    /// - Parameters:
    ///   - context: the new context; its width is the container width.
    ///   - visible: the items on screen (paths outside the counts are ignored).
    /// - Returns: the paths still not measured in `context`, in order: what to measure off
    ///   the main actor before calling ``measureUnmeasured()``.
    /// - Complexity: O(n) to mark the n kept sizes stale (no measuring), plus measuring the
    ///   visible items.
    @discardableResult
    public func beginContextChange(to context: ListMeasuringContext, measuringFirst visible: [ListIndexPath])
        -> [ListIndexPath]
    {
        beginContextChange(to: context)
        let wanted = Set(visible.filter(contains))
        let now = unmeasuredPaths(includingStale: true).filter { wanted.contains($0) }
        if !now.isEmpty {
            measure(now)
            geometry.rebuild(for: self)
            contentSize = geometry.contentSize(of: self)
            revision &+= 1
        }
        return unmeasuredPaths(includingStale: true)
    }

    /// Switches to `context` at once, every item not measured in it keeping the extent it had
    /// in the current context (stale), as ``beginContextChange(to:measuringFirst:)`` does,
    /// without listing the paths left: for an owner that then measures what is on screen
    /// (``prepareFrames(in:)``) and completes the rest elsewhere.
    ///
    /// - Complexity: O(n) to mark the n kept sizes stale (no measuring, no list of paths).
    package func beginContextChange(to context: ListMeasuringContext) {
        switchSizes(to: context, sectionCounts: sectionCounts, staleFromCurrent: true)
        self.context = context
        isLoaded = true
        geometry.rebuild(for: self)
        contentSize = geometry.contentSize(of: self)
        revision &+= 1
    }

    /// Measures, through the size source on this thread, every item not measured in the
    /// current context, stale ones included (the second half of
    /// ``beginContextChange(to:measuringFirst:)``: a source that was given their sizes
    /// computed off the main actor answers without measuring).
    ///
    /// - Returns: how many items were asked for.
    @discardableResult
    public func measureUnmeasured() -> Int {
        let paths = unmeasuredPaths(includingStale: true)
        guard !paths.isEmpty else { return 0 }
        measure(paths)
        geometry.rebuild(for: self)
        contentSize = geometry.contentSize(of: self)
        revision &+= 1
        return paths.count
    }

    /// Measures, through the size source on this thread, the items at `paths` not measured
    /// in the current context (stale ones included; others and paths outside the counts are
    /// skipped): the rows a context change brought on screen.
    ///
    /// - Returns: how many items were measured.
    @discardableResult
    public func measureUnmeasured(among paths: [ListIndexPath]) -> Int {
        let wanted = Set(paths.filter(contains))
        guard !wanted.isEmpty else { return 0 }
        let now = unmeasuredPaths(includingStale: true).filter { wanted.contains($0) }
        guard !now.isEmpty else { return 0 }
        measure(now)
        geometry.rebuild(for: self)
        contentSize = geometry.contentSize(of: self)
        revision &+= 1
        return now.count
    }

    /// Measures the items in `rect` not measured in the current context, stale ones
    /// included (and those their new sizes bring into it), so a host shows final frames
    /// there (``ListFrameProvider``): free when everything is measured.
    ///
    /// - Complexity: O(s) for s sections when nothing is stale; else, for each stale item
    ///   that ends up in `rect`, measuring it and O(v + log n) to find it among the v items
    ///   in `rect`.
    public func prepareFrames(in rect: CGRect) {
        // Anything unmeasured: stale, or missing in a context kept while items were
        // inserted in another.
        guard !sizesAllMeasured else { return }
        guard sizes.contains(where: { $0.missingCount > 0 }) else {
            sizesAllMeasured = true
            return
        }
        // One item at a time, from the top: a measured item moves those after it, so
        // measuring every item the rect showed before would measure items the new sizes
        // push out of it. What is measured is what ends up in `rect`.
        var measuredAny = false
        while let path = indexPaths(intersecting: rect).first(where: { isUnmeasured($0) }) {
            measure([path])
            geometry.update(sections: [path.section], of: self)
            measuredAny = true
        }
        guard measuredAny else { return }
        contentSize = geometry.contentSize(of: self)
        revision &+= 1
    }

    /// Replaces every section's sizes with `measured` (the same counts, in the current
    /// context, measured elsewhere): O(s) for s sections, plus the section placement.
    func replaceSizes(_ measured: [SectionSizes]) {
        itemsPrecomputed += sizes.reduce(0) { $0 + $1.missingCount }
        sizes = measured
        geometry.rebuild(for: self)
        contentSize = geometry.contentSize(of: self)
        revision &+= 1
    }

    /// Whether the layout shows data (an update ran since it was made).
    var hasLoaded: Bool { isLoaded }

    private func isUnmeasured(_ path: ListIndexPath) -> Bool {
        path.section >= 0 && path.item >= 0 && path.section < sizes.count && path.item < sizes[path.section].count
            && sizes[path.section][path.item] == nil
    }

    /// Takes sizes measured elsewhere (off the main actor) for `paths` in the current
    /// context: each path still not measured gets its size, the others are left as they
    /// are. Counted in ``itemsPrecomputed``.
    ///
    /// - Complexity: O(p · log n) for p paths, plus one refresh per chunk touched.
    package func takeSizes(_ measured: [CGSize], at paths: [ListIndexPath]) {
        var bySection: [Int: [(item: Int, size: CGSize)]] = [:]
        for (path, size) in zip(paths, measured) where isUnmeasured(path) {
            bySection[path.section, default: []].append((path.item, size))
        }
        guard !bySection.isEmpty else { return }
        for (section, updates) in bySection {
            sizes[section].set(updates)
            itemsPrecomputed += updates.count
        }
        geometry.rebuild(for: self)
        contentSize = geometry.contentSize(of: self)
        revision &+= 1
    }

    /// The paths not measured in the current context, stale ones included, in order.
    public var unmeasuredPaths: [ListIndexPath] {
        unmeasuredPaths(includingStale: true)
    }

    /// The number of items laid out with a stale size (see
    /// ``beginContextChange(to:measuringFirst:)``).
    public var staleItemCount: Int {
        sizes.reduce(0) { $0 + $1.staleCount }
    }

    /// Changes only the width, measuring the items not yet sized at `width` in parallel
    /// with `measure` (which must give what the size source gives) on up to
    /// `maxConcurrency` threads. `maxConcurrency` 1 measures on the calling thread.
    public func setWidth(
        _ width: CGFloat, maxConcurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        measuringWith measure: @Sendable (ListIndexPath, CGFloat) -> CGSize
    ) {
        setContext(context.withWidth(width), maxConcurrency: maxConcurrency, measuringWith: measure)
    }

    /// Changes the measuring context (its width is the container width), measuring the
    /// items not yet sized in it in parallel with `measure` (which must give what the size
    /// source gives in `context`) on up to `maxConcurrency` threads: what
    /// ``setWidth(_:maxConcurrency:measuringWith:)`` does when more than the width changes
    /// at once (a rotation that also changes what the host keys its sizes by).
    public func setContext(
        _ context: ListMeasuringContext, maxConcurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        measuringWith measure: @Sendable (ListIndexPath, CGFloat) -> CGSize
    ) {
        switchSizes(to: context, sectionCounts: sectionCounts)
        let missing = unmeasuredPaths(includingStale: true)
        let measured = ListLayout.sizesConcurrently(
            of: missing, width: configuration.itemWidth(forContainerWidth: context.width),
            maxConcurrency: maxConcurrency, measure: measure)
        for (path, size) in zip(missing, measured) {
            sizes[path.section].set(size, at: path.item)
        }
        itemsMeasured += missing.count
        self.context = context
        isLoaded = true
        geometry.rebuild(for: self)
        contentSize = geometry.contentSize(of: self)
        revision &+= 1
        structureRevision &+= 1
    }

    /// Forgets the sizes kept for every context but the current one (to save memory).
    public func forgetOtherWidths() {
        sizesInOtherContexts = [:]
    }

    /// The widths that have sizes kept (in any context), each once.
    package var cachedWidths: [CGFloat] {
        Array(Set(cachedContexts.map(\.width))).sorted()
    }

    /// The contexts that have sizes kept, the current one included.
    public var cachedContexts: [ListMeasuringContext] {
        var contexts = Array(sizesInOtherContexts.keys)
        if isLoaded { contexts.append(context) }
        return contexts
    }

    /// The number of items with a known size at `width` in the current context otherwise:
    /// a host whose width changes back to one the layout kept in full needs no content
    /// width read again (the UIKit table adapter skips its per-row work then).
    public func measuredItemCount(width: CGFloat) -> Int {
        measuredItemCount(in: context.withWidth(width))
    }

    /// The number of items with a known size in `context` (stale ones not counted).
    public func measuredItemCount(in context: ListMeasuringContext) -> Int {
        let kept = isLoaded && context == self.context ? sizes : sizesInOtherContexts[context]
        return kept?.reduce(0) { $0 + $1.count - $1.missingCount } ?? 0
    }

    /// The number of items whose sizes are kept in every context together: what the
    /// layout's memory grows with (16 bytes each, plus chunk and tree overhead).
    public var keptSizeCount: Int {
        (isLoaded ? sizes.reduce(0) { $0 + $1.count } : 0)
            + sizesInOtherContexts.values.reduce(0) { total, sections in total + sections.reduce(0) { $0 + $1.count } }
    }

    /// The size kept for `path` at the current width.
    public func size(at path: ListIndexPath) -> CGSize? {
        guard contains(path), path.section < sizes.count, path.item < sizes[path.section].count else { return nil }
        return sizes[path.section][path.item]
    }

    /// Sets ``itemsMeasured`` and ``itemsPrecomputed`` to zero.
    public func resetCounters() {
        itemsMeasured = 0
        itemsPrecomputed = 0
    }

    // MARK: - Measuring

    /// The paths not measured in the current context, in `sections` (all when `nil`);
    /// stale ones only when `includingStale` (an update measures only what it inserted or
    /// reloaded; stale items are measured off the main actor).
    private func unmeasuredPaths(in sections: [Int]? = nil, includingStale: Bool) -> [ListIndexPath] {
        var paths: [ListIndexPath] = []
        for section in sections ?? Array(sizes.indices) where section < sizes.count {
            let wanted =
                includingStale ? sizes[section].missingCount : sizes[section].missingCount - sizes[section].staleCount
            guard wanted > 0 else { continue }
            for item in sizes[section].missingItems(includingStale: includingStale) {
                paths.append(ListIndexPath(item: item, section: section))
            }
        }
        return paths
    }

    /// The current context with the item width in it: what the size source is asked with.
    public var itemContext: ListMeasuringContext {
        context.withWidth(configuration.itemWidth(forContainerWidth: width))
    }

    private func measureMissing(in sections: [Int]?) {
        measure(unmeasuredPaths(in: sections, includingStale: false))
    }

    /// Measures `paths` through the size source and stores their sizes.
    private func measure(_ paths: [ListIndexPath]) {
        guard !paths.isEmpty else { return }
        let itemContext = self.itemContext
        // Measured while the stored sizes are intact (a size source may read the layout),
        // then written.
        let measured = ListSignposts.interval("Measure") { paths.map { sizeSource.size(at: $0, in: itemContext) } }
        if paths.count == 1, let path = paths.first, let size = measured.first {
            sizes[path.section].set(size, at: path.item)
        } else {
            // Grouped by section, each chunk's summary refreshed once.
            var bySection: [Int: [(item: Int, size: CGSize)]] = [:]
            for (path, size) in zip(paths, measured) {
                bySection[path.section, default: []].append((path.item, size))
            }
            for (section, updates) in bySection {
                sizes[section].set(updates)
            }
        }
        itemsMeasured += paths.count
    }

    /// The header and footer heights of `section` from the size source.
    func supplementaryHeights(section: Int) -> (header: CGFloat, footer: CGFloat) {
        (
            sizeSource.headerHeight(section: section, in: context),
            sizeSource.footerHeight(section: section, in: context)
        )
    }

    // MARK: - Frames

    /// The frame of the item at `path`; `.zero` when there is no such item (use
    /// ``itemFrame(at:)`` for an error instead).
    ///
    /// - Complexity: O(log n) tree steps for a section of n items plus a sum inside one chunk
    ///   of at most 128 sizes, and O(log s) for s sections.
    public func frame(at path: ListIndexPath) -> CGRect {
        (try? itemFrame(at: path)) ?? .zero
    }

    /// The frame of the item at `path`, or an error naming the path and the count.
    public func itemFrame(at path: ListIndexPath) throws(ListLayoutError) -> CGRect {
        guard path.section >= 0, path.section < sectionCounts.count else {
            throw .sectionOutOfRange(operation: "frame", section: path.section, count: sectionCounts.count)
        }
        guard path.item >= 0, path.item < sectionCounts[path.section] else {
            throw .itemOutOfRange(operation: "frame", path: path, count: sectionCounts[path.section])
        }
        return geometry.itemFrame(at: path, in: self)
    }

    /// The height of the item at `path`'s frame (``frame(at:)``), zero outside the counts: in
    /// a vertical or horizontal list one descent of the section's sizes that sums no offsets,
    /// so a table asking every row's height after a batch gets a look-up per row.
    public func itemHeight(at path: ListIndexPath) -> CGFloat {
        guard path.section >= 0, path.section < sectionCounts.count, path.item >= 0,
            path.item < sectionCounts[path.section]
        else { return 0 }
        if case .grid = configuration.style { return frame(at: path).height }
        return sequentialLayoutSize(at: path).height
    }

    /// The layout size of the item at `path` (inside the counts), read through the chunk the
    /// previous call read, or the one after it, before descending the tree: UIKit asks every
    /// row's height in order after a reload or a batch (on a table without estimated heights),
    /// which then costs a step per row instead of a descent (O(log n)).
    private func sequentialLayoutSize(at path: ListIndexPath) -> CGSize {
        let section = sizes[path.section]
        if let cursor = heightCursor, cursor.section == path.section {
            if cursor.place.holds(path.item) {
                return section.layoutSize(at: path.item, in: cursor.place)
            }
            if path.item == cursor.place.firstItem + cursor.place.count, let next = section.place(after: cursor.place) {
                heightCursor = (path.section, next)
                return section.layoutSize(at: path.item, in: next)
            }
        }
        let place = section.place(of: path.item)
        heightCursor = (path.section, place)
        return section.layoutSize(at: path.item, in: place)
    }

    /// The frame of the header of `section` (zero height when it has none).
    public func headerFrame(section: Int) -> CGRect? {
        guard section >= 0, section < geometry.sectionCount else { return nil }
        return geometry.supplementaryFrame(.header, section: section, in: self)
    }

    /// The frame of the footer of `section` (zero height when it has none).
    public func footerFrame(section: Int) -> CGRect? {
        guard section >= 0, section < geometry.sectionCount else { return nil }
        return geometry.supplementaryFrame(.footer, section: section, in: self)
    }

    /// The items whose frames intersect `rect`, in index-path order.
    ///
    /// - Complexity: O(log n) to find the first, then O(1) per item found.
    public func indexPaths(intersecting rect: CGRect) -> [ListIndexPath] {
        guard !rect.isNull, !rect.isEmpty else { return [] }
        return geometry.indexPaths(intersecting: rect, in: self)
    }

    private func contains(_ path: ListIndexPath) -> Bool {
        path.section >= 0 && path.section < sectionCounts.count && path.item >= 0
            && path.item < sectionCounts[path.section]
    }
}
