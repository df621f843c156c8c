import Foundation
import Tabula
import TabulaHeadless
import Testing

private func path(_ section: Int, _ item: Int) -> ListIndexPath {
    ListIndexPath(item: item, section: section)
}

@MainActor
private func makeHost(
    _ dataSource: some ListHostDataSource, kind: ListHostKind = .table, height: CGFloat = 400,
    frames: any ListFrameProvider = FixedRowHeightFrames(rowHeight: 44),
    animationMode: HeadlessListView.AnimationMode = .immediate
) throws -> HeadlessListView {
    let host = HeadlessListView(
        kind: kind, viewportSize: CGSize(width: 320, height: height), frameProvider: frames,
        animationMode: animationMode)
    host.dataSource = dataSource
    host.registerCell(reuseIdentifier: "cell")
    host.registerSupplementaryView(.header, reuseIdentifier: "header")
    host.registerSupplementaryView(.footer, reuseIdentifier: "footer")
    try host.reloadData()
    return host
}

@MainActor
@Suite("HeadlessListView: reuse and scrolling")
struct HeadlessListViewReuseTests {
    @Test(arguments: [100, 10_000])
    func scrollingCreatesOnlyWhatFitsOnScreen(length: Int) throws {
        let data = ArrayListDataSource(items: Array(0..<length))
        let host = try makeHost(data)
        // ceil(400 / 44) + 1: a row partly hidden at the top and one at the bottom.
        let bound = Int((400.0 / 44.0).rounded(.up)) + 1
        for velocity in [3_000.0, 5_123.0] {
            let down = try host.simulateFlingToBottom(velocity: velocity)
            #expect(down.endOffset == CGFloat(length) * 44 - 400)
            #expect(down.peakVisibleCells <= bound)
            #expect(down.frameCount > 0)
            #expect(down.p50 <= down.p99 && down.p99 <= down.max)
            #expect(screenProblems(host, data.sections, rowHeight: 44) == [])
            _ = try host.simulateFling(from: host.contentOffset.y, to: 0, velocity: velocity)
            #expect(screenProblems(host, data.sections, rowHeight: 44) == [])
        }
        #expect(host.counters.cellsCreated <= bound)
        #expect(host.counters.cellsDequeued == host.counters.cellsCreated + host.counters.cellsReused)
        #expect(host.counters.cellsConfigured == host.counters.cellsDequeued)
        #expect(host.reuseQueueCount(forIdentifier: "cell") + host.visibleCells.count == host.counters.cellsCreated)
    }

    @Test func eachRowIsDequeuedOnceOnTheWayDown() throws {
        let data = ArrayListDataSource(items: Array(0..<10_000))
        let host = try makeHost(data)
        #expect(host.counters.cellsDequeued == 10)  // 400 / 44 → rows 0...9 at offset 0
        let report = try host.simulateFlingToBottom(velocity: 4_000)
        #expect(host.counters.cellsDequeued == 10_000)
        #expect(report.cellsDequeued == 9_990)
        #expect(report.cellsCreated <= 1)
        #expect(host.indexPathsForVisibleItems.last == path(0, 9_999))
    }

    @Test func scrollFramesKeepVisibleCellsInSync() throws {
        let data = ArrayListDataSource(sections: [Array(0..<30), Array(100..<105), [], Array(200..<240)])
        let host = try makeHost(data, height: 300)
        for offset in stride(from: 0.0, through: 2_000, by: 37) {
            try host.scroll(toOffset: CGPoint(x: 0, y: offset))
            #expect(screenProblems(host, data.sections, rowHeight: 44) == [], "offset \(offset)")
        }
    }

    @Test func widthChangeUpdatesTheFrameProvider() throws {
        let data = ArrayListDataSource(items: Array(0..<20))
        let frames = FixedRowHeightFrames(rowHeight: 44)
        let host = try makeHost(data, frames: frames)
        #expect(frames.contentSize.width == 320)
        try host.setViewportSize(CGSize(width: 200, height: 100))
        #expect(frames.contentSize.width == 200)
        #expect(host.indexPathsForVisibleItems == (0..<3).map { path(0, $0) })
    }
}

@MainActor
@Suite("HeadlessListView: batches")
struct HeadlessListViewBatchTests {
    @Test func movedCellsKeepTheirObjectAndInsertedOnesAreDequeued() throws {
        let data = ArrayListDataSource(sections: [["a", "b", "c"], ["d", "e"], ["f", "g", "h", "i"]])
        let host = try makeHost(data, height: 1_000)
        let cellC = try #require(host.cell(at: path(0, 2)))
        let cellF = try #require(host.cell(at: path(2, 0)))
        let configuredBefore = host.counters.cellsConfigured
        try host.performBatch(BatchUpdateValidBatchTests.complex) {
            data.sections = [["X", "Y"], ["f", "b", "new"], ["c", "g", "h"]]
        }
        #expect(screenProblems(host, data.sections, rowHeight: 44) == [])
        #expect(host.cell(at: path(2, 0)) === cellC)
        #expect(host.cell(at: path(1, 0)) === cellF)
        #expect(cellC.timesConfigured == 1)
        // X and Y in the inserted section, and "new": three cells configured.
        #expect(host.counters.cellsConfigured - configuredBefore == 3)
        #expect(host.presentedCounts == [2, 3, 3])
        #expect(host.counters.batchesApplied == 1)
        #expect(host.log.last == .batch(BatchUpdateValidBatchTests.complex, before: [3, 2, 4], after: [2, 3, 3]))
    }

    @Test func reloadedItemsGetAFreshCell() throws {
        let data = ArrayListDataSource(items: ["a", "b", "c"])
        let host = try makeHost(data)
        let old = try #require(host.cell(at: path(0, 1)))
        try host.performBatch(ListBatch(elementUpdated: [path(0, 1)])) { data.sections = [["a", "B", "c"]] }
        #expect(host.cell(at: path(0, 1))?.contentDescription == "B")
        #expect(old.prepareForReuseCount == 1)
        #expect(host.counters.cellsCreated == 3)  // the old cell was reused for the reload
    }

    @Test func violationThrowsAndAppliesNothing() throws {
        let data = ArrayListDataSource(items: ["a", "b", "c"])
        let host = try makeHost(data)
        let cells = host.visibleCells
        do {
            try host.performBatch(ListBatch(elementDeleted: [path(0, 1)])) { data.sections = [["a", "b", "c"]] }
            Issue.record("a batch with wrong counts was accepted")
        } catch let error as BatchUpdateError {
            #expect(
                error.description
                    == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            )
        }
        #expect(host.visibleCells.map(ObjectIdentifier.init) == cells.map(ObjectIdentifier.init))
        #expect(host.presentedCounts == [3])
        #expect(host.counters.batchesRejected == 1)
        #expect(host.counters.batchesApplied == 0)
    }

    @Test func dataChangedOutsideTheUpdateIsDetected() throws {
        let data = ArrayListDataSource(items: [1, 2, 3])
        let host = try makeHost(data, kind: .collection)
        data.sections[0].append(4)  // the bug: mutating before the batch
        do {
            try host.performBatch(ListBatch(elementInserted: [path(0, 4)])) { data.sections[0].append(5) }
            Issue.record("a mutation outside the update was not detected")
        } catch let error as BatchUpdateError {
            #expect(
                error.violations.map(\.message) == [
                    "Invalid update: the data source changed outside the update block. At the start of the update it reports 1 sections with items [4], but the collection view last presented 1 sections with items [3]; change the data only inside the update closure, or call reloadData.",
                    "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
                ])
        }
        // The same change made inside the update passes.
        try host.reloadData()
        try host.performBatch(ListBatch(elementInserted: [path(0, 4)])) { data.sections[0].append(5) }
        #expect(screenProblems(host, data.sections, rowHeight: 44) == [])
    }

    @Test func reloadOnViolationFallsBackToAReload() throws {
        let data = ArrayListDataSource(items: ["a", "b"])
        let host = try makeHost(data)
        host.strictness = .reloadOnViolation
        var finished: Bool?
        try host.performBatch(
            ListBatch(elementDeleted: [path(0, 0)]), updateData: { data.sections = [["x", "y", "z"]] }
        ) {
            finished = $0
        }
        #expect(finished == false)
        #expect(host.counters.fallbackReloads == 1)
        #expect(host.counters.batchesRejected == 1)
        #expect(host.presentedCounts == [3])
        #expect(screenProblems(host, data.sections, rowHeight: 44) == [])
        guard case .reloadAfterViolation(let error, counts: [3])? = host.log.last else {
            Issue.record("no fallback entry in the log: \(host.log)")
            return
        }
        #expect(error.violations.count == 1)
    }

    @Test func unregisteredIdentifierThrowsWithoutApplying() throws {
        let data = ArrayListDataSource(sections: [["a"]], cellIdentifier: { $0 == "special" ? "special" : "cell" })
        let host = try makeHost(data)
        #expect(throws: ListHostError.unregisteredReuseIdentifier("special", kind: .table)) {
            try host.performBatch(ListBatch(elementInserted: [path(0, 1)])) { data.sections = [["a", "special"]] }
        }
        #expect(host.presentedCounts == [1])
        #expect(host.indexPathsForVisibleItems == [path(0, 0)])
        host.registerCell(reuseIdentifier: "special")
        try host.reloadData()
        #expect(host.cell(at: path(0, 1))?.reuseIdentifier == "special")
        #expect(
            ListHostError.unregisteredReuseIdentifier("special", kind: .table).description
                == "unable to dequeue a cell with identifier special - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
    }

    @Test func firstBatchLoadsAndWindowlessBatchesAreCounted() throws {
        let data = ArrayListDataSource(items: ["a"])
        let host = HeadlessListView(kind: .collection, viewportSize: CGSize(width: 100, height: 100))
        host.dataSource = data
        host.registerCell(reuseIdentifier: "cell")
        host.isInWindow = false
        try host.performBatch(ListBatch(elementInserted: [path(0, 0)])) { data.sections = [["z", "a"]] }
        #expect(host.counters.batchesWithoutWindow == 1)
        #expect(screenProblems(host, data.sections, rowHeight: 44) == [])
    }

    @Test func reconfigureUsesTheSameCellWithoutDequeuing() throws {
        let data = ArrayListDataSource(items: ["a", "b", "c"])
        let host = try makeHost(data)
        let cell = try #require(host.cell(at: path(0, 1)))
        let dequeued = host.counters.cellsDequeued
        data.sections[0][1] = "b2"
        try host.reconfigureItems(at: [path(0, 1)])
        #expect(host.cell(at: path(0, 1)) === cell)
        #expect(cell.contentDescription == "b2")
        #expect(cell.timesConfigured == 2)
        #expect(host.counters.cellsDequeued == dequeued)
        #expect(host.counters.cellsReconfigured == 1)
        #expect(throws: ListHostError.self) { try host.reconfigureItems(at: [path(0, 3)]) }
        data.cellIdentifier = { _ in "other" }
        #expect(
            throws: ListHostError.reconfigureChangesReuseIdentifier(path(0, 0), from: "cell", to: "other", kind: .table)
        ) {
            try host.reconfigureItems(at: [path(0, 0)])
        }
    }
}

@MainActor
@Suite("HeadlessListView: animations")
struct HeadlessListViewAnimationTests {
    @Test func manualModeHoldsCompletionsUntilFinished() throws {
        let data = ArrayListDataSource(items: [1])
        let host = try makeHost(data, animationMode: .manual)
        var finished: [Bool] = []
        try host.performBatch(ListBatch(elementInserted: [path(0, 1)]), updateData: { data.sections[0].append(2) }) {
            finished.append($0)
        }
        #expect(finished.isEmpty)
        #expect(host.pendingCompletionCount == 1)
        #expect(host.finishAnimations() == 1)
        #expect(finished == [true])
        #expect(host.pendingCompletionCount == 0)
        #expect(host.counters.batchesOverlapping == 0)
    }

    @Test func overlappingBatchesAreCountedAndSerialOnesAreNot() throws {
        let data = ArrayListDataSource(items: [1])
        let host = try makeHost(data, animationMode: .manual)
        try host.performBatch(ListBatch(elementInserted: [path(0, 1)])) { data.sections[0].append(2) }
        try host.performBatch(ListBatch(elementInserted: [path(0, 2)])) { data.sections[0].append(3) }
        #expect(host.counters.batchesOverlapping == 1)
        #expect(host.finishAnimations() == 2)

        // A serial driver starts the next batch from the previous one's completion.
        var next: [Int] = [4, 5, 6]
        func applyNext() throws {
            guard !next.isEmpty else { return }
            let value = next.removeFirst()
            try host.performBatch(
                ListBatch(elementInserted: [path(0, data.sections[0].count)]),
                updateData: { data.sections[0].append(value) },
                completion: { _ in try? applyNext() })
        }
        try applyNext()
        while host.finishAnimations() > 0 {}
        #expect(data.sections[0] == [1, 2, 3, 4, 5, 6])
        #expect(host.counters.batchesOverlapping == 1)
        #expect(host.counters.batchesApplied == 5)
    }

    @Test func reloadCutsPendingAnimationsShort() throws {
        let data = ArrayListDataSource(items: [1])
        let host = try makeHost(data, animationMode: .manual)
        var finished: [Bool] = []
        try host.performBatch(ListBatch(elementDeleted: [path(0, 0)]), updateData: { data.sections = [[]] }) {
            finished.append($0)
        }
        try host.reloadData()
        #expect(finished == [false])
    }
}

@MainActor
@Suite("HeadlessListView: headers and footers")
struct HeadlessListViewSupplementaryTests {
    @Test func headersRefreshWhenTheirTokenChanges() throws {
        let data = ArrayListDataSource(
            sections: [[1, 2], [3], [4, 5]], headers: ["A", "B", "C"], footers: [nil, "end", nil])
        let host = try makeHost(
            data, height: 1_000, frames: FixedRowHeightFrames(rowHeight: 44, headerHeight: 30, footerHeight: 20))
        #expect(host.counters.headersConfigured == 3)
        #expect(host.counters.footersConfigured == 1)
        let headerB = try #require(host.supplementaryView(.header, inSection: 1))
        #expect(headerB.contentDescription == "B")

        // An item change with an unchanged header model: no refresh.
        try host.performBatch(ListBatch(elementInserted: [path(1, 1)])) { data.sections[1].append(6) }
        #expect(host.counters.headersConfigured == 3)
        #expect(host.counters.supplementaryViewsRefreshed == 0)

        // The header model changes in a batch: the same view is configured again.
        try host.performBatch(ListBatch(elementDeleted: [path(1, 0)])) {
            data.sections[1].removeFirst()
            data.headers[1] = "B2"
        }
        #expect(host.supplementaryView(.header, inSection: 1) === headerB)
        #expect(headerB.contentDescription == "B2")
        #expect(headerB.timesConfigured == 2)
        #expect(host.counters.supplementaryViewsRefreshed == 1)
        #expect(host.counters.headersConfigured == 4)
    }

    @Test func headersFollowTheirSectionsAndAreReused() throws {
        let data = ArrayListDataSource(sections: [[1], [2]], headers: ["A", "B"])
        let host = try makeHost(data, height: 1_000, frames: FixedRowHeightFrames(rowHeight: 44, headerHeight: 30))
        let headerA = try #require(host.supplementaryView(.header, inSection: 0))
        let headerB = try #require(host.supplementaryView(.header, inSection: 1))
        try host.performBatch(ListBatch(sectionDeleted: [0], sectionInserted: [1])) {
            data.sections = [[2], [9]]
            data.headers = ["B", "N"]
        }
        #expect(host.supplementaryView(.header, inSection: 0) === headerB)
        #expect(host.supplementaryView(.header, inSection: 1) === headerA)  // reused for the new section
        #expect(headerA.contentDescription == "N")
        #expect(host.counters.supplementaryViewsCreated == 2)
    }

    @Test func providersWithoutSupplementaryFramesShowHeadersOfVisibleSections() throws {
        let data = ArrayListDataSource(sections: [Array(0..<20), Array(0..<20)], headers: ["A", "B"])
        let host = try makeHost(data, height: 200, frames: ItemFramesOnly(FixedRowHeightFrames(rowHeight: 44)))
        #expect(host.visibleSupplementaryElements == [ListSupplementaryElement(.header, section: 0)])
        try host.scroll(toOffset: CGPoint(x: 0, y: 44 * 19))
        #expect(
            host.visibleSupplementaryElements == [
                ListSupplementaryElement(.header, section: 0), ListSupplementaryElement(.header, section: 1),
            ])
    }
}

/// A frame provider that places items only (hides the wrapped one's header frames).
private final class ItemFramesOnly: ListFrameProvider {
    let wrapped: FixedRowHeightFrames
    init(_ wrapped: FixedRowHeightFrames) { self.wrapped = wrapped }
    func update(sectionCounts: [Int], applying batch: ListBatch?, width: CGFloat) {
        wrapped.update(sectionCounts: sectionCounts, applying: batch, width: width)
    }
    var contentSize: CGSize { wrapped.contentSize }
    func frame(at path: ListIndexPath) -> CGRect { wrapped.frame(at: path) }
    func indexPaths(intersecting rect: CGRect) -> [ListIndexPath] { wrapped.indexPaths(intersecting: rect) }
}
