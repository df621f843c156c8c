import Foundation
import Tabula
import TabulaHeadless
import Testing

@Suite("Monospace text measurer")
struct MonospaceTextMeasurerTests {
    let measurer = MonospaceTextMeasurer(characterWidth: 10, lineHeight: 20)

    @Test func wrapsAtSpacesAndBreaksLongWords() {
        #expect(measurer.wrappedLines(of: "aaa bbb ccc", width: 70) == ["aaa bbb", "ccc"])
        #expect(measurer.wrappedLines(of: "abcdefghij", width: 40) == ["abcd", "efgh", "ij"])
        #expect(measurer.wrappedLines(of: "ab abcdefg", width: 40) == ["ab", "abcd", "efg"])
        #expect(measurer.wrappedLines(of: "one\n\ntwo", width: 100) == ["one", "", "two"])
        #expect(measurer.wrappedLines(of: "", width: 100) == [])
        #expect(measurer.wrappedLines(of: "héllo wörld", width: 50) == ["héllo", "wörld"])
    }

    @Test func sizeFollowsLinesAndLimit() {
        let text = "aaa bbb ccc ddd"
        #expect(measurer.size(of: text, style: .body, width: 70, maximumLines: 0) == CGSize(width: 70, height: 40))
        #expect(measurer.size(of: text, style: .body, width: 30, maximumLines: 0) == CGSize(width: 30, height: 80))
        #expect(measurer.size(of: text, style: .body, width: 30, maximumLines: 2) == CGSize(width: 30, height: 40))
        let spaced = TextStyle(lineSpacing: 5)
        #expect(measurer.size(of: text, style: spaced, width: 30, maximumLines: 0).height == CGFloat(4 * 20 + 3 * 5))
        #expect(measurer.size(of: "", style: .body, width: 30, maximumLines: 0) == .zero)
        #expect(measurer.lineCount(of: text, style: .body, width: 30) == 4)
    }

    @Test func countsEveryMeasurement() {
        let counted = MonospaceTextMeasurer()
        _ = counted.size(of: "a", style: .body, width: 10, maximumLines: 0)
        _ = counted.lineCount(of: "a", style: .body, width: 10)
        _ = counted.wrappedLines(of: "a", width: 10)
        #expect(counted.measureCount == 2)
        counted.resetMeasureCount()
        #expect(counted.measureCount == 0)
    }

    @Test func narrowWidthStillFitsOneCharacterPerLine() {
        #expect(measurer.lineCount(of: "abc", style: .body, width: 3) == 3)
        #expect(measurer.size(of: "abc", style: .body, width: 3, maximumLines: 0).width <= 3)
    }
}
