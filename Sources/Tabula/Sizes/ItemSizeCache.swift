import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Item sizes measured ahead of need (prefetching, a page computed before it is stored, a
/// `ListAssembly`'s sizes computed off the main actor), by measuring context (width, text
/// size, direction) and item identity. The `width:` forms are the default context of that
/// width. One type for the UIKit adapters' prefetching and the assembly's precomputed sizes.
///
/// An entry keeps the item it was measured for and is used only for an item with the same
/// identity and equal content (`isContentEqual(to:)`), so an edited item is measured again.
/// Safe to fill from any thread.
///
/// The sizes live in a ``ContextKeyedCache`` (one locking cache for every width-keyed
/// value in Tabula), so its guarantees hold here: no caller code runs under its lock
/// (`differenceIdentifier`, `isContentEqual(to:)` and the release of a replaced entry's item
/// run outside it; the identity's `Hashable` conformance is the one exception and must not
/// use this cache), and the last size stored for an item and width wins. A lookup racing a
/// store answers from the entry it read, which is checked against the item like any other.
///
/// ``removeAll()`` starts a new generation: a size measured off the main actor before it and
/// stored after it (stored with the ``generation`` read before measuring) is never answered,
/// so sizes measured for an old content size category cannot come back.
@_spi(Testing) @_spi(TabulaInternal)
public final class ItemSizeCache<Item: Differentiable & Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `sizes` is Sendable itself; `currentGeneration` is guarded by `lock`.
    private struct Entry: Sendable {
        let item: Item
        let size: CGSize
        let generation: Int
    }

    /// An item's identity as the cache's key. `@unchecked Sendable`: `Differentiable` does not
    /// ask identifiers to be `Sendable`, but the identity is computed from a `Sendable` item
    /// and only hashed and compared, never mutated (the cache held it across threads before
    /// it was built on `ContextKeyedCache`, on the same grounds).
    private struct Identity: Hashable, @unchecked Sendable {
        let value: AnyHashable

        init(_ item: Item) {
            value = AnyHashable(item.differenceIdentifier)
        }
    }

    private let sizes = ContextKeyedCache<Identity, Entry>()
    private let lock = NSLock()
    private var currentGeneration = 0

    /// An empty cache.
    public init() {}

    /// The size stored for `item` at `width`, if one was measured for equal content.
    public func size(for item: Item, width: CGFloat) -> CGSize? {
        size(for: item, in: ListMeasuringContext(width: width))
    }

    /// The size stored for `item` in `context`, if one was measured for equal content.
    public func size(for item: Item, in context: ListMeasuringContext) -> CGSize? {
        guard let entry = sizes.value(for: Identity(item), in: context), entry.generation == generation else {
            return nil
        }
        // Compared outside the cache's lock: `isContentEqual` is the caller's code.
        return entry.item.isContentEqual(to: item) ? entry.size : nil
    }

    /// Stores `size` for `item` at `width` (the last size stored wins).
    public func store(_ size: CGSize, for item: Item, width: CGFloat) {
        store(size, for: item, in: ListMeasuringContext(width: width))
    }

    /// Stores `size` for `item` in `context` (the last size stored wins).
    public func store(_ size: CGSize, for item: Item, in context: ListMeasuringContext) {
        store(size, for: item, in: context, generation: generation)
    }

    /// The current generation: read it before measuring off the main actor, and store the
    /// size with it (``store(_:for:width:generation:)``).
    public var generation: Int {
        lock.withLock { currentGeneration }
    }

    /// Stores `size` for `item` at `width`, measured in `generation` (read before measuring):
    /// a size from an earlier generation is kept but never answered.
    public func store(_ size: CGSize, for item: Item, width: CGFloat, generation: Int) {
        store(size, for: item, in: ListMeasuringContext(width: width), generation: generation)
    }

    /// Stores `size` for `item` in `context`, measured in `generation` (read before measuring).
    public func store(_ size: CGSize, for item: Item, in context: ListMeasuringContext, generation: Int) {
        sizes.store(Entry(item: item, size: size, generation: generation), for: Identity(item), in: context)
    }

    /// The number of sizes stored at `width`.
    public func count(width: CGFloat) -> Int {
        sizes.count(width: width)
    }

    /// The size stored for `item` in `context`, removed: `nil` when none was, or when it was
    /// measured for other content (removed all the same). For a store read once (the layout
    /// keeps what it measured), so it does not hold every item ever measured.
    public func take(_ item: Item, in context: ListMeasuringContext) -> CGSize? {
        var taken: Entry?
        sizes.update(for: Identity(item), in: context) { entry in
            taken = entry
            entry = nil
        }
        // Compared outside the cache's lock: `isContentEqual` is the caller's code.
        guard let taken, taken.generation == generation, taken.item.isContentEqual(to: item) else { return nil }
        return taken.size
    }

    /// The number of sizes stored in `context`.
    public func count(in context: ListMeasuringContext) -> Int {
        sizes.count(in: context)
    }

    /// Forgets every size stored in `context`.
    public func removeAll(in context: ListMeasuringContext) {
        sizes.invalidate(context: context)
    }

    /// Forgets every size and starts a new generation.
    public func removeAll() {
        // The generation first: a size stored between the two lines is already of the old one.
        lock.withLock { currentGeneration += 1 }
        sizes.removeAll()
    }
}
