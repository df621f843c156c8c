import Dispatch
import TabulaDiff
import Testing

/// Diffs into and out of empty lists, many at once, as an app's background diff and a diff on
/// the main thread meet.
///
/// The failure this guards against is seen only under ThreadSanitizer, which `.ci/run` runs on
/// this suite: for an empty result, `Array(unsafeUninitializedCapacity: 0)` stores its (zero)
/// count into the standard library's one shared empty array, so two diffs at once wrote the same
/// memory. Built with `-sanitize=thread`, the same calls on the diff before the fix (`781aaec~1`)
/// report "data race" in `IdentityMatching.match`; on today's diff they report nothing.
/// `concurrentPerform` makes the diffs overlap on every core, rather than leaving it to chance.
@Suite struct EmptyDiffConcurrencyTests {
    @Test func diffsIntoAndOutOfEmptyListsRunAtOnceWithoutSharedWrites() {
        let workers = 8
        let rounds = 200
        let wrong = CountOfWrongResults()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for round in 0..<rounds {
                let items = Array(0..<(round % 5 + worker))
                let emptied = StagedChangeset(source: items, target: [Int]())
                let filled = StagedChangeset(source: [Int](), target: items)
                let deleted = emptied.flatMap(\.elementDeleted).count
                let inserted = filled.flatMap(\.elementInserted).count
                if deleted != items.count || inserted != items.count { wrong.add() }
            }
        }
        #expect(wrong.value == 0, "diffs into or out of an empty list reported the wrong number of changes")
    }
}

/// A counter the workers above share.
private final class CountOfWrongResults: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = DispatchSemaphore(value: 1)
    private var count = 0

    var value: Int {
        lock.wait()
        defer { lock.signal() }
        return count
    }

    func add() {
        lock.wait()
        count += 1
        lock.signal()
    }
}
