#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula

/// Item sizes measured ahead of need (prefetching, a page computed before it is stored),
/// by container width and item identity.
///
/// An entry keeps the item it was measured for and is used only for an item with the same
/// identity and equal content (`isContentEqual(to:)`), so an edited item is measured again.
/// Safe to fill from any thread.
///
/// No caller code runs while the cache holds its lock: `differenceIdentifier`,
/// `isContentEqual(to:)` and the release of a replaced entry's item all run outside it, so
/// they may use this cache. (The identity's `Hashable` conformance is called under the
/// lock by the dictionary: it must not.) When two threads store a size for the same item
/// and width, the last one stored wins; a lookup racing a store answers from the entry it
/// read, which is checked against the item like any other.
public final class ItemSizeCache<Item: Differentiable & Sendable>: @unchecked Sendable {
    // @unchecked Sendable: every stored property is guarded by `lock`.
    private struct Entry {
        let item: Item
        let size: CGSize
    }

    private let lock = NSLock()
    private var entries: [CGFloat: [AnyHashable: Entry]] = [:]
    private var wanted: Set<AnyHashable> = []

    /// An empty cache.
    public init() {}

    /// The size stored for `item` at `width`, if one was measured for equal content.
    public func size(for item: Item, width: CGFloat) -> CGSize? {
        let key = AnyHashable(item.differenceIdentifier)
        guard let entry = lock.withLock({ entries[width]?[key] }) else { return nil }
        // Compared after the lock is released: `isContentEqual` is the caller's code.
        return entry.item.isContentEqual(to: item) ? entry.size : nil
    }

    /// Stores `size` for `item` at `width` (the last size stored wins).
    public func store(_ size: CGSize, for item: Item, width: CGFloat) {
        let key = AnyHashable(item.differenceIdentifier)
        let entry = Entry(item: item, size: size)
        // The replaced entry is returned out of the lock, so its item is released after it.
        let replaced = lock.withLock { entries[width, default: [:]].updateValue(entry, forKey: key) }
        _ = replaced
    }

    /// The number of sizes stored at `width`.
    public func count(width: CGFloat) -> Int {
        lock.withLock { entries[width]?.count ?? 0 }
    }

    /// Forgets every size.
    public func removeAll() {
        let removed = lock.withLock {
            let removed = entries
            entries = [:]
            return removed
        }
        _ = removed  // released here, outside the lock
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
