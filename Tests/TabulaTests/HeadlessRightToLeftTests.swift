import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// The headless host right to left: every cell and header gets the mirror image of the
/// frame its layout computed, across the content's width; the layout, the offset and what
/// is visible do not change.
@MainActor
@Suite("HeadlessListView: right to left")
struct HeadlessRightToLeftTests {
    func host(
        style: ListLayoutStyle, width: CGFloat, direction: ListLayoutDirection, items: Int = 12
    ) throws -> (HeadlessListView, ListLayout, ArrayListDataSource<Int>) {
        let layout = ListLayout(
            configuration: ListLayoutConfiguration(style: style, itemSpacing: 2, columnSpacing: 3),
            sizeSource: ListSizeClosures(itemSize: { path, width in
                style == .horizontal
                    ? CGSize(width: 40 + CGFloat(path.item % 3) * 10, height: 50)
                    : CGSize(width: width, height: 30 + CGFloat(path.item % 4) * 5)
            }))
        let host = HeadlessListView(
            kind: .collection, viewportSize: CGSize(width: width, height: 200), frameProvider: layout)
        host.layoutDirection = direction
        host.registerCell(reuseIdentifier: "cell")
        let data = ArrayListDataSource(items: Array(0..<items))
        host.dataSource = data
        try host.reloadData()
        return (host, layout, data)
    }

    @Test(
        arguments: [ListLayoutStyle.grid(columns: 3), .grid(columns: 2), .vertical, .horizontal], [CGFloat(320), 411])
    func everyCellFrameIsTheMirrorImage(style: ListLayoutStyle, width: CGFloat) throws {
        let (ltr, ltrLayout, ltrData) = try host(style: style, width: width, direction: .leftToRight)
        let (rtl, _, rtlData) = try host(style: style, width: width, direction: .rightToLeft)
        _ = (ltrData, rtlData)
        #expect(ltr.indexPathsForVisibleItems == rtl.indexPathsForVisibleItems)
        #expect(!ltr.visibleCells.isEmpty)
        let content = max(ltrLayout.contentSize.width, width)
        for path in ltr.indexPathsForVisibleItems {
            let left = try #require(ltr.cell(at: path)?.frame)
            #expect(left == ltrLayout.frame(at: path))
            #expect(rtl.cell(at: path)?.frame == ListLayoutDirection.rightToLeft.place(left, inWidth: content))
        }
        if case .grid = style {
            // The first item sits in the rightmost column.
            #expect(rtl.cell(at: ListIndexPath(item: 0, section: 0))?.frame.maxX == width)
        }
    }

    @Test func switchingTheDirectionMovesTheVisibleCellsAtOnceAndBack() throws {
        let (host, layout, data) = try host(style: .grid(columns: 3), width: 320, direction: .leftToRight)
        _ = data
        let first = ListIndexPath(item: 0, section: 0)
        let configured = host.counters.cellsConfigured
        host.layoutDirection = .rightToLeft
        #expect(
            host.cell(at: first)?.frame == ListLayoutDirection.rightToLeft.place(layout.frame(at: first), inWidth: 320))
        #expect(host.counters.cellsConfigured == configured, "a direction change moves cells, it configures none")
        host.layoutDirection = .leftToRight
        #expect(host.cell(at: first)?.frame == layout.frame(at: first))
    }

    @Test func batchesAndScrollsKeepPlacingRightToLeft() throws {
        let (host, layout, data) = try host(style: .grid(columns: 3), width: 320, direction: .rightToLeft, items: 60)
        try host.performBatch(ListBatch(elementInserted: [ListIndexPath(item: 0, section: 0)])) {
            data.sections[0].insert(100, at: 0)
        }
        try host.scroll(toOffset: CGPoint(x: 0, y: 150))
        #expect(!host.visibleCells.isEmpty)
        for cell in host.visibleCells {
            let path = try #require(cell.indexPath)
            #expect(cell.frame == ListLayoutDirection.rightToLeft.place(layout.frame(at: path), inWidth: 320))
        }
    }
}
