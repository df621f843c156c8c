import Foundation
import Tabula
import Testing

/// `ContextKeyedCache` runs no caller code while it holds its lock, so caller code may use
/// the cache again.
///
/// The re-entry tests call back into the cache on the *same* thread, from inside the
/// caller's closure: with the closure run under the (non-recursive) lock, as before the
/// fix, that call waits for a lock its own thread holds and the test never finishes. No
/// timeout is needed to tell the fixed behaviour apart: the test returns at all.
@Suite("ContextKeyedCache")
struct ContextKeyedCacheTests {
    @Test func updateMayReadTheCacheFromItsClosure() {
        let cache = ContextKeyedCache<Int, Int>()
        cache.store(41, for: 2, width: 320)
        cache.update(for: 1, width: 320) { value in
            // A value derived from another entry of the same cache.
            value = (cache.value(for: 2, width: 320) ?? 0) + 1
        }
        #expect(cache.value(for: 1, width: 320) == 42)
    }

    @Test func updateMayWriteOtherEntriesFromItsClosure() {
        let cache = ContextKeyedCache<Int, Int>()
        cache.update(for: 1, width: 320) { value in
            cache.store(7, for: 2, width: 320)
            cache.store(8, for: 1, width: 568)  // same key, other width: another entry
            value = 1
        }
        #expect(cache.value(for: 1, width: 320) == 1)
        #expect(cache.value(for: 2, width: 320) == 7)
        #expect(cache.value(for: 1, width: 568) == 8)
    }

    @Test func computeMayUseTheCacheFromItsClosure() {
        let cache = ContextKeyedCache<String, Double>()
        let below = cache.value(for: "below", width: 320) {
            // The frame below the text asks for the text's frame, in the same cache.
            cache.value(for: "text", width: 320) { 20 } + 8
        }
        #expect(below == 28)
        #expect(cache.value(for: "text", width: 320) == 20)
        #expect(cache.misses == 2)
    }

    @Test func updateThatWritesItsOwnEntryGivesUpAndKeepsThatWrite() {
        let cache = ContextKeyedCache<Int, Int>()
        var runs = 0
        let stored = cache.update(for: 1, width: 320) { value in
            runs += 1
            cache.store(100 + runs, for: 1, width: 320)  // conflicts with this very update
            value = -1
        }
        #expect(!stored, "it never overwrites a value it did not see")
        #expect(cache.value(for: 1, width: 320) == 100 + runs, "the closure's own last write stays")
        #expect(runs > 1, "a conflict runs the closure again on the newer value")
        #expect(runs < 100, "and gives up after a bounded number of rounds")
    }

    @Test func updateRemovesTheEntryWhenTheClosureAnswersNil() {
        let cache = ContextKeyedCache<Int, Int>()
        cache.store(3, for: 1, width: 320)
        #expect(cache.update(for: 1, width: 320) { $0 = nil })
        #expect(cache.value(for: 1, width: 320) == nil)
        #expect(cache.count(width: 320) == 0)
    }

    @Test func aReplacedValueIsReleasedOutsideTheLock() {
        let cache = ContextKeyedCache<Int, ReleaseProbe>()
        let released = Counter()
        // The probe's deinit reads the cache: released under the lock, it would deadlock.
        cache.store(
            ReleaseProbe {
                _ = cache.value(for: 9, width: 320)
                released.increment()
            }, for: 1, width: 320)
        cache.store(ReleaseProbe {}, for: 1, width: 320)
        #expect(released.value == 1)
        cache.store(
            ReleaseProbe {
                _ = cache.count(width: 320)
                released.increment()
            }, for: 1, width: 320)
        cache.update(for: 1, width: 320) { $0 = nil }
        #expect(released.value == 2)
        cache.store(
            ReleaseProbe {
                _ = cache.widths
                released.increment()
            }, for: 2, width: 320)
        cache.invalidate(2)
        cache.store(
            ReleaseProbe {
                _ = cache.hits
                released.increment()
            }, for: 3, width: 568)
        cache.invalidate(width: 568)
        cache.store(
            ReleaseProbe {
                _ = cache.misses
                released.increment()
            }, for: 4, width: 320)
        cache.removeAll()
        #expect(released.value == 5)
    }

    /// Updates from several threads at once never lose one another: each one
    /// read-modify-writes the value it saw or runs again, so a counter ends at exactly the
    /// number of updates that report they were stored.
    @Test func concurrentUpdatesOfOneEntryAllLand() async {
        let cache = ContextKeyedCache<Int, Int>()
        let threads = 4
        let updatesPerThread = 2_000
        let stored = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<threads {
                group.addTask {
                    var stored = 0
                    for _ in 0..<updatesPerThread {
                        if cache.update(for: 0, width: 320, { $0 = ($0 ?? 0) + 1 }) { stored += 1 }
                    }
                    return stored
                }
            }
            return await group.reduce(0, +)
        }
        #expect(cache.value(for: 0, width: 320) == stored)
        // Ordinary contention settles within the retry budget (a drop needs 16 conflicts
        // in a row), but how often is up to the scheduler: only a loose bound here.
        #expect(stored >= threads * updatesPerThread / 2)
    }
}

extension ContextKeyedCacheTests {
    /// Runs `onDeinit` when released.
    final class ReleaseProbe: Sendable {
        let onDeinit: @Sendable () -> Void
        init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
        deinit { onDeinit() }
    }

    /// A thread-safe counter.
    final class Counter: @unchecked Sendable {
        // @unchecked Sendable: `count` is guarded by `lock`.
        private let lock = NSLock()
        private var count = 0
        func increment() { lock.withLock { count += 1 } }
        var value: Int { lock.withLock { count } }
    }
}
