import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A thread-safe cache whose entries are grouped first by container width, so the values for
/// portrait and landscape both stay cached.
///
/// No caller code runs while the cache holds its lock: compute closures, `update` closures
/// and the deinitialisers of replaced values all run outside it. A closure may therefore
/// use the same cache again (a frame below the text asks for the text's frame) from the
/// same thread, and a slow measurement never blocks other threads. The one exception is
/// `Key`'s `Hashable` conformance, which the dictionaries call under the lock: it must not
/// use the cache.
///
/// Races between threads, entry by entry:
/// - ``value(for:width:compute:)``: two threads missing the same key at once may both
///   compute it; the first value stored is kept and returned to both (frame functions are
///   pure, so the two are equal).
/// - ``store(_:for:width:)``: the last value stored wins.
/// - ``update(for:width:_:)``: optimistic. The closure runs on a snapshot; if the entry was
///   written while it ran, it runs again on the newer value, so concurrent updates all
///   land. If the entry keeps changing under it (the closure writes that entry itself), the
///   update gives up and the other writer's value stays: it never overwrites a value it
///   did not see.
///
/// The one MFS cache: key it by view model identity and store what a cell's frame
/// functions computed (its subviews' frames by name, the sizes of its dynamic subviews, a
/// pair of heights for an expandable post).
public final class WidthKeyedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: all mutable state is in `storage` and the counters, and every
    // access holds `lock`. (`Synchronization.Mutex` would express this without
    // `@unchecked`, but it needs macOS 15 / iOS 18 and the package supports older systems.)

    /// A value and the write that stored it: ``update(for:width:_:)`` compares stamps to
    /// see whether its entry was written while its closure ran (values need not be
    /// `Equatable`, and equal values written in between still count as a write).
    private struct Stamped {
        var value: Value
        var stamp: UInt64
    }

    /// How many times ``update(for:width:_:)`` runs its closure again after a conflicting
    /// write before it gives up. Generous: ordinary contention settles in one or two
    /// rounds; only a closure that writes its own entry conflicts every time.
    private static var updateAttempts: Int { 16 }

    private let lock = NSLock()
    private var storage: [CGFloat: [Key: Stamped]] = [:]
    private var writes: UInt64 = 0
    private var hitCount = 0
    private var missCount = 0

    /// Creates an empty cache.
    public init() {}

    /// The cached value for `key` at `width`, if any (does not count as a hit or miss).
    ///
    /// - Complexity: Expected O(1): two hash look-ups under the lock.
    public func value(for key: Key, width: CGFloat) -> Value? {
        lock.withLock { storage[width]?[key]?.value }
    }

    /// The cached value for `key` at `width`, computing and storing it on a miss.
    ///
    /// `compute` runs without the cache's lock held and may use this cache. When another
    /// thread stores the same entry while `compute` runs, that first value is kept and
    /// returned.
    ///
    /// - Complexity: Expected O(1) on a hit; on a miss, the cost of `compute` plus O(1).
    public func value(for key: Key, width: CGFloat, compute: () throws -> Value) rethrows -> Value {
        let cached: Value? = lock.withLock {
            if let entry = storage[width]?[key] {
                hitCount += 1
                return entry.value
            }
            missCount += 1
            return nil
        }
        if let cached { return cached }
        let computed = try compute()
        return lock.withLock {
            if let raced = storage[width]?[key] { return raced.value }
            _ = write(computed, for: key, width: width)  // absent: replaces nothing
            return computed
        }
    }

    /// Stores `value` for `key` at `width` (the last value stored wins).
    ///
    /// - Complexity: Expected O(1).
    public func store(_ value: Value, for key: Key, width: CGFloat) {
        // The replaced value is returned out of the lock, so its deinitialiser (caller
        // code, for a class value) runs after the lock is released.
        let replaced = lock.withLock { write(value, for: key, width: width) }
        _ = replaced
    }

    /// Changes the value for `key` at `width` (`nil` if absent; set it to `nil` to remove
    /// the entry) as one atomic read-modify-write.
    ///
    /// `change` runs without the cache's lock held, so it may use this cache. If the entry
    /// is written while `change` runs, `change` runs again on the newer value: it must be
    /// a function of its argument and must not count on running once. If the entry is
    /// still being written under it after several rounds (`change` itself writes the entry),
    /// the update is dropped and the value stored meanwhile stays.
    ///
    /// - Returns: whether the changed value was stored (`false`: dropped, see above).
    /// - Complexity: Expected O(1) plus the cost of `change`, times the rounds it runs
    ///   (one without concurrent writes to the entry, a few at most).
    @discardableResult
    public func update(for key: Key, width: CGFloat, _ change: (inout Value?) -> Void) -> Bool {
        for _ in 0..<Self.updateAttempts {
            let (snapshot, stamp) = lock.withLock { () -> (Value?, UInt64?) in
                let entry = storage[width]?[key]
                return (entry?.value, entry?.stamp)
            }
            var value = snapshot
            change(&value)
            let (stored, replaced) = lock.withLock { () -> (Bool, Value?) in
                // Another write landed meanwhile (a removal, too, changes the stamp to nil).
                guard storage[width]?[key]?.stamp == stamp else { return (false, nil) }
                if let value {
                    return (true, write(value, for: key, width: width))
                }
                return (true, storage[width]?.removeValue(forKey: key)?.value)
            }
            _ = replaced  // released here, outside the lock
            if stored { return true }
        }
        return false
    }

    /// Forgets `key` at every width (its data changed).
    ///
    /// - Complexity: O(w) for w cached widths.
    public func invalidate(_ key: Key) {
        let removed = lock.withLock {
            var removed: [Value] = []
            // A copy of the widths: mutating `storage` while its own key view is alive
            // would copy every entry.
            for width in Array(storage.keys) {
                if let entry = storage[width]?.removeValue(forKey: key) {
                    removed.append(entry.value)
                }
            }
            return removed
        }
        _ = removed  // released here, outside the lock
    }

    /// Forgets everything at `width`.
    ///
    /// - Complexity: Expected O(1) under the lock; the entries are released after it, in
    ///   O(n) for the n entries at that width.
    public func invalidate(width: CGFloat) {
        let removed = lock.withLock { storage.removeValue(forKey: width) }
        _ = removed  // released here, outside the lock
    }

    /// Forgets everything and zeroes the counters.
    public func removeAll() {
        let removed = lock.withLock {
            let removed = storage
            storage = [:]
            hitCount = 0
            missCount = 0
            return removed
        }
        _ = removed  // released here, outside the lock
    }

    /// The widths that have at least one entry, ascending.
    public var widths: [CGFloat] {
        lock.withLock { storage.filter { !$0.value.isEmpty }.keys.sorted() }
    }

    /// The number of entries at `width`.
    public func count(width: CGFloat) -> Int {
        lock.withLock { storage[width]?.count ?? 0 }
    }

    /// Lookups through ``value(for:width:compute:)`` answered from the cache.
    public var hits: Int {
        lock.withLock { hitCount }
    }

    /// Lookups through ``value(for:width:compute:)`` that had to compute.
    public var misses: Int {
        lock.withLock { missCount }
    }

    /// Stores `value` with a new stamp and returns the value it replaces, for the caller to
    /// release after the lock. Call with `lock` held.
    private func write(_ value: Value, for key: Key, width: CGFloat) -> Value? {
        writes &+= 1
        return storage[width, default: [:]].updateValue(Stamped(value: value, stamp: writes), forKey: key)?.value
    }
}
