import Foundation
import Tabula

extension HeadlessListView {
    /// Performs one batch the way UIKit does, and checks it against UIKit's rules.
    ///
    /// 1. Reads the data source's counts and compares them with ``presentedCounts`` (the
    ///    counts after the last update): a difference means the data changed outside an
    ///    update block, a violation. The presented counts are the "before" state, as in UIKit.
    /// 2. Runs `updateData` (the caller installs the new data), then reads the counts after.
    /// 3. Checks the batch with ``/Tabula/BatchUpdateRules``. On a violation it throws
    ///    ``/Tabula/BatchUpdateError`` and applies nothing (``ListHostStrictness/throwing``), or logs and
    ///    reloads (``ListHostStrictness/reloadOnViolation``). Either way `updateData` already ran:
    ///    the caller's data is the new data, so the only way back to a consistent screen is
    ///    ``reloadData(updateData:)`` — which is what a production host does.
    /// 4. Applies the batch: updates the frame provider, moves kept cells to their new
    ///    paths, dequeues and configures cells for inserted, reloaded and newly visible
    ///    items, returns cells that left to their queues, and refreshes kept headers and
    ///    footers whose content token changed.
    /// 5. Calls `completion(true)` at once (``AnimationMode/immediate``) or on
    ///    ``finishAnimations()`` (``AnimationMode/manual``).
    ///
    /// Throws ``/Tabula/ListHostError`` without applying anything when there is no data source or a
    /// newly visible cell's reuse identifier is not registered.
    public func performBatch(
        _ batch: ListBatch, updateData: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) throws {
        try engine.performBatch(
            batch, updateData: updateData, completion: completion, holdCompletion: animationMode == .manual)
    }

    /// Runs `updateData`, then presents the data source's data from scratch: every visible
    /// cell goes back to its queue and the visible items are dequeued and configured again
    /// (usually getting the same cell objects back). Completions still pending run with
    /// `false`, as UIKit cuts running animations short.
    public func reloadData(updateData: () -> Void) throws {
        try engine.reloadData(updateData: updateData)
    }

    /// Configures the visible cells of `paths` again, in place: same cell objects, no
    /// dequeue (UIKit's `reconfigureRows(at:)` / `reconfigureItems(at:)`). Paths that are
    /// not visible are skipped. The frame provider then measures those items again (their
    /// content changed, so their size may have), kept cells take their new frames and
    /// cells that come into view are dequeued, as with UIKit's self-sizing cells. Throws,
    /// configuring nothing, when a path is outside the presented data or a visible item's
    /// reuse identifier changed (that needs a reload).
    public func reconfigureItems(at paths: [ListIndexPath]) throws {
        try engine.reconfigureItems(at: paths)
    }

    /// Ends every batch animation in flight: runs the held completions, oldest first, with
    /// `true`. Returns how many ran. (Completions that start new batches add new pending
    /// completions; those wait for the next call.)
    @discardableResult
    public func finishAnimations() -> Int {
        engine.finishPendingCompletions(finished: true)
    }
}
