import Tabula

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

    /// What the host does with a batch that breaks UIKit's rules (shared by every Tabula
    /// host: ``ListHostStrictness``).
    public typealias Strictness = ListHostStrictness

    /// What the host did, counted since it was created (``ListHostCounters``).
    public typealias Counters = ListHostCounters

    /// One update the host presented, for the history log (``ListHostLogEntry``).
    public typealias LogEntry = ListHostLogEntry
}
