import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Frames that are the same for every instance of a cell type (an avatar in a friends
/// list), keyed by measuring context (width, text size, direction), then by subview name: a
/// ``ContextKeyedCache`` of frames by name, whose counters and lookups it shares. The cell
/// type owns the cache: keep one in a `nonisolated static let`.
@_spi(Testing) public typealias StaticFrameCache = ContextKeyedCache<String, CGRect>

extension ContextKeyedCache where Key == String, Value == CGRect {
    /// The frame of `subview` in the default context of `width`.
    @_spi(Testing) public func frame(_ subview: String, width: CGFloat, compute: () -> CGRect) -> CGRect {
        value(for: subview, width: width, compute: compute)
    }

    /// The frame of `subview` in `context`, computed once per context.
    @_spi(Testing) public func frame(
        _ subview: String, in context: ListMeasuringContext, compute: () -> CGRect
    ) -> CGRect {
        value(for: subview, in: context, compute: compute)
    }
}
