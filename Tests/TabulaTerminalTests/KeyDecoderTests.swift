import Testing

@testable import TabulaTerminal

@Suite struct KeyDecoderTests {
    func decodeAll(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test func printableKeysAndSpace() {
        #expect(decodeAll("jk q/") == [.character("j"), .character("k"), .space, .character("q"), .character("/")])
        #expect(decodeAll("é中😀") == [.character("é"), .character("中"), .character("😀")])
    }

    @Test func controlKeys() {
        #expect(
            decodeAll("\r\n\t\u{7F}\u{8}\u{3}\u{1A}") == [
                .enter, .enter, .tab, .backspace, .backspace, .control("c"), .control("z"),
            ])
    }

    @Test func escapeSequences() {
        let input =
            "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~"
            + "\u{1B}[7~\u{1B}[8~\u{1B}[3~\u{1B}OA\u{1B}OB\u{1B}OH\u{1B}OF\u{1B}[Z\u{1B}[1;5A\u{1B}[1;2B"
        #expect(
            decodeAll(input) == [
                .up, .down, .right, .left, .pageUp, .pageDown, .home, .end, .home, .end,
                .home, .end, .delete, .up, .down, .home, .end, .shiftTab, .up, .down,
            ])
    }

    @Test func severalKeysInOneRead() {
        var decoder = KeyDecoder()
        #expect(
            decoder.decode(Array("jj\u{1B}[Bq".utf8)) == [.character("j"), .character("j"), .down, .character("q")])
        #expect(decoder.pending.isEmpty)
    }

    @Test func splitEscapeSequenceWaitsForTheRest() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.pending == [0x1B])
        #expect(decoder.decode(Array("[".utf8)) == [])
        #expect(decoder.decode(Array("6".utf8)) == [])
        #expect(decoder.decode(Array("~j".utf8)) == [.pageDown, .character("j")])
        #expect(decoder.pending.isEmpty)
    }

    @Test func splitUTF8WaitsForTheRest() {
        var decoder = KeyDecoder()
        let bytes = Array("中".utf8)
        #expect(decoder.decode(bytes[0..<1]) == [])
        #expect(decoder.decode(bytes[1..<2]) == [])
        #expect(decoder.decode(bytes[2..<3]) == [.character("中")])
    }

    /// Any split of a stream into two reads decodes to the same keys as one read.
    @Test func everySplitPointGivesTheSameKeys() {
        let stream = Array("a\u{1B}[5~中\u{1B}OB\u{1B}[1;5C😀\r\u{1B}[Z/\u{7F}".utf8)
        var whole = KeyDecoder()
        let expected = whole.decode(stream)
        #expect(expected.count == 10)
        for split in 0...stream.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(stream[..<split]) + decoder.decode(stream[split...])
            #expect(keys == expected, "split at byte \(split)")
            #expect(decoder.pending.isEmpty, "split at byte \(split)")
        }
    }

    @Test func loneEscapeIsEscapeAfterFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flush() == [.escape])
        #expect(decoder.pending.isEmpty)
        #expect(decoder.flush() == [])
        // An incomplete CSI flushed: Escape, then its bytes as keys.
        #expect(decoder.decode(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.flush() == [.escape, .character("[")])
    }

    @Test func escapeFollowedByAnotherKey() {
        #expect(decodeAll("\u{1B}q") == [.escape, .character("q")])
        #expect(decodeAll("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func unknownAndInvalidInputIsDropped() {
        // Bracketed-paste markers and F-keys are complete but unknown.
        #expect(decodeAll("\u{1B}[200~x\u{1B}[201~\u{1B}OP") == [.character("x")])
        // Invalid UTF-8 bytes are skipped; the valid key after them survives.
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xFF, 0x80, 0xE4, 0x41]) == [.character("A")])
        // A runaway CSI is dropped after the length limit.
        let garbage = "\u{1B}[" + String(repeating: "1;", count: 40) + "A" + "k"
        #expect(decodeAll(garbage).last == .character("k"))
    }
}

@Suite struct KeyScriptTests {
    @Test func plainCharactersAndNamedKeys() throws {
        let keys = try KeyScript.parse("jj<down><PgDn><pgup><home><end><tab><s-tab><enter><space><esc><bs><del>q/")
        #expect(
            keys == [
                .character("j"), .character("j"), .down, .pageDown, .pageUp, .home, .end, .tab,
                .shiftTab, .enter, .space, .escape, .backspace, .delete, .character("q"), .character("/"),
            ])
    }

    @Test func spacesNewlinesAliasesAndControl() throws {
        #expect(try KeyScript.parse("a b\n\t") == [.character("a"), .space, .character("b"), .enter, .tab])
        #expect(
            try KeyScript.parse("<up><DOWN><left><right><pageup><pagedown><return><cr><escape><backtab>") == [
                .up, .down, .left, .right, .pageUp, .pageDown, .enter, .enter, .escape, .shiftTab,
            ])
        #expect(try KeyScript.parse("<c-c><lt>>") == [.control("c"), .character("<"), .character(">")])
        #expect(try KeyScript.parse("") == [])
    }

    @Test func errorsNameThePosition() {
        #expect(throws: KeyScriptError.unknownKeyName("dwn", offset: 2, length: 7)) {
            try KeyScript.parse("jj<dwn>")
        }
        #expect(throws: KeyScriptError.unterminatedKeyName(offset: 1, length: 6)) {
            try KeyScript.parse("j<down")
        }
        let message = KeyScriptError.unknownKeyName("dwn", offset: 2, length: 7).description
        #expect(
            message.contains("KeyScript.parse") && message.contains("<dwn>")
                && message.contains("character 2 of 7") && message.contains("pgdn"))
        #expect(KeyScriptError.unterminatedKeyName(offset: 1, length: 6).description.contains("<lt>"))
    }

    @Test func descriptionsRoundTrip() throws {
        let keys: [Key] = [
            .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .tab, .shiftTab, .enter,
            .space, .escape, .backspace, .delete, .character("x"), .character("<"),
            .character("中"), .control("d"),
        ]
        #expect(try KeyScript.parse(keys.map(\.description).joined()) == keys)
    }
}
