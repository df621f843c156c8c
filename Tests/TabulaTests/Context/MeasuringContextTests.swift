import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// A size class, the kind of value an app adds to a measuring context.
private enum SizeClassKey: ListMeasuringContextKey {
    enum SizeClass: Hashable, Sendable {
        case compact
        case regular
    }

    static let defaultValue = SizeClass.regular
}

@Suite("Measuring context")
struct MeasuringContextTests {
    @Test func textSizesAreUIKitsTwelveCategoriesWithApplesBodySizes() {
        #expect(ListTextSize.allCases.count == 12)
        #expect(ListTextSize.allCases.map(\.bodyPointSize) == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        #expect(ListTextSize.large.scale == 1)
        #expect(ListTextSize.allCases.filter(\.isAccessibilitySize).count == 5)
        #expect(ListTextSize.allCases == ListTextSize.allCases.sorted(), "in UIKit's order")
        #expect(ListTextSize.accessibilityExtraExtraExtraLarge.next == .extraSmall)
        #expect(abs(ListTextSize.accessibilityExtraExtraExtraLarge.scale - 53.0 / 17.0) < 1e-9)
    }

    @Test func contextsDifferByEveryPartAndAnAppValueAtItsDefaultIsNoValue() {
        let base = ListMeasuringContext(width: 320)
        #expect(base.textSize == .large && base.layoutDirection == .leftToRight)
        #expect(base != base.withWidth(321))
        #expect(base != base.withTextSize(.accessibilityLarge))
        #expect(base != ListMeasuringContext(width: 320, layoutDirection: .rightToLeft))
        var compact = base
        compact[SizeClassKey.self] = .compact
        #expect(compact != base)
        #expect(compact[SizeClassKey.self] == .compact)
        #expect(base[SizeClassKey.self] == .regular, "the default when never set")
        var regular = compact
        regular[SizeClassKey.self] = .regular
        #expect(regular == base, "set back to the default, equal to never set")
        #expect(Set([base, compact, regular]).count == 2)
    }

    @Test func aMonospaceTextMeasuresBiggerAtABiggerTextSize() {
        let measurer = MonospaceTextMeasurer()
        let text = "Dynamic Type makes this sentence wrap into more and taller lines"
        var previous: CGFloat = 0
        for textSize in ListTextSize.allCases {
            let height = measurer.atTextSize(textSize).size(of: text, style: .body, width: 200, maximumLines: 0).height
            #expect(height >= previous, "\(textSize)")
            previous = height
        }
        let large = measurer.size(of: text, style: .body, width: 200, maximumLines: 0)
        let ax5 = measurer.atTextSize(.accessibilityExtraExtraExtraLarge)
            .size(of: text, style: .body, width: 200, maximumLines: 0)
        #expect(ax5.height > large.height * 3, "more lines, each 53/17 as tall")
        #expect(measurer.measureCount == 14, "the sized measurer counts on its base")
    }

    @Test func theContextCacheKeepsEveryContextAndComputesNothingOnAReturn() {
        let cache = ContextKeyedCache<Int, CGFloat>()
        let large = ListMeasuringContext(width: 320)
        let ax3 = large.withTextSize(.accessibilityExtraLarge)
        var computed = 0
        for context in [large, ax3, large, ax3] {
            for id in 0..<10 {
                _ = cache.value(for: id, in: context) {
                    computed += 1
                    return context.textScale * CGFloat(id)
                }
            }
        }
        #expect(computed == 20, "each context once")
        #expect(cache.hits == 20)
        #expect(cache.count(in: large) == 10 && cache.count(in: ax3) == 10 && cache.count == 20)
        #expect(cache.value(for: 3, in: ax3) == 3 * ListTextSize.accessibilityExtraLarge.scale)
        #expect(cache.widths == [320])
        cache.invalidate(width: 320)
        #expect(cache.count == 0, "a width forgets every context of it")
    }

    @Test func theMFSCachesAndWidgetSizesAreKeyedByTheContext() {
        let frames = ViewModelFrameCache<Int>()
        let sizes = ViewModelSizeCache<Int>()
        let statics = StaticFrameCache()
        let large = ListMeasuringContext(width: 320)
        let ax1 = large.withTextSize(.accessibilityMedium)
        for _ in 0..<2 {
            for context in [large, ax1] {
                _ = frames.frame("text", for: 1, in: context) {
                    CGRect(x: 0, y: 0, width: 10, height: context.textScale)
                }
                _ = sizes.sizes(for: 1, in: context) { SubviewSizes() }
                _ = statics.frame("avatar", in: context) { .zero }
            }
        }
        #expect(frames.computations == 2)
        #expect(frames.frames(for: 1, in: ax1)["text"]?.height == ListTextSize.accessibilityMedium.scale)
        #expect(sizes.misses == 2 && sizes.hits == 2)
        #expect(statics.misses == 2 && statics.hits == 2)
        #expect(frames.contexts.count == 2 && sizes.contexts.count == 2 && statics.contexts.count == 2)

        let widgets = WidgetSizeCache()
        let measurer = MonospaceTextMeasurer()
        let widget = ListWidget(TextBlock(text: "A paragraph long enough to wrap at a big text size"), id: "p")
        let atLarge = widgets.size(of: widget, in: large, measurer: measurer)
        let atAX1 = widgets.size(of: widget, in: ax1, measurer: measurer)
        _ = widgets.size(of: widget, in: large, measurer: measurer)
        _ = widgets.size(of: widget, in: ax1, measurer: measurer)
        #expect(atAX1.height > atLarge.height)
        #expect(widgets.measuredCount == 2 && widgets.hitCount == 2)
    }
}
