import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

@testable import TabulaTerminal

@Suite struct CharacterWidthTests {
    @Test func asciiIsOneColumn() {
        for value in UInt8(0x20)...UInt8(0x7E) {
            let character = Character(Unicode.Scalar(value))
            #expect(TerminalCharacterWidth.width(of: character) == 1, "\(character)")
        }
    }

    @Test func controlCharactersAreZero() {
        for value: UInt32 in [0x00, 0x07, 0x1B, 0x7F, 0x85, 0x9F] {
            #expect(TerminalCharacterWidth.width(of: Character(Unicode.Scalar(value)!)) == 0, "U+\(value)")
        }
        #expect(TerminalCharacterWidth.width(of: "\r\n" as Character) == 0)
    }

    @Test(
        arguments: [
            ("中", 2), ("あ", 2), ("カ", 2), ("한", 2), ("Ａ", 2), ("、", 2), ("　", 2), ("𠀋", 2),
            ("😀", 2), ("🚀", 2), ("🇯🇵", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("❤️", 2), ("1️⃣", 2),
            ("❤", 1), ("e\u{301}", 1), ("é", 1), ("ж", 1), ("…", 1), ("─", 1), ("\u{301}", 0),
            ("\u{200B}", 0), ("\u{200D}", 0), ("⌚\u{FE0E}", 1), ("\u{1100}\u{1161}", 2),
        ] as [(Character, Int)])
    func clusterWidths(character: Character, expected: Int) {
        #expect(
            TerminalCharacterWidth.width(of: character) == expected,
            "\(character.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func stringWidthSumsClusters() {
        #expect(TerminalCharacterWidth.width(of: "ab中😀e\u{301}") == 1 + 1 + 2 + 2 + 1)
        #expect(TerminalCharacterWidth.width(of: "") == 0)
    }

    @Test func tableIsSortedAndDisjoint() {
        let ranges = EastAsianWidthTable.wideRanges
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            #expect(
                earlier.upperBound < later.lowerBound,
                "\(String(earlier.upperBound, radix: 16)) overlaps \(String(later.lowerBound, radix: 16))")
        }
    }

    /// The hand-written table against the standard library's emoji data: every scalar
    /// that defaults to emoji presentation must be wide.
    @Test func everyEmojiPresentationScalarIsWide() {
        var missing: [String] = []
        for value: UInt32 in 0x00A0...0x1FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation else { continue }
            if !EastAsianWidthTable.isWide(value) { missing.append(String(value, radix: 16)) }
        }
        #expect(missing.isEmpty, "emoji presentation scalars not in the table: \(missing)")
    }

    @Test func lookupMatchesLinearScan() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let value = UInt32.random(in: 0...0x3FFFF, using: &generator)
            let linear = EastAsianWidthTable.wideRanges.contains { $0.contains(value) }
            #expect(EastAsianWidthTable.isWide(value) == linear, "seed 7, U+\(String(value, radix: 16))")
        }
    }
}
