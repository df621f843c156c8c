import Foundation
import TabulaHeadless
import Testing

@testable import Tabula

/// A host whose batches end when the test says so (or at once), and which can refuse them.
@MainActor
final class ScriptedHost: ListHost {
    typealias Cell = HeadlessCell
    typealias SupplementaryView = HeadlessSupplementaryView

    var counts: [Int] = []
    var completesAtOnce = false
    var refuses = false
    var completions: [@MainActor (Bool) -> Void] = []
    var batches: [ListBatch] = []

    let kind = ListHostKind.table
    weak var dataSource: (any ListHostDataSource)?
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 0 }

    func performBatch(_ batch: ListBatch, updateData: () -> Void, completion: (@MainActor (Bool) -> Void)?) throws {
        if refuses { throw ListHostError.unregisteredReuseIdentifier("refused", kind: kind) }
        updateData()
        batches.append(batch)
        guard let completion else { return }
        if completesAtOnce { completion(true) } else { completions.append(completion) }
    }

    /// Ends the oldest batch in flight.
    func finishOne() {
        guard !completions.isEmpty else { return }
        completions.removeFirst()(true)
    }

    func reloadData(updateData: () -> Void) throws { updateData() }
    func reconfigureItems(at paths: [ListIndexPath]) throws {}
    func registerCell(_ cellType: HeadlessCell.Type, forReuseIdentifier identifier: String) {}
    func dequeueReusableCell(withReuseIdentifier identifier: String, for path: ListIndexPath) throws -> HeadlessCell {
        throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
    }
    func registerSupplementaryView(
        _ viewType: HeadlessSupplementaryView.Type, for placement: ListSupplementaryPlacement,
        forReuseIdentifier identifier: String
    ) {}
    func dequeueReusableSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) throws -> HeadlessSupplementaryView {
        throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
    }
    var viewportSize: CGSize { CGSize(width: 320, height: 480) }
    var contentOffset: CGPoint { .zero }
    var indexPathsForVisibleItems: [ListIndexPath] { [] }
    var isInWindow: Bool { true }
}

/// Applying batches to a host: one outcome per batch, numbering that ignores stray
/// completions, the deadline, and the check before the host.
@MainActor
@Suite("HostBatchRunner")
struct HostBatchRunnerTests {
    private let insert = ListBatch(elementInserted: [ListIndexPath(item: 0, section: 0)])

    /// The counts after a batch read every section; an unchecked batch must not build them
    /// (built eagerly, they were most of a batch's cost at 1,000 sections: about 2.8 M of 6.1 M
    /// instructions per mutation at 1M items in `Benchmarks/ScalingBenchmark`).
    @Test func theCountsAfterAreBuiltOnlyWhenTheBatchIsChecked() throws {
        let host = ScriptedHost()
        host.counts = [0]
        host.completesAtOnce = true
        let runner = HostBatchRunner()
        var built = 0
        func counts() -> [Int] {
            built += 1
            return [1]
        }
        try runner.run(insert, on: host, checkingFirst: false, countsAfter: counts(), deadline: nil, updateData: {}) {
            _ in
        }
        #expect(built == 0)
        try runner.run(insert, on: host, checkingFirst: true, countsAfter: counts(), deadline: nil, updateData: {}) {
            _ in
        }
        #expect(built == 1)
    }

    @Test func aCompletionEndsTheBatchOnce() throws {
        let host = ScriptedHost()
        host.counts = [0]
        let runner = HostBatchRunner()
        var outcomes: [HostBatchRunner.Outcome] = []
        var installed = false
        try runner.run(
            insert, on: host, checkingFirst: true, countsAfter: [1], deadline: nil, updateData: { installed = true }
        ) { outcomes.append($0) }
        #expect(installed)
        #expect(runner.isWaiting)
        #expect(runner.batchNumber == 1)
        host.finishOne()
        #expect(outcomes == [.completed])
        #expect(!runner.isWaiting)
    }

    @Test func aCompletionInsideTheCallEndsTheBatchBeforeItReturns() throws {
        let host = ScriptedHost()
        host.completesAtOnce = true
        let runner = HostBatchRunner()
        var outcomes: [HostBatchRunner.Outcome] = []
        try runner.run(ListBatch(), on: host, checkingFirst: false, countsAfter: [], deadline: 0, updateData: {}) {
            outcomes.append($0)
        }
        #expect(outcomes == [.completed])
        #expect(!runner.isWaiting)
    }

    @Test func aBatchThatBreaksTheRulesNeverReachesTheHost() {
        let host = ScriptedHost()
        host.counts = [0]
        let runner = HostBatchRunner()
        var outcomes: [HostBatchRunner.Outcome] = []
        #expect(throws: (any Error).self) {
            try runner.run(self.insert, on: host, checkingFirst: true, countsAfter: [0], deadline: nil, updateData: {})
            {
                outcomes.append($0)
            }
        }
        #expect(host.batches.isEmpty)
        #expect(!runner.isWaiting)
        #expect(outcomes.isEmpty)
    }

    @Test func withoutTheCheckTheHostGetsTheBatch() throws {
        let host = ScriptedHost()
        host.counts = [0]
        let runner = HostBatchRunner()
        try runner.run(insert, on: host, checkingFirst: false, countsAfter: [0], deadline: nil, updateData: {}) { _ in }
        #expect(host.batches == [insert])
    }

    @Test func aRefusedBatchIsNotWaitedFor() {
        let host = ScriptedHost()
        host.refuses = true
        let runner = HostBatchRunner()
        #expect(throws: ListHostError.self) {
            try runner.run(ListBatch(), on: host, checkingFirst: false, countsAfter: [], deadline: nil, updateData: {})
            { _ in }
        }
        #expect(!runner.isWaiting)
    }

    @Test func anOverdueCompletionEndsTheWaitAndALateOneIsIgnored() async throws {
        let host = ScriptedHost()
        let runner = HostBatchRunner()
        var outcomes: [HostBatchRunner.Outcome] = []
        var waiter: CheckedContinuation<Void, Never>?
        try runner.run(ListBatch(), on: host, checkingFirst: false, countsAfter: [], deadline: 0.01, updateData: {}) {
            outcomes.append($0)
            waiter?.resume()
            waiter = nil
        }
        // No wall-clock bound of the test's own: under load, a main actor busy with other
        // tests could make one run out before the deadline's task gets its turn. The 10 ms
        // deadline is the bound.
        if outcomes.isEmpty { await withCheckedContinuation { waiter = $0 } }
        #expect(outcomes == [.overdue])
        #expect(!runner.isWaiting)
        host.finishOne()
        #expect(outcomes == [.overdue], "the late completion changes nothing")
    }

    @Test func anEarlierBatchsCompletionDoesNotEndTheNextOne() throws {
        let host = ScriptedHost()
        let runner = HostBatchRunner()
        var outcomes: [(batch: Int, outcome: HostBatchRunner.Outcome)] = []
        try runner.run(ListBatch(), on: host, checkingFirst: false, countsAfter: [], deadline: nil, updateData: {}) {
            outcomes.append((1, $0))
        }
        // The first batch is given up on (as after a rejected or overdue batch) by a refused second one.
        host.refuses = true
        #expect(throws: ListHostError.self) {
            try runner.run(ListBatch(), on: host, checkingFirst: false, countsAfter: [], deadline: nil, updateData: {})
            { _ in }
        }
        host.refuses = false
        try runner.run(ListBatch(), on: host, checkingFirst: false, countsAfter: [], deadline: nil, updateData: {}) {
            outcomes.append((3, $0))
        }
        #expect(runner.batchNumber == 3)
        host.finishOne()  // the first batch's completion
        #expect(outcomes.isEmpty)
        #expect(runner.isWaiting)
        host.finishOne()  // the third's
        #expect(outcomes.map(\.batch) == [3])
    }

    @Test func noDeadlineWaitsForever() async throws {
        let host = ScriptedHost()
        let runner = HostBatchRunner()
        var outcomes: [HostBatchRunner.Outcome] = []
        try runner.run(ListBatch(), on: host, checkingFirst: false, countsAfter: [], deadline: nil, updateData: {}) {
            outcomes.append($0)
        }
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(outcomes.isEmpty)
        #expect(runner.isWaiting)
    }
}
