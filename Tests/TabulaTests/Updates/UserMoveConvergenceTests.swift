import Foundation
import Logging
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// A user's drag and the storage's own updates, in every order the main actor can see them:
/// once the updater is idle, the screen shows exactly the bound storage's newest snapshot,
/// and no batch ever meets a host whose data changed outside an update block.
///
/// The orders are forced, not hoped for: the storage publishes under its lock, and the
/// updater hears of an update only when its binding task next runs on the main actor. A
/// test that writes and then drags without suspending in between is therefore exactly the
/// interleaving "another thread wrote just before the user's drop", on any number of cores.
@MainActor
@Suite("User moves converge to the storage, whatever the order")
struct UserMoveConvergenceTests {
    struct Sec: Differentiable, Hashable, Sendable {
        var id: Int
        var title: Int
        var differenceIdentifier: Int { id }
        func isContentEqual(to source: Sec) -> Bool { title == source.title }
    }

    /// Identity by `id`; content by `content` and `extra`, so two copies of one identity
    /// can look different on screen.
    struct Item: Differentiable, Hashable, Sendable, CustomStringConvertible {
        var id: Int
        var content: Int
        var extra: Int
        var differenceIdentifier: Int { id }
        func isContentEqual(to source: Item) -> Bool { content == source.content && extra == source.extra }
        var description: String { "\(id):\(content)/\(extra)" }
    }

    /// One section of `count` items with ids from 0, all content 0 unless `contentIsID`.
    static func oneSection(_ count: Int, contentIsID: Bool = false) -> [ListSection<Sec, Item>] {
        [
            ListSection(
                Sec(id: 0, title: 0), items: (0..<count).map { Item(id: $0, content: contentIsID ? $0 : 0, extra: 0) })
        ]
    }

    /// A headless list bound to a storage, with cells that show their item's full value.
    @MainActor
    final class Screen {
        let host: HeadlessListView
        let updater: ListUpdater<Sec, Item>
        let storage: ListStorage<Sec, Item>

        init(kind: ListHostKind, sections: [ListSection<Sec, Item>], animation: HeadlessListView.AnimationMode) throws {
            host = HeadlessListView(
                kind: kind, viewportSize: CGSize(width: 320, height: 600),
                frameProvider: FixedRowHeightFrames(rowHeight: 44, headerHeight: 0, footerHeight: 0),
                animationMode: animation)
            host.registerCell(reuseIdentifier: "item")
            updater = ListUpdater(
                host: host,
                cellProvider: ListCellProvider(
                    reuseIdentifier: { _, _ in "item" },
                    configure: { cell, item, _ in (cell as? HeadlessCell)?.contentDescription = item.description }),
                // Duplicates are the point here; their warnings would fill the log.
                logger: Logger(label: "Tabula.UserMoveConvergence") { _ in SwiftLogNoOpLogHandler() })
            host.dataSource = updater
            storage = try ListStorage(sections: sections)
            updater.bind(to: storage)
        }

        /// The user drops the row at `from` at `to`: the host moves its cell, then the
        /// updater follows and records the move in the storage.
        func drop(from: ListIndexPath, to: ListIndexPath) throws {
            try host.moveItemInteractively(from: from, to: to)
            try updater.userMovedItem(from: from, to: to, in: storage)
        }

        /// Finishes animations and lets the storage's stream run until the updater is idle
        /// on the storage's newest version; `false` if it never gets there.
        func settle() async -> Bool {
            for _ in 0..<2_000 {
                if updater.isIdle, host.pendingCompletionCount == 0,
                    updater.presentedVersion == storage.snapshot.version
                {
                    return true
                }
                _ = host.finishAnimations()
                await Task.yield()
            }
            return false
        }

        /// Everything that must hold on a settled screen: the presented data is the
        /// storage's, value for value; the host counts it; no batch was refused; every
        /// visible cell shows its item, and the visible cells are the first rows.
        func mismatches() -> [String] {
            var found: [String] = []
            let stored = storage.snapshot
            if updater.presentedVersion != stored.version {
                found.append(
                    "presented version \(String(describing: updater.presentedVersion)), storage \(stored.version)")
            }
            let presented = updater.presentedSections.map { $0.items.array }
            let expected = stored.sections.map { $0.items.array }
            if presented != expected { found.append("presented \(presented), storage \(expected)") }
            if updater.presentedSections.map(\.model) != stored.sections.map(\.model) {
                found.append("section models differ")
            }
            if host.presentedCounts ?? [] != expected.map(\.count) {
                found.append("host counts \(host.presentedCounts ?? []), storage \(expected.map(\.count))")
            }
            if !updater.statistics.violations.isEmpty { found.append("violations \(updater.statistics.violations)") }
            if host.counters.batchesRejected > 0 { found.append("\(host.counters.batchesRejected) batches rejected") }
            let total = expected.reduce(0) { $0 + $1.count }
            // 600 pt of 44 pt rows, no headers: the first 14 rows (13.6) are on screen.
            let visibleCount = min(total, 14)
            if host.visibleCells.count != visibleCount {
                found.append("\(host.visibleCells.count) visible cells, expected \(visibleCount)")
            }
            for cell in host.visibleCells {
                guard let path = cell.indexPath, expected.indices.contains(path.section),
                    expected[path.section].indices.contains(path.item)
                else {
                    found.append("a visible cell at \(String(describing: cell.indexPath)) has no item")
                    continue
                }
                let item = expected[path.section][path.item]
                if cell.contentDescription != item.description {
                    found.append("cell at \(path) shows \(cell.contentDescription ?? "nil"), the storage holds \(item)")
                }
            }
            return found
        }
    }

    /// The campaign's reproduction: the user drops the second of two rows with one identity
    /// onto the first. The storage must end up moving that very row, and the screen must
    /// settle on the storage's version.
    @Test(arguments: [ListHostKind.table, .collection])
    func aDragBetweenDuplicateIdentitiesSettlesOnTheStorage(kind: ListHostKind) async throws {
        let screen = try Screen(
            kind: kind,
            sections: [
                ListSection(
                    Sec(id: 3, title: 2), items: [Item(id: 2, content: 0, extra: 1), Item(id: 3, content: 0, extra: 0)]),
                ListSection(
                    Sec(id: 4, title: 0), items: [Item(id: 4, content: 0, extra: 0), Item(id: 5, content: 0, extra: 1)]),
            ], animation: .immediate)
        #expect(await screen.settle())
        try screen.storage.update { t in
            try t.insertItems(
                [
                    Item(id: 10, content: 2, extra: 0), Item(id: 15, content: 2, extra: 1),
                    Item(id: 15, content: 0, extra: 2),
                ],
                at: ListIndexPath(item: 2, section: 1))
        }
        #expect(await screen.settle())
        let from = ListIndexPath(item: 4, section: 1)
        let to = ListIndexPath(item: 3, section: 1)
        try screen.drop(from: from, to: to)
        #expect(await screen.settle(), "the updater settles on the storage's newest version")
        #expect(screen.mismatches() == [])
        #expect(
            screen.storage.snapshot.sections[1].items.array.map(\.description)
                == ["4:0/0", "5:0/1", "10:2/0", "15:0/2", "15:2/1"],
            "the storage moved the row the user dragged, not its twin")
    }

    /// A drag whose storage write finds the item gone or moved by another writer still
    /// leaves the screen equal to the storage.
    @Test(arguments: [ListHostKind.table, .collection])
    func aDragAfterAnUnseenDuplicateInsertSettles(kind: ListHostKind) async throws {
        let screen = try Screen(
            kind: kind,
            sections: Self.oneSection(6, contentIsID: true),
            animation: .immediate)
        #expect(await screen.settle())
        // Another writer puts a twin of item 3 at the top; the updater has not heard yet.
        try screen.storage.insertItems([Item(id: 3, content: 99, extra: 9)], at: ListIndexPath(item: 0, section: 0))
        try screen.drop(from: ListIndexPath(item: 3, section: 0), to: ListIndexPath(item: 5, section: 0))
        #expect(await screen.settle())
        #expect(screen.mismatches() == [])
    }

    /// The sequential variant: a drop whose twin neighbour is the storage's only copy left
    /// (another writer removed one) was placed one past the end of its section, and the
    /// storage's write threw after the screen had already moved the row.
    @Test(arguments: [ListHostKind.table, .collection])
    func aDropNextToItsOwnTwinNeverThrowsAfterTheScreenMoved(kind: ListHostKind) async throws {
        let screen = try Screen(
            kind: kind,
            sections: [
                ListSection(
                    Sec(id: 0, title: 0),
                    items: [
                        Item(id: 1, content: 0, extra: 0), Item(id: 9, content: 1, extra: 0),
                        Item(id: 9, content: 2, extra: 0),
                    ])
            ], animation: .immediate)
        #expect(await screen.settle())
        // Another writer removes the first twin; the updater has not heard yet.
        try screen.storage.removeItems(at: [ListIndexPath(item: 1, section: 0)])
        let from = ListIndexPath(item: 1, section: 0)
        let to = ListIndexPath(item: 2, section: 0)
        try screen.host.moveItemInteractively(from: from, to: to)
        #expect(throws: Never.self) { try screen.updater.userMovedItem(from: from, to: to, in: screen.storage) }
        #expect(await screen.settle())
        #expect(screen.mismatches() == [])
    }

    /// Defect 2's order: a write from another thread is published, the user drops a row
    /// before the updater hears of that write, and the drop's own storage update follows
    /// it. The write's diff undoes the drop on screen, so the drop's update is no longer
    /// "already on screen" and must not be taken without a batch.
    @Test(arguments: [ListHostKind.table, .collection], [HeadlessListView.AnimationMode.immediate, .manual])
    func aWriteTheUpdaterHasNotHeardOfBeforeADropIsShownWithTheDrop(
        kind: ListHostKind, animation: HeadlessListView.AnimationMode
    ) async throws {
        let screen = try Screen(
            kind: kind,
            sections: [
                ListSection(Sec(id: 0, title: 0), items: (0..<4).map { Item(id: $0, content: 0, extra: 0) }),
                ListSection(Sec(id: 1, title: 0), items: (10..<13).map { Item(id: $0, content: 0, extra: 0) }),
            ], animation: animation)
        #expect(await screen.settle())
        try screen.storage.update { try $0.replaceItem(Item(id: 11, content: 5, extra: 5)) }
        // The drop, across sections, before the stream delivers the write.
        let from = ListIndexPath(item: 1, section: 0)
        let to = ListIndexPath(item: 2, section: 1)
        try screen.drop(from: from, to: to)
        #expect(await screen.settle())
        #expect(screen.mismatches() == [])
        // A later batch meets a host whose counts are the data's.
        try screen.storage.appendItems([Item(id: 20, content: 0, extra: 0)], to: Sec(id: 1, title: 0))
        #expect(await screen.settle())
        #expect(screen.mismatches() == [])
    }

    /// An app that calls `updateAlreadyOnScreen` itself, for a change its screen does not
    /// show (it forgot to tell the updater, or the updater had other work): the updater
    /// animates to the data instead of trusting the claim.
    @Test(arguments: [ListHostKind.table, .collection])
    func anAlreadyOnScreenClaimTheScreenDoesNotShowIsAnimated(kind: ListHostKind) async throws {
        let screen = try Screen(
            kind: kind,
            sections: Self.oneSection(5),
            animation: .immediate)
        #expect(await screen.settle())
        try screen.storage.updateAlreadyOnScreen { list in
            try list.removeItems(at: [ListIndexPath(item: 1, section: 0)])
            try list.replaceItem(Item(id: 3, content: 7, extra: 7))
        }
        #expect(await screen.settle())
        #expect(screen.mismatches() == [])
        #expect(screen.updater.statistics.batchesApplied > 0 || screen.updater.statistics.reconfigures > 0)
    }

    /// The claim is taken without a batch when the screen does show it: a value the
    /// screen cannot tell apart (equal in content) is stored and presented, no batch.
    @Test func anAlreadyOnScreenClaimTheScreenShowsIsTakenWithoutABatch() async throws {
        let screen = try Screen(
            kind: .table,
            sections: Self.oneSection(3),
            animation: .immediate)
        #expect(await screen.settle())
        let batches = screen.updater.statistics.batchesApplied
        try screen.storage.updateAlreadyOnScreen { try $0.setSectionModel(Sec(id: 0, title: 0), at: 0) }
        #expect(await screen.settle())
        #expect(screen.mismatches() == [])
        #expect(screen.updater.statistics.batchesApplied == batches)
    }

    /// A drop while a batch is still animating: the stages planned before it no longer
    /// fit the order on screen, so they are planned again from the dropped order.
    @Test(arguments: [ListHostKind.table, .collection])
    func aDropDuringAnAnimatedBatchReplansTheRemainingStages(kind: ListHostKind) async throws {
        let screen = try Screen(
            kind: kind,
            sections: Self.oneSection(6),
            animation: .manual)
        #expect(await screen.settle())
        // A delete, an insert and an update of a moved item: more than one stage.
        try screen.storage.update { list in
            try list.removeItems(withIdentifiers: [0])
            try list.insertItems([Item(id: 7, content: 0, extra: 0)], at: ListIndexPath(item: 0, section: 0))
            try list.moveItem(from: ListIndexPath(item: 4, section: 0), to: ListIndexPath(item: 1, section: 0))
            try list.replaceItem(Item(id: 5, content: 1, extra: 1))
        }
        // Let the first batch start, then drop a row while it animates.
        for _ in 0..<50 where screen.host.pendingCompletionCount == 0 { await Task.yield() }
        #expect(screen.host.pendingCompletionCount > 0, "a batch is animating")
        let last = try #require(screen.host.presentedCounts?.first)
        #expect(last == 6)
        let from = ListIndexPath(item: 0, section: 0)
        let to = ListIndexPath(item: last - 1, section: 0)
        try screen.drop(from: from, to: to)
        #expect(await screen.settle())
        #expect(screen.mismatches() == [])
    }
}
