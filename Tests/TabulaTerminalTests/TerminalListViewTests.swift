import Foundation
import Tabula
import TabulaTerminal
import Testing

/// Rows of text whose height is their line count at the width (a wrapping label).
@MainActor
final class TextRows: ListHostDataSource {
    var sections: [[String]]

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections() -> Int { sections.count }
    func numberOfItems(inSection section: Int) -> Int { sections[section].count }
    func reuseIdentifier(forItemAt path: ListIndexPath) -> String { "row" }

    func configure(_ cell: any ListReusableView, forItemAt path: ListIndexPath) {
        (cell as? TerminalTextCell)?.textLabel.text = sections[path.section][path.item]
    }

    func text(at path: ListIndexPath) -> String { sections[path.section][path.item] }
}

@MainActor
@Suite("TerminalListView")
struct TerminalListViewTests {
    /// A list in a 20 × 4 screen whose rows are as tall as their wrapped text.
    @MainActor
    struct Fixture {
        let rows: TextRows
        let layout: ListLayout
        let list: TerminalListView
        let root = TerminalView(frame: CGRect(x: 0, y: 0, width: 20, height: 4))
        let renderer = TerminalRenderer(size: TerminalSize(columns: 20, rows: 4))

        init(_ sections: [[String]], animation: TerminalListView.BatchAnimation = .immediate) {
            let rows = TextRows(sections)
            self.rows = rows
            layout = ListLayout(
                sizeSource: ListSizeClosures { path, width in
                    MainActor.assumeIsolated {
                        let lines = TerminalTextMeasurer().lineCount(
                            of: rows.text(at: path), style: .body, width: width)
                        return CGSize(width: width, height: CGFloat(max(1, lines)))
                    }
                })
            list = TerminalListView(frame: root.bounds, frameProvider: layout, batchAnimation: animation)
            list.registerCell(TerminalTextCell.self, forReuseIdentifier: "row")
            list.dataSource = rows
            root.addSubview(list)
        }

        var screen: String { renderer.draw(root).plainText }
    }

    @Test func showsTheVisibleRowsAndScrollsByContentOffset() throws {
        let fixture = Fixture([["one", "two is a longer row that wraps", "three", "four", "five"]])
        try fixture.list.reloadData()
        #expect(fixture.screen == "one\ntwo is a longer row\nthat wraps\nthree")
        #expect(fixture.list.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        try fixture.list.scroll(byRows: 2)
        #expect(fixture.screen == "that wraps\nthree\nfour\nfive")
        #expect(fixture.list.indexPathsForVisibleItems.map(\.item) == [1, 2, 3, 4])
        // The offset is clamped to the content: 6 rows of content in a 4-row viewport.
        try fixture.list.scroll(byRows: 10)
        #expect(fixture.list.contentOffset.y == 2)
    }

    @Test func reusesCellsThatLeaveTheViewport() throws {
        let fixture = Fixture([(1...40).map { "row \($0)" }])
        try fixture.list.reloadData()
        #expect(fixture.list.counters.cellsCreated == 4)
        for _ in 0..<36 { try fixture.list.scroll(byRows: 1) }
        #expect(fixture.screen == "row 37\nrow 38\nrow 39\nrow 40")
        // One extra cell at most: a leaving cell is queued before the new one is dequeued.
        #expect(fixture.list.counters.cellsCreated <= 5)
        #expect(fixture.list.counters.cellsReused == 36)
        #expect(fixture.list.subviews.count == 4, "only visible cells are subviews")
    }

    @Test func batchMovesKeptCellsAndChecksTheRules() throws {
        let fixture = Fixture([["a", "b", "c"]])
        try fixture.list.reloadData()
        let cellB = fixture.list.cell(at: ListIndexPath(item: 1, section: 0))
        try fixture.list.performBatch(ListBatch(elementInserted: [ListIndexPath(item: 0, section: 0)])) {
            fixture.rows.sections[0].insert("new", at: 0)
        }
        #expect(fixture.screen == "new\na\nb\nc")
        #expect(fixture.list.cell(at: ListIndexPath(item: 2, section: 0)) === cellB, "the kept cell moved down")
        // A batch whose counts do not add up is refused with UIKit's message, nothing applied.
        #expect(throws: BatchUpdateError.self) {
            try fixture.list.performBatch(ListBatch(elementDeleted: [ListIndexPath(item: 0, section: 0)])) {
                fixture.rows.sections[0].append("x")
            }
        }
        #expect(fixture.list.counters.batchesRejected == 1)
    }

    @Test func reconfigureMeasuresTheItemAgainAndMovesTheRowsBelow() throws {
        let fixture = Fixture([["short", "below"]])
        try fixture.list.reloadData()
        let cell = fixture.list.cell(at: ListIndexPath(item: 0, section: 0))
        fixture.rows.sections[0][0] = "now this row is long enough to wrap"
        try fixture.list.reconfigureItems(at: [ListIndexPath(item: 0, section: 0)])
        #expect(fixture.list.cell(at: ListIndexPath(item: 0, section: 0)) === cell, "configured in place")
        #expect(fixture.screen == "now this row is long\nenough to wrap\nbelow\n")
        #expect(fixture.layout.frame(at: ListIndexPath(item: 1, section: 0)).minY == 2)
    }

    @Test func batchCompletionWaitsForTheFrames() throws {
        let fixture = Fixture([["a"]], animation: .frames(2))
        try fixture.list.reloadData()
        var finished: [Bool] = []
        try fixture.list.performBatch(
            ListBatch(elementInserted: [ListIndexPath(item: 1, section: 0)]),
            updateData: { fixture.rows.sections[0].append("b") },
            completion: { finished.append($0) })
        #expect(finished.isEmpty)
        #expect(fixture.list.pendingAnimationCount == 1)
        #expect(!fixture.list.advanceFrame())
        #expect(fixture.list.advanceFrame())
        #expect(finished == [true])
    }

    @Test func resizeRelayoutsAtTheNewWidth() throws {
        let fixture = Fixture([["a row of several words", "end"]])
        try fixture.list.reloadData()
        #expect(fixture.screen == "a row of several\nwords\nend\n")
        fixture.list.frame = CGRect(x: 0, y: 0, width: 10, height: 4)
        #expect(fixture.screen == "a row of\nseveral\nwords\nend")
        #expect(fixture.list.viewportSize.width == 10)
    }

    @Test func horizontalListScrollsSideways() throws {
        let rows = TextRows([["A", "B", "C", "D", "E"]])
        let layout = ListLayout(
            configuration: ListLayoutConfiguration(style: .horizontal, itemSpacing: 1),
            sizeSource: ListSizeClosures { _, _ in CGSize(width: 3, height: 1) })
        let list = TerminalListView(
            kind: .collection, frame: CGRect(x: 0, y: 0, width: 8, height: 1), frameProvider: layout)
        list.registerCell(TerminalTextCell.self, forReuseIdentifier: "row")
        list.dataSource = rows
        try list.reloadData()
        let renderer = TerminalRenderer(size: TerminalSize(columns: 8, rows: 1))
        #expect(renderer.draw(list).plainText == "A   B", "C starts at column 8, just outside")
        #expect(list.indexPathsForVisibleItems.map(\.item) == [0, 1])
        try list.scroll(toOffset: CGPoint(x: 8, y: 0))
        #expect(renderer.draw(list).plainText == "C   D")
        #expect(list.indexPathsForVisibleItems.map(\.item) == [2, 3])
    }
}
