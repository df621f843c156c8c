import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The rows a layout has not measured, measured off the main actor and the layout's sizes
/// completed with them, ready to be swapped in whole (`ListLayout.takeMeasuredSizes(_:)`):
/// what the off-screen pass and the change of measuring context share.
struct CompletedSizes<Item: Sendable>: Sendable {
    /// The layout's sizes, completed.
    let sizes: MeasuredSizes
    /// Each row given a size, with its item and context (kept only when asked for: a change
    /// of measuring context finds them by identity if an update lands before they are taken).
    let entries: [(item: Item, size: CGSize, context: ListMeasuringContext)]
    /// Rows whose size was taken from the cache rather than measured.
    let taken: Int
    /// Rows measured here.
    let measured: Int
    /// Rows left unmeasured, for the main actor: no content width off it, or no pure size.
    let left: Int
}

extension ListController {
    /// The rows `snapshot` has not measured, measured off the main actor and across cores
    /// with `sizer`'s pure size functions, each at its content width when `widths` gives
    /// them (a row it has no width for is left unmeasured), a size in `cache` taken instead
    /// of measured; `nil` when `sections` do not hold the layout's counts.
    nonisolated static func complete(
        _ snapshot: UnmeasuredSizes, of sections: [ListSection<Section, Item>], sizer: ListItemSizer<Item>,
        widths: (@Sendable (Item, ListIndexPath) -> CGFloat?)?, cache: ItemSizeCache<Item>?, keepingEntries: Bool
    ) async -> CompletedSizes<Item>? {
        guard sections.map(\.items.count) == snapshot.sectionCounts else { return nil }
        let paths = snapshot.unmeasuredPaths()
        let arrays = sections.map { Array($0.items) }
        let items = paths.map { arrays[$0.section][$0.item] }
        let itemContext = snapshot.itemContext
        // Each row's context; `nil`: its width is the main actor's to learn.
        let contexts: [ListMeasuringContext?] = items.indices.map { index in
            guard let widths else { return itemContext }
            return widths(items[index], paths[index]).map { itemContext.withWidth($0) }
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
        let entries: [(item: Item, size: CGSize, context: ListMeasuringContext)] =
            keepingEntries
            ? items.indices.compactMap { index in
                guard let context = contexts[index], !sizes[index].width.isNaN else { return nil }
                return (items[index], sizes[index], context)
            } : []
        return CompletedSizes(
            sizes: snapshot.completed(with: sizes), entries: entries, taken: taken,
            measured: sizes.count - taken - left, left: left)
    }
}
