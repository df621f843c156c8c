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
        return lock.withLock {
            guard let entry = entries[width]?[key], entry.item.isContentEqual(to: item) else { return nil }
            return entry.size
        }
    }

    /// Stores `size` for `item` at `width`.
    public func store(_ size: CGSize, for item: Item, width: CGFloat) {
        let key = AnyHashable(item.differenceIdentifier)
        lock.withLock { entries[width, default: [:]][key] = Entry(item: item, size: size) }
    }

    /// The number of sizes stored at `width`.
    public func count(width: CGFloat) -> Int {
        lock.withLock { entries[width]?.count ?? 0 }
    }

    /// Forgets every size.
    public func removeAll() {
        lock.withLock { entries.removeAll() }
    }

    /// Marks items as wanted by a prefetch; returns the ones not wanted already.
    func want(_ items: [Item]) -> [Item] {
        lock.withLock { items.filter { wanted.insert(AnyHashable($0.differenceIdentifier)).inserted } }
    }

    /// Marks items as no longer wanted (a cancelled prefetch).
    func unwant(_ items: [Item]) {
        lock.withLock {
            for item in items { wanted.remove(AnyHashable(item.differenceIdentifier)) }
        }
    }

    /// Whether `item` is still wanted; takes it off the wanted list.
    func takeWanted(_ item: Item) -> Bool {
        lock.withLock { wanted.remove(AnyHashable(item.differenceIdentifier)) != nil }
    }
}
#endif
