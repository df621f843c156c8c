import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// Many writers, one updater: whatever the interleaving, the host ends showing exactly the
/// storage's data and no batch broke UIKit's rules.
@MainActor
@Suite("Updater stress")
struct UpdaterStressTests {
    /// Deterministic per task; the interleaving between tasks is not, which is the point.
    nonisolated private static func randomMutation(
        _ storage: UpdaterFixture.Storage, random: inout SplitMix64, nextID: inout Int
    ) {
        let roll = Int.random(in: 0..<100, using: &random)
        let snapshot = storage.snapshot
        do {
            switch roll {
            case 0..<30:
                nextID += 1
                try storage.appendItems([Row(nextID)], to: ["A", "B", "C"][Int.random(in: 0..<3, using: &random)])
            case 30..<50:
                let paths = snapshot.indexPaths(where: { _ in true })
                guard let path = paths.randomElement(using: &random) else { return }
                // The path may be stale by now: a typed error is the right answer then.
                try storage.removeItems(at: [path])
            case 50..<65:
                try storage.update { list in
                    let paths = list.sections.indices.flatMap { s in
                        list.sections[s].items.indices.map { ListIndexPath(item: $0, section: s) }
                    }
                    guard let from = paths.randomElement(using: &random) else { return }
                    let section = Int.random(in: 0..<list.sections.count, using: &random)
                    let limit = list.sections[section].items.count - (from.section == section ? 1 : 0)
                    try list.moveItem(
                        from: from,
                        to: ListIndexPath(item: Int.random(in: 0...max(0, limit), using: &random), section: section))
                }
            case 65..<80:
                guard let item = snapshot.allItems.randomElement(using: &random) else { return }
                try storage.replaceItem(Row(item.id, "v\(Int.random(in: 0..<9, using: &random))"))
            case 80..<90:
                try storage.update { list in
                    nextID += 1
                    try list.appendItems([Row(nextID)], to: "D")
                    list.removeItems(where: { $0.id % 7 == Int.random(in: 0..<7, using: &random) })
                    if list.sections.count > 1 { try list.moveSection(from: 0, to: list.sections.count - 1) }
                }
            case 90..<98:
                try storage.update { list in
                    guard let index = list.sections.indices.randomElement(using: &random) else { return }
                    try list.setHeader(
                        SupplementaryModel("h\(Int.random(in: 0..<3, using: &random))"), inSectionAt: index)
                }
            default:
                nextID += 1
                try storage.reload([ListSection("A", items: [Row(nextID)]), ListSection("B")])
            }
        } catch is ListStorageError {
            // Stale indexes from a racing writer are rejected whole; that is the contract.
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test(arguments: [ListHostKind.table, .collection])
    func concurrentWritersNeverBreakTheRules(kind: ListHostKind) async throws {
        let fixture = UpdaterFixture(
            kind: kind, sections: [ListSection("A"), ListSection("B"), ListSection("C")], animationMode: .manual)
        // Collections also exercise diffs off the main actor, for every coalesced update.
        if kind == .collection { fixture.updater.backgroundDiffThreshold = 0 }
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        let storage = fixture.storage
        let writers = 4
        let mutationsPerWriter = 2_500
        let done = DoneFlag()
        let writing = Task.detached {
            defer { done.set() }
            await withTaskGroup(of: Void.self) { group in
                for writer in 0..<writers {
                    group.addTask {
                        var random = SplitMix64(seed: UInt64(writer) &* 7_919 &+ 17)
                        var nextID = writer * 1_000_000
                        for _ in 0..<mutationsPerWriter {
                            Self.randomMutation(storage, random: &random, nextID: &nextID)
                        }
                    }
                }
            }
        }
        // Meanwhile the main actor ends animations and scrolls, like a user would.
        var frame = 0
        while !done.isSet || !fixture.updater.isIdle || fixture.host.pendingCompletionCount > 0
            || fixture.updater.presentedVersion != storage.snapshot.version
        {
            frame += 1
            if frame > 5_000_000 {
                Issue.record("the updater never caught up with the storage")
                break
            }
            _ = fixture.host.finishAnimations()
            let height = max(0, fixture.host.frameProvider.contentSize.height - fixture.host.viewportSize.height)
            try fixture.host.scroll(toOffset: CGPoint(x: 0, y: CGFloat(frame % 10) / 10 * height))
            await Task.yield()
        }
        await writing.value

        #expect(fixture.updater.statistics.violations.isEmpty, "\(fixture.updater.statistics.violations.prefix(3))")
        #expect(fixture.updater.presentedSections.map(\.items) == storage.snapshot.sections.map(\.items))
        #expect(fixture.updater.presentedSections.map(\.header) == storage.snapshot.sections.map(\.header))
        #expect(fixture.host.counters.batchesApplied > 100)
        let visible = fixture.host.indexPathsForVisibleItems
        for path in visible {
            #expect(fixture.host.cell(at: path)?.contentDescription == storage.snapshot.item(at: path)?.description)
        }
    }
}

/// Set once by the writers' task, read by the main actor.
private final class DoneFlag: @unchecked Sendable {
    // @unchecked: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
