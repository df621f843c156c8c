/// What a ``ListUpdater`` has done, for tests, logs and benchmarks.
@_spi(Testing) public struct ListUpdaterStatistics: Hashable, Sendable {
    /// Why the updater replaced everything instead of animating.
    public enum ReloadReason: String, Hashable, Sendable {
        /// The first data shown.
        case firstLoad
        /// A reload was requested (it cancelled pending updates).
        case requested
        /// The host had no window: batches on an off-screen view can crash.
        case notOnScreen
        /// More changes than ``ListUpdater/reloadThreshold``.
        case tooManyChanges
        /// The host rejected a batch (a bug: the batch broke UIKit's rules).
        case rejectedBatch
        /// A batch's completion did not arrive within ``ListUpdater/batchCompletionDeadline``
        /// (an animation that never ended): the updater stopped waiting.
        case completionOverdue
    }

    /// Storage updates received, through ``ListUpdater/bind(to:)`` or
    /// ``ListUpdater/apply(_:)``, stale ones included (a test can wait for delivery with it).
    public var storageUpdatesReceived = 0
    /// Storage updates skipped as stale (no newer than one already received from the same
    /// storage).
    public var staleUpdatesSkipped = 0
    /// Animated batches the host accepted.
    public var batchesApplied = 0
    /// In-place reconfigurations of content-only stages.
    public var reconfigures = 0
    /// Full reloads, by reason.
    public var reloads: [ReloadReason: Int] = [:]
    /// Reloads held back because the host had uncommitted updates (the user was dragging a
    /// row), by reason; each runs, and counts in ``reloads``, once the host is done.
    public var heldReloads: [ReloadReason: Int] = [:]
    /// Updates that were folded into a later diff because they arrived while a batch ran.
    public var coalescedUpdates = 0
    /// Pending updates dropped because a reload replaced them.
    public var cancelledUpdates = 0
    /// Changes the host already showed (user reorder), recorded without a batch.
    public var silentUpdates = 0
    /// The user's drops shown (``ListUpdater/userDroppedItems(withIdentifiers:at:in:)`` and
    /// the other drops), each as the one batch of its transaction.
    public var userDrops = 0
    /// Diffs that ran off the main actor (see ``ListUpdater/backgroundDiffThreshold``).
    public var backgroundDiffs = 0
    /// Background diffs dropped because a reload replaced them or the presented data
    /// changed under them; their target was planned again.
    public var discardedBackgroundDiffs = 0
    /// Batches the host rejected, with UIKit's message; always empty in a correct program.
    public var violations: [String] = []

    /// The number of reloads of any reason.
    public var totalReloads: Int {
        reloads.values.reduce(0, +)
    }
}
