import Tabula
import Testing

/// The seeds of `RandomizedHostTests.randomSectionedBatchesAreAcceptedAndMapped` reach every
/// kind of change the mapping handles: a generator that stopped making one would leave that
/// branch of `ListBatchMapping` unchecked while the test kept passing.
@Suite("RandomSectionedBatch reaches the interesting cases")
struct RandomSectionedBatchCoverageTests {
    @Test func theHostTestsSeedsMakeEveryKindOfChange() {
        var counts: [String: Int] = [:]
        func count(_ name: String, _ condition: Bool) {
            counts[name, default: 0] += condition ? 1 : 0
        }
        for seed in RandomizedHostTests.seeds {
            let (scenario, _) = RandomSectionedBatch.forSeed(seed)
            let batch = scenario.batch
            let table = scenario.kind == .table
            let movedSources = Set(batch.sectionMoved.map(\.source))
            let movedTargets = Set(batch.sectionMoved.map(\.target))
            count("section deletes", !batch.sectionDeleted.isEmpty)
            count("section inserts", !batch.sectionInserted.isEmpty)
            count("table section moves", table && !batch.sectionMoved.isEmpty)
            count("collection section moves", !table && !batch.sectionMoved.isEmpty)
            count("section moves that change the order", batch.sectionMoved.contains { $0.source != $0.target })
            count("collection section reloads (alone)", !table && !batch.sectionUpdated.isEmpty)
            count(
                "table section reloads with other changes",
                table && !batch.sectionUpdated.isEmpty && batch.changeCount > batch.sectionUpdated.count)
            count("item deletes", !batch.elementDeleted.isEmpty)
            count("item inserts", !batch.elementInserted.isEmpty)
            count("item reloads", !batch.elementUpdated.isEmpty)
            count("item moves across sections", batch.elementMoved.contains { $0.source.section != $0.target.section })
            count(
                "item moves out of a moved section",
                batch.elementMoved.contains { movedSources.contains($0.source.section) })
            count(
                "item moves into a moved section",
                batch.elementMoved.contains { movedTargets.contains($0.target.section) })
            count(
                "item deletes in a moved section", batch.elementDeleted.contains { movedSources.contains($0.section) })
            count("section moves with item moves elsewhere", !batch.sectionMoved.isEmpty && !batch.elementMoved.isEmpty)
        }
        for (name, seen) in counts.sorted(by: { $0.key < $1.key }) {
            #expect(seen >= 3, "\(name): only \(seen) of \(RandomizedHostTests.seeds.count) seeds")
        }
        #expect(counts.count == 15)
    }
}
