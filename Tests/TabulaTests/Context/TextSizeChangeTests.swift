import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// A change of text size through the list: the main actor measures what is visible, the
/// rest is measured off it, and a context seen before measures nothing.
@MainActor
@Suite("Text size changes")
struct TextSizeChangeTests {
    private typealias List = ListAssembly<String, ContextNote, HeadlessListView>

    private static func makeList(rows: Int, counts: ThreadCounts, seed: UInt64 = 26) async -> (List, HeadlessListView) {
        let list = List(catalog: ContextFixture.catalog(counts: counts))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 640), frameProvider: list.layout)
        list.attach(to: host)
        var generator = SplitMix64(seed: seed)
        list.show(sections: [ListSection("notes", items: ContextFixture.notes(rows, using: &generator))])
        await list.waitUntilIdle()
        return (list, host)
    }

    @Test func aTextSizeChangeOfTenThousandRowsMeasuresOnlyTheVisibleRowsOnTheMainActor() async throws {
        let counts = ThreadCounts()
        let (list, host) = await Self.makeList(rows: 10_000, counts: counts)
        try host.scroll(toOffset: CGPoint(x: 0, y: 40_000))
        let before = counts.total
        let measuredBefore = list.layout.itemsMeasured + list.layout.itemsPrecomputed
        let mainBefore = list.sizeCounts.measured
        let topRow = try #require(host.indexPathsForVisibleItems.first)
        let topRowOnScreen = list.layout.frame(at: topRow).minY - host.contentOffset.y

        let change = await list.setTextSize(.accessibilityMedium)
        let after = counts.total
        let visible = host.indexPathsForVisibleItems.count

        #expect(change.isComplete)
        #expect(visible > 0 && visible < 40)
        #expect(change.measuredOnMainActor == visible, "main actor: the visible rows only (\(visible)), not 10,000")
        #expect(list.sizeCounts.measured - mainBefore == visible, "the list's own count of main-actor measurements")
        #expect(change.measuredOffMainActor == 10_000 - visible)
        #expect(after - before == 10_000, "each row once")
        #expect(
            list.layout.itemsMeasured + list.layout.itemsPrecomputed - measuredBefore == 10_000,
            "every row has its AX1 size")
        #expect(list.layout.staleItemCount == 0)
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty)
        #expect(host.measuringContext.textSize == .accessibilityMedium)
        #expect(host.indexPathsForVisibleItems.first == topRow, "the row at the top stays at the top")
        #expect(list.layout.frame(at: topRow).minY - host.contentOffset.y == topRowOnScreen)
        // Every row, not only the visible ones, has its AX1 height.
        let context = list.layout.itemContext
        for item in stride(from: 0, to: 10_000, by: 97) {
            let path = ListIndexPath(item: item, section: 0)
            let note = try #require(list.item(at: path))
            #expect(list.layout.frame(at: path).height == ContextFixture.reference(note, in: context).height)
        }
        print(
            "text size change, 10,000 rows: \(change.measuredOnMainActor) measured on the main actor, "
                + "\(change.measuredOffMainActor) off it")
    }

    @Test func switchingBackToATextSizeSeenBeforeMeasuresNothing() async throws {
        let counts = ThreadCounts()
        let (list, host) = await Self.makeList(rows: 500, counts: counts)
        await list.setTextSize(.extraExtraLarge)
        let measured = list.layout.itemsMeasured
        let calls = counts.total

        let back = await list.setTextSize(.large)
        let again = await list.setTextSize(.extraExtraLarge)

        #expect(back == MeasuringContextChange(measuredOnMainActor: 0, measuredOffMainActor: 0, isComplete: true))
        #expect(again == back)
        #expect(list.layout.itemsMeasured == measured, "no size asked for")
        #expect(counts.total == calls, "no size function ran")
        #expect(list.layout.cachedContexts.count == 2)
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty)

        // A width change keeps the text size and is kept per context too.
        try host.setViewportSize(CGSize(width: 400, height: 640))
        try host.setViewportSize(CGSize(width: 320, height: 640))
        let widthCalls = counts.total
        try host.setViewportSize(CGSize(width: 400, height: 640))
        try host.setViewportSize(CGSize(width: 320, height: 640))
        #expect(counts.total == widthCalls)
        #expect(list.measuringContext.textSize == .extraExtraLarge)
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty)
    }

    @Test func aContextSetBeforeAttachingIsTheHostsFromTheFirstLoad() async {
        let counts = ThreadCounts()
        let list = List(catalog: ContextFixture.catalog(counts: counts))
        await list.setTextSize(.accessibilityExtraLarge)
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 640), frameProvider: list.layout)
        list.attach(to: host)
        var generator = SplitMix64(seed: 7)
        list.show(sections: [ListSection("notes", items: ContextFixture.notes(30, using: &generator))])
        await list.waitUntilIdle()
        #expect(host.measuringContext.textSize == .accessibilityExtraLarge)
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty)
    }
}
