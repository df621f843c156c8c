import Foundation
import Testing
import Tabula
import TabulaHeadless

@MainActor
@Suite("HeadlessListView: randomised")
struct RandomizedHostTests {
    nonisolated static let seeds: [UInt64] = Array(1...60)

    /// Random flat diffs from `StagedChangeset`, applied stage by stage: every stage must be
    /// a valid batch, and the host must end up showing the target.
    @Test(arguments: seeds)
    func stagedFlatDiffsApplyCleanly(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let pool = Array(0..<60)
        let source = Array(pool.shuffled(using: &rng).prefix(Int.random(in: 0...40, using: &rng)))
        let target = Array(pool.shuffled(using: &rng).prefix(Int.random(in: 0...40, using: &rng)))
        let kind: ListHostKind = seed % 2 == 0 ? .table : .collection
        let data = ArrayListDataSource(items: source)
        let host = HeadlessListView(
            kind: kind, viewportSize: CGSize(width: 320, height: CGFloat(Int.random(in: 60...500, using: &rng))),
            frameProvider: FixedRowHeightFrames(rowHeight: 20), animationMode: .manual)
        host.dataSource = data
        host.registerCell(reuseIdentifier: "cell")
        try host.reloadData()
        try host.scroll(toOffset: CGPoint(x: 0, y: CGFloat(Int.random(in: 0...600, using: &rng))))

        let changeset = StagedChangeset(source: source, target: target)
        for (index, stage) in changeset.enumerated() {
            do {
                try host.performBatch(ListBatch(stage)) { data.sections = [stage.data] }
            } catch {
                Issue.record("seed \(seed), stage \(index): \(error)")
                return
            }
            #expect(host.finishAnimations() == 1, "seed \(seed)")
            #expect(visibleMismatches(host, data.sections).isEmpty, "seed \(seed), stage \(index)")
        }
        #expect(data.sections == [target], "seed \(seed)")
        #expect(host.presentedCounts == [target.count], "seed \(seed)")
        #expect(host.counters.batchesOverlapping == 0, "seed \(seed)")
        for offset in stride(from: 0.0, through: Double(target.count * 20), by: 30) {
            try host.scroll(toOffset: CGPoint(x: 0, y: offset))
            #expect(visibleMismatches(host, data.sections).isEmpty, "seed \(seed), offset \(offset)")
        }
    }

    /// Random sectioned batches built from identities: both kinds accept them, the mapping
    /// puts every surviving item where the identities say, and the host shows the result.
    @Test(arguments: seeds)
    func randomSectionedBatchesAreAcceptedAndMapped(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed &* 7_919)
        let scenario = RandomSectionedBatch(using: &rng)
        for kind in ListHostKind.allCases {
            let violations = BatchUpdateRules.violations(
                before: scenario.beforeCounts, batch: scenario.batch, after: scenario.afterCounts, kind: kind)
            #expect(violations.isEmpty, "seed \(seed), \(kind): \(violations) for \(scenario.batch)")
        }
        let mapping = try #require(
            ListBatchMapping(
                sectionCountBefore: scenario.before.count, batch: scenario.batch,
                sectionCountAfter: scenario.after.count),
            "seed \(seed)")
        let deleted = Set(scenario.batch.itemDeletes)
        for (section, items) in scenario.before.enumerated() {
            for (item, id) in items.enumerated() {
                let beforePath = ListIndexPath(item: item, section: section)
                let expected = deleted.contains(beforePath) ? nil : scenario.afterPath(of: id)
                #expect(mapping.afterPath(forBeforePath: beforePath) == expected, "seed \(seed), id \(id)")
            }
        }

        let data = ArrayListDataSource(sections: scenario.before)
        let host = HeadlessListView(
            kind: seed % 2 == 0 ? .table : .collection, viewportSize: CGSize(width: 320, height: 150),
            frameProvider: FixedRowHeightFrames(rowHeight: 20))
        host.dataSource = data
        host.registerCell(reuseIdentifier: "cell")
        try host.reloadData()
        try host.scroll(toOffset: CGPoint(x: 0, y: CGFloat(Int.random(in: 0...300, using: &rng))))
        let keptBefore = Dictionary(
            uniqueKeysWithValues: host.visibleCells.compactMap { cell in
                cell.contentDescription.map { ($0, ObjectIdentifier(cell)) }
            })
        let reloaded = Set(scenario.batch.itemReloads.map { scenario.before[$0.section][$0.item] })
        try host.performBatch(scenario.batch) { data.sections = scenario.after }
        #expect(visibleMismatches(host, scenario.after).isEmpty, "seed \(seed)")
        // A visible cell whose item is still visible and was not reloaded is the same object.
        for cell in host.visibleCells {
            guard let text = cell.contentDescription, let id = Int(text), !reloaded.contains(id),
                let old = keptBefore[text]
            else { continue }
            #expect(ObjectIdentifier(cell) == old, "seed \(seed), id \(id)")
        }
        for offset in stride(from: 0.0, through: 1_000, by: 40) {
            try host.scroll(toOffset: CGPoint(x: 0, y: offset))
            #expect(visibleMismatches(host, scenario.after).isEmpty, "seed \(seed), offset \(offset)")
        }
    }
}
