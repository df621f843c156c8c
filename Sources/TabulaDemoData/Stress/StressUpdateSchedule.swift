import TabulaTestSupport

/// Which update is due when, and on which thread: the stress screen's update generator,
/// as a pure function of elapsed time so a test can drive it with a clock of its own.
///
/// Updates are numbered from 0. By `elapsed` seconds, `floor(elapsed × rate)` are due;
/// update `n` belongs to thread `n % threadCount`, so the threads share the rate evenly
/// and no update is issued twice.
package struct StressUpdateSchedule: Equatable, Sendable {
    /// The rates the screen offers: 10 to 1,000 updates a second.
    package static let rates: ClosedRange<Int> = 10...1_000

    /// Updates per second, within ``rates``.
    package let ratePerSecond: Int
    /// How many threads issue them (at least 1).
    package let threadCount: Int
    /// The list's length: updates rewrite items `0 ..< itemCount`.
    package let itemCount: Int
    /// Which items are rewritten, and with what text.
    package let seed: UInt64

    /// A schedule; a rate outside ``rates`` is clamped into it, counts below 1 become 1.
    package init(ratePerSecond: Int, threadCount: Int, itemCount: Int, seed: UInt64) {
        self.ratePerSecond = min(Self.rates.upperBound, max(Self.rates.lowerBound, ratePerSecond))
        self.threadCount = max(1, threadCount)
        self.itemCount = max(1, itemCount)
        self.seed = seed
    }

    /// How many updates are due, on all threads together, `elapsed` seconds after the start.
    package func dueCount(after elapsed: Double) -> Int {
        guard elapsed > 0, elapsed.isFinite else { return 0 }
        return Int((elapsed * Double(ratePerSecond)).rounded(.down))
    }

    /// How many of the updates due after `elapsed` seconds belong to `thread`.
    package func dueCount(forThread thread: Int, after elapsed: Double) -> Int {
        guard (0..<threadCount).contains(thread) else { return 0 }
        let due = dueCount(after: elapsed)
        return due > thread ? (due - thread + threadCount - 1) / threadCount : 0
    }

    /// The number of `thread`'s `index`-th update (both from 0).
    package func updateNumber(thread: Int, index: Int) -> Int {
        index * threadCount + thread
    }

    /// Update number `number`: which item it rewrites, and the revision it gives it.
    package func update(_ number: Int) -> StressUpdate {
        var random = SplitMix64.stream(seed, 7_000_000 &+ UInt64(max(0, number)))
        return StressUpdate(number: number, itemID: Int.random(in: 0..<itemCount, using: &random), revision: number + 1)
    }
}

/// One update of the stress screen: item `itemID` is rewritten at `revision`.
package struct StressUpdate: Equatable, Sendable {
    /// Its number in the schedule.
    package var number: Int
    /// The item it rewrites.
    package var itemID: Int
    /// The revision the item gets (the number plus one).
    package var revision: Int

    /// The item as the update rewrites it.
    package func item(seed: UInt64) -> StressItem {
        StressItem.make(id: itemID, revision: revision, seed: seed)
    }
}
