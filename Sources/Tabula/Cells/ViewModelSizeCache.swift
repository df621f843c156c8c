import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Sizes of dynamic subviews whose position depends on their neighbours (expandable text,
/// the photo gallery below it), keyed by measuring context (width, text size, direction),
/// then by view model identity: a ``ContextKeyedCache`` of ``SubviewSizes``, whose counters,
/// invalidation and lookups it shares.
///
/// Only sizes are cached, never origins: an origin moves when the text above expands,
/// so it is recomputed from the frame above plus a margin.
@_spi(Testing) public typealias ViewModelSizeCache<ID: Hashable & Sendable> = ContextKeyedCache<ID, SubviewSizes>

@_spi(Testing) extension ContextKeyedCache where Value == SubviewSizes {
    /// The sizes of the view model `id` in the default context of `width`.
    @inlinable
    @_spi(Testing) public func sizes(for id: Key, width: CGFloat, compute: () -> SubviewSizes) -> SubviewSizes {
        value(for: id, width: width, compute: compute)
    }

    /// The sizes of the view model `id` in `context`, computed once per context.
    ///
    /// - Complexity: Expected O(1) on a hit; on a miss, the cost of `compute` plus O(1).
    @inlinable
    @_spi(Testing) public func sizes(
        for id: Key, in context: ListMeasuringContext, compute: () -> SubviewSizes
    ) -> SubviewSizes {
        value(for: id, in: context, compute: compute)
    }
}
