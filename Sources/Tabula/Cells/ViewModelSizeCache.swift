import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Sizes of dynamic subviews whose position depends on their neighbours (expandable text,
/// the photo gallery below it), keyed by container width, then by view model identity.
///
/// Only sizes are cached, never origins: an origin moves when the text above expands,
/// so it is recomputed from the frame above plus a margin.
@_spi(Testing) public final class ViewModelSizeCache<ID: Hashable & Sendable>: Sendable {
    private let cache = WidthKeyedCache<ID, SubviewSizes>()

    /// Creates an empty cache.
    public init() {}

    /// The sizes of the view model `id` at `width`, computed once per width.
    ///
    /// - Complexity: Expected O(1) on a hit; on a miss, the cost of `compute` plus O(1).
    public func sizes(for id: ID, width: CGFloat, compute: () -> SubviewSizes) -> SubviewSizes {
        cache.value(for: id, width: width, compute: compute)
    }

    /// The cached sizes of `id` at `width`, if any.
    public func cachedSizes(for id: ID, width: CGFloat) -> SubviewSizes? {
        cache.value(for: id, width: width)
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

    /// Forgets the sizes of `id` at every width (its data changed).
    public func invalidate(_ id: ID) {
        cache.invalidate(id)
    }

    /// Forgets everything.
    public func removeAll() {
        cache.removeAll()
    }
}
