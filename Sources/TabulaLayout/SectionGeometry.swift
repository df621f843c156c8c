import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a run of sections adds up to: their extent along the scroll axis and the largest
/// item extent across it (the height of a horizontal row).
struct SectionRunSummary: TreeSummary {
    var extent: CGFloat
    var tallest: CGFloat

    static let empty = SectionRunSummary(extent: 0, tallest: 0)

    func combined(with next: SectionRunSummary) -> SectionRunSummary {
        SectionRunSummary(extent: extent + next.extent, tallest: Swift.max(tallest, next.tallest))
    }
}

/// Where a ``ListLayout``'s sections and items sit at its current width: header and
/// footer heights, a ``SummaryTree`` of section extents (so a section's offset is
/// O(log sections)), and for a grid the row offsets of each section. Item frames are
/// computed from it and the item sizes when asked.
struct SectionGeometry {
    private var headerHeights: [CGFloat] = []
    private var footerHeights: [CGFloat] = []
    private var tree = SummaryTree<SectionRunSummary>([])
    /// Grid only: per section, where each row ends below the section's first row, every
    /// row followed by the row spacing.
    private var rowEnds: [[CGFloat]] = []

    var sectionCount: Int { tree.count }

    // MARK: Building

    /// Everything again from the layout's sizes; asks every header and footer height.
    /// O(sections), plus O(items) for a grid's rows.
    mutating func rebuild(for layout: ListLayout) {
        let count = layout.sizes.count
        headerHeights = [CGFloat](repeating: 0, count: count)
        footerHeights = [CGFloat](repeating: 0, count: count)
        rowEnds = isGrid(layout) ? [[CGFloat]](repeating: [], count: count) : []
        var summaries: [SectionRunSummary] = []
        summaries.reserveCapacity(count)
        for section in 0..<count {
            summaries.append(measure(section: section, of: layout))
        }
        tree = SummaryTree(summaries)
    }

    /// Recomputes `sections` only (same section count as before). O(sections changed ·
    /// log sections), plus their items for a grid.
    mutating func update(sections: [Int], of layout: ListLayout) {
        guard layout.sizes.count == tree.count else {
            rebuild(for: layout)
            return
        }
        for section in sections where section >= 0 && section < tree.count {
            tree.set(section, measure(section: section, of: layout))
        }
    }

    private func isGrid(_ layout: ListLayout) -> Bool {
        if case .grid = layout.configuration.style { return true }
        return false
    }

    /// Asks the section's header and footer heights, recomputes a grid's rows, and gives
    /// the section's summary.
    private mutating func measure(section: Int, of layout: ListLayout) -> SectionRunSummary {
        let configuration = layout.configuration
        let insets = configuration.sectionInsets
        let sizes = layout.sizes[section]
        switch configuration.style {
        case .horizontal:
            return SectionRunSummary(extent: insets.left + sizes.itemsExtent + insets.right, tallest: sizes.tallest)
        case .vertical, .grid:
            let (header, footer) = layout.supplementaryHeights(section: section)
            headerHeights[section] = header
            footerHeights[section] = footer
            var items = sizes.itemsExtent
            if isGrid(layout) {
                let ends = Self.rowEnds(
                    of: sizes.allSizes(), columns: configuration.columns, spacing: configuration.itemSpacing)
                rowEnds[section] = ends
                items = ends.last.map { $0 - configuration.itemSpacing } ?? 0
            }
            return SectionRunSummary(extent: header + insets.top + items + insets.bottom + footer, tallest: 0)
        }
    }

    /// Row ends of a grid section: a row is as tall as its tallest item.
    private static func rowEnds(of sizes: [CGSize], columns: Int, spacing: CGFloat) -> [CGFloat] {
        var ends: [CGFloat] = []
        ends.reserveCapacity((sizes.count + columns - 1) / columns)
        var end: CGFloat = 0
        var rowStart = 0
        while rowStart < sizes.count {
            let rowEnd = min(rowStart + columns, sizes.count)
            var height: CGFloat = 0
            for item in rowStart..<rowEnd { height = max(height, sizes[item].height) }
            end += height + spacing
            ends.append(end)
            rowStart = rowEnd
        }
        return ends
    }

    // MARK: Reading

    func contentSize(of layout: ListLayout) -> CGSize {
        let total = tree.total
        let insets = layout.configuration.sectionInsets
        switch layout.configuration.style {
        case .horizontal: return CGSize(width: total.extent, height: total.tallest + insets.top + insets.bottom)
        case .vertical, .grid: return CGSize(width: layout.width, height: total.extent)
        }
    }

    /// Where the items of `section` start along the scroll axis, its offset being `start`.
    private func itemsStart(section: Int, start: CGFloat, layout: ListLayout) -> CGFloat {
        let insets = layout.configuration.sectionInsets
        if layout.configuration.style == .horizontal { return start + insets.left }
        return start + headerHeights[section] + insets.top
    }

    /// The frame of an item at `path`, which must exist.
    func itemFrame(at path: ListIndexPath, in layout: ListLayout) -> CGRect {
        let start = tree.prefix(path.section).extent
        let itemsTop = itemsStart(section: path.section, start: start, layout: layout)
        let sizes = layout.sizes[path.section]
        if case .grid = layout.configuration.style {
            let columns = layout.configuration.columns
            let row = path.item / columns
            let rowTop = row == 0 ? 0 : rowEnds[path.section][row - 1]
            return gridFrame(
                column: path.item % columns, y: itemsTop + rowTop, size: sizes.layoutSize(at: path.item), layout: layout
            )
        }
        // One descent of the section's tree gives both.
        let (offset, size) = sizes.placement(of: path.item)
        return frame(at: itemsTop + offset, size: size, layout: layout)
    }

    /// A vertical or horizontal item's frame from its offset along the scroll axis.
    private func frame(at offset: CGFloat, size: CGSize, layout: ListLayout) -> CGRect {
        let configuration = layout.configuration
        if configuration.style == .horizontal {
            return CGRect(x: offset, y: configuration.sectionInsets.top, width: size.width, height: size.height)
        }
        return CGRect(
            x: configuration.sectionInsets.left, y: offset,
            width: configuration.itemWidth(forContainerWidth: layout.width), height: size.height)
    }

    private func gridFrame(column: Int, y: CGFloat, size: CGSize, layout: ListLayout) -> CGRect {
        let configuration = layout.configuration
        let columnWidth = configuration.itemWidth(forContainerWidth: layout.width)
        let x = configuration.sectionInsets.left + CGFloat(column) * (columnWidth + configuration.columnSpacing)
        return CGRect(x: x, y: y, width: columnWidth, height: size.height)
    }

    /// The header or footer frame of `section` (below ``sectionCount``), pinned to
    /// `visible` when the configuration pins that placement and `visible` is given.
    func supplementaryFrame(
        _ placement: ListSupplementaryPlacement, section: Int, in layout: ListLayout, pinnedIn visible: CGRect? = nil
    ) -> CGRect {
        let start = tree.prefix(section).extent
        let extent = tree[section].extent
        if layout.configuration.style == .horizontal {
            return CGRect(x: placement == .header ? start : start + extent, y: 0, width: 0, height: 0)
        }
        return frame(placement, section: section, start: start, extent: extent, in: layout, pinnedIn: visible)
    }

    /// A vertical or grid section's header or footer, its section spanning `start` to
    /// `start + extent`. Pinned (UICollectionViewFlowLayout.h:61-63: headers "pin to the top
    /// of the screen and footers [...] to the bottom while scrolling"), a header sits at the
    /// visible top but never above its section's start nor below its end, so the next
    /// section's header pushes it up; a footer mirrors it. O(1).
    private func frame(
        _ placement: ListSupplementaryPlacement, section: Int, start: CGFloat, extent: CGFloat, in layout: ListLayout,
        pinnedIn visible: CGRect?
    ) -> CGRect {
        let pins = visible.map { !$0.isNull && layout.configuration.pins(placement) } ?? false
        if placement == .header {
            let height = headerHeights[section]
            var y = start
            if pins, let visible { y = min(max(visible.minY, start), start + extent - height) }
            return CGRect(x: 0, y: y, width: layout.width, height: height)
        }
        let height = footerHeights[section]
        var y = start + extent - height
        if pins, let visible { y = max(min(visible.maxY - height, y), start) }
        return CGRect(x: 0, y: y, width: layout.width, height: height)
    }

    /// The items whose frames intersect `rect` (not null or empty), in index-path order.
    func indexPaths(intersecting rect: CGRect, in layout: ListLayout) -> [ListIndexPath] {
        let horizontal = layout.configuration.style == .horizontal
        let low = horizontal ? rect.minX : rect.minY
        let high = horizontal ? rect.maxX : rect.maxY
        guard var (section, start) = firstSection(endingAfter: low) else { return [] }
        var result: [ListIndexPath] = []
        var done = false
        while !done, section < tree.count, start < high {
            let itemsTop = itemsStart(section: section, start: start, layout: layout)
            if case .grid = layout.configuration.style {
                done = appendGridItems(
                    of: section, itemsTop: itemsTop, rect: rect, low: low, high: high, layout: layout, to: &result)
            } else {
                let sizes = layout.sizes[section]
                let first = low <= itemsTop ? (item: 0, offset: CGFloat(0)) : sizes.item(endingAfter: low - itemsTop)
                if let first {
                    sizes.forEach(from: first.item, startingAt: first.offset) { item, size, offset in
                        let lead = itemsTop + offset
                        guard lead < high else {
                            done = true
                            return false
                        }
                        if Self.overlaps(frame(at: lead, size: size, layout: layout), rect, horizontal: horizontal) {
                            result.append(ListIndexPath(item: item, section: section))
                        }
                        return true
                    }
                }
            }
            start += tree[section].extent
            section += 1
        }
        return result
    }

    /// Appends a grid section's items in `rect`; true when a row starts at or past `high`.
    private func appendGridItems(
        of section: Int, itemsTop: CGFloat, rect: CGRect, low: CGFloat, high: CGFloat, layout: ListLayout,
        to result: inout [ListIndexPath]
    ) -> Bool {
        let ends = rowEnds[section]
        let columns = layout.configuration.columns
        let sizes = layout.sizes[section]
        // The first row ending after `low` (row ends never decrease).
        var lower = 0
        var upper = ends.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if itemsTop + ends[middle] <= low { lower = middle + 1 } else { upper = middle }
        }
        var row = lower
        while row < ends.count {
            let top = itemsTop + (row == 0 ? 0 : ends[row - 1])
            guard top < high else { return true }
            for item in (row * columns)..<min((row + 1) * columns, sizes.count) {
                let frame = gridFrame(
                    column: item - row * columns, y: top, size: sizes.layoutSize(at: item), layout: layout)
                if Self.overlaps(frame, rect, horizontal: false) {
                    result.append(ListIndexPath(item: item, section: section))
                }
            }
            row += 1
        }
        return false
    }

    /// Whether `frame` and `rect` share area: touching edges do not count (as with Apple's
    /// `CGRect.intersects`; corelibs Foundation's counts a shared edge along the scroll
    /// axis), so the answer is the same on every platform.
    static func overlaps(_ frame: CGRect, _ rect: CGRect, horizontal: Bool) -> Bool {
        let along =
            horizontal
            ? frame.minX < rect.maxX && frame.maxX > rect.minX : frame.minY < rect.maxY && frame.maxY > rect.minY
        return along && frame.intersects(rect)
    }

    /// The first section whose extent ends after `offset`, with its start.
    private func firstSection(endingAfter offset: CGFloat) -> (section: Int, start: CGFloat)? {
        guard let (leaf, before) = tree.firstLeaf(where: { $0.extent > offset }) else { return nil }
        return (leaf, before.extent)
    }

    /// The headers and footers with a height whose frames (pinned to `visible` when given
    /// and the configuration pins) intersect `rect`, in order. A pinned frame stays inside
    /// its section, so only the sections intersecting `rect` are looked at: O(log sections)
    /// to find the first, O(1) per section after it.
    func supplementaryElements(
        intersecting rect: CGRect, in layout: ListLayout, pinnedIn visible: CGRect? = nil
    ) -> [ListSupplementaryElement] {
        guard !rect.isNull, !rect.isEmpty, layout.configuration.style != .horizontal,
            var (section, start) = firstSection(endingAfter: rect.minY)
        else { return [] }
        var elements: [ListSupplementaryElement] = []
        while section < tree.count, start < rect.maxY {
            let extent = tree[section].extent
            for placement in ListSupplementaryPlacement.allCases {
                let frame = frame(
                    placement, section: section, start: start, extent: extent, in: layout, pinnedIn: visible)
                if frame.height > 0, Self.overlaps(frame, rect, horizontal: false) {
                    elements.append(ListSupplementaryElement(placement, section: section))
                }
            }
            start += extent
            section += 1
        }
        return elements
    }
}
