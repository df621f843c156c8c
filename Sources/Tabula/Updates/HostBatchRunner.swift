@_spi(TabulaInternal) import TabulaLayout

/// Hands one batch at a time to a host and reports, once, how it ended: the host said it
/// finished, or its completion did not arrive before the deadline.
///
/// Batches are numbered, so a completion or a deadline that belongs to a batch no longer
/// waited for (one the host rejected, one already given up on) is ignored.
@MainActor
final class HostBatchRunner {
    /// How the batch waited for ended.
    enum Outcome: Equatable {
        /// The host reported the batch finished.
        case completed
        /// The host did not report it within the deadline.
        case overdue
    }

    /// Counts batches handed to a host.
    private(set) var batchNumber: UInt64 = 0
    /// The number of the batch whose end is waited for, if any.
    private var awaited: UInt64?
    /// Ends the wait for the batch in flight when its completion is overdue.
    private var deadlineTask: Task<Void, Never>?
    /// The Instruments interval of the batch waited for: from the host's update block to
    /// its completion (or its rejection, or the deadline).
    private var signpost: ListSignpostInterval?

    /// Whether a batch handed to the host has not ended yet.
    var isWaiting: Bool { awaited != nil }

    deinit {
        deadlineTask?.cancel()
        if let signpost { ListSignposts.end(signpost) }
    }

    /// Hands `batch` to `host`, installing the data by `updateData` inside its update block.
    ///
    /// - Parameters:
    ///   - batch: the batch to apply.
    ///   - host: the list that shows it.
    ///   - checkingFirst: checks the batch with ``BatchUpdateRules`` against the host's
    ///     counts and `countsAfter` before the host sees it.
    ///   - countsAfter: the item count of each section once the batch is applied; evaluated
    ///     only when `checkingFirst` (it reads every section: at 1,000 sections it was
    ///     most of an unchecked batch's cost when built eagerly).
    ///   - deadline: seconds to wait for the completion (`nil` or infinite: forever).
    ///   - updateData: installs the data the batch leads to, inside the host's update block.
    ///   - ended: called once, when the host reports the batch finished (possibly before
    ///     this returns) or when the deadline passes first.
    /// - Throws: the rule the batch breaks, or the host's refusal; nothing is waited for then.
    func run(
        _ batch: ListBatch, on host: any ListHost, checkingFirst: Bool, countsAfter: @autoclosure () -> [Int],
        deadline: Double?,
        updateData: () -> Void, ended: @escaping @MainActor (Outcome) -> Void
    ) throws {
        batchNumber &+= 1
        let number = batchNumber
        endSignpost()
        signpost = ListSignposts.begin("Batch")
        awaited = number
        do {
            if checkingFirst {
                // The host's cached counts are the "before" UIKit will compare with.
                let before = (0..<max(0, host.numberOfSections)).map { host.numberOfItems(inSection: $0) }
                try BatchUpdateRules(kind: host.kind).validate(before: before, batch: batch, after: countsAfter())
            }
            try host.performBatch(batch, updateData: updateData) { [weak self] _ in
                // A completion after its deadline, or of a batch the host rejected,
                // belongs to nothing still waited for.
                guard let self, self.awaited == number else { return }
                self.deadlineTask?.cancel()
                self.deadlineTask = nil
                self.awaited = nil
                self.endSignpost()
                ended(.completed)
            }
        } catch {
            awaited = nil
            endSignpost()
            throw error
        }
        if awaited == number { startDeadline(deadline, for: number, ended: ended) }
    }

    /// Starts the clock on batch `number`'s completion.
    private func startDeadline(_ deadline: Double?, for number: UInt64, ended: @escaping @MainActor (Outcome) -> Void) {
        deadlineTask?.cancel()
        guard let deadline, deadline.isFinite else { return }
        let nanoseconds = UInt64(max(0, min(deadline, 86_400)) * 1_000_000_000)
        deadlineTask = Task { [weak self] in
            try? await Task.sleep(nanoseconds: nanoseconds)
            guard !Task.isCancelled, let self, self.awaited == number else { return }
            self.deadlineTask = nil
            self.awaited = nil
            self.endSignpost()
            ended(.overdue)
        }
    }

    /// Ends the interval of the batch waited for, if it is still open.
    private func endSignpost() {
        guard let signpost else { return }
        self.signpost = nil
        ListSignposts.end(signpost)
    }
}
