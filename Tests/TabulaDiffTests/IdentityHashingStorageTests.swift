import Testing

@testable import TabulaDiff

/// UTF-8 bytes with no contiguous storage to borrow: what `String.UTF8View` is for a string
/// bridged from Objective-C on Apple platforms (a lazily bridged `NSString`). On Linux
/// every native string is contiguous, so this double is how the other path is reached.
struct NonContiguousUTF8: Collection {
    let bytes: [UInt8]

    init(_ string: String) {
        bytes = Array(string.utf8)
    }

    var startIndex: Int { bytes.startIndex }
    var endIndex: Int { bytes.endIndex }
    subscript(position: Int) -> UInt8 { bytes[position] }
    func index(after index: Int) -> Int { index + 1 }
    // `withContiguousStorageIfAvailable` keeps its default: `nil`.
}

/// An identity's hash depends only on its value, never on how the string is stored.
/// Before the fix, ASCII bytes without contiguous storage fell back to
/// `hashValue`, so a bridged and a native copy of one identity hashed apart and never
/// paired in a diff.
@Suite("Identity hashing, storage independence")
struct IdentityHashingStorageTests {
    /// Lengths 0 through 40 cover the empty string, tails of every length and several
    /// whole eight-byte words; the last ones are real identity shapes.
    static let identities: [String] =
        (0...40).map { length in String(String("abcdefghijklmnopqrstuvwxyz0123456789-_.:ABCDEF").prefix(length)) }
        + ["3F2504E0-4F89-11D3-9A0C-0305E82C3301", "row-17", "section.header", "K"]

    @Test(arguments: identities)
    func asciiBytesHashTheSameWhetherOrNotTheyAreContiguous(identity: String) throws {
        let contiguous = try #require(IdentityHashing.asciiHash(identity, key: testKey), "ASCII takes the byte hash")
        #expect(IdentityHashing.asciiHash(utf8: NonContiguousUTF8(identity), key: testKey) == contiguous)
        #expect(IdentityHashing.asciiHash(utf8: Array(identity.utf8), key: testKey) == contiguous)
    }

    @Test func nonAsciiBytesAreRejectedOnBothPaths() {
        for identity in ["café", "東京", "\u{212A}", String(repeating: "a", count: 15) + "é"] {
            #expect(IdentityHashing.asciiHash(identity, key: testKey) == nil)
            #expect(IdentityHashing.asciiHash(utf8: NonContiguousUTF8(identity), key: testKey) == nil)
        }
    }

    @Test func differentIdentitiesStillHashApartOnTheIteratingPath() {
        let hashes = Set(
            Self.identities.compactMap { IdentityHashing.asciiHash(utf8: NonContiguousUTF8($0), key: testKey) })
        #expect(hashes.count == Set(Self.identities).count)
    }
}
