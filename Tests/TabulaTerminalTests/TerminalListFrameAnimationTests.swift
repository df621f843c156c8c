import Foundation
import Tabula
import TabulaTerminal
import Testing

/// Frame animations of ``TerminalListView``: after a batch or a reconfigure the visible
/// views slide to their new frames over ``TerminalListView/BatchAnimation/frames(_:)``
/// frames, while every `frame` and the layout already hold the final state.
@MainActor
@Suite("TerminalListView frame animation")
struct TerminalListFrameAnimationTests {
    /// A list filling a 20 × 12 screen whose rows are as tall as their text's lines.
    @MainActor
    struct Fixture {
        let rows: TextRows
        let layout: ListLayout
        let list: TerminalListView
        let root = TerminalView(frame: CGRect(x: 0, y: 0, width: 20, height: 12))
        let renderer = TerminalRenderer(size: TerminalSize(columns: 20, rows: 12))

        init(_ items: [String], animation: TerminalListView.BatchAnimation) throws {
            let rows = TextRows([items])
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
            try list.reloadData()
        }

        /// The screen's rows as plain text.
        var screen: [String] { renderer.draw(root).plainText.components(separatedBy: "\n") }

        /// The screen row showing `text` first, if any.
        func row(of text: String) -> Int? { screen.firstIndex(of: text) }

        /// The rows of item 0's text, `count` lines of it: "a1", "a2", …
        static func lines(_ count: Int) -> String {
            (1...count).map { "a\($0)" }.joined(separator: "\n")
        }

        func path(_ item: Int) -> ListIndexPath { ListIndexPath(item: item, section: 0) }

        /// Item 0 grows to `lines` lines through a reconfigure.
        func reconfigureFirst(toLines lines: Int) throws {
            rows.sections[0][0] = Self.lines(lines)
            try list.reconfigureItems(at: [path(0)])
        }
    }

    @Test func reconfigureThatGrowsAnItemMovesTheRowsBelowOverTheFrames() throws {
        let fixture = try Fixture([Fixture.lines(2), "B", "C"], animation: .frames(3))
        #expect(fixture.row(of: "B") == 2)
        try fixture.reconfigureFirst(toLines: 8)

        // The truth is final at once: the layout, the cells' frames, the visible paths.
        let cellB = try #require(fixture.list.cell(at: fixture.path(1)))
        #expect(fixture.layout.frame(at: fixture.path(1)).minY == 8)
        #expect(cellB.frame.minY == 8)
        #expect(fixture.list.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        #expect(fixture.list.isAnimatingFrames)

        // Frame 0: still drawn where they were; item 0 is clipped to its old two rows.
        #expect(Array(fixture.screen.prefix(4)) == ["a1", "a2", "B", "C"])
        // Ease-out over 3 frames: 5/9 and 8/9 of the way, rounded to whole rows.
        fixture.list.advanceFrame()
        #expect(Array(fixture.screen.prefix(7)) == ["a1", "a2", "a3", "a4", "a5", "B", "C"])
        #expect(cellB.presentationFrame?.minY == 5)
        #expect(cellB.frame.minY == 8, "the frame stays the final one while the view moves")
        fixture.list.advanceFrame()
        #expect(Array(fixture.screen.prefix(9)) == ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "B", "C"])
        #expect(cellB.presentationFrame?.minY == 7)
        fixture.list.advanceFrame()
        #expect(Array(fixture.screen.prefix(10)) == ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "B", "C"])
        #expect(cellB.presentationFrame == nil)
        #expect(!fixture.list.isAnimatingFrames)
        // The cell laid its content out once, for its final size.
        let cellA = try #require(fixture.list.cell(at: fixture.path(0)) as? TerminalTextCell)
        #expect(cellA.textLabel.frame.height == 8)
    }

    @Test func immediateAnimationJumpsAtOnce() throws {
        let fixture = try Fixture([Fixture.lines(2), "B", "C"], animation: .immediate)
        try fixture.reconfigureFirst(toLines: 8)
        #expect(!fixture.list.isAnimatingFrames)
        #expect(fixture.row(of: "B") == 8)
        #expect(fixture.row(of: "C") == 9)
        #expect(fixture.list.visibleCells.allSatisfy { $0.presentationFrame == nil })
    }

    @Test func scrollingDoesNotAnimate() throws {
        let fixture = try Fixture((1...40).map { "row \($0)" }, animation: .frames(3))
        try fixture.list.scroll(byRows: 5)
        #expect(!fixture.list.isAnimatingFrames)
        #expect(fixture.screen.first == "row 6")
        #expect(fixture.list.visibleCells.allSatisfy { $0.presentationFrame == nil })
    }

    @Test func batchInsertSlidesKeptRowsAndShowsTheNewRowAtItsFrame() throws {
        let fixture = try Fixture(["A", "B", "C"], animation: .frames(2))
        try fixture.list.performBatch(ListBatch(elementInserted: [fixture.path(1)])) {
            fixture.rows.sections[0].insert("N1\nN2\nN3\nN4", at: 1)
        }
        // The new row is at its frame at once, on top; B and C still start where they were
        // and are half way (ease-out: 3/4, rounded) after one frame.
        #expect(fixture.list.cell(at: fixture.path(1))?.presentationFrame == nil)
        #expect(fixture.list.cell(at: fixture.path(2))?.presentationFrame?.minY == 1)
        fixture.list.advanceFrame()
        #expect(fixture.list.cell(at: fixture.path(2))?.presentationFrame?.minY == 4)
        #expect(fixture.list.cell(at: fixture.path(3))?.presentationFrame?.minY == 5)
        #expect(fixture.list.advanceFrame(), "the batch's completion runs on the last frame")
        #expect(Array(fixture.screen.prefix(7)) == ["A", "N1", "N2", "N3", "N4", "B", "C"])
        #expect(!fixture.list.isAnimatingFrames)
    }

    @Test func shrinkingMovesRowsUpAndScrollingMidwayLeavesReusedCellsAlone() throws {
        var items = [Fixture.lines(8)]
        items += (1...20).map { "row \($0)" }
        let fixture = try Fixture(items, animation: .frames(4))
        #expect(fixture.row(of: "row 1") == 8)
        try fixture.reconfigureFirst(toLines: 2)
        // Frame 0: where they were. Rows that came into view with the change start below
        // the screen, as far down as the last kept row above them (row 4: 6 rows), instead
        // of appearing over the rows still sliding up.
        #expect(
            Array(fixture.screen.prefix(12)) == [
                "a1", "a2", "", "", "", "", "", "", "row 1", "row 2", "row 3", "row 4",
            ])
        #expect(fixture.list.cell(at: fixture.path(5))?.presentationFrame?.minY == 12)
        #expect(fixture.list.cell(at: fixture.path(5))?.frame.minY == 6)
        fixture.list.advanceFrame()
        let firstStep = try #require(fixture.row(of: "row 1"))
        #expect(firstStep > 2 && firstStep < 8)
        // A scroll during the animation moves everything with the content and animates
        // nothing new: cells that left and came back for other items sit at their frames.
        try fixture.list.scroll(byRows: 3)
        for cell in fixture.list.visibleCells {
            if let presented = cell.presentationFrame {
                #expect(cell.indexPath.map { $0.item <= 10 } == true, "only cells on screen since the change move")
                #expect(presented.minY >= cell.frame.minY)
            }
        }
        fixture.list.advanceFrame()
        fixture.list.advanceFrame()
        fixture.list.advanceFrame()
        #expect(!fixture.list.isAnimatingFrames)
        #expect(fixture.screen.first == "row 2", "row 1 is at content row 2, scrolled past; row 2 tops the screen")
        #expect(fixture.list.visibleCells.allSatisfy { $0.presentationFrame == nil })
    }
}
