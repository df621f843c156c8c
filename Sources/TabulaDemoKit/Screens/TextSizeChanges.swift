/// The text size changes of a tab whose change runs off the main actor (the rows off screen
/// are measured there): each change waits for the one before, and the tab is settled only
/// once the last has ended.
@MainActor
final class TextSizeChanges {
    /// The last change, while it runs.
    private var last: Task<Void, Never>?
    /// Counts the changes, so only the last one clears ``last``.
    private var started = 0

    /// Whether a change is running.
    var isRunning: Bool { last != nil }

    /// Runs `change` once the changes started before it have ended.
    func start(_ change: @escaping @MainActor () async -> Void) {
        let previous = last
        started += 1
        let number = started
        last = Task {
            await previous?.value
            await change()
            // An earlier change must not clear a later one: it is still running.
            if started == number { last = nil }
        }
    }

    /// Waits for the last change to end.
    func wait() async {
        await last?.value
    }
}
