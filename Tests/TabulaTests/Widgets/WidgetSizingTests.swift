import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// Widget sizes: measured through `TextMeasuring`, cached per identity and width (SPEC W2).
@MainActor
@Suite("Widget sizes")
struct WidgetSizingTests {
    @Test func textIsMeasuredWrappedAndFixedSizesAreNotMeasured() {
        let measurer = MonospaceTextMeasurer(characterWidth: 8, lineHeight: 20)
        let text = TextBlock(
            text: "one two three four five", insets: ListEdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        // 80 - 16 = 64 points = 8 columns: "one two" / "three" / "four" / "five".
        #expect(text.widget().size(width: 80, measurer: measurer) == CGSize(width: 80, height: 4 * 20 + 8))
        #expect(TextBlock(text: "a b c d e f", maximumLines: 2).size(width: 8, measurer: measurer).height == 40)
        #expect(Title(text: "a long title that wraps").size(width: 40, measurer: measurer).height == 20)
        measurer.resetMeasureCount()
        let cache = WidgetSizeCache()
        _ = cache.size(of: Spacing(height: 7).widget(), width: 80, measurer: measurer)
        _ = cache.size(
            of: ImagePlaceholder(name: "p", aspectRatio: 0.5).widget(), width: 80, measurer: measurer)
        #expect(measurer.measureCount == 0)
        #expect(cache.measuredCount == 0)
        #expect(cache.count(width: 80) == 0, "fixed sizes are not cached")
        #expect(ImagePlaceholder(name: "p", aspectRatio: 0.5).size(width: 80, measurer: measurer).height == 40)
    }

    @Test func sizesAreCachedPerIdentityAndWidth() {
        let measurer = MonospaceTextMeasurer()
        let cache = WidgetSizeCache()
        let widget = TextBlock(text: "cached text").widget().id(1)
        let first = cache.size(of: widget, width: 100, measurer: measurer)
        #expect(cache.size(of: widget, width: 100, measurer: measurer) == first)
        #expect(cache.measuredCount == 1)
        #expect(cache.hitCount == 1)
        _ = cache.size(of: widget, width: 200, measurer: measurer)
        #expect(cache.measuredCount == 2, "another width is measured once")
        _ = cache.size(of: widget, width: 100, measurer: measurer)
        #expect(cache.measuredCount == 2, "the first width is still cached")
        #expect(cache.widths == [100, 200])

        // Same identity, changed model: measured again.
        let changed = TextBlock(text: "a different and much longer cached text").widget().id(1)
        #expect(changed.identity == widget.identity)
        _ = cache.size(of: changed, width: 100, measurer: measurer)
        #expect(cache.measuredCount == 3)
    }

    @Test func aListMeasuresEachWidgetOnceAndRotatingBackIsFree() async throws {
        let fixture = WidgetFixture()
        let texts = (0..<20).map { (id: $0, text: "paragraph \($0) " + String(repeating: "word ", count: $0)) }
        func show(_ texts: [(id: Int, text: String)]) {
            fixture.list.show {
                Header(string: "Notes")
                for note in texts {
                    TextBlock(text: note.text).widget().id(note.id)
                }
            }
        }
        show(texts)
        await fixture.settle()
        let cache = fixture.sizeCache
        #expect(cache.measuredCount == 21)

        try fixture.host.setViewportSize(CGSize(width: 200, height: 2_000))
        #expect(cache.measuredCount == 42, "a new width measures each widget once")
        try fixture.host.setViewportSize(CGSize(width: 320, height: 2_000))
        #expect(cache.measuredCount == 42, "a width seen before measures nothing")

        // A full reload drops the layout's sizes; the widget cache still has them.
        fixture.updater.reload(sections: fixture.updater.presentedSections)
        await fixture.settle()
        #expect(cache.measuredCount == 42)

        // Reordering measures nothing either; changing one text measures one widget.
        var edited = Array(texts.reversed())
        show(edited)
        await fixture.settle()
        #expect(cache.measuredCount == 42)
        edited[0].text = "changed"
        show(edited)
        await fixture.settle()
        #expect(cache.measuredCount == 43)
        #expect(fixture.updater.statistics.violations.isEmpty)
    }
}
