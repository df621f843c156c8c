import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A thread-safe cache whose entries are grouped first by measuring context (width, text
/// size, layout direction, an app's values), so the values for portrait and landscape, or
/// for two text sizes, all stay cached: returning to a context seen before computes nothing.
///
/// The `width:` forms are the default context at that width
/// (`ListMeasuringContext(width:)`: Large text, left to right), for frame functions that
/// depend on the width alone.
///
/// No caller code runs while the cache holds its lock: compute closures, `update` closures
/// and the deinitialisers of replaced values all run outside it. A closure may therefore
/// use the same cache again (a frame below the text asks for the text's frame) from the
/// same thread, and a slow measurement never blocks other threads. The one exception is
/// `Key`'s `Hashable` conformance, which the dictionaries call under the lock: it must not
/// use the cache.
///
/// Races between threads, entry by entry:
/// - ``value(for:in:compute:)``: two threads missing the same key at once may both
///   compute it; the first value stored is kept and returned to both (frame functions are
///   pure, so the two are equal).
/// - ``store(_:for:in:)``: the last value stored wins.
/// - ``update(for:in:_:)``: optimistic. The closure runs on a snapshot; if the entry was
///   written while it ran, it runs again on the newer value, so concurrent updates all
///   land. If the entry keeps changing under it (the closure writes that entry itself), the
///   update gives up and the other writer's value stays: it never overwrites a value it
///   did not see.
///
/// The one MFS cache: key it by view model identity and store what a cell's frame
/// functions computed (its subviews' frames by name, the sizes of its dynamic subviews, a
/// pair of heights for an expandable post).
public final class ContextKeyedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: all mutable state is in `storage` and the counters, and every
    // access holds `lock`. (`Synchronization.Mutex` would express this without
    // `@unchecked`, but it needs macOS 15 / iOS 18 and the package supports older systems.)

    /// A value and the write that stored it: ``update(for:in:_:)`` compares stamps to
    /// see whether its entry was written while its closure ran (values need not be
    /// `Equatable`, and equal values written in between still count as a write).
    @usableFromInline
    struct Stamped {
        @usableFromInline var value: Value
        @usableFromInline var stamp: UInt64

        @inlinable
        init(value: Value, stamp: UInt64) {
            self.value = value
            self.stamp = stamp
        }
    }

    /// How many times ``update(for:in:_:)`` runs its closure again after a conflicting
    /// write before it gives up. Generous: ordinary contention settles in one or two
    /// rounds; only a closure that writes its own entry conflicts every time.
    private static var updateAttempts: Int { 16 }

    @usableFromInline let lock = NSLock()
    @usableFromInline var storage: [ListMeasuringContext: [Key: Stamped]] = [:]
    @usableFromInline var writes: UInt64 = 0
    @usableFromInline var hitCount = 0
    @usableFromInline var missCount = 0

    /// Creates an empty cache.
    public init() {}

    /// The cached value for `key` in `context`, if any (does not count as a hit or miss).
    ///
    /// - Complexity: Expected O(1): two hash look-ups under the lock.
    @inlinable
    public func value(for key: Key, in context: ListMeasuringContext) -> Value? {
        lock.withLock { storage[context]?[key]?.value }
    }

    /// The cached value for `key` in `context`, computing and storing it on a miss.
    ///
    /// `compute` runs without the cache's lock held and may use this cache. When another
    /// thread stores the same entry while `compute` runs, that first value is kept and
    /// returned.
    ///
    /// - Complexity: Expected O(1) on a hit; on a miss, the cost of `compute` plus O(1).
    @inlinable
    public func value(for key: Key, in context: ListMeasuringContext, compute: () throws -> Value) rethrows -> Value {
        let cached: Value? = lock.withLock {
            if let entry = storage[context]?[key] {
                hitCount += 1
                return entry.value
            }
            missCount += 1
            return nil
        }
        if let cached { return cached }
        let computed = try compute()
        return lock.withLock {
            if let raced = storage[context]?[key] { return raced.value }
            _ = write(computed, for: key, in: context)  // absent: replaces nothing
            return computed
        }
    }

    /// Stores `value` for `key` in `context` (the last value stored wins).
    ///
    /// - Complexity: Expected O(1).
    public func store(_ value: Value, for key: Key, in context: ListMeasuringContext) {
        // The replaced value is returned out of the lock, so its deinitialiser (caller
        // code, for a class value) runs after the lock is released.
        let replaced = lock.withLock { write(value, for: key, in: context) }
        _ = replaced
    }

    /// Changes the value for `key` in `context` (`nil` if absent; set it to `nil` to remove
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
    public func update(for key: Key, in context: ListMeasuringContext, _ change: (inout Value?) -> Void) -> Bool {
        for _ in 0..<Self.updateAttempts {
            let (snapshot, stamp) = lock.withLock { () -> (Value?, UInt64?) in
                let entry = storage[context]?[key]
                return (entry?.value, entry?.stamp)
            }
            var value = snapshot
            change(&value)
            let (stored, replaced) = lock.withLock { () -> (Bool, Value?) in
                // Another write landed meanwhile (a removal, too, changes the stamp to nil).
                guard storage[context]?[key]?.stamp == stamp else { return (false, nil) }
                if let value {
                    return (true, write(value, for: key, in: context))
                }
                return (true, storage[context]?.removeValue(forKey: key)?.value)
            }
            _ = replaced  // released here, outside the lock
            if stored { return true }
        }
        return false
    }

    /// Forgets `key` in every context (its data changed).
    ///
    /// - Complexity: O(c) for c cached contexts.
    public func invalidate(_ key: Key) {
        let removed = lock.withLock {
            var removed: [Value] = []
            // A copy of the contexts: mutating `storage` while its own key view is alive
            // would copy every entry.
            for context in Array(storage.keys) {
                if let entry = storage[context]?.removeValue(forKey: key) {
                    removed.append(entry.value)
                }
            }
            return removed
        }
        _ = removed  // released here, outside the lock
    }

    /// Forgets everything in `context`.
    ///
    /// - Complexity: Expected O(1) under the lock; the entries are released after it, in
    ///   O(n) for the n entries in that context.
    public func invalidate(context: ListMeasuringContext) {
        let removed = lock.withLock { storage.removeValue(forKey: context) }
        _ = removed  // released here, outside the lock
    }

    /// Forgets everything in every context of `width` (any text size or direction).
    ///
    /// - Complexity: O(c) for c cached contexts under the lock.
    public func invalidate(width: CGFloat) {
        let removed = lock.withLock {
            let gone = storage.filter { $0.key.width == width }
            for context in gone.keys { storage.removeValue(forKey: context) }
            return gone
        }
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

    /// The widths of the contexts that have at least one entry, ascending, each once.
    public var widths: [CGFloat] {
        Array(Set(contexts.map(\.width))).sorted()
    }

    /// The contexts that have at least one entry.
    public var contexts: [ListMeasuringContext] {
        lock.withLock { storage.filter { !$0.value.isEmpty }.map(\.key) }
    }

    /// The number of entries in `context`.
    public func count(in context: ListMeasuringContext) -> Int {
        lock.withLock { storage[context]?.count ?? 0 }
    }

    /// The number of entries in the default context of `width`.
    public func count(width: CGFloat) -> Int {
        count(in: ListMeasuringContext(width: width))
    }

    /// The number of entries in every context (what the cache holds).
    public var count: Int {
        lock.withLock { storage.values.reduce(0) { $0 + $1.count } }
    }

    // MARK: The default context of a width

    /// ``value(for:in:)`` in the default context of `width`.
    @inlinable
    public func value(for key: Key, width: CGFloat) -> Value? {
        value(for: key, in: ListMeasuringContext(width: width))
    }

    /// ``value(for:in:compute:)`` in the default context of `width`.
    @inlinable
    public func value(for key: Key, width: CGFloat, compute: () throws -> Value) rethrows -> Value {
        try value(for: key, in: ListMeasuringContext(width: width), compute: compute)
    }

    /// ``store(_:for:in:)`` in the default context of `width`.
    public func store(_ value: Value, for key: Key, width: CGFloat) {
        store(value, for: key, in: ListMeasuringContext(width: width))
    }

    /// ``update(for:in:_:)`` in the default context of `width`.
    @discardableResult
    public func update(for key: Key, width: CGFloat, _ change: (inout Value?) -> Void) -> Bool {
        update(for: key, in: ListMeasuringContext(width: width), change)
    }

    /// Lookups through ``value(for:in:compute:)`` answered from the cache.
    public var hits: Int {
        lock.withLock { hitCount }
    }

    /// Lookups through ``value(for:in:compute:)`` that had to compute.
    public var misses: Int {
        lock.withLock { missCount }
    }

    /// Stores `value` with a new stamp and returns the value it replaces, for the caller to
    /// release after the lock. Call with `lock` held.
    @usableFromInline
    func write(_ value: Value, for key: Key, in context: ListMeasuringContext) -> Value? {
        writes &+= 1
        return storage[context, default: [:]].updateValue(Stamped(value: value, stamp: writes), forKey: key)?.value
    }
}

/// The cache's name before it was keyed by a whole measuring context.
@available(*, deprecated, renamed: "ContextKeyedCache")
public typealias WidthKeyedCache<Key: Hashable & Sendable, Value: Sendable> = ContextKeyedCache<Key, Value>
