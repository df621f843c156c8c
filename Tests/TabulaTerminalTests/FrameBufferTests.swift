import Foundation
import Testing

@testable import TabulaTerminal

@Suite struct FrameBufferTests {
    let red = CellAttributes(foreground: .standard(.red))

    @Test func wideCharactersTakeALeadAndAContinuationCell() {
        var buffer = FrameBuffer(columns: 6, rows: 1)
        let advance = buffer.put("a中b", column: 0, row: 0, attributes: red, clip: buffer.bounds)
        #expect(advance == 4)
        #expect(buffer.cell(column: 1, row: 0) == TerminalCell(text: "中", width: 2, attributes: red))
        #expect(buffer.cell(column: 2, row: 0)!.isContinuation)
        #expect(buffer.plainText == "a中b")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = FrameBuffer(columns: 6, rows: 1)
        buffer.put("中文", column: 0, row: 0, attributes: red, clip: buffer.bounds)
        buffer.put("x", column: 1, row: 0, attributes: .plain, clip: buffer.bounds)
        #expect(buffer.plainText == " x文")
        buffer.put("y", column: 2, row: 0, attributes: .plain, clip: buffer.bounds)
        #expect(buffer.plainText == " xy")
        #expect(buffer.cell(column: 3, row: 0) == .blank(red))
        buffer.put("日", column: 3, row: 0, attributes: .plain, clip: buffer.bounds)
        buffer.put("本", column: 2, row: 0, attributes: .plain, clip: buffer.bounds)
        #expect(buffer.plainText == " x本")
        #expect(buffer.cell(column: 4, row: 0) == .blank(.plain))
    }

    @Test func clippingAWideCharacterLeavesABlank() {
        var buffer = FrameBuffer(columns: 6, rows: 2)
        let clip = CellRect(x: 1, y: 0, width: 3, height: 1)
        buffer.put("中文字", column: 0, row: 0, attributes: red, clip: clip)
        // 中 at 0–1: only its right half is inside; 文 at 2–3 fits; 字 at 4–5 is outside.
        #expect(buffer.plainText == "  文\n")
        #expect(buffer.cell(column: 1, row: 0) == .blank(red))
        buffer.put("日", column: 5, row: 1, attributes: red, clip: buffer.bounds)
        #expect(buffer.lines[1] == "")  // the last column cannot hold a wide character
    }

    @Test func zeroWidthClustersDrawNothing() {
        var buffer = FrameBuffer(columns: 4, rows: 1)
        #expect(buffer.put("a\u{7}b", column: 0, row: 0, attributes: .plain, clip: buffer.bounds) == 2)
        #expect(buffer.plainText == "ab")
    }

    @Test func plainTextTrimsTrailingSpacesOnly() {
        var buffer = FrameBuffer(columns: 8, rows: 3)
        buffer.put(" a  b", column: 0, row: 1, attributes: .plain, clip: buffer.bounds)
        #expect(buffer.lines == ["", " a  b", ""])
        #expect(buffer.plainText == "\n a  b\n")
    }

    @Test func cellRectFromCGRectRoundsEdges() {
        #expect(CellRect(CGRect(x: 0.4, y: 1.6, width: 2.2, height: 1)) == CellRect(x: 0, y: 2, width: 3, height: 1))
        #expect(CellRect(CGRect(x: 5, y: 5, width: -2, height: -1)) == CellRect(x: 3, y: 4, width: 2, height: 1))
        #expect(
            CellRect(x: 0, y: 0, width: 4, height: 4).intersection(CellRect(x: 6, y: 0, width: 2, height: 2)).isEmpty)
        #expect(CellRect(x: 1, y: 2, width: 3, height: 4).description == "1,2 3x4")
    }

    @Test func colourParameters() {
        #expect(
            CellAttributes(foreground: .standard(.red), background: .standard(.brightBlue), isBold: true).sgrSequence
                == "\u{1B}[0;1;31;104m")
        #expect(
            CellAttributes(
                foreground: .palette(208), background: .grey(0), isDim: true, isUnderlined: true, isInverse: true
            ).sgrSequence
                == "\u{1B}[0;2;4;7;38;5;208;48;5;232m")
        #expect(TerminalColor.cube(red: 5, green: 0, blue: 9) == .palette(16 + 180 + 5))
        #expect(CellAttributes.plain.sgrSequence == "\u{1B}[0m")
    }

    @Test func cellsAreEqualWhenTheyWriteTheSameBytes() {
        // Canonically equivalent, different bytes: the terminal would be sent other bytes.
        #expect(
            TerminalCell(text: "\u{E9}", width: 1, attributes: red)
                != TerminalCell(text: "e\u{301}", width: 1, attributes: red))
        // A cluster too long for a small string, built twice: separate storage, same bytes.
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        let rebuilt = String(decoding: Array(family.utf8), as: UTF8.self)
        #expect(family.utf8.count > 15)
        #expect(
            TerminalCell(text: family, width: 2, attributes: red)
                == TerminalCell(text: rebuilt, width: 2, attributes: red))
        #expect(
            TerminalCell(text: family, width: 2, attributes: red)
                != TerminalCell(text: family, width: 2, attributes: .plain))
        #expect(TerminalCell.blank(red) == TerminalCell(text: " ", width: 1, attributes: red))
        #expect(TerminalCell.blank(red) != TerminalCell(text: "x", width: 1, attributes: red))
    }
}
