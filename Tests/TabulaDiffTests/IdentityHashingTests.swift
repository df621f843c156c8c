import Testing

@testable import TabulaDiff

@Suite("Identity hashing")
struct IdentityHashingTests {
    @Test func asciiStringsHashByTheirBytes() {
        let a = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
        let b = String(a.reversed().reversed())  // equal value, separate storage
        #expect(IdentityHashing.asciiHash(a, key: testKey) != nil)
        #expect(IdentityHashing.asciiHash(a, key: testKey) == IdentityHashing.asciiHash(b, key: testKey))
        #expect(IdentityHashing.asciiHash(a, key: testKey) != IdentityHashing.asciiHash(a + "x", key: testKey))
        #expect(IdentityHashing.asciiHash("", key: testKey) != nil)
        #expect(IdentityHashing.asciiHash("short", key: testKey) != IdentityHashing.asciiHash("shore", key: testKey))
    }

    @Test func nonAsciiStringsKeepSwiftsHash() {
        #expect(IdentityHashing.asciiHash("café", key: testKey) == nil)
        #expect(IdentityHashing.asciiHash("東京", key: testKey) == nil)
        // Canonically equal non-ASCII strings still match: both use String.hashValue.
        let changeset = StagedChangeset(source: ["caf\u{E9}", "x"], target: ["x", "cafe\u{301}"])
        #expect(changeset.changeCount == 1, "one move: the two spellings are one identity")
    }

    @Test func kelvinSignAgainstAsciiKIsADeleteAndAnInsert() {
        // Documented edge: U+212A equals "K" under String ==, but hashes apart here.
        let source = [TestItem("K")]
        let target = [TestItem("\u{212A}")]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(replayProblems(source: source, target: target, changeset: changeset).isEmpty)
    }
}
