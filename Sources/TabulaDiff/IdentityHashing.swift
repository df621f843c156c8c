/// Hash values for identity matching.
///
/// Identities often come from outside the app (server ids), so an attacker could choose
/// them to collide in the diff's hash table and turn an O(n) diff into O(n²). Swift's
/// `Hasher` (SipHash, keyed with a random per-process seed) resists that, but it was 38% of
/// the instructions of a 100,000-element diff with `Int` identities. So three cases:
///
/// - **Integer identities** (`Int`, `UInt`, `Int8`…`Int64`, `UInt8`…`UInt64`): two
///   128-bit multiply-folds of the value with secret keys (the mixing step of wyhash),
///   about ten instructions instead of about a hundred.
/// - **ASCII `String` identities**: the same keyed multiply-fold over the UTF-8 bytes,
///   sixteen at a time. Swift's own `String` hash normalises to NFC before SipHash; for
///   ASCII the bytes *are* the normal form, so equal strings still hash equal. The one
///   difference: a non-ASCII string canonically equal to an ASCII one (U+212A KELVIN SIGN
///   and "K") hashes differently, so the diff answers a delete and an insert instead of a
///   match — still a correct diff. Non-ASCII strings keep `hashValue`.
/// - **Any other identity** uses its `hashValue`.
///
/// The keys come from Swift's own per-process random hashing seed (see ``IdentityHashKey``),
/// so collisions cannot be computed ahead of time. The keyed multiply-fold is not a proven
/// pseudorandom function, so it is not trusted alone: ``IdentityMatching`` gives the table
/// a probe budget that random hashes exceed with negligible probability, and when it is
/// exceeded it starts over with `hashValue` (SipHash). Colliding identities therefore cost
/// at most that budget (linear in the input) before the diff falls back to what
/// `Dictionary` would do. Hashes only choose table slots; a match is always confirmed with
/// `==`, so the hash function never changes the result.
@usableFromInline
enum IdentityHashing {
    /// Fills `hashes[position - range.lowerBound]` for every position in `range` that
    /// `include` accepts, with the keyed fast hash where the identity type has one.
    ///
    /// - Returns: the hashes, and whether they came from a keyed fast hash (`false`: every
    ///   hash is `hashValue`, so starting over with `hashValue` would change nothing).
    @inlinable
    static func fastHashes<IDs: IdentityList>(
        of ids: IDs, in range: Range<Int>, key: IdentityHashKey, include: (Int) -> Bool
    ) -> (hashes: [Int], isKeyedFastHash: Bool) {
        typealias ID = IDs.ID
        // Comparing metatypes folds away in specialised code; the bit casts are between
        // identical types.
        if ID.self == Int.self {
            return (integerHashes(of: ids, as: Int.self, in: range, key: key, include: include), true)
        }
        if ID.self == String.self {
            return (stringHashes(of: ids, in: range, key: key, include: include), true)
        }
        if ID.self == Int64.self {
            return (integerHashes(of: ids, as: Int64.self, in: range, key: key, include: include), true)
        }
        if ID.self == UInt64.self {
            return (integerHashes(of: ids, as: UInt64.self, in: range, key: key, include: include), true)
        }
        if ID.self == UInt.self {
            return (integerHashes(of: ids, as: UInt.self, in: range, key: key, include: include), true)
        }
        if ID.self == Int32.self {
            return (integerHashes(of: ids, as: Int32.self, in: range, key: key, include: include), true)
        }
        if ID.self == UInt32.self {
            return (integerHashes(of: ids, as: UInt32.self, in: range, key: key, include: include), true)
        }
        if ID.self == Int16.self {
            return (integerHashes(of: ids, as: Int16.self, in: range, key: key, include: include), true)
        }
        if ID.self == UInt16.self {
            return (integerHashes(of: ids, as: UInt16.self, in: range, key: key, include: include), true)
        }
        if ID.self == Int8.self {
            return (integerHashes(of: ids, as: Int8.self, in: range, key: key, include: include), true)
        }
        if ID.self == UInt8.self {
            return (integerHashes(of: ids, as: UInt8.self, in: range, key: key, include: include), true)
        }
        return (standardHashes(of: ids, in: range, include: include), false)
    }

    /// `hashValue` (Swift's keyed SipHash) of every included identity: the fallback.
    @inlinable
    static func standardHashes<IDs: IdentityList>(
        of ids: IDs, in range: Range<Int>, include: (Int) -> Bool
    ) -> [Int] {
        hashes(in: range, include: include) { ids[identityAt: $0].hashValue }
    }

    /// Hashes of integer identities; `IDs.ID` is `Integer` (checked by the caller).
    @inlinable
    static func integerHashes<IDs: IdentityList, Integer: FixedWidthInteger>(
        of ids: IDs, as integer: Integer.Type, in range: Range<Int>, key: IdentityHashKey, include: (Int) -> Bool
    ) -> [Int] {
        hashes(in: range, include: include) {
            integerHash(unsafeBitCast(ids[identityAt: $0], to: Integer.self), key: key)
        }
    }

    /// Hashes of `String` identities; `IDs.ID` is `String` (checked by the caller).
    @inlinable
    static func stringHashes<IDs: IdentityList>(
        of ids: IDs, in range: Range<Int>, key: IdentityHashKey, include: (Int) -> Bool
    ) -> [Int] {
        hashes(in: range, include: include) {
            let string = unsafeBitCast(ids[identityAt: $0], to: String.self)
            return asciiHash(string, key: key) ?? string.hashValue
        }
    }

    /// `hash(position)` for each position in `range` that `include` accepts, 0 for the
    /// others, written once into uninitialised storage (no zero-filling pass first).
    @inlinable
    static func hashes(in range: Range<Int>, include: (Int) -> Bool, hash: (Int) -> Int) -> [Int] {
        [Int](writingOnce: range.count) { buffer in
            for position in range {
                buffer.initializeElement(
                    at: position - range.lowerBound, to: include(position) ? hash(position) : 0)
            }
            return range.count
        }
    }

    /// The keyed hash of an integer identity: a function of its value only (integer `==`
    /// is equality of values, so equal identities hash equal).
    @inlinable
    static func integerHash<Integer: FixedWidthInteger>(_ value: Integer, key: IdentityHashKey) -> Int {
        // Sign-extended for signed types: any injective map to 64 bits would do.
        let bits = UInt64(truncatingIfNeeded: value)
        let inner = fold(bits ^ key.k0, key.k1)
        return Int(truncatingIfNeeded: fold(inner ^ key.k2, key.k3 ^ bits))
    }

    /// The high and low halves of the 128-bit product, XORed: every input bit reaches
    /// every output bit (wyhash's `mum`).
    @inlinable
    static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// The keyed byte hash of `string`'s UTF-8, or `nil` when a byte is not ASCII.
    ///
    /// A function of the string's value only, never of its storage: a string whose UTF-8
    /// cannot be borrowed (on Apple platforms, one bridged lazily from an `NSString`) is
    /// copied into native storage once and hashed the same way, so it and a native copy of
    /// the same identity pair up.
    @inlinable
    static func asciiHash(_ string: String, key: IdentityHashKey) -> Int? {
        if let hash = string.utf8.withContiguousStorageIfAvailable({ asciiHash(contiguous: $0, key: key) }) {
            return hash
        }
        // One bulk transcoding copy beats reading a bridged string's bytes one at a time.
        var native = string
        native.makeContiguousUTF8()
        return asciiHash(utf8: native.utf8, key: key)
    }

    /// ``asciiHash(_:key:)`` of any UTF-8 bytes: borrowed when they are contiguous,
    /// otherwise copied into an array first, so both paths give the same hash.
    @inlinable
    static func asciiHash<UTF8: Collection>(utf8 bytes: UTF8, key: IdentityHashKey) -> Int?
    where UTF8.Element == UInt8 {
        if let hash = bytes.withContiguousStorageIfAvailable({ asciiHash(contiguous: $0, key: key) }) {
            return hash
        }
        return Array(bytes).withUnsafeBufferPointer { asciiHash(contiguous: $0, key: key) }
    }

    /// The byte hash over borrowed UTF-8 storage (wyhash's structure: sixteen bytes per
    /// multiply-fold, the last sixteen read with overlapping loads). Every byte is read by
    /// some load, and every load is ORed into `highBits` for the ASCII check.
    @inlinable
    static func asciiHash(contiguous bytes: UnsafeBufferPointer<UInt8>, key: IdentityHashKey) -> Int? {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else {
            return Int(truncatingIfNeeded: fold(key.k0, key.k1 ^ key.k2))
        }
        let raw = UnsafeRawPointer(base)
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        @inline(__always) func half(_ offset: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        var state = key.k0
        var highBits: UInt64 = 0
        var first: UInt64
        var second: UInt64
        if count <= 16 {
            if count >= 4 {
                let middle = (count >> 3) << 2
                first = (half(0) << 32) | half(middle)
                second = (half(count - 4) << 32) | half(count - 4 - middle)
                highBits = first | second
            } else {
                let low = UInt64(base[0])
                let mid = UInt64(base[count >> 1])
                let last = UInt64(base[count - 1])
                first = (low << 16) | (mid << 8) | last
                second = 0
                highBits = low | mid | last
            }
        } else {
            var offset = 0
            var remaining = count
            while remaining > 16 {
                let a = word(offset)
                let b = word(offset + 8)
                highBits |= a | b
                state = fold(a ^ key.k1, b ^ state)
                offset += 16
                remaining -= 16
            }
            first = word(offset + remaining - 16)
            second = word(offset + remaining - 8)
            highBits |= first | second
        }
        guard highBits & 0x8080_8080_8080_8080 == 0 else { return nil }
        let mixed = fold(first ^ key.k1, second ^ state)
        return Int(truncatingIfNeeded: fold(mixed ^ key.k2, UInt64(truncatingIfNeeded: count) ^ key.k3))
    }
}

/// The secret keys of the fast identity hashes.
///
/// They are derived from Swift's own per-process random hashing seed (by hashing four
/// constants with `Hasher`), so they change from one process to the next exactly when
/// `Set` and `Dictionary` hashing does, and become fixed under
/// `SWIFT_DETERMINISTIC_HASHING`, which reproducible runs (the fuzzer) set. No other
/// source of randomness, and no global state.
@usableFromInline
struct IdentityHashKey: Sendable {
    @usableFromInline let k0: UInt64
    @usableFromInline let k1: UInt64
    @usableFromInline let k2: UInt64
    @usableFromInline let k3: UInt64

    @inlinable
    init(k0: UInt64, k1: UInt64, k2: UInt64, k3: UInt64) {
        self.k0 = k0
        // Odd multipliers keep the low half of each product a bijection of its input.
        self.k1 = k1 | 1
        self.k2 = k2
        self.k3 = k3 | 1
    }

    /// The keys of this process.
    @inlinable
    static func current() -> IdentityHashKey {
        @inline(__always) func derive(_ constant: UInt64) -> UInt64 {
            var hasher = Hasher()
            hasher.combine(constant)
            return UInt64(truncatingIfNeeded: hasher.finalize())
        }
        return IdentityHashKey(
            k0: derive(0x243F_6A88_85A3_08D3), k1: derive(0x1319_8A2E_0370_7344),
            k2: derive(0xA409_3822_299F_31D0), k3: derive(0x082E_FA98_EC4E_6C89))
    }
}
