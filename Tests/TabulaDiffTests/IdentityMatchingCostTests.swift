import TabulaTestSupport
import Testing

@testable import TabulaDiff

/// The cost claims of identity matching, counted in operations (positions hashed plus
/// occupied table slots passed over, ``IdentityMatching/probes``), never timed:
/// "expected O(n + m)" (``IdentityMatching/match(sourceIDs:targetIDs:include:fastHashMask:)``,
/// the TabulaDiff article), and the probe budget "that random hashes exceed with negligible
/// probability", after which "colliding identities cost at most that budget (linear in the
/// input)" (``IdentityHashing``). Inputs are seeded; the keys are the process's own.
@Suite("Identity matching: operations grow linearly, the probe budget holds")
struct IdentityMatchingCostTests {
    /// A random edit of `n` unique identities: a tenth deleted, a tenth new, all shuffled
    /// (so there is no common prefix or suffix to skip hashing).
    static func edit(_ n: Int, seed: UInt64) -> (source: [Int], target: [Int]) {
        var random = SplitMix64(seed: seed)
        let source = (0..<n).map { $0 &* 2_654_435_761 }
        var target = source.filter { _ in Int.random(in: 0..<10, using: &random) != 0 }
        target += (0..<n / 10).map { -1 - $0 }
        target.shuffle(using: &random)
        return (source, target)
    }

    static func match<ID: Hashable>(_ source: [ID], _ target: [ID], mask: Int = -1) -> IdentityMatching {
        IdentityMatching.match(
            sourceIDs: StoredIdentities(ContiguousArray(source)), targetIDs: StoredIdentities(ContiguousArray(target)),
            fastHashMask: mask)
    }

    /// Operations per element, n + m hashes plus the probes.
    static func operationsPerElement(_ result: IdentityMatching, _ n: Int, _ m: Int) -> Double {
        Double(n + m + result.probes) / Double(n + m)
    }

    @Test func operationsPerElementStayFlatFromOneThousandToTwoHundredFiftyThousand() {
        var perElement: [Int: Double] = [:]
        for n in [1_000, 8_000, 64_000, 256_000] {
            let (source, target) = Self.edit(n, seed: UInt64(n))
            let ints = Self.match(source, target)
            let fellBack = ints.usedStandardHashes
            #expect(!fellBack, "n \(n): random keyed hashes stay within the budget")
            perElement[n] = Self.operationsPerElement(ints, source.count, target.count)
            // A table at most half full: about 1.5 slots per look-up on average, far below 8.
            #expect(perElement[n]! <= 3, "n \(n): \(perElement[n]!) operations per element")
        }
        let smallest = perElement[1_000]!
        let largest = perElement[256_000]!
        #expect(
            largest <= smallest * 1.5 + 0.5, "per-element work grew with n: \(perElement.sorted { $0.key < $1.key })")
    }

    @Test func asciiStringIdentitiesStayWithinTheBudgetToo() {
        let (source, target) = Self.edit(100_000, seed: 7)
        func name(_ value: Int) -> String { "item-\(value)-\(String(repeating: "x", count: abs(value) % 29))" }
        let result = Self.match(source.map(name), target.map(name))
        let fellBack = result.usedStandardHashes
        #expect(!fellBack)
        #expect(Self.operationsPerElement(result, source.count, target.count) <= 3)
    }

    @Test func collidingIdentitiesCostLinearWorkBeforeAndAfterTheFallback() {
        // Every fast hash equal (mask 0): without the budget, n² / 2 probes.
        var perElement: [Int: Double] = [:]
        for n in [500, 2_000, 8_000] {
            let (source, target) = Self.edit(n, seed: UInt64(n) &+ 1)
            let colliding = Self.match(source, target, mask: 0)
            let fellBack = colliding.usedStandardHashes
            #expect(fellBack, "n \(n): the budget tripped and SipHash took over")
            let elements = source.count + target.count
            // The fast pass stops within one operation (at most n slots) past its budget of
            // 8 per element + 256; the SipHash pass is random-hash cheap.
            #expect(
                colliding.probes <= 8 * elements + 256 + source.count + 2 * elements,
                "n \(n): \(colliding.probes) probes")
            perElement[n] = Self.operationsPerElement(colliding, source.count, target.count)
        }
        #expect(perElement[8_000]! <= perElement[500]! * 1.5 + 1, "\(perElement.sorted { $0.key < $1.key })")
    }
}
