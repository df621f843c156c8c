import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Frames that are the same for every instance of a cell type (an avatar in a friends
/// list), keyed by measuring context (width, text size, direction), then by subview name. The cell type owns the cache:
/// keep one in a `nonisolated static let`.
@_spi(Testing) public final class StaticFrameCache: Sendable {
    private let cache = ContextKeyedCache<String, CGRect>()

    /// Creates an empty cache.
    public init() {}

    /// The frame of `subview` in the default context of `width`.
    public func frame(_ subview: String, width: CGFloat, compute: () -> CGRect) -> CGRect {
        cache.value(for: subview, width: width, compute: compute)
    }

    /// The frame of `subview` in `context`, computed once per context.
    public func frame(_ subview: String, in context: ListMeasuringContext, compute: () -> CGRect) -> CGRect {
        cache.value(for: subview, in: context, compute: compute)
    }

    /// The cached frame of `subview` in the default context of `width`, if any.
    public func cachedFrame(_ subview: String, width: CGFloat) -> CGRect? {
        cache.value(for: subview, width: width)
    }

    /// The cached frame of `subview` in `context`, if any.
    public func cachedFrame(_ subview: String, in context: ListMeasuringContext) -> CGRect? {
        cache.value(for: subview, in: context)
    }

    /// The contexts with cached frames.
    public var contexts: [ListMeasuringContext] {
        cache.contexts
    }

    /// The widths with cached frames.
    public var widths: [CGFloat] {
        cache.widths
    }

    /// Lookups answered from the cache.
    public var hits: Int {
        cache.hits
    }

    /// Lookups that computed a frame.
    public var misses: Int {
        cache.misses
    }

    /// Forgets everything.
    public func removeAll() {
        cache.removeAll()
    }
}
