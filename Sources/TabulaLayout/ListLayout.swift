import Foundation
import Logging
@_spi(TabulaInternal) import TabulaBatches

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Item frames for a list, computed from item sizes, updated incrementally.
///
/// Measuring (asking the ``ListSizeSource``) is the expensive part, so it is incremental:
/// - sizes are kept per container width, so returning to a width seen before (rotate and
///   rotate back) measures nothing;
/// - a batch is applied to the stored sizes of every width with UIKit's index rules:
///   deleted items drop their size, moved items keep theirs, inserted and reloaded items
///   (and items of inserted or reloaded sections) are forgotten at every width and
///   measured again, only at the current width;
/// - a width-only change is an update with an empty batch (or ``setWidth(_:)``).
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
    /// The container width of the last update.
    public private(set) var width: CGFloat = 0
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
    /// The error of the last ``update(sectionCounts:applying:width:)`` whose batch did not
    /// fit, after which the layout measured everything again; `nil` if none.
    public private(set) var lastUpdateError: ListLayoutError?

    private var isLoaded = false
    /// Sizes at ``width``, per section.
    private(set) var sizes: [SectionSizes] = []
    /// Sizes kept for other widths.
    private var sizesAtOtherWidths: [CGFloat: [SectionSizes]] = [:]
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
    /// kept for other widths are not carried over, and the counters start at zero. A
    /// collection view layout keeps one as the frames shown before a batch, and updates
    /// one for the interim order of an interactive move.
    public func copy() -> ListLayout {
        let copy = ListLayout(configuration: configuration, sizeSource: sizeSource)
        copy.sectionCounts = sectionCounts
        copy.width = width
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
    ///   every item not yet known at that width.
    public func update(sectionCounts: [Int], applying batch: ListBatch?, width: CGFloat) {
        do {
            try apply(sectionCounts: sectionCounts, batch: batch, width: width)
            lastUpdateError = nil
        } catch {
            Self.logger.error("\(error.description); measuring everything again")
            lastUpdateError = error
            let counts = sectionCounts.map { max(0, $0) }
            try? apply(sectionCounts: counts, batch: nil, width: width)
        }
    }

    /// Brings the layout up to date, or throws and changes nothing.
    ///
    /// - Parameters:
    ///   - sectionCounts: item counts after the change.
    ///   - batch: the change just applied; `nil` means anything may have changed (all sizes
    ///     at all widths are dropped); an empty batch means only the width may differ.
    ///   - width: the container width.
    ///   - precomputedSizes: sizes at `width` already computed off the main actor (by
    ///     after-path), used instead of measuring those items.
    /// - Throws: ``ListLayoutError`` for input it cannot lay out (such as a negative count);
    ///   the layout is unchanged then.
    public func apply(
        sectionCounts: [Int], batch: ListBatch?, width: CGFloat,
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
            for key in Array(sizesAtOtherWidths.keys) {
                guard var other = sizesAtOtherWidths.removeValue(forKey: key) else { continue }
                carry.apply(to: &other)
                sizesAtOtherWidths[key] = other
            }
            if !carry.changesSections, batch?.isEmpty == false, width == self.width {
                // A precomputed size may belong to an item the batch did not touch.
                changedSections =
                    precomputedSizes.isEmpty
                    ? carry.changedSections
                    : Array(Set(carry.changedSections).union(precomputedSizes.keys.map(\.section))).sorted()
            }
        } else {
            sizes = sectionCounts.map { SectionSizes(missing: $0, metric: metric) }
            sizesAtOtherWidths = [:]
        }
        switchSizes(to: width, sectionCounts: sectionCounts)
        for (path, size) in precomputedSizes {
            sizes[path.section].set(size, at: path.item)
            itemsPrecomputed += 1
        }
        self.sectionCounts = sectionCounts
        self.width = width
        isLoaded = true
        measureMissing(in: changedSections)
        if let changedSections {
            geometry.update(sections: changedSections, of: self)
        } else {
            geometry.rebuild(for: self)
        }
        contentSize = geometry.contentSize(of: self)
        revision &+= 1
    }

    /// Makes the sizes kept for `width` current (empty when `width` was never measured) and
    /// keeps the current ones for a return to the current width (`sectionCounts`: the counts
    /// the new sizes are for): what a width change and
    /// ``setWidth(_:maxConcurrency:measuringWith:)`` share.
    private func switchSizes(to width: CGFloat, sectionCounts: [Int]) {
        guard width != self.width else { return }
        let previous = sizes
        sizes =
            sizesAtOtherWidths.removeValue(forKey: width)
            ?? sectionCounts.map { SectionSizes(missing: $0, metric: metric) }
        if isLoaded { sizesAtOtherWidths[self.width] = previous }
    }

    /// Changes only the width: free for a width seen before, else measures every item.
    public func setWidth(_ width: CGFloat) {
        update(sectionCounts: sectionCounts, applying: ListBatch(), width: width)
    }

    /// Changes only the width, measuring the items not yet sized at `width` in parallel
    /// with `measure` (which must give what the size source gives) on up to
    /// `maxConcurrency` threads. `maxConcurrency` 1 measures on the calling thread.
    public func setWidth(
        _ width: CGFloat, maxConcurrency: Int = ProcessInfo.processInfo.activeProcessorCount,
        measuringWith measure: @Sendable (ListIndexPath, CGFloat) -> CGSize
    ) {
        switchSizes(to: width, sectionCounts: sectionCounts)
        let missing = missingPaths(in: nil)
        let measured = ListSizing.sizesConcurrently(
            of: missing, width: configuration.itemWidth(forContainerWidth: width),
            maxConcurrency: maxConcurrency, measure: measure)
        for (path, size) in zip(missing, measured) {
            sizes[path.section].set(size, at: path.item)
        }
        itemsMeasured += missing.count
        self.width = width
        isLoaded = true
        geometry.rebuild(for: self)
        contentSize = geometry.contentSize(of: self)
        revision &+= 1
    }

    /// Forgets the sizes kept for every width but the current one (to save memory).
    public func forgetOtherWidths() {
        sizesAtOtherWidths = [:]
    }

    /// The widths that have sizes kept.
    package var cachedWidths: [CGFloat] {
        var widths = Array(sizesAtOtherWidths.keys)
        if isLoaded { widths.append(width) }
        return widths.sorted()
    }

    /// The number of items with a known size at `width`: a host whose width changes back
    /// to one the layout kept in full needs no content width read again (the UIKit table
    /// adapter skips its per-row work then).
    public func measuredItemCount(width: CGFloat) -> Int {
        let kept = isLoaded && width == self.width ? sizes : sizesAtOtherWidths[width]
        return kept?.reduce(0) { $0 + $1.count - $1.missingCount } ?? 0
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

    /// The paths not measured at the current width, in `sections` (all when `nil`).
    private func missingPaths(in sections: [Int]?) -> [ListIndexPath] {
        var paths: [ListIndexPath] = []
        for section in sections ?? Array(sizes.indices) where sizes[section].missingCount > 0 {
            for item in sizes[section].missingItems() {
                paths.append(ListIndexPath(item: item, section: section))
            }
        }
        return paths
    }

    private func measureMissing(in sections: [Int]?) {
        let missing = missingPaths(in: sections)
        guard !missing.isEmpty else { return }
        let itemWidth = configuration.itemWidth(forContainerWidth: width)
        // Measured while the stored sizes are intact (a size source may read the layout),
        // then written.
        let measured = missing.map { sizeSource.size(at: $0, width: itemWidth) }
        for (path, size) in zip(missing, measured) {
            sizes[path.section].set(size, at: path.item)
        }
        itemsMeasured += missing.count
    }

    /// The header and footer heights of `section` from the size source.
    func supplementaryHeights(section: Int) -> (header: CGFloat, footer: CGFloat) {
        (
            sizeSource.headerHeight(section: section, width: width),
            sizeSource.footerHeight(section: section, width: width)
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
