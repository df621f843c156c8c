/// An open-addressing hash table from an identity to the first unpaired source position
/// of that identity, keyed by the identity's precomputed hash.
///
/// Why not `Dictionary<ID, Int>`: it stores (and retains) a copy of every key and, for
/// `String` keys, filled about 13× slower than hashing the same keys (32 ms against
/// 2.4 ms for 100,000 strings, a one-off release-build timing on this project's 2-core
/// Linux machine, not a kept benchmark). Filling and probing the table are bound by cache
/// misses, so a slot is 8 bytes: 32 bits of the hash (the bits the slot index does not
/// use) and a 32-bit position. Keys are compared through the caller's closure, only when
/// the stored hash bits are equal, so each identity is hashed once. `insert` and `find`
/// count the occupied slots they pass over: the caller bounds that count, so identities
/// chosen to collide cannot make the table quadratic (see ``IdentityMatching``). The table is
/// at most half full (262,144 slots, 2 MiB, for 100,000 identities): filling it to 0.8 was
/// tried and measured slower for `Int` identities (longer probes).
///
/// A slot's `position` encodes its state: `-1` empty; `>= 0` the first unpaired source
/// position of the identity; `<= -2` every position of the identity is paired, and
/// `-position - 2` is one of them (still needed to compare identities, so that surplus
/// duplicates in the target are recognised as such). Positions are 32-bit: one diff
/// handles up to 2^31 - 3 elements per side.
///
/// A class over raw storage rather than a struct over an array: the table is filled and
/// probed in the diff's hottest loops, where an array's bounds check on every slot read and
/// its uniqueness check on every write cost more than the probe itself. Indices are masked
/// into range.
@usableFromInline
final class IdentityTable {
    @usableFromInline
    struct Slot {
        @usableFromInline var hashBits: UInt32
        @usableFromInline var position: Int32

        @inlinable
        init(hashBits: UInt32, position: Int32) {
            self.hashBits = hashBits
            self.position = position
        }
    }

    @usableFromInline let slots: UnsafeMutablePointer<Slot>
    @usableFromInline let mask: Int

    /// A table for up to `capacity` identities.
    @inlinable
    init(capacity: Int) {
        var size = 8
        while size < capacity * 2 { size <<= 1 }
        slots = UnsafeMutablePointer<Slot>.allocate(capacity: size)
        slots.initialize(repeating: Slot(hashBits: 0, position: -1), count: size)
        mask = size - 1
    }

    deinit {
        slots.deallocate()
    }

    /// The hash bits kept in a slot: the high half, which the slot index does not use.
    @inlinable
    static func bits(_ hash: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: UInt(bitPattern: hash) >> 32)
    }

    /// The position a slot compares identities with (live or exhausted).
    @inlinable
    static func keyPosition(_ position: Int32) -> Int {
        position >= 0 ? Int(position) : Int(-position) - 2
    }

    /// Makes `position` the first unpaired position of its identity.
    ///
    /// - Parameters:
    ///   - position: the position to store.
    ///   - hash: the identity's hash at `position`.
    ///   - probes: incremented once per occupied slot passed over, so the caller can notice
    ///     hashes that collide far more than random ones would.
    ///   - matches: whether a stored position holds the same identity.
    /// - Returns: the previous first position when the identity was present (a duplicate).
    @inlinable
    func insert(_ position: Int, hash: Int, probes: inout Int, matches: (Int) -> Bool) -> Int? {
        let bits = IdentityTable.bits(hash)
        var index = hash & mask
        while true {
            let stored = slots[index].position
            if stored == -1 {
                slots[index] = Slot(hashBits: bits, position: Int32(truncatingIfNeeded: position))
                return nil
            }
            if slots[index].hashBits == bits, matches(IdentityTable.keyPosition(stored)) {
                slots[index].position = Int32(truncatingIfNeeded: position)
                return Int(stored)
            }
            probes += 1
            index = (index &+ 1) & mask
        }
    }

    /// The slot holding the identity with `hash` for which `matches` is true.
    ///
    /// - Parameters:
    ///   - hash: the identity's hash.
    ///   - probes: incremented once per occupied slot passed over.
    ///   - matches: whether a stored position holds the identity looked for.
    /// - Returns: the slot's index, or `nil` when the identity is absent.
    @inlinable
    func find(hash: Int, probes: inout Int, matches: (Int) -> Bool) -> Int? {
        let bits = IdentityTable.bits(hash)
        var index = hash & mask
        while true {
            let stored = slots[index].position
            if stored == -1 { return nil }
            if slots[index].hashBits == bits, matches(IdentityTable.keyPosition(stored)) { return index }
            probes += 1
            index = (index &+ 1) & mask
        }
    }

    /// The first unpaired position of the slot's identity, or -1 when all are paired.
    @inlinable
    func head(at slot: Int) -> Int {
        let stored = slots[slot].position
        return stored >= 0 ? Int(stored) : -1
    }

    /// Pairs the slot's first unpaired position: `next` becomes the first, or, when it is
    /// -1, the identity is exhausted (the paired `current` position is kept as its key).
    @inlinable
    func advance(at slot: Int, from current: Int, to next: Int) {
        slots[slot].position = Int32(truncatingIfNeeded: next >= 0 ? next : -current - 2)
    }
}
