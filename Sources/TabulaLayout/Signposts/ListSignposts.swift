#if canImport(Darwin)
import os
#endif

/// Tabula's work as `os_signpost` intervals, so Instruments (the os_signpost and Points of
/// Interest instruments) shows diffs, batches, measuring and prefetching next to UIKit's own.
///
/// The log is subsystem `"Tabula"`, category `"Lists"`. Each interval is named for its work:
/// `Diff`, `Batch`, `Measure`, `Prefetch`. When nobody records, a begin or an end costs one
/// check of `OSLog.signpostsEnabled`; on Linux the intervals compile to nothing but the test
/// recorder of debug builds.
@_spi(TabulaInternal) public enum ListSignposts {
    /// The subsystem of Tabula's signpost log.
    public static let subsystem = "Tabula"
    /// The category of Tabula's signpost log.
    public static let category = "Lists"

    #if canImport(Darwin)
    // `OSLog` is `@unchecked Sendable` (os.swiftinterface); one log for the process.
    static let log = OSLog(subsystem: subsystem, category: category)
    #endif

    /// Begins an interval named `name`; pass what it returns to ``end(_:)`` exactly once.
    @inline(__always)
    public static func begin(_ name: StaticString) -> ListSignpostInterval {
        #if DEBUG
        ListSignpostRecorder.current?.record(name, begins: true)
        #endif
        #if canImport(Darwin)
        guard log.signpostsEnabled else { return ListSignpostInterval(name: name, id: .invalid) }
        let id = OSSignpostID(log: log)
        os_signpost(.begin, log: log, name: name, signpostID: id)
        return ListSignpostInterval(name: name, id: id)
        #else
        return ListSignpostInterval(name: name)
        #endif
    }

    /// Ends `interval`.
    @inline(__always)
    public static func end(_ interval: ListSignpostInterval) {
        #if DEBUG
        ListSignpostRecorder.current?.record(interval.name, begins: false)
        #endif
        #if canImport(Darwin)
        // A begin while nobody recorded has no id; its end is not emitted either, so a
        // recording started mid-interval never sees an end without its begin.
        guard interval.id != .invalid else { return }
        os_signpost(.end, log: log, name: interval.name, signpostID: interval.id)
        #endif
    }

    /// Runs `body` inside an interval named `name`.
    @inline(__always)
    public static func interval<Result>(_ name: StaticString, _ body: () throws -> Result) rethrows -> Result {
        let interval = begin(name)
        defer { end(interval) }
        return try body()
    }
}

/// One begun signpost interval (see ``ListSignposts``).
@_spi(TabulaInternal) public struct ListSignpostInterval: Sendable {
    /// The interval's name.
    public let name: StaticString
    #if canImport(Darwin)
    let id: OSSignpostID
    #endif
}
