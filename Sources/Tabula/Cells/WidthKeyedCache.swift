import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A thread-safe cache whose entries are grouped first by container width (SPEC M6), so
/// the values for portrait and landscape both stay cached.
///
/// Values are computed outside the lock: a compute closure may itself read the same cache
/// (a frame below the text asks for the text's frame), and a slow measurement never blocks
/// other threads. Two threads missing the same key at once may both compute it; frame
/// functions are pure, so both results are equal and the first one stored is kept.
///
/// The three MFS caches (``StaticFrameCache``, ``ViewModelFrameCache``,
/// ``ViewModelSizeCache``) are built on it; use it directly for typed values such as
/// ``ExpandableHeights``.
public final class WidthKeyedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: all mutable state is in `storage` and the counters, and every
    // access holds `lock`. (`Synchronization.Mutex` would express this without
    // `@unchecked`, but it needs macOS 15 / iOS 18 and the package supports older systems.)

    private let lock = NSLock()
    private var storage: [CGFloat: [Key: Value]] = [:]
    private var hitCount = 0
    private var missCount = 0

    /// Creates an empty cache.
    public init() {}

    /// The cached value for `key` at `width`, if any (does not count as a hit or miss).
    public func value(for key: Key, width: CGFloat) -> Value? {
        lock.withLock { storage[width]?[key] }
    }

    /// The cached value for `key` at `width`, computing and storing it on a miss.
    public func value(for key: Key, width: CGFloat, compute: () throws -> Value) rethrows -> Value {
        let cached: Value? = lock.withLock {
            if let value = storage[width]?[key] {
                hitCount += 1
                return value
            }
            missCount += 1
            return nil
        }
        if let cached { return cached }
        let computed = try compute()
        return lock.withLock {
            if let raced = storage[width]?[key] { return raced }
            storage[width, default: [:]][key] = computed
            return computed
        }
    }

    /// Stores `value` for `key` at `width`.
    public func store(_ value: Value, for key: Key, width: CGFloat) {
        lock.withLock { storage[width, default: [:]][key] = value }
    }

    /// Changes the value for `key` at `width` in place under the lock (`nil` if absent).
    public func update(for key: Key, width: CGFloat, _ change: (inout Value?) -> Void) {
        lock.withLock {
            var value = storage[width]?[key]
            change(&value)
            storage[width, default: [:]][key] = value
        }
    }

    /// Forgets `key` at every width (its data changed).
    public func invalidate(_ key: Key) {
        lock.withLock {
            for width in storage.keys {
                storage[width]?[key] = nil
            }
        }
    }

    /// Forgets everything at `width`.
    public func invalidate(width: CGFloat) {
        _ = lock.withLock { storage.removeValue(forKey: width) }
    }

    /// Forgets everything and zeroes the counters.
    public func removeAll() {
        lock.withLock {
            storage.removeAll()
            hitCount = 0
            missCount = 0
        }
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
}
