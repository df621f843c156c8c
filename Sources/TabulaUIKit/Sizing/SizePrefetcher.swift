#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula

/// Computes item sizes off the main actor, ahead of need, into an `ItemSizeCache`:
/// what the adapters do when UIKit prefetches rows or items. Items of Auto Layout
/// and SwiftUI cells are measured on the main actor instead, in the same task after the
/// others, never inside the prefetch call itself.
///
/// Each request runs ``/Tabula/ListLayout/sizes(of:width:maxConcurrency:measure:)`` in a task; the
/// measuring itself runs in child tasks on the global executor, never on the main actor.
/// A cancelled item that has not been measured yet is skipped. An item already cached at
/// the width, or already requested, is not requested again.
@MainActor
@_spi(Testing) public final class SizePrefetcher<Item: Differentiable & Sendable> {
    /// Where measured sizes go.
    public let cache: ItemSizeCache<Item>
    /// Items handed to a measuring task so far. For tests (`@_spi(Testing)`), not apps.
    @_spi(Testing) public private(set) var itemsRequested = 0
    private let wants = PrefetchWants<Item>()
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextTask = 0

    /// Creates a prefetcher filling `cache`.
    public init(cache: ItemSizeCache<Item> = ItemSizeCache()) {
        self.cache = cache
    }

    /// Starts measuring `items` at `width` with `sizer`, off the main actor, at the default
    /// text size.
    public func prefetch(_ items: [Item], width: CGFloat, sizer: CellSizer<Item>) {
        prefetch(items, in: ListMeasuringContext(width: width), sizer: sizer)
    }

    /// Starts measuring `items` in `context` (the items' width, the list's text size) with
    /// `sizer`, off the main actor; the sizes are stored under `context`, so a size still
    /// being measured when the text size changes is never answered for the new one.
    public func prefetch(_ items: [Item], in context: ListMeasuringContext, sizer: CellSizer<Item>) {
        let cache = self.cache
        let wants = self.wants
        let width = context.width
        let missing = wants.want(items.filter { cache.size(for: $0, in: context) == nil })
        guard !missing.isEmpty else { return }
        itemsRequested += missing.count
        let id = nextTask
        nextTask += 1
        let viewMeasured = missing.filter { sizer.measuresOnMainActor($0) }
        let pure = viewMeasured.isEmpty ? missing : missing.filter { !sizer.measuresOnMainActor($0) }
        // Read before measuring: sizes measured before the cache was emptied are stored in
        // the old generation, never answered.
        let generation = cache.generation
        tasks[id] = Task { [weak self] in
            let signpost = ListSignposts.begin("Prefetch")
            defer { ListSignposts.end(signpost) }
            _ = await ListLayout.sizes(of: pure, width: width) { item, _ in
                guard wants.take(item), let size = sizer.pureSize(of: item, in: context) else { return .zero }
                cache.store(size, for: item, in: context, generation: generation)
                return size
            }
            // Views are measured on the main actor (this task's), after UIKit's prefetch
            // call has returned; an item cancelled meanwhile is skipped.
            for item in viewMeasured where wants.take(item) {
                cache.store(sizer.size(of: item, in: context), for: item, in: context)
            }
            self?.tasks[id] = nil
        }
    }

    /// Stops wanting `items`: those not measured yet are skipped.
    public func cancel(_ items: [Item]) {
        wants.unwant(items)
    }

    /// Returns once every started request has finished. For tests (`@_spi(Testing)`), not apps.
    @_spi(Testing) public func waitUntilFinished() async {
        // Each task removes itself as its last step, so this ends.
        while let task = tasks.values.first {
            await task.value
        }
    }
}
#endif
