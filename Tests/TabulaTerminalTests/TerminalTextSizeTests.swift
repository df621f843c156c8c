import Foundation
import Tabula
import Testing

@testable import TabulaTerminal

/// The terminal cannot draw bigger glyphs: above Large a line holds fewer columns, so text
/// wraps into more rows; a label given the text size draws the lines measured.
@MainActor
@Suite("Terminal text sizes")
struct TerminalTextSizeTests {
    @Test func aLineHoldsTheColumnsDividedByTheScaleAboveLarge() {
        #expect(TerminalTextMeasurer.columns(in: 80, textSize: .large) == 80)
        #expect(TerminalTextMeasurer.columns(in: 80, textSize: .extraSmall) == 80, "never wider than the line")
        #expect(TerminalTextMeasurer.columns(in: 80, textSize: .extraLarge) == Int(80 / (19.0 / 17.0)))
        #expect(TerminalTextMeasurer.columns(in: 80, textSize: .accessibilityExtraExtraExtraLarge) == 25)
        #expect(TerminalTextMeasurer.columns(in: 2, textSize: .accessibilityExtraExtraExtraLarge) == 1)
        #expect(TerminalTextMeasurer.columns(in: 0, textSize: .accessibilityMedium) == 0)
    }

    @Test func biggerTextSizesMeasureMoreRowsAndTheLabelDrawsThem() {
        let measurer = TerminalTextMeasurer()
        let text = "The quick brown fox jumps over the lazy dog and keeps running through the list"
        var rows: [CGFloat] = []
        for textSize in ListTextSize.allCases {
            rows.append(measurer.atTextSize(textSize).size(of: text, style: .body, width: 40, maximumLines: 0).height)
        }
        #expect(rows == rows.sorted(), "never fewer rows at a bigger size: \(rows)")
        #expect(rows[ListTextSize.large.rawValue] == 2)
        #expect(rows[ListTextSize.accessibilityExtraExtraExtraLarge.rawValue] > 5)

        let size = measurer.atTextSize(.accessibilityLarge).size(of: text, style: .body, width: 40, maximumLines: 0)
        let label = TerminalLabel(text: text, frame: CGRect(x: 0, y: 0, width: 40, height: size.height))
        label.numberOfLines = 0
        label.textSize = .accessibilityLarge
        #expect(CGFloat(label.visibleLines.count) == size.height)
        #expect(
            label.visibleLines == measurer.lines(of: text, width: 40, maximumLines: 0, textSize: .accessibilityLarge))
        #expect(label.sizeThatFits(CGSize(width: 40, height: 100)).height == size.height)
    }
}
