import Foundation

/// Waits until a host has no uncommitted updates (``ListHost/hasUncommittedUpdates``: the
/// user is reordering, say), checking on later main-actor turns, and gives up after a
/// limit: a reload that must not interfere with the user's drag should not wait forever
/// either (a drag can be held still indefinitely; a list that never updates is worse).
///
/// One wait at a time: starting again replaces the wait in flight, which never reports.
@MainActor
@_spi(TabulaInternal) public final class UncommittedUpdatesWait {
    /// How often the host is asked again, in nanoseconds: about one screen frame.
    private static let interval: UInt64 = 16_000_000
    private var task: Task<Void, Never>?

    /// Creates an idle wait.
    public init() {}

    deinit {
        task?.cancel()
    }

    /// Whether a wait is in flight.
    public var isWaiting: Bool {
        task != nil
    }

    /// Calls `done` once `host` has no uncommitted updates (`timedOut` false), or after
    /// `limit` seconds (`timedOut` true), always on a later main-actor turn.
    public func start(
        for host: any ListHost, limit: Double, _ done: @escaping @MainActor (_ timedOut: Bool) -> Void
    ) {
        task?.cancel()
        let end = Date().addingTimeInterval(max(0, limit))
        task = Task { [weak self] in
            while true {
                try? await Task.sleep(nanoseconds: Self.interval)
                if Task.isCancelled { return }
                let committed = !host.hasUncommittedUpdates
                if committed || Date() >= end {
                    self?.task = nil
                    done(!committed)
                    return
                }
            }
        }
    }
}
