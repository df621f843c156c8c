import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// `HeadlessListView.prepareReusableCells(_:)` with `ReuseDemand`: a fling through a list
/// whose mix of cell types changes creates cells mid-fling unless the queues were filled
/// with each type's peak first.
@MainActor
@Suite("prepareReusableCells")
struct PrepareReusableCellsTests {
    /// 160 rows: 60 alternating a/b, then 30 a, then 40 b, then 30 alternating. A 440 pt
    /// viewport over 44 pt rows shows up to 11 rows, so the first screen needs about 6 of
    /// each type while the runs need 11 of one.
    static let items: [String] =
        (0..<60).map { $0.isMultiple(of: 2) ? "a" : "b" } + Array(repeating: "a", count: 30)
        + Array(repeating: "b", count: 40) + (0..<30).map { $0.isMultiple(of: 2) ? "b" : "a" }

    private func makeHost() throws -> (HeadlessListView, ArrayListDataSource<String>) {
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 375, height: 440),
            frameProvider: FixedRowHeightFrames(rowHeight: 44))
        host.registerCell(reuseIdentifier: "a")
        host.registerCell(reuseIdentifier: "b")
        let dataSource = ArrayListDataSource(sections: [Self.items], cellIdentifier: { $0 })
        host.dataSource = dataSource
        try host.reloadData()
        return (host, dataSource)
    }

    private func demand(_ host: HeadlessListView) -> [String: Int] {
        ReuseDemand.peakVisibleCounts(
            frames: host.frameProvider, sectionCounts: [Self.items.count], viewportHeight: host.viewportSize.height,
            reuseIdentifier: { Self.items[$0.item] })
    }

    @Test func withoutPrewarmCellsAreCreatedMidFling() throws {
        let (host, dataSource) = try makeHost()
        let peaks = demand(host)
        #expect(peaks == ["a": 11, "b": 11])
        let createdOnLoad = host.counters.cellsCreated
        // 1 pt per frame: every offset where a peak occurs is visited.
        let report = try host.simulateFlingToBottom(velocity: CGFloat(HeadlessListView.flingFramesPerSecond))
        _ = dataSource
        #expect(createdOnLoad < 12, "the first screen needs at most 11 cells")
        #expect(report.cellsCreated > 0, "later screens need more cells of one type than the first did")
        #expect(host.counters.cellsCreated == peaks.values.reduce(0, +), "creation stops at the per-type peaks")
        #expect(host.counters.cellsPrewarmed == 0)
    }

    @Test func withPrewarmNoCellIsCreatedDuringTheFling() throws {
        let (host, dataSource) = try makeHost()
        let peaks = demand(host)
        let createdOnLoad = host.counters.cellsCreated
        let prewarmed = try host.prepareReusableCells(peaks)
        #expect(prewarmed == peaks.values.reduce(0, +) - createdOnLoad, "visible cells count toward the demand")
        #expect(host.counters.cellsPrewarmed == prewarmed)
        #expect(host.counters.cellsCreated == createdOnLoad + prewarmed)
        let report = try host.simulateFlingToBottom(velocity: CGFloat(HeadlessListView.flingFramesPerSecond))
        _ = dataSource
        #expect(report.cellsCreated == 0)
        #expect(report.cellsDequeued > 0)
        // And back up again.
        let back = try host.simulateFling(from: host.contentOffset.y, to: 0, velocity: 6_000)
        #expect(back.cellsCreated == 0)
    }

    @Test func prepareCountsQueuedAndVisibleCellsAndIsIdempotent() throws {
        let (host, dataSource) = try makeHost()
        _ = dataSource
        let visibleA = host.visibleCells.filter { $0.reuseIdentifier == "a" }.count
        #expect(try host.prepareReusableCells(["a": visibleA + 3]) == 3)
        #expect(host.reuseQueueCount(forIdentifier: "a") == 3)
        #expect(try host.prepareReusableCells(["a": visibleA + 3]) == 0)
        #expect(try host.prepareReusableCells(["a": 1, "b": 0]) == 0)
        #expect(host.counters.cellsPrewarmed == 3)
    }

    @Test func badInputThrowsBeforeCreatingAnything() throws {
        let (host, dataSource) = try makeHost()
        _ = dataSource
        let before = host.counters
        #expect(throws: ListHostError.unregisteredReuseIdentifier("c", kind: .table)) {
            try host.prepareReusableCells(["a": 20, "c": 1])
        }
        #expect(throws: ListHostError.negativeReusableCellCount("b", count: -1)) {
            try host.prepareReusableCells(["a": 20, "b": -1])
        }
        #expect(host.counters == before)
        #expect(host.reuseQueueCount(forIdentifier: "a") == 0)
        #expect(
            ListHostError.negativeReusableCellCount("b", count: -1).description
                == "prepareReusableCells: count -1 for reuse identifier b is negative")
    }
}
