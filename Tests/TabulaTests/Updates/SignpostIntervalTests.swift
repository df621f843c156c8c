#if DEBUG
import Foundation
import TabulaHeadless
import Testing

@_spi(TabulaInternal) @_spi(Testing) @testable import Tabula

/// Every Instruments interval Tabula begins also ends, whatever way its work ends: an
/// unbalanced interval would stretch to the end of a recording and hide what came after.
/// The intervals are recorded by the debug builds' task-local recorder (on Apple platforms
/// the same begins and ends go to `os_signpost`).
@MainActor
@Suite("Signpost intervals")
struct SignpostIntervalTests {
    private let insert = ListBatch(elementInserted: [ListIndexPath(item: 0, section: 0)])

    @Test func aBatchIntervalLastsUntilItsCompletion() throws {
        let recorder = ListSignpostRecorder()
        try ListSignpostRecorder.$current.withValue(recorder) {
            let host = ScriptedHost()
            host.counts = [0]
            let runner = HostBatchRunner()
            try runner.run(insert, on: host, checkingFirst: true, countsAfter: [1], deadline: nil, updateData: {}) {
                _ in
            }
            #expect(recorder.unended == ["Batch": 1], "in flight until UIKit's completion")
            host.finishOne()
        }
        #expect(recorder.events == ["begin Batch", "end Batch"])
    }

    @Test func aRefusedOrRuleBreakingBatchEndsItsInterval() {
        let recorder = ListSignpostRecorder()
        ListSignpostRecorder.$current.withValue(recorder) {
            let host = ScriptedHost()
            host.counts = [0]
            let runner = HostBatchRunner()
            #expect(throws: (any Error).self) {
                try runner.run(
                    self.insert, on: host, checkingFirst: true, countsAfter: [0], deadline: nil, updateData: {}
                ) { _ in }
            }
            // Checked while the runner lives (its deinit ends an open interval too).
            #expect(recorder.unended.isEmpty, "the rule-breaking batch's interval ended")
            host.refuses = true
            #expect(throws: ListHostError.self) {
                try runner.run(
                    ListBatch(), on: host, checkingFirst: false, countsAfter: [], deadline: nil, updateData: {}
                ) { _ in }
            }
            #expect(recorder.unended.isEmpty, "the refused batch's interval ended")
        }
        #expect(recorder.begun("Batch") == 2)
        #expect(recorder.unended.isEmpty)
    }

    @Test func anOverdueBatchEndsItsIntervalAtTheDeadline() async throws {
        let recorder = ListSignpostRecorder()
        try await ListSignpostRecorder.$current.withValue(recorder) {
            let host = ScriptedHost()
            let runner = HostBatchRunner()
            var overdue = false
            var waiter: CheckedContinuation<Void, Never>?
            try runner.run(ListBatch(), on: host, checkingFirst: false, countsAfter: [], deadline: 0.01, updateData: {})
            {
                overdue = $0 == .overdue
                waiter?.resume()
                waiter = nil
            }
            if !overdue { await withCheckedContinuation { waiter = $0 } }
            #expect(recorder.unended.isEmpty, "ended by the deadline")
            host.finishOne()
        }
        #expect(recorder.events == ["begin Batch", "end Batch"], "the late completion ends nothing twice")
    }

    @Test func anUpdaterShowsOneBatchIntervalPerBatchAndItsDiffs() async throws {
        let recorder = ListSignpostRecorder()
        let fixture = UpdaterFixture(sections: [ListSection("A", items: [.init(1), .init(2)])])
        try await ListSignpostRecorder.$current.withValue(recorder) {
            fixture.updater.bind(to: fixture.storage)
            await fixture.settle()
            for id in 3...6 {
                try fixture.storage.appendItems([.init(id)], to: "A")
                await fixture.settle()
            }
            // A snapshot applied without a recorded update is diffed.
            fixture.updater.show(sections: [ListSection("A", items: [.init(6), .init(1), .init(9)])])
            await fixture.updater.waitUntilIdle()
        }
        #expect(fixture.isConsistent || fixture.updater.statistics.violations.isEmpty)
        #expect(recorder.begun("Batch") == fixture.updater.statistics.batchesApplied)
        #expect(recorder.begun("Batch") >= 5)
        #expect(recorder.begun("Diff") >= 1)
        #expect(recorder.unended.isEmpty, "\(recorder.events)")
    }

    @Test func measuringManySizesIsOneInterval() async {
        let recorder = ListSignpostRecorder()
        await ListSignpostRecorder.$current.withValue(recorder) {
            let items = Array(0..<1_000)
            let concurrent = ListLayout.sizesConcurrently(of: items, width: 320, maxConcurrency: 2) { item, width in
                CGSize(width: width, height: CGFloat(20 + item % 7))
            }
            let inTasks = await ListLayout.sizes(of: items, width: 320, maxConcurrency: 2) { item, width in
                CGSize(width: width, height: CGFloat(20 + item % 7))
            }
            #expect(concurrent == inTasks)
        }
        #expect(recorder.events == ["begin Measure", "end Measure", "begin Measure", "end Measure"])
    }
}
#endif
