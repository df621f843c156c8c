#if DEBUG
import Foundation

/// Records the signpost intervals begun and ended in a task and the tasks it starts (debug
/// builds only), so tests can check that every interval Tabula begins also ends: an
/// unbalanced interval would stretch to the end of an Instruments recording.
///
/// ```swift
/// let recorder = ListSignpostRecorder()
/// await ListSignpostRecorder.$current.withValue(recorder) { … }
/// #expect(recorder.unended.isEmpty)
/// ```
///
/// A task-local value, so tests running in parallel record apart. Work on threads a task did
/// not start (`Task.detached`, `DispatchQueue.concurrentPerform` workers) is not recorded.
@_spi(TabulaInternal) public final class ListSignpostRecorder: @unchecked Sendable {
    /// The recorder of the current task, if any.
    @TaskLocal public static var current: ListSignpostRecorder?

    // @unchecked Sendable: both arrays are read and written under `lock` only.
    private let lock = NSLock()
    private var names: [String] = []
    private var open: [String: Int] = [:]

    /// Creates an empty recorder.
    public init() {}

    func record(_ name: StaticString, begins: Bool) {
        let name = name.description
        lock.lock()
        defer { lock.unlock() }
        names.append((begins ? "begin " : "end ") + name)
        open[name, default: 0] += begins ? 1 : -1
    }

    /// Every begin and end so far, oldest first (`"begin Batch"`, `"end Batch"`…).
    public var events: [String] {
        lock.lock()
        defer { lock.unlock() }
        return names
    }

    /// The names whose begins outnumber their ends (or the reverse: a negative count), with
    /// the difference.
    public var unended: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return open.filter { $0.value != 0 }
    }

    /// The number of intervals named `name` begun so far.
    public func begun(_ name: String) -> Int {
        events.filter { $0 == "begin " + name }.count
    }
}
#endif
