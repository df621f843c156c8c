/// An open-addressing hash table from an identity to a chain of source positions, keyed
/// by the identity's precomputed hash.
///
/// Why not `Dictionary<ID, Int>`: it stores (and retains) a copy of every key and, for
/// `String` keys, measured about 13× slower to fill than hashing the same keys (32 ms
/// against 2.4 ms for 100,000 strings here). This table stores only the hash and the
/// position of a key's occurrence; keys are compared through the caller's closure, and
/// only when the full hashes are equal, so each identity is hashed exactly once.
/// Positions are stored in 32 bits (four slots per cache line), so one diff handles up
/// to 2^31 - 1 elements per side.
@usableFromInline
struct IdentityTable {
    /// One slot: the full hash, the position whose identity is the key, and the first
    /// unpaired position of the chain (-1 once every position of the chain is paired).
    @usableFromInline
    struct Slot {
        // 16 bytes, four slots per cache line: probing is bound by cache misses.
        @usableFromInline var hash: Int
        @usableFromInline var key: Int32
        @usableFromInline var head: Int32

        @inlinable
        init(hash: Int, key: Int, head: Int) {
            self.hash = hash
            self.key = Int32(truncatingIfNeeded: key)
            self.head = Int32(truncatingIfNeeded: head)
        }
    }

    /// Marks an empty slot's `key`.
    @usableFromInline static let empty = -1

    @usableFromInline var slots: [Slot]
    @usableFromInline let mask: Int

    /// A table for up to `capacity` identities, at most half full.
    @inlinable
    init(capacity: Int) {
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        slots = [Slot](repeating: Slot(hash: 0, key: IdentityTable.empty, head: -1), count: size)
        mask = size - 1
    }

    /// Makes `position` the head of its identity's chain.
    ///
    /// - Returns: the previous head when the identity was already present (a duplicate).
    @inlinable
    mutating func insert(_ position: Int, hash: Int, matches: (Int) -> Bool) -> Int? {
        var index = hash & mask
        while true {
            let key = Int(slots[index].key)
            if key == IdentityTable.empty {
                slots[index] = Slot(hash: hash, key: position, head: position)
                return nil
            }
            if slots[index].hash == hash, matches(key) {
                let previous = Int(slots[index].head)
                slots[index] = Slot(hash: hash, key: position, head: position)
                return previous
            }
            index = (index + 1) & mask
        }
    }

    /// The slot holding the identity with `hash` for which `matches` is true.
    @inlinable
    func find(hash: Int, matches: (Int) -> Bool) -> Int? {
        var index = hash & mask
        while true {
            let key = Int(slots[index].key)
            if key == IdentityTable.empty { return nil }
            if slots[index].hash == hash, matches(key) { return index }
            index = (index + 1) & mask
        }
    }

    /// The first unpaired position in the slot's chain, or -1.
    @inlinable
    func head(at slot: Int) -> Int {
        Int(slots[slot].head)
    }

    /// Advances the slot's chain.
    @inlinable
    mutating func setHead(_ head: Int, at slot: Int) {
        slots[slot].head = Int32(truncatingIfNeeded: head)
    }
}
