import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The rows a layout has not measured, measured off the main actor and the layout's sizes
/// completed with them, ready to be swapped in whole (`ListLayout.takeMeasuredSizes(_:)`):
/// what the off-screen pass and the change of measuring context share.
///
/// It holds nothing whose release costs the main actor a pass over the list: the layout's
/// sizes share their chunks, and what ``entries(of:)`` needs is kept as arrays of plain
/// values (freed in one step), not as an array of items.
struct CompletedSizes<Item: Sendable>: Sendable {
    /// The layout's sizes, completed.
    let sizes: MeasuredSizes
    /// The rows that were unmeasured, in the order of ``rowSizes``.
    let paths: [ListIndexPath]
    /// The size each row in ``paths`` was given; a NaN width when it was left unmeasured.
    let rowSizes: [CGSize]
    /// Each row's content width when it was narrower than the list (`nil`: the list's);
    /// `nil` when every row was measured at the list's width.
    let rowWidths: [CGFloat?]?
    /// The context the rows were measured in, at the list's width.
    let itemContext: ListMeasuringContext
    /// Rows whose size was taken from the cache rather than measured.
    let taken: Int
    /// Rows measured here.
    let measured: Int
    /// Rows left unmeasured, for the main actor: no content width off it, or no pure size.
    let left: Int

    /// Each row given a size, with its item (from `sections`, the sections that were
    /// measured) and its context: what a change of measuring context stores by identity when
    /// an update landed before the sizes were taken. O(rows); only that rare path pays it.
    func entries<Section>(of sections: [ListSection<Section, Item>]) -> [(
        item: Item, size: CGSize, context: ListMeasuringContext
    )] {
        paths.indices.compactMap { index in
            let path = paths[index]
            let size = rowSizes[index]
            guard !size.width.isNaN, sections.indices.contains(path.section),
                path.item < sections[path.section].items.count
            else { return nil }
            var width = itemContext.width
            if let rowWidths {
                guard let rowWidth = rowWidths[index] else { return nil }
                width = rowWidth
            }
            return (sections[path.section].items[path.item], size, itemContext.withWidth(width))
        }
    }
}

extension ListController {
    /// The rows `snapshot` has not measured, measured off the main actor and across cores
    /// with `sizer`'s pure size functions, each at its content width when `widths` gives
    /// them (a row it has no width for is left unmeasured), a size in `cache` taken instead
    /// of measured; `nil` when `sections` do not hold the layout's counts.
    nonisolated static func complete(
        _ snapshot: UnmeasuredSizes, of sections: [ListSection<Section, Item>], sizer: ListItemSizer<Item>,
        widths: (@Sendable (Item, ListIndexPath) -> CGFloat?)?, cache: ItemSizeCache<Item>?
    ) async -> CompletedSizes<Item>? {
        guard sections.map(\.items.count) == snapshot.sectionCounts else { return nil }
        let paths = snapshot.unmeasuredPaths()
        let arrays = sections.map { Array($0.items) }
        let items = paths.map { arrays[$0.section][$0.item] }
        let itemContext = snapshot.itemContext
        // Each row's content width; `nil`: its width is the main actor's to learn.
        let rowWidths: [CGFloat?]? = widths.map { widths in
            items.indices.map { index in widths(items[index], paths[index]) }
        }
        let contexts: [ListMeasuringContext?] = items.indices.map { index in
            guard let rowWidths else { return itemContext }
            return rowWidths[index].map { itemContext.withWidth($0) }
        }
        let found: [CGSize?] =
            cache.map { cache in
                items.indices.map { index in contexts[index].flatMap { cache.size(for: items[index], in: $0) } }
            } ?? []
        let taken = found.count { $0 != nil }
        // A NaN width leaves the row unmeasured in the layout's sizes.
        let unmeasured = CGSize(width: CGFloat.nan, height: 0)
        let sizes = await ListLayout.sizes(of: Array(items.indices), width: itemContext.width) { index, _ in
            if !found.isEmpty, let size = found[index] { return size }
            guard !Task.isCancelled, let context = contexts[index] else { return unmeasured }
            return sizer.pureSize(of: items[index], in: context) ?? unmeasured
        }
        let left = sizes.count { $0.width.isNaN }
        return CompletedSizes(
            sizes: snapshot.completed(with: sizes), paths: paths, rowSizes: sizes, rowWidths: rowWidths,
            itemContext: itemContext, taken: taken, measured: sizes.count - taken - left, left: left)
    }
}
