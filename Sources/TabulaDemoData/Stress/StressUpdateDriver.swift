import Foundation

/// Runs a ``StressUpdateSchedule`` on real threads: each of its threads wakes every
/// millisecond or two, asks the clock how long it has run, and issues the updates of its own
/// that are due. The clock is injected, so a test decides what time it is.
package final class StressUpdateDriver: Sendable {
    /// What it runs.
    package let schedule: StressUpdateSchedule
    private let clock: @Sendable () -> Double
    private let apply: @Sendable (StressUpdate, Int) -> Void
    private let state = StressDriverState()

    /// A driver for `schedule`.
    ///
    /// - Parameters:
    ///   - schedule: which updates are due when, on which thread.
    ///   - clock: seconds, monotonic (on a device `CACurrentMediaTime`).
    ///   - apply: issues one update on the schedule's thread whose number it is given (never
    ///     the main thread; several threads at once).
    package init(
        schedule: StressUpdateSchedule, clock: @escaping @Sendable () -> Double,
        apply: @escaping @Sendable (StressUpdate, _ thread: Int) -> Void
    ) {
        self.schedule = schedule
        self.clock = clock
        self.apply = apply
    }

    /// Whether its threads are running.
    package var isRunning: Bool { state.read { $0.generation != nil } }

    /// Starts the threads (again, after ``stop()``, from a new start time); no second set
    /// while running.
    package func start() {
        let start = clock()
        guard let generation = state.begin() else { return }
        for thread in 0..<schedule.threadCount {
            Thread.detachNewThread { [self] in
                var issued = 0
                while state.read({ $0.generation == generation }) {
                    issued += step(thread: thread, issued: issued, elapsed: clock() - start)
                    Thread.sleep(forTimeInterval: 0.001 + 0.000_25 * Double(thread))
                }
            }
        }
    }

    /// Stops the threads after their current step.
    package func stop() {
        state.end()
    }

    /// One wake-up of `thread`: issues its updates numbered from `issued` up to what is due
    /// after `elapsed` seconds, and returns how many it issued.
    package func step(thread: Int, issued: Int, elapsed: Double) -> Int {
        let due = schedule.dueCount(forThread: thread, after: elapsed)
        guard due > issued else { return 0 }
        for index in issued..<due {
            apply(schedule.update(schedule.updateNumber(thread: thread, index: index)), thread)
        }
        return due - issued
    }
}

/// The driver's run state behind a lock: the number of the running generation of threads,
/// so threads of a stopped run never see a later start as their own.
private final class StressDriverState: @unchecked Sendable {
    struct Value {
        var generation: Int?
        var started = 0
    }

    private let lock = NSLock()
    private var value = Value()

    func read<T>(_ body: (Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(value)
    }

    func begin() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard value.generation == nil else { return nil }
        value.started += 1
        value.generation = value.started
        return value.started
    }

    func end() {
        lock.lock()
        value.generation = nil
        lock.unlock()
    }
}
