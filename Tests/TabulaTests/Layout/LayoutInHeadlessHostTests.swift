import Foundation
import Tabula
import TabulaHeadless
import Testing

/// `ListLayout` plugged into `HeadlessListView`: frames, scrolling and reuse use real
/// measured sizes, and the width-keyed caches make rotation cheap.
@MainActor
@Suite("ListLayout in HeadlessListView")
struct LayoutInHeadlessHostTests {
    /// Texts whose measured heights differ, shared by the data source and the size source.
    final class Texts: @unchecked Sendable {
        // @unchecked: only touched on the main actor in these tests.
        var items: [String]
        init(_ items: [String]) { self.items = items }
    }

    private func makeHost(_ texts: Texts, width: CGFloat = 160) -> (
        HeadlessListView, ListLayout, ArrayListDataSource<String>
    ) {
        let measurer = MonospaceTextMeasurer(characterWidth: 8, lineHeight: 20)
        let layout = ListLayout(
            sizeSource: ListSizeClosures(itemSize: { path, width in
                let text = texts.items[path.item]
                return CGSize(
                    width: width,
                    height: measurer.size(of: text, style: .body, width: width, maximumLines: 0).height + 8)
            }))
        let host = HeadlessListView(
            kind: .collection, viewportSize: CGSize(width: width, height: 200), frameProvider: layout)
        host.registerCell(reuseIdentifier: "cell")
        let dataSource = ArrayListDataSource(items: texts.items)
        host.dataSource = dataSource
        return (host, layout, dataSource)
    }

    @Test func framesComeFromMeasuredSizes() throws {
        let texts = Texts(["short", String(repeating: "long words here ", count: 4), "x"])
        let (host, layout, dataSource) = makeHost(texts)
        try host.reloadData()
        _ = dataSource
        #expect(layout.frame(at: ListIndexPath(item: 0, section: 0)).height == 28)
        #expect(layout.frame(at: ListIndexPath(item: 1, section: 0)).height > 28)
        #expect(
            layout.frame(at: ListIndexPath(item: 2, section: 0)).minY
                == layout.frame(at: ListIndexPath(item: 1, section: 0)).maxY)
        #expect(host.indexPathsForVisibleItems.count == 3)
    }

    @Test func rotatingBackIsFreeAndAnInsertMeasuresOneItem() throws {
        let texts = Texts((0..<500).map { "item \($0) " + String(repeating: "w ", count: $0 % 13) })
        let (host, layout, dataSource) = makeHost(texts)
        try host.reloadData()
        #expect(layout.itemsMeasured == 500)

        layout.resetCounters()
        try host.setViewportSize(CGSize(width: 320, height: 160))
        #expect(layout.itemsMeasured == 500, "a new width measures everything once")
        layout.resetCounters()
        try host.setViewportSize(CGSize(width: 160, height: 200))
        #expect(layout.itemsMeasured == 0, "a width seen before is free")

        layout.resetCounters()
        texts.items.insert("new", at: 10)
        try host.performBatch(ListBatch(elementInserted: [ListIndexPath(item: 10, section: 0)])) {
            dataSource.sections[0].insert("new", at: 10)
        }
        #expect(layout.itemsMeasured == 1)

        // A fling over real sizes reuses cells like a fixed-height list does.
        let report = try host.simulateFlingToBottom(velocity: 6_000)
        #expect(report.frameCount > 0)
        #expect(host.counters.cellsCreated <= 12)
    }
}
