import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// Random expand, collapse and tree-replacement sequences on a ``ListOutline``, checked
/// against a plain reference tree: after every step the outline's visible items equal the
/// reference's flattening, every change reached the strict headless host as at most one
/// batch (UIKit's rules checked, no reload), and the screen shows the reference's rows.
///
/// Seeded; a failure names its seed and step. `TABULA_OUTLINE_SEEDS` (default 40) seeds of
/// `TABULA_OUTLINE_STEPS` (default 60) steps each, on a table and a collection.
@MainActor
@Suite("Outlines: random expand, collapse and replace against a reference tree")
struct OutlineModelTests {
    typealias Node = OutlineFixture.Node

    /// The reference: parents by identity, expanded identities, flattened recursively.
    struct ReferenceTree {
        var nodes: [Node] = []  // in the order they were drawn; parents come first
        var parent: [Int: Int] = [:]
        var expanded: Set<Int> = []

        func children(of id: Int?) -> [Node] {
            nodes.filter { parent[$0.id] == id }
        }

        func flattened(under id: Int? = nil) -> [Node] {
            children(of: id).flatMap { node in
                [node] + (expanded.contains(node.id) ? flattened(under: node.id) : [])
            }
        }

        /// A random forest over identities `0..<pool`, some texts changed by `generation`.
        static func random(pool: Int, generation: Int, using random: inout SplitMix64) -> ReferenceTree {
            var tree = ReferenceTree()
            let ids = Array((0..<pool).shuffled(using: &random).prefix(Int.random(in: 0...pool, using: &random)))
            for (index, id) in ids.enumerated() {
                let text = Bool.random(using: &random) ? "g\(generation)" : ""
                tree.nodes.append(Node(id: id, text: text))
                // Mostly nested, so threads get deep.
                if index > 0, Int.random(in: 0..<4, using: &random) > 0 {
                    tree.parent[id] = ids[Int.random(in: 0..<index, using: &random)]
                }
            }
            return tree
        }
    }

    static func environment(_ name: String, default value: Int) -> Int {
        ProcessInfo.processInfo.environment[name].flatMap(Int.init) ?? value
    }

    @Test(arguments: [ListHostKind.table, .collection])
    func randomSequencesMatchTheReference(kind: ListHostKind) async throws {
        let seeds = Self.environment("TABULA_OUTLINE_SEEDS", default: 40)
        let steps = Self.environment("TABULA_OUTLINE_STEPS", default: 60)
        var expansions = 0
        var collapses = 0
        var replacements = 0
        var rejected = 0
        for seed in UInt64(1)...UInt64(seeds) {
            var random = SplitMix64(seed: seed)
            let fixture = OutlineFixture(kind: kind)
            let pool = 30
            var reference = ReferenceTree.random(pool: pool, generation: 0, using: &random)
            var outline = try ListOutline(roots: reference.children(of: nil)) { reference.children(of: $0.id) }
            try await fixture.show(outline)
            for step in 0..<steps {
                let context = "seed \(seed), \(kind), step \(step)"
                let batchesBefore = fixture.updater.statistics.batchesApplied
                let reloadsBefore = fixture.updater.statistics.totalReloads
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<4:
                    // Unknown identities (pool..<pool+5) too, and identities not in this tree.
                    // Mostly identities of the tree; now and then one outside it (unknown).
                    let ids = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                        reference.nodes.isEmpty || Int.random(in: 0..<8, using: &random) == 0
                            ? Int.random(in: 0..<(pool + 5), using: &random)
                            : reference.nodes[Int.random(in: 0..<reference.nodes.count, using: &random)].id
                    }
                    let valid = ids.allSatisfy(outline.contains)
                    do {
                        try outline.expand(ids)
                        #expect(valid, "\(context): expand \(ids) should have thrown")
                        reference.expanded.formUnion(ids)
                        expansions += 1
                    } catch let error as ListStorageError {
                        let missing = try #require(ids.first { !outline.contains($0) }, "\(context)")
                        #expect(error == .itemNotFound(operation: "expand", identifier: "\(missing)"), "\(context)")
                        rejected += 1
                    }
                case 4..<8:
                    let ids =
                        reference.nodes.isEmpty
                        ? []
                        : (0..<Int.random(in: 1...2, using: &random)).map { _ in
                            reference.nodes[Int.random(in: 0..<reference.nodes.count, using: &random)].id
                        }
                    try outline.collapse(ids)
                    reference.expanded.subtract(ids)
                    collapses += 1
                default:
                    let next = ReferenceTree.random(pool: pool, generation: step + 1, using: &random)
                    try outline.replaceTree(roots: next.children(of: nil)) { next.children(of: $0.id) }
                    let kept = reference.expanded.intersection(next.nodes.map(\.id))
                    reference = next
                    reference.expanded = kept
                    replacements += 1
                }
                let expected = reference.flattened()
                #expect(outline.visibleItems == expected, "\(context): outline")
                try await fixture.show(outline)
                #expect(fixture.presentedItems == expected, "\(context): screen")
                #expect(fixture.host.presentedCounts == [expected.count], "\(context): host")
                #expect(fixture.updater.statistics.violations == [], "\(context)")
                #expect(fixture.updater.statistics.totalReloads == reloadsBefore, "\(context): a reload")
                #expect(fixture.updater.statistics.batchesApplied - batchesBefore <= 1, "\(context): batches")
                if fixture.updater.statistics.violations != [] { return }
            }
        }
        print(
            "outline model (\(kind)): \(seeds) seeds × \(steps) steps: \(expansions) expansions, \(collapses) collapses, \(replacements) replacements, \(rejected) rejected"
        )
        #expect(expansions > 0 && collapses > 0 && replacements > 0 && rejected > 0)
    }
}
