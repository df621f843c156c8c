/// Hash values for identity matching.
///
/// Any `Hashable` identity uses its `hashValue`. `String` identities made only of ASCII
/// take a faster path: a multiply-mix hash over the UTF-8 bytes, eight at a time. Swift's
/// own `String` hash normalises to NFC and runs SipHash: 24% of a `perf record` profile of
/// a 100,000-element diff with string identities; with the byte hash the 10k and 100k
/// String benchmarks went from 1.22 to 0.92 ms and from 19 to 16–17 ms (Benchmarks/README).
/// For ASCII text the bytes *are* the
/// normal form, so equal strings still hash equal; non-ASCII strings keep `hashValue`.
/// The one difference: a non-ASCII string that is canonically equal to an ASCII one
/// (U+212A KELVIN SIGN and "K") hashes differently, so the diff sees two identities and
/// answers with a delete and an insert instead of a match — still a correct diff.
/// Hashes only choose table slots; a match is always confirmed with `==`.
@usableFromInline
enum IdentityHashing {
    /// Fills `hashes[position - offset]` for every position in `range` that `include` accepts.
    @inlinable
    static func hashes<ID: Hashable>(
        of ids: ContiguousArray<ID>, in range: Range<Int>, include: (Int) -> Bool
    ) -> [Int] {
        var hashes = [Int](repeating: 0, count: range.count)
        if let strings = ids as? ContiguousArray<String> {
            for position in range where include(position) {
                hashes[position - range.lowerBound] = asciiHash(strings[position]) ?? strings[position].hashValue
            }
        } else {
            for position in range where include(position) {
                hashes[position - range.lowerBound] = ids[position].hashValue
            }
        }
        return hashes
    }

    /// A multiply-mix hash of `string`'s UTF-8 bytes, or `nil` when a byte is not ASCII.
    ///
    /// A function of the string's value only, never of its storage: a string whose UTF-8
    /// cannot be borrowed (on Apple platforms, one bridged lazily from an `NSString`) is
    /// copied into native storage once and hashed the same way. Before, such a string fell
    /// back to `hashValue`, so it and a native copy of the same identity hashed apart and
    /// the diff answered a delete and an insert instead of pairing them.
    @inlinable
    static func asciiHash(_ string: String) -> Int? {
        if let hash = string.utf8.withContiguousStorageIfAvailable(asciiHash(contiguous:)) {
            return hash
        }
        // One bulk transcoding copy beats reading a bridged string's bytes one at a time.
        var native = string
        native.makeContiguousUTF8()
        return asciiHash(utf8: native.utf8)
    }

    /// ``asciiHash(_:)`` of any UTF-8 bytes: borrowed when they are contiguous, otherwise
    /// read one at a time into the same eight-byte words, so both paths give the same hash.
    @inlinable
    static func asciiHash<UTF8: Collection>(utf8 bytes: UTF8) -> Int? where UTF8.Element == UInt8 {
        if let hash = bytes.withContiguousStorageIfAvailable(asciiHash(contiguous:)) {
            return hash
        }
        var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        var highBits: UInt64 = 0
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            word |= UInt64(byte) << shift
            shift += 8
            if shift == 64 {
                highBits |= word
                hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 29
                word = 0
                shift = 0
            }
        }
        return finish(hash, tail: word, highBits: highBits | word)
    }

    /// The byte hash over borrowed UTF-8 storage: eight bytes per load.
    @inlinable
    static func asciiHash(contiguous bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        var index = 0
        var highBits: UInt64 = 0
        let count = bytes.count
        while index + 8 <= count {
            // Little-endian, as the byte-at-a-time path assembles its words.
            let word = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
            highBits |= word
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        return finish(hash, tail: tail, highBits: highBits | tail)
    }

    /// Mixes in the last (partial, possibly empty) word; `nil` when any byte had its high
    /// bit set (not ASCII).
    @inlinable
    static func finish(_ hash: UInt64, tail: UInt64, highBits: UInt64) -> Int? {
        guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
        var hash = (hash ^ tail) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 31
        hash = hash &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 29
        return Int(bitPattern: UInt(hash))
    }
}
