import Foundation
import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

@testable import TabulaTerminal

@Suite struct TextWrapperTests {
    func wrap(_ text: String, _ width: Int, lines: Int = 0, truncate: Bool = true) -> [String] {
        TerminalTextWrapper.wrap(text, width: width, maximumLines: lines, truncate: truncate)
    }

    @Test func wrapsAtSpaces() {
        #expect(wrap("the quick brown fox jumps", 10) == ["the quick", "brown fox", "jumps"])
        #expect(wrap("the quick", 9) == ["the quick"])
        #expect(wrap("a  b", 10) == ["a  b"])
        #expect(wrap("word   next", 6) == ["word", "next"])
    }

    @Test func breaksWordsLongerThanALine() {
        #expect(wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"])
        #expect(wrap("hi abcdefghij ok", 4) == ["hi", "abcd", "efgh", "ij", "ok"])
        #expect(wrap("hi abcdefghij okay", 6) == ["hi", "abcdef", "ghij", "okay"])
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(wrap("日本語のテキスト", 6) == ["日本語", "のテキ", "スト"])
        // A wide cluster never straddles the edge: with 5 columns, 2 fit per line.
        #expect(wrap("日本語のテ", 5) == ["日本", "語の", "テ"])
        // A cluster wider than the line stands alone.
        #expect(wrap("中文", 1) == ["中", "文"])
        #expect(wrap("e\u{301}e\u{301}e\u{301}", 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test func newlinesMakeParagraphs() {
        #expect(wrap("one\ntwo three", 5) == ["one", "two", "three"])
        #expect(wrap("a\n\nb", 5) == ["a", "", "b"])
        #expect(wrap("a\r\nb\n", 5) == ["a", "b"])
        #expect(wrap("  indented text", 20) == ["  indented text"])
        #expect(wrap("tab\there", 20) == ["tab here"])
    }

    @Test func emptyAndDegenerateInput() {
        #expect(wrap("", 10) == [])
        #expect(wrap("text", 0) == [])
        #expect(wrap("text", -3) == [])
        #expect(wrap("   ", 10) == [""])
    }

    @Test func lineLimitTruncatesWithEllipsis() {
        #expect(wrap("the quick brown fox jumps", 10, lines: 2) == ["the quick", "brown fox…"])
        #expect(wrap("the quick brown fox jumps", 10, lines: 1) == ["the quick…"])
        #expect(wrap("abcdefghij", 4, lines: 1) == ["abc…"])
        #expect(wrap("one\ntwo\nthree", 10, lines: 2) == ["one", "two three"])
        #expect(wrap("one\ntwo\nthree four five", 10, lines: 2) == ["one", "two three…"])
        #expect(wrap("日本語のテキスト", 6, lines: 1) == ["日本…"])
        #expect(wrap("abc def", 1, lines: 1) == ["…"])
    }

    @Test func textThatFitsIsNotTruncated() {
        #expect(wrap("the quick brown", 10, lines: 2) == ["the quick", "brown"])
        #expect(wrap("short", 10, lines: 1) == ["short"])
    }

    @Test func withoutTruncationTheLimitJustCuts() {
        #expect(wrap("the quick brown fox jumps", 10, lines: 2, truncate: false) == ["the quick", "brown fox"])
    }

    /// Seeded random text: every line fits, no line has trailing spaces, the line limit
    /// holds, and without a limit no non-space character is lost.
    @Test(arguments: [UInt64(1), 2, 3, 42, 2024])
    func randomTextInvariants(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let alphabet: [Character] = ["a", "b", "c", " ", " ", "中", "😀", "e\u{301}", "\n", "x"]
        for _ in 0..<200 {
            let length = Int.random(in: 0...60, using: &generator)
            let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let width = Int.random(in: 2...12, using: &generator)
            let limit = Int.random(in: 0...4, using: &generator)
            let lines = wrap(text, width, lines: limit)
            for line in lines {
                #expect(
                    TerminalCharacterWidth.width(of: line) <= width,
                    "seed \(seed): \(text.debugDescription) w\(width) → \(line.debugDescription)")
                #expect(line.last != " ", "seed \(seed): trailing space in \(line.debugDescription)")
            }
            if limit > 0 { #expect(lines.count <= limit, "seed \(seed): \(text.debugDescription)") }
            let unlimited = wrap(text, width)
            let kept = unlimited.joined().filter { $0 != " " && !$0.isNewline }
            let original = text.filter { $0 != " " && !$0.isNewline }
            #expect(kept == original, "seed \(seed): \(text.debugDescription) w\(width)")
        }
    }
}

@Suite struct TextMeasurerTests {
    let measurer = TerminalTextMeasurer()

    @Test func sizeIsWidestLineByLineCount() {
        let size = measurer.size(of: "the quick brown fox jumps", style: .body, width: 10, maximumLines: 0)
        #expect(size == CGSize(width: 9, height: 3))
        #expect(
            measurer.size(of: "the quick brown fox jumps", style: .title, width: 10, maximumLines: 2)
                == CGSize(width: 10, height: 2))
        #expect(measurer.size(of: "日本語", style: .body, width: 80, maximumLines: 0) == CGSize(width: 6, height: 1))
        #expect(measurer.size(of: "", style: .body, width: 80, maximumLines: 0) == .zero)
    }

    @Test func fractionalAndUnboundedWidths() {
        #expect(measurer.size(of: "abcdef", style: .body, width: 4.9, maximumLines: 0) == CGSize(width: 4, height: 2))
        #expect(
            measurer.size(of: "abc def", style: .body, width: .infinity, maximumLines: 0) == CGSize(width: 7, height: 1)
        )
        #expect(measurer.size(of: "abc", style: .body, width: .nan, maximumLines: 0) == .zero)
    }

    @Test func sizeNeverExceedsTheWidth() {
        #expect(measurer.size(of: "中", style: .body, width: 1, maximumLines: 0) == CGSize(width: 1, height: 1))
    }

    @Test func lineCountIgnoresTheLimit() {
        #expect(measurer.lineCount(of: "the quick brown fox jumps", style: .body, width: 10) == 3)
        #expect(measurer.lineCount(of: "a\n\nb", style: .body, width: 10) == 3)
    }

    @Test func usableAsTheCoreProtocol() {
        let any: any TextMeasuring = measurer
        #expect(any.lineCount(of: "abcdefgh", style: .body, width: 3) == 3)
    }
}
