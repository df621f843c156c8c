extension HeadlessListView {
    /// When a batch's completion runs.
    public enum AnimationMode: Hashable, Sendable {
        /// Synchronously, at the end of `performBatch`, once the batch is fully applied
        /// (real UIKit calls it later, when the animation ends; use ``manual`` to model
        /// that).
        case immediate
        /// Held until ``HeadlessListView/finishAnimations()``, so a test can see a batch
        /// "in flight" and prove that the next one waits for it.
        case manual
    }

    /// What the host does with a batch that breaks UIKit's rules.
    public enum Strictness: Hashable, Sendable {
        /// Throws a ``BatchUpdateError`` and applies nothing (tests).
        case throwing
        /// Logs the violations (error level) and reloads everything from the data source
        /// instead, as a production host should: the update closure already ran, so the
        /// data source holds the new data and only a reload can show it. The completion
        /// runs with `false`.
        case reloadOnViolation
    }

    /// What the host did, counted since it was created.
    public struct Counters: Hashable, Sendable {
        /// Cells created because no reusable one existed.
        public var cellsCreated = 0
        /// Cells dequeued (created or reused).
        public var cellsDequeued = 0
        /// Cells taken from a reuse queue.
        public var cellsReused = 0
        /// Times the data source configured a cell (after a dequeue or in place).
        public var cellsConfigured = 0
        /// Of those, configurations in place by ``HeadlessListView/reconfigureItems(at:)``.
        public var cellsReconfigured = 0
        /// Header and footer views created.
        public var supplementaryViewsCreated = 0
        /// Header and footer views dequeued (created or reused).
        public var supplementaryViewsDequeued = 0
        /// Times the data source configured a header (after a dequeue or a refresh).
        public var headersConfigured = 0
        /// Times the data source configured a footer.
        public var footersConfigured = 0
        /// Header and footer views configured again in place because their content token
        /// changed in a batch.
        public var supplementaryViewsRefreshed = 0
        /// Batches applied.
        public var batchesApplied = 0
        /// Batches that broke UIKit's rules (thrown or replaced by a reload).
        public var batchesRejected = 0
        /// Batches applied while the host had no window (UIKit may crash there: callers
        /// should reload instead).
        public var batchesWithoutWindow = 0
        /// Batches that started while an earlier batch's completion was still pending.
        public var batchesOverlapping = 0
        /// Full reloads, including fallback reloads.
        public var reloads = 0
        /// Reloads done instead of a rejected batch (``Strictness/reloadOnViolation``).
        public var fallbackReloads = 0
        /// Calls to ``HeadlessListView/reconfigureItems(at:)``.
        public var reconfigures = 0

        /// All zero.
        public init() {}
    }

    /// One update the host presented, for the history log.
    public enum LogEntry: Hashable, Sendable {
        /// A batch applied, with the item counts before and after it.
        case batch(ListBatch, before: [Int], after: [Int])
        /// A reload, with the item counts after it.
        case reload(counts: [Int])
        /// A batch rejected and replaced by a reload (``Strictness/reloadOnViolation``).
        case reloadAfterViolation(BatchUpdateError, counts: [Int])
        /// A reconfigure of these paths.
        case reconfigure([ListIndexPath])
    }
}
