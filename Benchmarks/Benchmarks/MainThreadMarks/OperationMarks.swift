import CallgrindMarks
import Foundation

/// Measures user operations one at a time: wall time on the main actor, and under callgrind
/// the main thread's instructions of exactly that operation (collection is switched on at
/// its start and off at its end; callgrind keeps that switch per thread, so work on other
/// threads is not counted). Each operation, or each part of one, is dumped to its own
/// callgrind file labelled `mainthread host=… n=… op=… part=…`, and one line per
/// operation goes to standard output: `MAINTHREAD {json}`.
@MainActor
public final class OperationMarks {
    /// The host's name in the records and dump labels (`headless`, `uikit-table`).
    public let host: String
    /// The run's arguments.
    public let options: MainThreadOptions
    private let clock = ContinuousClock()
    private var current: (op: String, part: Int, started: ContinuousClock.Instant)?
    private var parts: [[String: Any]] = []
    private var instrumenting = false
    private var measured: Set<String> = []

    /// Marks for the operations of `host`, as `options` say.
    public init(host: String, options: MainThreadOptions) {
        self.host = host
        self.options = options
    }

    /// Whether `op` is measured in this run (an operation named `warm-up` never is).
    public func measures(_ op: String) -> Bool {
        op != "warm-up" && (options.only?.contains(op) ?? true)
    }

    /// Runs `body` as the operation `op`; measured when ``measures(_:)`` says so. `body`
    /// returns facts about the operation to print with it (counts, off-main seconds).
    public func measure(_ op: String, _ body: () async throws -> [String: Any]) async throws {
        // Nothing left to measure: skip the rest (the run's end checks still run).
        if isDone { return }
        guard measures(op) else {
            _ = try await body()
            return
        }
        parts = []
        // Instrumented from the first measured operation on: the setup and the operations
        // before it run at valgrind's uninstrumented speed (1M items would otherwise take
        // hours to build). Never stopped again: valgrind 3.19 crashed (SIGSEGV inside
        // valgrind) when instrumentation was stopped and restarted while the text size
        // change's worker threads started.
        if options.callgrind, !instrumenting {
            tabula_callgrind_start_instrumentation()
            instrumenting = true
        }
        current = (op, 0, clock.now)
        let start = clock.now
        if options.callgrind { tabula_callgrind_toggle_collect() }
        let facts = try await body()
        if options.callgrind { tabula_callgrind_toggle_collect() }
        let elapsed = clock.now - start
        endPart("rest")
        current = nil
        var record: [String: Any] = [
            "host": host, "n": options.size, "op": op, "ns": Self.nanoseconds(elapsed), "parts": parts,
        ]
        for (key, value) in facts { record[key] = value }
        let json = try JSONSerialization.data(withJSONObject: record, options: [.sortedKeys])
        FileHandle.standardOutput.write(Data("MAINTHREAD ".utf8) + json + Data("\n".utf8))
        measured.insert(op)
    }

    /// Whether every operation `--only` names has been measured: the rest of the run would
    /// measure nothing (and under callgrind run instrumented, slowly).
    public var isDone: Bool {
        // A warm-up (`only` empty) runs every operation, measuring none.
        guard let only = options.only, !only.isEmpty else { return false }
        return only.isSubset(of: measured)
    }

    /// Ends the current part of the operation being measured (`name`: what it did, such as
    /// `write` for the storage transaction), so the next instructions and time count
    /// toward the next part. Outside a measured operation it does nothing.
    public func endPart(_ name: String) {
        guard let current else { return }
        let now = clock.now
        if options.callgrind {
            tabula_callgrind_dump_stats_at(
                "mainthread host=\(host) n=\(options.size) op=\(current.op) part=\(current.part)-\(name)")
        }
        parts.append(["name": name, "ns": Self.nanoseconds(now - current.started)])
        self.current = (current.op, current.part + 1, now)
    }

    /// A note on standard error (progress; the results go to standard output).
    public func note(_ text: String) {
        FileHandle.standardError.write(Data("[\(host) n=\(options.size)] \(text)\n".utf8))
    }

    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
