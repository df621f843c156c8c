import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// A row of the move tests: identity by id.
private struct Chore: Differentiable, Hashable, Sendable, CustomStringConvertible {
    let id: Int
    var differenceIdentifier: Int { id }
    var description: String { "#\(id)" }
}

/// VoiceOver's "Move up" and "Move down" through `ListAssembly` on the headless host:
/// random sequences of moves against a reference array, every batch checked by the host.
@MainActor
@Suite("VoiceOver moves (headless)")
struct AccessibilityMoveModelTests {
    private static func makeList() -> (ListAssembly<String, Chore, HeadlessListView>, HeadlessListView) {
        let list = ListAssembly<String, Chore, HeadlessListView>(
            catalog: HostCellCatalog(
                reuseIdentifier: { _ in "chore" }, cellType: { _ in HeadlessCell.self },
                configure: { cell, chore, _ in cell.contentDescription = chore.description },
                measure: .byWidth { _, width in CGSize(width: width, height: 44) }))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 2000), frameProvider: list.layout)
        list.attach(to: host)
        list.canMoveItem = { $0.id % 7 != 3 }
        return (list, host)
    }

    @Test("moves are offered within the section, none at its ends, none for rows canMoveItem refuses")
    func offeredMoves() async throws {
        let (list, _) = Self.makeList()
        list.show(sections: [ListSection("a", items: [Chore(id: 1), Chore(id: 2), Chore(id: 3), Chore(id: 4)])])
        await list.waitUntilIdle()
        #expect(list.accessibilityMoves(at: ListIndexPath(item: 0, section: 0)) == [.down])
        #expect(list.accessibilityMoves(at: ListIndexPath(item: 1, section: 0)) == [.up, .down])
        #expect(list.accessibilityMoves(at: ListIndexPath(item: 2, section: 0)) == [])  // id 3: refused
        #expect(list.accessibilityMoves(at: ListIndexPath(item: 3, section: 0)) == [.up])
        #expect(list.accessibilityMoves(at: ListIndexPath(item: 9, section: 0)) == [])
        #expect(try list.performAccessibilityMove(.up, at: ListIndexPath(item: 0, section: 0)) == nil)
        #expect(try list.performAccessibilityMove(.down, at: ListIndexPath(item: 2, section: 0)) == nil)
        #expect(ListAccessibility.Move.up.description == "Move up")
    }

    @Test(
        "random moves, with and without a storage, match a reference; one checked batch each", arguments: [false, true])
    func randomMoves(throughStorage: Bool) async throws {
        for seed in UInt64(1)...20 {
            var random = SplitMix64(seed: seed)
            let (list, host) = Self.makeList()
            let counts = [Int.random(in: 1...6, using: &random), Int.random(in: 0...5, using: &random)]
            var reference = counts.enumerated().map { section, count in
                (0..<count).map { Chore(id: section * 100 + $0) }
            }
            let sections = reference.enumerated().map { ListSection("s\($0.offset)", items: $0.element) }
            let storage = ListStorage<String, Chore>()
            if throughStorage {
                try storage.reload(sections)
                list.bind(to: storage)
            } else {
                list.show(sections: sections)
            }
            await list.waitUntilIdle()
            for step in 0..<25 {
                let section = Int.random(in: 0..<reference.count, using: &random)
                guard !reference[section].isEmpty else { continue }
                let path = ListIndexPath(
                    item: Int.random(in: 0..<reference[section].count, using: &random), section: section)
                let move: ListAccessibility.Move = Bool.random(using: &random) ? .up : .down
                let target = path.item + (move == .up ? -1 : 1)
                let allowed = reference[section].indices.contains(target) && reference[section][path.item].id % 7 != 3
                let batchesBefore = host.counters.batchesApplied
                let landed = try list.performAccessibilityMove(move, at: path)
                await list.waitUntilIdle()
                if allowed {
                    reference[section].swapAt(path.item, target)
                    #expect(landed == ListIndexPath(item: target, section: section), "seed \(seed) step \(step)")
                    #expect(host.counters.batchesApplied == batchesBefore + 1, "seed \(seed) step \(step): one batch")
                } else {
                    #expect(landed == nil, "seed \(seed) step \(step)")
                    #expect(host.counters.batchesApplied == batchesBefore, "seed \(seed) step \(step): no batch")
                }
                #expect(list.sections.map { Array($0.items) } == reference, "seed \(seed) step \(step)")
                if throughStorage {
                    #expect(storage.snapshot.sections.map { Array($0.items) } == reference, "seed \(seed)")
                }
            }
            #expect(list.updater?.statistics.violations.isEmpty == true, "seed \(seed)")
            #expect(host.counters.batchesRejected == 0, "seed \(seed)")
        }
    }
}

/// Orderings a VoiceOver move can meet: a storage write the screen does not show yet.
@MainActor
@Suite("VoiceOver moves meet newer storage writes")
struct AccessibilityMoveOrderingTests {
    @Test("a write not yet on screen: the item moves one place from where the storage has it")
    func moveAfterAnUnpresentedWrite() async throws {
        let list = ListAssembly<String, Chore, HeadlessListView>(
            catalog: HostCellCatalog(
                reuseIdentifier: { _ in "chore" }, cellType: { _ in HeadlessCell.self },
                configure: { cell, chore, _ in cell.contentDescription = chore.description },
                measure: .byWidth { _, width in CGSize(width: width, height: 44) }))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 480), frameProvider: list.layout)
        list.attach(to: host)
        list.canMoveItem = { _ in true }
        let storage = try ListStorage(sections: [ListSection("a", items: [Chore(id: 1), Chore(id: 2), Chore(id: 3)])])
        list.bind(to: storage)
        await list.waitUntilIdle()
        // Forced order: the storage takes a write, then VoiceOver moves #1 down before the
        // updater has shown that write (its stream delivers on a later main-actor turn).
        try storage.insertItems([Chore(id: 0)], at: ListIndexPath(item: 0, section: 0))
        #expect(list.sections[0].items.map(\.id) == [1, 2, 3], "the write is not on screen yet")
        #expect(try list.performAccessibilityMove(.down, at: ListIndexPath(item: 0, section: 0)) != nil)
        await list.updater?.waitUntilPresented(version: storage.snapshot.version)
        await list.waitUntilIdle()
        #expect(storage.snapshot.sections[0].items.map(\.id) == [0, 2, 1, 3])
        #expect(list.sections[0].items.map(\.id) == [0, 2, 1, 3])
        #expect(host.visibleCells.map(\.contentDescription) == ["#0", "#2", "#1", "#3"])
        #expect(list.updater?.statistics.violations.isEmpty == true)
    }
}
