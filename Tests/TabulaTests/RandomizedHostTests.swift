import Foundation
@_spi(TabulaInternal) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

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
            #expect(screenProblems(host, data.sections, rowHeight: 20) == [], "seed \(seed), stage \(index)")
        }
        #expect(data.sections == [target], "seed \(seed)")
        #expect(host.presentedCounts == [target.count], "seed \(seed)")
        #expect(host.counters.batchesOverlapping == 0, "seed \(seed)")
        for offset in stride(from: 0.0, through: Double(target.count * 20), by: 30) {
            try host.scroll(toOffset: CGPoint(x: 0, y: offset))
            #expect(
                screenProblems(host, data.sections, rowHeight: 20, requestedOffset: offset) == [],
                "seed \(seed), offset \(offset)")
        }
    }

    /// Random sectioned batches built from identities (sections deleted, inserted, moved and
    /// reloaded; items deleted, inserted, moved and reloaded): the kind they were built for
    /// accepts them (a collection batch suits a table too), the mapping puts every section
    /// and every surviving item where the identities say, and the host shows the result.
    @Test(arguments: seeds)
    func randomSectionedBatchesAreAcceptedAndMapped(seed: UInt64) throws {
        var (scenario, rng) = RandomSectionedBatch.forSeed(seed)
        let kind = scenario.kind
        for accepting in kind == .collection ? ListHostKind.allCases : [.table] {
            let violations = BatchUpdateRules.violations(
                before: scenario.beforeCounts, batch: scenario.batch, after: scenario.afterCounts, kind: accepting)
            #expect(violations.isEmpty, "seed \(seed), \(accepting): \(violations) for \(scenario.batch)")
        }
        let mapping = try #require(
            ListBatchMapping(
                sectionCountBefore: scenario.before.count, batch: scenario.batch,
                sectionCountAfter: scenario.after.count),
            "seed \(seed)")
        for section in scenario.before.indices {
            #expect(
                mapping.afterSection(forBeforeSection: section) == scenario.afterSection(ofBeforeSection: section),
                "seed \(seed), before-section \(section) of \(scenario.batch)")
            #expect(
                mapping.isSectionReloaded(section) == scenario.batch.sectionUpdated.contains(section), "seed \(seed)")
        }
        for section in scenario.after.indices {
            #expect(
                mapping.beforeSection(forAfterSection: section) == scenario.beforeSection(ofAfterSection: section),
                "seed \(seed), after-section \(section) of \(scenario.batch)")
        }
        let reloadedPaths = Set(scenario.batch.elementUpdated)
        for (section, items) in scenario.before.enumerated() {
            for (item, id) in items.enumerated() {
                let beforePath = ListIndexPath(item: item, section: section)
                #expect(
                    mapping.afterPath(forBeforePath: beforePath) == scenario.afterPath(of: id),
                    "seed \(seed), id \(id) at \(beforePath) of \(scenario.batch)")
                #expect(mapping.isItemReloaded(beforePath) == reloadedPaths.contains(beforePath), "seed \(seed)")
                if let afterPath = scenario.afterPath(of: id) {
                    #expect(
                        mapping.beforePath(forAfterPath: afterPath) == beforePath,
                        "seed \(seed), id \(id) back from \(afterPath) of \(scenario.batch)")
                }
            }
        }
        let beforeIDs = Set(scenario.before.joined())
        for (section, items) in scenario.after.enumerated() {
            for (item, id) in items.enumerated() where !beforeIDs.contains(id) {
                let afterPath = ListIndexPath(item: item, section: section)
                #expect(
                    mapping.beforePath(forAfterPath: afterPath) == nil, "seed \(seed), new id \(id) at \(afterPath)")
            }
        }

        let data = ArrayListDataSource(sections: scenario.before)
        let host = HeadlessListView(
            kind: kind, viewportSize: CGSize(width: 320, height: 150),
            frameProvider: FixedRowHeightFrames(rowHeight: 20))
        host.dataSource = data
        host.registerCell(reuseIdentifier: "cell")
        try host.reloadData()
        try host.scroll(toOffset: CGPoint(x: 0, y: CGFloat(Int.random(in: 0...300, using: &rng))))
        let keptBefore = Dictionary(
            uniqueKeysWithValues: host.visibleCells.compactMap { cell in
                cell.contentDescription.map { ($0, ObjectIdentifier(cell)) }
            })
        let reloaded = Set(scenario.batch.elementUpdated.map { scenario.before[$0.section][$0.item] })
        try host.performBatch(scenario.batch) { data.sections = scenario.after }
        #expect(screenProblems(host, scenario.after, rowHeight: 20) == [], "seed \(seed)")
        // A visible cell whose item is still visible and was not reloaded is the same object.
        for cell in host.visibleCells {
            guard let text = cell.contentDescription, let id = Int(text), !reloaded.contains(id),
                let old = keptBefore[text]
            else { continue }
            #expect(ObjectIdentifier(cell) == old, "seed \(seed), id \(id)")
        }
        for offset in stride(from: 0.0, through: 1_000, by: 40) {
            try host.scroll(toOffset: CGPoint(x: 0, y: offset))
            #expect(
                screenProblems(host, scenario.after, rowHeight: 20, requestedOffset: offset) == [],
                "seed \(seed), offset \(offset)")
        }
    }
}
