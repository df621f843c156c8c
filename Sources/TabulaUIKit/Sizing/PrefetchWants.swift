#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula

/// The items a ``SizePrefetcher`` has requested and not yet measured or cancelled, by
/// identity: its measuring tasks take an item off the list before measuring it, so a
/// cancelled item is skipped and an item requested twice is measured once.
///
/// Read from the prefetcher's child tasks off the main actor, hence the lock.
final class PrefetchWants<Item: Differentiable & Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `wanted` is guarded by `lock`.
    private let lock = NSLock()
    private var wanted: Set<AnyHashable> = []

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
    func take(_ item: Item) -> Bool {
        let key = AnyHashable(item.differenceIdentifier)
        return lock.withLock { wanted.remove(key) != nil }
    }
}
#endif
