#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula

/// Item sizes measured ahead of need (prefetching, a page computed before it is stored),
/// by measuring context (width, text size, direction) and item identity. The `width:` forms
/// are the default context of that width.
///
/// An entry keeps the item it was measured for and is used only for an item with the same
/// identity and equal content (`isContentEqual(to:)`), so an edited item is measured again.
/// Safe to fill from any thread.
///
/// The sizes live in a ``/Tabula/ContextKeyedCache`` (one locking cache for every width-keyed
/// value in Tabula), so its guarantees hold here: no caller code runs under its lock
/// (`differenceIdentifier`, `isContentEqual(to:)` and the release of a replaced entry's item
/// run outside it; the identity's `Hashable` conformance is the one exception and must not
/// use this cache), and the last size stored for an item and width wins. A lookup racing a
/// store answers from the entry it read, which is checked against the item like any other.
@_spi(Testing) public final class ItemSizeCache<Item: Differentiable & Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `sizes` is Sendable itself; `wanted` is guarded by `lock`.
    private struct Entry: Sendable {
        let item: Item
        let size: CGSize
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
    private var wanted: Set<AnyHashable> = []

    /// An empty cache.
    public init() {}

    /// The size stored for `item` at `width`, if one was measured for equal content.
    public func size(for item: Item, width: CGFloat) -> CGSize? {
        size(for: item, in: ListMeasuringContext(width: width))
    }

    /// The size stored for `item` in `context`, if one was measured for equal content.
    public func size(for item: Item, in context: ListMeasuringContext) -> CGSize? {
        guard let entry = sizes.value(for: Identity(item), in: context) else { return nil }
        // Compared outside the cache's lock: `isContentEqual` is the caller's code.
        return entry.item.isContentEqual(to: item) ? entry.size : nil
    }

    /// Stores `size` for `item` at `width` (the last size stored wins).
    public func store(_ size: CGSize, for item: Item, width: CGFloat) {
        store(size, for: item, in: ListMeasuringContext(width: width))
    }

    /// Stores `size` for `item` in `context` (the last size stored wins).
    public func store(_ size: CGSize, for item: Item, in context: ListMeasuringContext) {
        sizes.store(Entry(item: item, size: size), for: Identity(item), in: context)
    }

    /// The number of sizes stored at `width`.
    public func count(width: CGFloat) -> Int {
        sizes.count(width: width)
    }

    /// Forgets every size.
    public func removeAll() {
        sizes.removeAll()
    }

    /// Marks items as wanted by a prefetch; returns the ones not wanted already.
    func want(_ items: [Item]) -> [Item] {
        // Identities are read before taking the lock (`differenceIdentifier` is caller code).
        let keys = items.map { AnyHashable($0.differenceIdentifier) }
        let inserted = lock.withLock { keys.map { wanted.insert($0).inserted } }
        return zip(items, inserted).filter(\.1).map(\.0)
    }

    /// Marks items as no longer wanted (a cancelled prefetch).
    func unwant(_ items: [Item]) {
        let keys = items.map { AnyHashable($0.differenceIdentifier) }
        lock.withLock {
            for key in keys { wanted.remove(key) }
        }
    }

    /// Whether `item` is still wanted; takes it off the wanted list.
    func takeWanted(_ item: Item) -> Bool {
        let key = AnyHashable(item.differenceIdentifier)
        return lock.withLock { wanted.remove(key) != nil }
    }
}
#endif
