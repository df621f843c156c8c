import Foundation
@_spi(Testing) import Tabula
@_spi(TabulaInternal) @_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Issue 26, item 2: UIKit text is measured and drawn in scaled fonts, for a category given
/// to the measurer or the one the lists show, with a fixed-size opt-out.
@Suite("Dynamic Type in UIKit text")
@MainActor
struct DynamicTypeTextTests {
    private let text = "A text long enough to wrap onto more than one line at this width"
    private let spaced = TextStyle(pointSize: 15, weight: .medium, lineSpacing: 3)

    @Test func fixedSizeKeepsTheStylesPointSizeAndSpacingAtEveryCategory() {
        let fixed = UIKitTextAttributes(style: spaced, maximumLines: 0, scaling: .fixedSize)
        #expect(fixed.font.pointSize == 15)
        #expect(fixed.lineSpacing == 3)
        let sizes = UIContentSizeCategory.modelAllSpecified.map { _ in
            UIKitTextMeasurer.fixedSize.size(of: text, style: spaced, width: 200, maximumLines: 0)
        }
        #expect(Set(sizes.map(\.height)).count == 1)
        #expect(UIKitTextMeasurer.fixedSize.scaling == .fixedSize)
        #expect(UIKitTextScaling.fixedSize.contentSizeCategory == nil)
        #expect(UIKitTextScaling.category(.unspecified).contentSizeCategory == .large, "the default text size")
    }

    @Test func atLargeAScaledFontIsTheFixedOne() {
        let scaled = UIKitTextAttributes(style: spaced, maximumLines: 0, scaling: .category(.large))
        #expect(scaled.font.pointSize == 15)
        #expect(scaled.lineSpacing == 3)
        #expect(
            UIKitTextMeasurer(scaling: .category(.large)).size(of: text, style: spaced, width: 200, maximumLines: 0)
                == UIKitTextMeasurer.fixedSize.size(of: text, style: spaced, width: 200, maximumLines: 0))
    }

    @Test func fontAndSpacingGrowAlongTheNearestTextStylesCurve() {
        // 15 pt is subheadline's size at Large: 19 pt at xxLarge, 49 pt at AX5 (HIG table).
        let xxl = UIKitTextAttributes(style: spaced, maximumLines: 0, scaling: .category(.extraExtraLarge))
        #expect(xxl.font.pointSize == 19)
        #expect(xxl.font.modelWeight == .medium)
        #expect(abs(xxl.lineSpacing - CGFloat(3) * 19 / 15) < 1e-9)
        let ax5 = UIKitTextMeasurer.font(for: spaced, scaling: .category(.accessibilityExtraExtraExtraLarge))
        #expect(ax5.pointSize == 49)
        let small = UIKitTextMeasurer.font(for: spaced, scaling: .category(.extraSmall))
        #expect(small.pointSize == 12)
    }

    @Test(arguments: [
        (11.0, UIFont.TextStyle.caption2), (12, .caption1), (13, .footnote), (14, .footnote), (15, .subheadline),
        (16, .callout), (17, .body), (18, .body), (19, .title3), (21, .title3), (25, .title2), (28, .title1),
        (34, .largeTitle), (90, .largeTitle), (0, .caption2),
    ])
    func aStyleFollowsTheTextStyleNearestInSize(pointSize: Double, expected: UIFont.TextStyle) {
        #expect(UIKitTextAttributes.fontTextStyle(for: TextStyle(pointSize: CGFloat(pointSize))) == expected)
    }

    @Test func aMeasurerMeasuresForItsOwnCategoryOffTheMainActor() async {
        let text = self.text
        let style = spaced
        let measurer = UIKitTextMeasurer(scaling: .category(.accessibilityLarge))
        let offMain = await Task.detached {
            measurer.size(of: text, style: style, width: 200, maximumLines: 0)
        }.value
        let onMain = measurer.size(of: text, style: style, width: 200, maximumLines: 0)
        let atLarge = UIKitTextMeasurer(scaling: .category(.large)).size(
            of: text, style: style, width: 200, maximumLines: 0)
        #expect(offMain == onMain)
        #expect(offMain.height > atLarge.height)
        #expect(measurer.lineCount(of: text, style: style, width: 200) > 1)
    }

    @Test func showTextDrawsWithTheMeasurersScalingAndLeavesTheLabelNotAdjusting() {
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true  // as a nib might set it
        let (_, measured) = UIModelTextMeasuringRecorder.record {
            UIKitTextMeasurer(scaling: .category(.extraLarge)).size(
                of: text, style: spaced, width: 200, maximumLines: 2)
        }
        label.showText(text, style: spaced, maximumLines: 2, scaling: .category(.extraLarge))
        #expect(label.modelDrawnAttributes == measured.last)
        #expect(!label.adjustsFontForContentSizeCategory)
    }

    @Test func aLabelShowsASecondTextAsItWasMeasured() {
        // The font and mode are set over the first text's attributed string (the model used
        // to trap there: a reused MFS cell's label shows many texts).
        let label = UILabel()
        label.showText("First", style: spaced, maximumLines: 1, scaling: .category(.large))
        let (_, measured) = UIModelTextMeasuringRecorder.record {
            UIKitTextMeasurer(scaling: .category(.extraSmall)).size(
                of: text, style: spaced, width: 200, maximumLines: 0)
        }
        label.showText(text, style: spaced, maximumLines: 0, scaling: .category(.extraSmall))
        #expect(label.attributedText?.string == text)
        #expect(label.modelDrawnAttributes == measured.last)
    }

    @Test func widgetCellsDrawWithTheirCatalogsMeasurer() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        let measurer = UIKitTextMeasurer(scaling: .category(.accessibilityMedium))
        let adapter = TableViewAdapter<String, ListWidget>(tableView: tableView, cells: .widgets(measurer: measurer))
        adapter.show { TextBlock(text: "Hello", style: TextStyle(pointSize: 17)) }
        await adapter.waitUntilIdle()
        tableView.layoutIfNeeded()
        let label = try #require(tableView.visibleCells.first?.content(as: PrimitiveWidgetView.self)?.textLabel)
        #expect(label.modelDrawnAttributes?.pointSize == 28, "body at AX1 (HIG table)")
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == (28 * 1.2).rounded(.up))
    }
}

/// The model's content size categories, as UIContentSizeCategory.h and UIKit's Swift overlay
/// declare them.
@Suite("The UIKit model's content size categories")
struct ModelContentSizeCategoryTests {
    @Test func categoriesAreOrderedAndTheLastFiveAreAccessibilitySizes() {
        let all = UIContentSizeCategory.modelAllSpecified
        #expect(all.count == 12)
        for (smaller, larger) in zip(all, all.dropFirst()) {
            #expect(smaller < larger)
            #expect(larger >= smaller)
        }
        #expect(all.filter(\.isAccessibilityCategory) == Array(all.suffix(5)))
        #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    @Test func metricsScaleByTheHIGTableAndLeaveLargeAndUnspecifiedAlone() {
        let body = UIFontMetrics(forTextStyle: .body)
        let font = UIFont.systemFont(ofSize: 17, weight: .regular)
        #expect(
            body.scaledFont(for: font, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
                .pointSize == 17)
        #expect(body.scaledFont(for: font, compatibleWith: UITraitCollection()).pointSize == 17)
        #expect(body.scaledFont(for: font, compatibleWith: nil).pointSize == 17)
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(abs(body.scaledValue(for: 10, compatibleWith: ax5) - CGFloat(10) * 53 / 17) < 1e-9)
        #expect(
            UIFontMetrics.default.scaledValue(
                for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)) == 14)
    }

    @Test @MainActor func aViewInheritsItsWindowsCategoryAndHearsItsChange() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        final class Listening: UIView {
            var heard: [UIContentSizeCategory] = []
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                heard.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
            }
        }
        let view = Listening(frame: .zero)
        #expect(view.traitCollection.preferredContentSizeCategory == .unspecified, "outside a window")
        window.addSubview(view)
        #expect(view.traitCollection.preferredContentSizeCategory == .large)
        window.modelSetPreferredContentSizeCategory(.extraLarge)
        #expect(view.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(view.heard == [.large], "told once, with the previous traits")
        window.modelSetPreferredContentSizeCategory(.extraLarge)
        #expect(view.heard == [.large], "no change, no call")
    }
}
