import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Frames that are the same for every instance of a cell type (an avatar in a friends
/// list), keyed by container width, then by subview name. The cell type owns the cache:
/// keep one in a `nonisolated static let`.
@_spi(Testing) public final class StaticFrameCache: Sendable {
    private let cache = WidthKeyedCache<String, CGRect>()

    /// Creates an empty cache.
    public init() {}

    /// The frame of `subview` at `width`, computed once per width.
    public func frame(_ subview: String, width: CGFloat, compute: () -> CGRect) -> CGRect {
        cache.value(for: subview, width: width, compute: compute)
    }

    /// The cached frame of `subview` at `width`, if any.
    public func cachedFrame(_ subview: String, width: CGFloat) -> CGRect? {
        cache.value(for: subview, width: width)
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
