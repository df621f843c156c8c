import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Frames that depend on a view model's data but not on its neighbours (a message's text
/// label), keyed by measuring context (width, text size, direction), then by view model
/// identity, then by subview name.
///
/// Tabula's view models are values, not objects that could hold their own frames, so the
/// cache lives beside them, keyed by identity. When the data behind an identity changes,
/// call ``invalidate(_:)``.
@_spi(Testing) public final class ViewModelFrameCache<ID: Hashable & Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `cache` is itself thread-safe; `computed` is guarded by `lock`.

    @usableFromInline let cache = ContextKeyedCache<ID, [String: CGRect]>()
    @usableFromInline let lock = NSLock()
    @usableFromInline var computed = 0

    /// Creates an empty cache.
    public init() {}

    /// The frame of `subview` for the view model `id` in the default context of `width`.
    @inlinable
    public func frame(_ subview: String, for id: ID, width: CGFloat, compute: () -> CGRect) -> CGRect {
        frame(subview, for: id, in: ListMeasuringContext(width: width), compute: compute)
    }

    /// The frame of `subview` for the view model `id` in `context`, computed once per
    /// context.
    ///
    /// - Complexity: Expected O(1) on a hit; on a miss, the cost of `compute` plus a copy of
    ///   the view model's frames (O(s) for its s cached subviews).
    @inlinable
    public func frame(
        _ subview: String, for id: ID, in context: ListMeasuringContext, compute: () -> CGRect
    ) -> CGRect {
        if let frame = cache.value(for: id, in: context)?[subview] {
            return frame
        }
        let frame = compute()
        lock.withLock { computed += 1 }
        var stored = frame
        cache.update(for: id, in: context) { frames in
            var all = frames ?? [:]
            // Another thread may have stored it meanwhile; keep the first (they are equal).
            if let existing = all[subview] { stored = existing } else { all[subview] = frame }
            frames = all
        }
        return stored
    }

    /// Every cached frame of the view model `id` in the default context of `width`.
    public func frames(for id: ID, width: CGFloat) -> [String: CGRect] {
        frames(for: id, in: ListMeasuringContext(width: width))
    }

    /// Every cached frame of the view model `id` in `context`.
    public func frames(for id: ID, in context: ListMeasuringContext) -> [String: CGRect] {
        cache.value(for: id, in: context) ?? [:]
    }

    /// The contexts with cached frames.
    public var contexts: [ListMeasuringContext] {
        cache.contexts
    }

    /// The number of frames computed (cache misses) so far.
    package var computations: Int {
        lock.withLock { computed }
    }

    /// The widths with cached frames.
    public var widths: [CGFloat] {
        cache.widths
    }

    /// Forgets every frame of `id` in every context (its data changed).
    public func invalidate(_ id: ID) {
        cache.invalidate(id)
    }

    /// Forgets everything and zeroes the counter.
    public func removeAll() {
        cache.removeAll()
        lock.withLock { computed = 0 }
    }
}
