import Foundation
import Testing

@testable import TabulaDemoData

/// A clock the test sets by hand.
private final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: Double

    init(_ seconds: Double) { self.seconds = seconds }

    var now: Double {
        lock.lock()
        defer { lock.unlock() }
        return seconds
    }

    func set(_ value: Double) {
        lock.lock()
        seconds = value
        lock.unlock()
    }
}

/// What the driver's threads issued.
private final class Issued: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var updates: [(update: StressUpdate, thread: Int, os: ObjectIdentifier)] = []

    func add(_ update: StressUpdate, _ thread: Int) {
        let os = ObjectIdentifier(Thread.current)
        lock.lock()
        updates.append((update, thread, os))
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return updates.count
    }

    var snapshot: [(update: StressUpdate, thread: Int, os: ObjectIdentifier)] {
        lock.lock()
        defer { lock.unlock() }
        return updates
    }
}

/// Waits (up to 10 s) until `condition` holds.
private func eventually(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<1_000 {
        if condition() { return true }
        try? await Task.sleep(nanoseconds: 10_000_000)
    }
    return condition()
}

@Suite("Stress update generator")
struct StressUpdateGeneratorTests {
    @Test func ratesAreClampedToTenToAThousand() {
        #expect(StressUpdateSchedule(ratePerSecond: 1, threadCount: 1, itemCount: 10, seed: 1).ratePerSecond == 10)
        #expect(
            StressUpdateSchedule(ratePerSecond: 5_000, threadCount: 1, itemCount: 10, seed: 1).ratePerSecond == 1_000)
        #expect(StressUpdateSchedule(ratePerSecond: 250, threadCount: 0, itemCount: 0, seed: 1).threadCount == 1)
    }

    @Test(arguments: [10, 100, 333, 1_000])
    func theThreadsShareExactlyTheRate(rate: Int) {
        let schedule = StressUpdateSchedule(ratePerSecond: rate, threadCount: 4, itemCount: 100_000, seed: 9)
        for elapsed in [0.0, 0.05, 0.5, 1, 2.5, 10] {
            let perThread = (0..<4).map { schedule.dueCount(forThread: $0, after: elapsed) }
            #expect(perThread.reduce(0, +) == Int((elapsed * Double(rate)).rounded(.down)), "elapsed \(elapsed)")
            #expect((perThread.max() ?? 0) - (perThread.min() ?? 0) <= 1, "even spread at \(elapsed): \(perThread)")
        }
        // Every update number belongs to exactly one thread.
        let numbers = (0..<4).flatMap { thread in
            (0..<schedule.dueCount(forThread: thread, after: 2)).map {
                schedule.updateNumber(thread: thread, index: $0)
            }
        }
        #expect(numbers.sorted() == Array(0..<(2 * rate)))
    }

    @Test func updatesAreDeterministicAndInRange() {
        let schedule = StressUpdateSchedule(ratePerSecond: 100, threadCount: 3, itemCount: 50, seed: 42)
        let updates = (0..<500).map(schedule.update)
        #expect(updates == (0..<500).map(schedule.update))
        #expect(updates.allSatisfy { (0..<50).contains($0.itemID) && $0.revision == $0.number + 1 })
        #expect(Set(updates.map(\.itemID)).count > 40, "updates reach most of the list")
    }

    @Test func stepIssuesOnlyWhatIsDueAndNothingTwice() {
        let issued = Issued()
        let schedule = StressUpdateSchedule(ratePerSecond: 100, threadCount: 2, itemCount: 1_000, seed: 3)
        let driver = StressUpdateDriver(schedule: schedule, clock: { 0 }) { issued.add($0, $1) }
        var count = driver.step(thread: 1, issued: 0, elapsed: 0.1)  // 10 due: 5 on thread 1
        #expect(count == 5)
        count += driver.step(thread: 1, issued: count, elapsed: 0.1)  // nothing new
        #expect(count == 5)
        count += driver.step(thread: 1, issued: count, elapsed: 0.3)  // 30 due: 15 on thread 1
        #expect(count == 15)
        #expect(issued.snapshot.map(\.update.number) == (0..<15).map { $0 * 2 + 1 })
    }

    @Test func theRunningThreadsIssueTheRateOnSeveralThreadsByTheInjectedClock() async throws {
        let clock = ManualClock(50)
        let issued = Issued()
        let schedule = StressUpdateSchedule(ratePerSecond: 1_000, threadCount: 4, itemCount: 100_000, seed: 5)
        let driver = StressUpdateDriver(schedule: schedule, clock: { clock.now }) { issued.add($0, $1) }
        driver.start()
        defer { driver.stop() }
        // Time stands still: nothing is due.
        try await Task.sleep(nanoseconds: 30_000_000)
        #expect(issued.count == 0)
        // A quarter of a second: 250 updates, on four threads.
        clock.set(50.25)
        #expect(await eventually { issued.count == 250 })
        try await Task.sleep(nanoseconds: 30_000_000)
        #expect(issued.count == 250, "no more than is due")
        let updates = issued.snapshot
        #expect(updates.map(\.update.number).sorted() == Array(0..<250))
        for thread in 0..<4 {
            let mine = updates.filter { $0.thread == thread }
            #expect(mine.count == 62 || mine.count == 63)
            #expect(mine.allSatisfy { $0.update.number % 4 == thread })
            #expect(Set(mine.map(\.os)).count == 1, "each schedule thread is one OS thread")
        }
        #expect(Set(updates.map(\.os)).count == 4, "four OS threads")
        let main = ObjectIdentifier(Thread.mainThread)
        #expect(!updates.contains { $0.os == main })
        // One more second: 1,000 more.
        clock.set(51.25)
        #expect(await eventually { issued.count == 1_250 })
        driver.stop()
        #expect(!driver.isRunning)
    }

    @Test func aRestartRunsOnlyTheNewThreadsFromTheNewStartTime() async throws {
        let clock = ManualClock(10)
        let issued = Issued()
        let schedule = StressUpdateSchedule(ratePerSecond: 100, threadCount: 2, itemCount: 1_000, seed: 8)
        let driver = StressUpdateDriver(schedule: schedule, clock: { clock.now }) { issued.add($0, $1) }
        driver.start()
        driver.start()  // a second start while running starts nothing
        clock.set(10.5)
        #expect(await eventually { issued.count == 50 })
        driver.stop()
        #expect(!driver.isRunning)
        try await Task.sleep(nanoseconds: 20_000_000)  // the old threads see the stop and end
        let firstRun = issued.count
        #expect(firstRun == 50)
        // Restarted at 10.5: a second later is 100 more, numbered from 0 again; the old
        // threads, which owed 150 by then, issue nothing.
        driver.start()
        clock.set(11.5)
        #expect(await eventually { issued.count == firstRun + 100 })
        try await Task.sleep(nanoseconds: 30_000_000)
        #expect(issued.count == firstRun + 100)
        #expect(issued.snapshot.dropFirst(firstRun).map(\.update.number).sorted() == Array(0..<100))
        driver.stop()
    }

    @Test func stressItemsHaveVariableLengthsAndStableText() {
        let items = StressItem.list(count: 1_000, seed: 1)
        #expect(items.map(\.id) == Array(0..<1_000))
        #expect(Set(items.map { $0.text.split(separator: " ").count }).count >= 4, "lengths vary")
        #expect(StressItem.make(id: 7, revision: 3, seed: 1) == StressItem.make(id: 7, revision: 3, seed: 1))
        #expect(StressItem.make(id: 7, revision: 3, seed: 1) != StressItem.make(id: 7, revision: 4, seed: 1))
    }
}
