import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Sizes of dynamic subviews whose position depends on their neighbours (expandable text,
/// the photo gallery below it), keyed by measuring context (width, text size, direction),
/// then by view model identity.
///
/// Only sizes are cached, never origins: an origin moves when the text above expands,
/// so it is recomputed from the frame above plus a margin.
@_spi(Testing) public final class ViewModelSizeCache<ID: Hashable & Sendable>: Sendable {
    private let cache = ContextKeyedCache<ID, SubviewSizes>()

    /// Creates an empty cache.
    public init() {}

    /// The sizes of the view model `id` in the default context of `width`.
    public func sizes(for id: ID, width: CGFloat, compute: () -> SubviewSizes) -> SubviewSizes {
        sizes(for: id, in: ListMeasuringContext(width: width), compute: compute)
    }

    /// The sizes of the view model `id` in `context`, computed once per context.
    ///
    /// - Complexity: Expected O(1) on a hit; on a miss, the cost of `compute` plus O(1).
    public func sizes(for id: ID, in context: ListMeasuringContext, compute: () -> SubviewSizes) -> SubviewSizes {
        cache.value(for: id, in: context, compute: compute)
    }

    /// The cached sizes of `id` in the default context of `width`, if any.
    public func cachedSizes(for id: ID, width: CGFloat) -> SubviewSizes? {
        cache.value(for: id, width: width)
    }

    /// The cached sizes of `id` in `context`, if any.
    public func cachedSizes(for id: ID, in context: ListMeasuringContext) -> SubviewSizes? {
        cache.value(for: id, in: context)
    }

    /// The contexts with cached sizes.
    public var contexts: [ListMeasuringContext] {
        cache.contexts
    }

    /// The number of sizes cached, in every context.
    public var count: Int {
        cache.count
    }

    /// Lookups answered from the cache.
    public var hits: Int {
        cache.hits
    }

    /// Lookups that computed sizes.
    public var misses: Int {
        cache.misses
    }

    /// The widths with cached sizes.
    public var widths: [CGFloat] {
        cache.widths
    }

    /// Forgets the sizes of `id` in every context (its data changed).
    public func invalidate(_ id: ID) {
        cache.invalidate(id)
    }

    /// Forgets everything.
    public func removeAll() {
        cache.removeAll()
    }
}
