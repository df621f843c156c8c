import TabulaTestSupport
import Testing

@testable import TabulaDiff

/// Fixed keys, so hash values in these tests do not depend on the process.
let testKey = IdentityHashKey(
    k0: 0x0123_4567_89AB_CDEF, k1: 0xFEDC_BA98_7654_3210, k2: 0x0F1E_2D3C_4B5A_6978, k3: 0x8877_6655_4433_2211)

/// A `Hashable` identity without a keyed fast hash: matched by `hashValue` from the start.
struct OpaqueIdentity: Hashable {
    var value: Int
}

/// Identity matching through the keyed fast hashes, the probe budget and the SipHash
/// fallback. Collisions are forced through `match`'s `fastHashMask` hook: the mask 0 makes
/// every fast hash equal, which is what identities chosen by an attacker who knew the keys
/// would do. Whatever the hashes, the pairing must be the same, and it must be a valid
/// maximal pairing (checked against a model). A failure prints its seed.
@Suite("Identity matching, collisions and fallback")
struct IdentityMatchingFallbackTests {
    /// What every result is checked against: equal identities only, each position paired at
    /// most once, excluded source positions never, and per identity as many pairs as the
    /// smaller side has copies (a maximal pairing).
    static func modelProblems<ID: Hashable>(
        _ matching: IdentityMatching, source: [ID], target: [ID], included: [Bool]
    ) -> [String] {
        var problems: [String] = []
        var pairs = 0
        for (sourcePosition, targetPosition) in matching.sourceToTarget.enumerated() where targetPosition >= 0 {
            pairs += 1
            if !included[sourcePosition] { problems.append("excluded source \(sourcePosition) paired") }
            if source[sourcePosition] != target[targetPosition] {
                problems.append("source \(sourcePosition) paired with a different identity at \(targetPosition)")
            }
            if matching.targetToSource[targetPosition] != sourcePosition {
                problems.append("pair \(sourcePosition) -> \(targetPosition) not mirrored")
            }
        }
        if matching.targetToSource.filter({ $0 >= 0 }).count != pairs { problems.append("unmirrored target pairs") }
        var sourceCounts: [ID: Int] = [:]
        var targetCounts: [ID: Int] = [:]
        for (position, id) in source.enumerated() where included[position] { sourceCounts[id, default: 0] += 1 }
        for id in target { targetCounts[id, default: 0] += 1 }
        let expectedPairs = sourceCounts.reduce(0) { $0 + Swift.min($1.value, targetCounts[$1.key] ?? 0) }
        if pairs != expectedPairs { problems.append("\(pairs) pairs, a maximal pairing has \(expectedPairs)") }
        return problems
    }

    /// Matches `source` against `target` with the library's hashes, with every fast hash
    /// forced equal, and with only two distinct fast hashes; checks all three against the
    /// model and against each other.
    static func checkAllHashings<ID: Hashable>(
        source: [ID], target: [ID], included: [Bool], seed: UInt64
    ) -> (normal: IdentityMatching, colliding: IdentityMatching) {
        func run(_ mask: Int) -> IdentityMatching {
            IdentityMatching.match(
                sourceIDs: StoredIdentities(ContiguousArray(source)),
                targetIDs: StoredIdentities(ContiguousArray(target)),
                include: { included[$0] }, fastHashMask: mask)
        }
        let normal = run(-1)
        let colliding = run(0)
        let twoValued = run(1 << 40)
        for (name, result) in [("normal", normal), ("all colliding", colliding), ("two-valued", twoValued)] {
            let problems = modelProblems(result, source: source, target: target, included: included)
            #expect(problems.isEmpty, "seed \(seed), \(name) hashes: \(problems)")
            #expect(result.sourceToTarget == normal.sourceToTarget, "seed \(seed), \(name) hashes pair differently")
            #expect(result.targetToSource == normal.targetToSource, "seed \(seed), \(name) hashes pair differently")
            #expect(
                result.duplicateCount == normal.duplicateCount,
                "seed \(seed), \(name) hashes count duplicates differently")
        }
        return (normal, colliding)
    }

    /// Random sources and targets over a pool of identities: small pools give many
    /// duplicates, large ones almost none; a random fifth of the source is excluded.
    static func randomCase(_ random: inout SplitMix64) -> (source: [Int], target: [Int], included: [Bool]) {
        let pool = [3, 16, 200, 100_000][Int(random.next() % 4)]
        let sourceCount = Int(random.next() % 120)
        let targetCount = Int(random.next() % 120)
        let source = (0..<sourceCount).map { _ in Int(random.next() % UInt64(pool)) - pool / 2 }
        var target = source.filter { _ in random.next() % 5 != 0 }
        target.shuffle(using: &random)
        while target.count < targetCount { target.append(Int(random.next() % UInt64(pool)) - pool / 2) }
        let included = source.map { _ in random.next() % 5 != 0 }
        return (source, target, included)
    }

    @Test func integerIdentitiesPairTheSameWhateverTheHashes() {
        for seed in 0..<UInt64(400) {
            var random = SplitMix64(seed: seed)
            let (source, target, included) = Self.randomCase(&random)
            let result = Self.checkAllHashings(source: source, target: target, included: included, seed: seed)
            #expect(!result.normal.usedStandardHashes, "seed \(seed): random keyed hashes stay within budget")
            // Narrower integer types take the same path.
            let narrow = Self.checkAllHashings(
                source: source.map { Int16(truncatingIfNeeded: $0) },
                target: target.map { Int16(truncatingIfNeeded: $0) },
                included: included, seed: seed)
            #expect(!narrow.normal.usedStandardHashes, "seed \(seed)")
        }
    }

    @Test func stringIdentitiesPairTheSameWhateverTheHashes() {
        for seed in 0..<UInt64(300) {
            var random = SplitMix64(seed: seed &+ 10_000)
            let (source, target, included) = Self.randomCase(&random)
            // Every length from 0 to about 40 bytes, some non-ASCII (those keep hashValue).
            func name(_ value: Int) -> String {
                let base = String(repeating: "x", count: abs(value) % 37) + "\(value)"
                return value % 7 == 0 ? base + "é" : base
            }
            let result = Self.checkAllHashings(
                source: source.map(name), target: target.map(name), included: included, seed: seed &+ 10_000)
            #expect(!result.normal.usedStandardHashes, "seed \(seed &+ 10_000)")
        }
    }

    @Test func identitiesWithoutAFastHashUseHashValueFromTheStart() {
        var random = SplitMix64(seed: 20_000)
        let (source, target, included) = Self.randomCase(&random)
        let result = Self.checkAllHashings(
            source: source.map(OpaqueIdentity.init), target: target.map(OpaqueIdentity.init),
            included: included, seed: 20_000)
        #expect(result.normal.usedStandardHashes)
    }

    @Test func collidingIdentitiesFallBackToSipHashWithTheSameResult() {
        // 2,000 identities that all collide: without the budget about two million probes.
        let source = Array(0..<2_000).map { $0 * 7919 }
        var target = source.filter { $0 % 3 != 0 } + (0..<300).map { -$0 - 1 }
        var random = SplitMix64(seed: 30_000)
        target.shuffle(using: &random)
        let included = source.map { _ in true }
        let result = Self.checkAllHashings(source: source, target: target, included: included, seed: 30_000)
        #expect(!result.normal.usedStandardHashes)
        #expect(result.colliding.usedStandardHashes, "the probe budget must trip and SipHash take over")
    }

    @Test func fallbackDuringTargetLookupsUndoesEarlierPairs() {
        // A small source fills the table within budget; the many colliding target lookups
        // (most of them misses, which walk the whole cluster) then exceed it after some
        // targets were already paired. No common prefix or suffix.
        let source = Array((0..<30).reversed())
        let target = (0..<600).map { ($0 * 7) % 100 }
        let included = source.map { $0 != 5 }
        let result = Self.checkAllHashings(source: source, target: target, included: included, seed: 40_000)
        #expect(result.colliding.usedStandardHashes)
        #expect(result.colliding.duplicateCount == result.normal.duplicateCount)
    }

    @Test func randomEditsPairTheSameUnderForcedCollisions() {
        // The flat diff's result is a function of the pairing, so equal pairings give equal
        // changesets.
        for seed in 0..<UInt64(200) {
            var edits = RandomEdits(seed: seed &+ 50_000)
            let source = edits.items(count: Int.random(in: 0...60, using: &edits.random))
            let target = edits.edit(source)
            _ = Self.checkAllHashings(
                source: source.map(\.id), target: target.map(\.id), included: source.map { _ in true },
                seed: seed &+ 50_000)
        }
    }
}

@Suite("Identity hashing, keyed fast hashes")
struct IdentityFastHashTests {
    @Test func keysComeFromTheProcessSeedAndStayFixedWithinAProcess() {
        let first = IdentityHashKey.current()
        let second = IdentityHashKey.current()
        #expect(first.k0 == second.k0 && first.k1 == second.k1 && first.k2 == second.k2 && first.k3 == second.k3)
        #expect(first.k1 & 1 == 1 && first.k3 & 1 == 1, "multipliers are odd")
    }

    @Test func integerHashesDependOnTheValueAndTheKey() {
        let otherKey = IdentityHashKey(k0: 1, k1: 3, k2: 5, k3: 7)
        var random = SplitMix64(seed: 60_000)
        var hashes = Set<Int>()
        var sameUnderBothKeys = 0
        for _ in 0..<10_000 {
            let value = Int(bitPattern: UInt(random.next()))
            let hash = IdentityHashing.integerHash(value, key: testKey)
            #expect(hash == IdentityHashing.integerHash(value, key: testKey))
            hashes.insert(hash)
            if hash == IdentityHashing.integerHash(value, key: otherKey) { sameUnderBothKeys += 1 }
        }
        #expect(hashes.count == 10_000, "no collisions among 10,000 random 64-bit values")
        #expect(sameUnderBothKeys == 0, "another key gives other hashes")
        // Sequential values spread over the low bits that pick a table slot.
        let slots = Set((0..<4_096).map { IdentityHashing.integerHash($0, key: testKey) & 4_095 })
        #expect(slots.count > 2_400, "\(slots.count) of 4,096 slots hit by 4,096 sequential values")
    }

    @Test func signedAndUnsignedIntegersHashByValue() {
        #expect(
            IdentityHashing.integerHash(Int8(-1), key: testKey) == IdentityHashing.integerHash(Int64(-1), key: testKey))
        #expect(IdentityHashing.integerHash(UInt8(200), key: testKey) == IdentityHashing.integerHash(200, key: testKey))
    }

    @Test func stringHashesDependOnEveryByteAndTheKey() {
        let otherKey = IdentityHashKey(k0: 1, k1: 3, k2: 5, k3: 7)
        var hashes = Set<Int>()
        var count = 0
        for length in 0...48 {
            let base = String(repeating: "a", count: length)
            var variants = [base]
            // One byte changed at every position.
            for position in 0..<length {
                var bytes = Array(base.utf8)
                bytes[position] = UInt8(ascii: "b")
                variants.append(String(decoding: bytes, as: UTF8.self))
            }
            for variant in variants {
                let hash = IdentityHashing.asciiHash(variant, key: testKey)
                #expect(hash != nil)
                hashes.insert(hash ?? 0)
                count += 1
                #expect(hash != IdentityHashing.asciiHash(variant, key: otherKey), "\(variant)")
            }
        }
        #expect(hashes.count == count, "every one-byte change changes the hash")
    }
}
