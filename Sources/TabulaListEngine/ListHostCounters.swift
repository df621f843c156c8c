import Tabula

/// What a list host did, counted since it was created (``HeadlessListView/counters``, the
/// terminal host's counters).
public struct ListHostCounters: Hashable, Sendable {
    /// Cells created because no reusable one existed.
    public var cellsCreated = 0
    /// Of ``cellsCreated``, cells created ahead of need into the reuse queues by
    /// `prepareReusableCells(_:prepare:)` (``HeadlessListView/prepareReusableCells(_:prepare:)``).
    public var cellsPrewarmed = 0
    /// Cells dequeued (created or reused).
    public var cellsDequeued = 0
    /// Cells taken from a reuse queue.
    public var cellsReused = 0
    /// Times the data source configured a cell (after a dequeue or in place).
    public var cellsConfigured = 0
    /// Of those, configurations in place by a reconfigure (`reconfigureItems(at:)`).
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
    /// Reloads done instead of a rejected batch (``ListHostStrictness/reloadOnViolation``).
    public var fallbackReloads = 0
    /// Calls to `reconfigureItems(at:)`.
    public var reconfigures = 0

    /// All zero.
    public init() {}
}
