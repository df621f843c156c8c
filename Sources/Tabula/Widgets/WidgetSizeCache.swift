import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Widget sizes, cached per widget identity and measuring context, on top of the
/// context-keyed cache of the MFS caches: returning to a context seen before measures
/// nothing. Text measures at the context's text size.
///
/// An entry remembers the model it measured: a widget whose identity stays but whose model
/// changed is measured again. Fixed sizes are never cached (they cost nothing). Safe to use
/// from any thread.
package final class WidgetSizeCache: @unchecked Sendable {
    // @unchecked Sendable: `cache` is thread-safe; the counters are guarded by `lock`.
    private struct Entry: Sendable {
        let model: any WidgetModel
        let size: CGSize
    }

    private let cache = ContextKeyedCache<WidgetIdentity, Entry>()
    private let lock = NSLock()
    private var measured = 0
    private var answered = 0

    /// Creates an empty cache.
    public init() {}

    /// The size of `widget` in the default context of `width`.
    public func size(of widget: ListWidget, width: CGFloat, measurer: any TextMeasuring) -> CGSize {
        size(of: widget, in: ListMeasuringContext(width: width), measurer: measurer)
    }

    /// The size of `widget` in `context`: fixed, cached, or measured now (with `measurer` at
    /// the context's text size) and cached.
    ///
    /// - Complexity: Expected O(1) plus one comparison of the widget's model on a hit; on a
    ///   miss, one measurement of the widget.
    public func size(of widget: ListWidget, in context: ListMeasuringContext, measurer: any TextMeasuring) -> CGSize {
        let width = context.width
        if let fixed = widget.fixedSize(width: width) { return fixed }
        if let entry = cache.value(for: widget.identity, in: context), entry.model.isEqual(to: widget.model) {
            lock.withLock { answered += 1 }
            return entry.size
        }
        let size = widget.model.size(width: width, measurer: measurer.atTextSize(context.textSize))
        cache.store(Entry(model: widget.model, size: size), for: widget.identity, in: context)
        lock.withLock { measured += 1 }
        return size
    }

    /// Sizes measured (cache misses, including entries whose model had changed).
    package var measuredCount: Int {
        lock.withLock { measured }
    }

    /// Sizes answered from the cache.
    public var hitCount: Int {
        lock.withLock { answered }
    }

    /// The widths with cached sizes.
    public var widths: [CGFloat] {
        cache.widths
    }

    /// The number of sizes cached in the default context of `width`.
    public func count(width: CGFloat) -> Int {
        cache.count(width: width)
    }

    /// The number of sizes cached in `context`.
    public func count(in context: ListMeasuringContext) -> Int {
        cache.count(in: context)
    }

    /// The contexts with cached sizes.
    public var contexts: [ListMeasuringContext] {
        cache.contexts
    }

    /// Forgets everything and zeroes the counters.
    public func removeAll() {
        cache.removeAll()
        lock.withLock {
            measured = 0
            answered = 0
        }
    }
}
