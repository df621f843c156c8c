import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Logging

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
/// Origins are then recomputed with running sums, which is O(n) arithmetic and no
/// measuring. Finding the items in a rect is a binary search over item origins along the
/// scroll axis (rows for a grid): O(log n) plus the items found.
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
    /// The error of the last ``update(sectionCounts:applying:width:)`` whose batch did not
    /// fit, after which the layout measured everything again; `nil` if none.
    public private(set) var lastUpdateError: ListLayoutError?

    private var isLoaded = false
    private var sizesByWidth: [CGFloat: [[CGSize?]]] = [:]
    private var sectionStarts: [Int] = []
    private var frames: [CGRect] = []
    private var leads: [CGFloat] = []
    private var trails: [CGFloat] = []
    private var headerFrames: [CGRect] = []
    private var footerFrames: [CGRect] = []

    /// Creates an empty layout; call ``update(sectionCounts:applying:width:)`` to fill it.
    public init(configuration: ListLayoutConfiguration = ListLayoutConfiguration(), sizeSource: any ListSizeSource) {
        self.configuration = configuration
        self.sizeSource = sizeSource
    }

    // MARK: - Updating

    /// Brings the layout up to date (``ListFrameProvider``). A batch that does not fit the
    /// counts is logged, kept in ``lastUpdateError``, and the layout measures everything
    /// again, as UIKit falls back to `reloadData`.
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
        var newSizes: [CGFloat: [[CGSize?]]]
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
                    before: self.sectionCounts.count, deleted: batch.sectionDeletes.count,
                    inserted: batch.sectionInserts.count, after: sectionCounts.count)
            }
            let origins = sectionCounts.indices.map {
                mapping.itemOrigins(inAfterSection: $0, itemCount: sectionCounts[$0])
            }
            newSizes = sizesByWidth.mapValues { Self.carry($0, through: origins, counts: sectionCounts) }
        } else {
            newSizes = [:]
        }
        // Validated: from here on nothing throws.
        // Taken out of the dictionary while it is changed, so writing to it does not copy
        // the arrays the dictionary still holds.
        var current = newSizes.removeValue(forKey: width) ?? sectionCounts.map { [CGSize?](repeating: nil, count: $0) }
        for (path, size) in precomputedSizes {
            current[path.section][path.item] = size
            itemsPrecomputed += 1
        }
        newSizes[width] = current
        sizesByWidth = newSizes
        self.sectionCounts = sectionCounts
        self.width = width
        isLoaded = true
        measureMissing()
        recomputeFrames()
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
        var current = sizesByWidth.removeValue(forKey: width) ?? sectionCounts.map { [CGSize?](repeating: nil, count: $0) }
        let missing = Self.missingPaths(in: current)
        let sizes = ListSizing.sizesConcurrently(
            of: missing, width: configuration.itemWidth(forContainerWidth: width),
            maxConcurrency: maxConcurrency, measure: measure)
        for (path, size) in zip(missing, sizes) {
            current[path.section][path.item] = size
        }
        itemsMeasured += missing.count
        sizesByWidth[width] = current
        self.width = width
        isLoaded = true
        recomputeFrames()
    }

    /// Forgets the sizes kept for every width but the current one (to save memory).
    public func forgetOtherWidths() {
        sizesByWidth = sizesByWidth.filter { $0.key == width }
    }

    /// The widths that have sizes kept.
    public var cachedWidths: [CGFloat] {
        sizesByWidth.keys.sorted()
    }

    /// The number of items with a known size at `width`.
    public func measuredItemCount(width: CGFloat) -> Int {
        sizesByWidth[width]?.reduce(0) { $0 + $1.count { $0 != nil } } ?? 0
    }

    /// The size kept for `path` at the current width.
    public func size(at path: ListIndexPath) -> CGSize? {
        guard contains(path) else { return nil }
        return sizesByWidth[width]?[path.section][path.item] ?? nil
    }

    /// Sets ``itemsMeasured`` and ``itemsPrecomputed`` to zero.
    public func resetCounters() {
        itemsMeasured = 0
        itemsPrecomputed = 0
    }

    // MARK: - Frames

    /// The frame of the item at `path`; `.zero` when there is no such item (use
    /// ``itemFrame(at:)`` for an error instead).
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
        return frames[sectionStarts[path.section] + path.item]
    }

    /// The frame of the header of `section` (zero height when it has none).
    public func headerFrame(section: Int) -> CGRect? {
        headerFrames.indices.contains(section) ? headerFrames[section] : nil
    }

    /// The frame of the footer of `section` (zero height when it has none).
    public func footerFrame(section: Int) -> CGRect? {
        footerFrames.indices.contains(section) ? footerFrames[section] : nil
    }

    /// The items whose frames intersect `rect`, in index-path order.
    public func indexPaths(intersecting rect: CGRect) -> [ListIndexPath] {
        guard !frames.isEmpty, !rect.isNull, !rect.isEmpty else { return [] }
        let horizontal = configuration.style == .horizontal
        let low = horizontal ? rect.minX : rect.minY
        let high = horizontal ? rect.maxX : rect.maxY
        // First item whose line ends after the rect starts (trails never decrease).
        var lower = 0
        var upper = trails.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if trails[middle] <= low { lower = middle + 1 } else { upper = middle }
        }
        var result: [ListIndexPath] = []
        var section = sectionIndex(ofFlatIndex: lower)
        var index = lower
        while index < frames.count, leads[index] < high {
            while sectionStarts[section] + sectionCounts[section] <= index { section += 1 }
            if frames[index].intersects(rect) {
                result.append(ListIndexPath(item: index - sectionStarts[section], section: section))
            }
            index += 1
        }
        return result
    }

    private func contains(_ path: ListIndexPath) -> Bool {
        path.section >= 0 && path.section < sectionCounts.count && path.item >= 0
            && path.item < sectionCounts[path.section]
    }

    /// The section holding the flat item index `flat` (binary search over section starts).
    private func sectionIndex(ofFlatIndex flat: Int) -> Int {
        var lower = 0
        var upper = sectionStarts.count - 1
        while lower < upper {
            let middle = (lower + upper + 1) / 2
            if sectionStarts[middle] <= flat { lower = middle } else { upper = middle - 1 }
        }
        return max(0, lower)
    }

    // MARK: - Measuring and arithmetic

    private static func missingPaths(in sizes: [[CGSize?]]) -> [ListIndexPath] {
        var paths: [ListIndexPath] = []
        for (section, items) in sizes.enumerated() {
            for (item, size) in items.enumerated() where size == nil {
                paths.append(ListIndexPath(item: item, section: section))
            }
        }
        return paths
    }

    private func measureMissing() {
        let missing = sizesByWidth[width].map(Self.missingPaths) ?? []
        guard !missing.isEmpty else { return }
        let itemWidth = configuration.itemWidth(forContainerWidth: width)
        // Measured while the stored sizes are intact (a size source may read the layout),
        // then written with the array out of the dictionary, so only the sections written
        // to are copied, and only when another width shares them.
        let sizes = missing.map { sizeSource.size(at: $0, width: itemWidth) }
        var current = sizesByWidth.removeValue(forKey: width) ?? []
        for (path, size) in zip(missing, sizes) {
            current[path.section][path.item] = size
        }
        itemsMeasured += missing.count
        sizesByWidth[width] = current
    }

    private func recomputeFrames() {
        let sizes = sizesByWidth[width] ?? []
        let insets = configuration.sectionInsets
        let spacing = configuration.itemSpacing
        let total = sectionCounts.reduce(0, +)
        frames = []
        frames.reserveCapacity(total)
        leads = []
        leads.reserveCapacity(total)
        trails = []
        trails.reserveCapacity(total)
        sectionStarts = []
        headerFrames = []
        footerFrames = []
        var start = 0
        for count in sectionCounts {
            sectionStarts.append(start)
            start += count
        }

        switch configuration.style {
        case .vertical, .grid:
            let columns = configuration.columns
            let columnWidth = configuration.itemWidth(forContainerWidth: width)
            var y: CGFloat = 0
            for section in sectionCounts.indices {
                let header = sizeSource.headerHeight(section: section, width: width)
                headerFrames.append(CGRect(x: 0, y: y, width: width, height: header))
                y += header + insets.top
                let items = sizes[section]
                var rowStart = 0
                while rowStart < items.count {
                    let rowEnd = min(rowStart + columns, items.count)
                    var rowHeight: CGFloat = 0
                    for item in rowStart..<rowEnd {
                        let size = items[item] ?? .zero
                        let x = insets.left + CGFloat(item - rowStart) * (columnWidth + configuration.columnSpacing)
                        frames.append(CGRect(x: x, y: y, width: columnWidth, height: size.height))
                        rowHeight = max(rowHeight, size.height)
                    }
                    for _ in rowStart..<rowEnd {
                        leads.append(y)
                        trails.append(y + rowHeight)
                    }
                    y += rowHeight
                    if rowEnd < items.count { y += spacing }
                    rowStart = rowEnd
                }
                y += insets.bottom
                let footer = sizeSource.footerHeight(section: section, width: width)
                footerFrames.append(CGRect(x: 0, y: y, width: width, height: footer))
                y += footer
            }
            contentSize = CGSize(width: width, height: y)
        case .horizontal:
            var x: CGFloat = 0
            var tallest: CGFloat = 0
            for section in sectionCounts.indices {
                headerFrames.append(CGRect(x: x, y: 0, width: 0, height: 0))
                x += insets.left
                let items = sizes[section]
                for item in items.indices {
                    let size = items[item] ?? .zero
                    frames.append(CGRect(x: x, y: insets.top, width: size.width, height: size.height))
                    leads.append(x)
                    trails.append(x + size.width)
                    tallest = max(tallest, size.height)
                    x += size.width
                    if item < items.count - 1 { x += spacing }
                }
                x += insets.right
                footerFrames.append(CGRect(x: x, y: 0, width: 0, height: 0))
            }
            contentSize = CGSize(width: x, height: tallest + insets.top + insets.bottom)
        }
    }
}
