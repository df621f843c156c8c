import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

@Suite("Table adapter on the UIKit model")
@MainActor
struct TableAdapterTests {
    @Test func firstLoadRegistersCellsOnFirstUseAndBuildsMFSCells() async throws {
        let screen = TableScreen(sections: [
            ListSection("A", items: contacts(1...5), header: SupplementaryModel("Friends"))
        ])
        await screen.load()
        #expect(screen.consistencyProblems() == [])
        #expect(screen.visibleNames == (1...5).map { "Contact \($0)" })
        let tableCell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        let cell = try #require(tableCell.content(as: ContactCell.self))
        #expect(tableCell.reuseIdentifier == "ContactCell")
        #expect(cell.mfs.counters.builds == 1)
        #expect(
            cell.steps.prefix(5) == [
                "initSubviews", "updateStyles", "bindData", "resizeSubviews", "addSubviewsToSuperview",
            ])
        // The height is the cell type's: 8 + one 18-point line of 15-point text + 8.
        #expect(cell.frame.height == ContactCell.height(for: Contact(1), width: 320, context: UIKitTextMeasurer()))
        #expect(cell.frame.height == 34)
        // layoutSubviews handed the content size to the driver: the label fits the width.
        #expect(cell.nameLabel?.frame.minX == 16)
        #expect(screen.tableView.headerView(forSection: 0).map { ($0 as? TitleHeader)?.title } == "Friends")
        #expect(screen.tableView.modelCounters.performBatchUpdatesCalls == 0)
        #expect(screen.adapter.updater.statistics.reloads[.firstLoad] == 1)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func randomStorageChangesBecomeValidBatches(seed: UInt64) async throws {
        var rng = SplitMix64(seed: seed)
        let screen = TableScreen(sections: [
            ListSection("A", items: contacts(1...8), header: SupplementaryModel("A")),
            ListSection("B", items: contacts(9...14)),
        ])
        await screen.load()
        var nextID = 100
        var identities = FreshIdentities()
        for round in 0..<12 {
            let mutations = Int.random(in: 1...4, using: &rng)
            for _ in 0..<mutations {
                try screen.storage.update { list in
                    // One change in five inserts, removes, moves or reloads a section.
                    if Int.random(in: 0..<5, using: &rng) == 0 {
                        try list.randomSectionChange(using: &rng, identities: &identities)
                        return
                    }
                    let sections = list.sections
                    let section = Int.random(in: 0..<sections.count, using: &rng)
                    let count = sections[section].items.count
                    switch Int.random(in: 0..<5, using: &rng) {
                    case 0:
                        nextID += 1
                        try list.insertItems(
                            [Contact(nextID)],
                            at: ListIndexPath(item: Int.random(in: 0...count, using: &rng), section: section))
                    case 1 where count > 0:
                        try list.removeItems(at: [
                            ListIndexPath(item: Int.random(in: 0..<count, using: &rng), section: section)
                        ])
                    case 2 where count > 1:
                        let target = Int.random(in: 0..<sections.count, using: &rng)
                        let targetCount = sections[target].items.count - (target == section ? 1 : 0)
                        try list.moveItem(
                            from: ListIndexPath(item: Int.random(in: 0..<count, using: &rng), section: section),
                            to: ListIndexPath(item: Int.random(in: 0...targetCount, using: &rng), section: target))
                    case 3 where count > 0:
                        let item = Int.random(in: 0..<count, using: &rng)
                        var contact = sections[section].items[item]
                        contact.name += " edited"
                        try list.replaceItem(at: ListIndexPath(item: item, section: section), with: contact)
                    default:
                        try list.setHeader(SupplementaryModel("Header \(round)"), inSectionAt: section)
                    }
                }
            }
            if Bool.random(using: &rng) {
                screen.tableView.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0...200, using: &rng)))
            }
            await screen.settle()
            #expect(screen.consistencyProblems() == [], "seed \(seed), round \(round)")
        }
        #expect(screen.tableView.modelCounters.performBatchUpdatesCalls > 0, "seed \(seed)")
        #expect(
            screen.tableView.modelCounters.sectionChangesAccepted > 0,
            "seed \(seed): no section change reached the model")
        #expect(screen.adapter.updater.statistics.reloads[.rejectedBatch] == nil, "seed \(seed)")
    }

    @Test func contentChangeReconfiguresTheSameCellAndUpdatesItsHeight() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3))])
        await screen.load()
        let cell = try #require(
            screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.content(as: ContactCell.self))
        cell.steps.removeAll()
        let long = String(repeating: "word ", count: 30)
        try screen.storage.replaceItem(Contact(2, long))
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.content(as: ContactCell.self) === cell)
        #expect(screen.tableView.modelCounters.reconfigureCalls == 1)
        #expect(cell.nameLabel?.text == long)
        // Reuse sequence of MFS: styles, resize, bind (the first resize may use the old size;
        // layoutSubviews resizes again once the row is taller).
        #expect(cell.steps.starts(with: ["updateStyles", "resizeSubviews", "bindData"]))
        #expect(cell.shadowsApplied == 1, "one-time styling must not run again on reuse")
        let height = ContactCell.height(for: Contact(2, long), width: 320, context: UIKitTextMeasurer())
        #expect(height > 34)
        #expect(cell.frame.height == height)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == 34 + height)
    }

    @Test func selectionIsReportedByItem() async throws {
        let screen = TableScreen(sections: [
            ListSection("A", items: contacts(1...3)), ListSection("B", items: contacts(4...6)),
        ])
        await screen.load()
        var selected: [Contact] = []
        screen.adapter.onSelect = { contact, _ in selected.append(contact) }
        screen.tableView.modelSimulateSelection(at: IndexPath(row: 1, section: 1))
        #expect(selected == [Contact(5)])
    }

    @Test func interactiveMoveUpdatesTheStorageWithoutASecondBatch() async throws {
        let screen = TableScreen(sections: [
            ListSection("A", items: contacts(1...4)), ListSection("B", items: contacts(5...6)),
        ])
        await screen.load()
        screen.adapter.canMoveItem = { _ in true }
        let batchesBefore = screen.tableView.modelCounters.performBatchUpdatesCalls
        let moved = screen.tableView.modelSimulateInteractiveMove(
            from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(moved)
        await screen.settle()
        #expect(screen.storage.snapshot.sections.map { $0.items.map(\.id) } == [[2, 3, 4], [5, 1, 6]])
        #expect(
            screen.tableView.modelCounters.performBatchUpdatesCalls == batchesBefore, "no batch goes back to the table")
        #expect(screen.adapter.updater.statistics.silentUpdates >= 1)
        #expect(screen.consistencyProblems() == [])
        // Later changes animate from what the table shows.
        try screen.storage.appendItems([Contact(7)], to: "B")
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
        #expect(screen.tableView.modelCounters.performBatchUpdatesCalls == batchesBefore + 1)
    }

    @Test func rowsThatMayNotMoveStayPut() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3))])
        await screen.load()
        screen.adapter.canMoveItem = { $0.id != 1 }
        #expect(
            !screen.tableView.modelSimulateInteractiveMove(
                from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)))
        #expect(
            screen.tableView.modelSimulateInteractiveMove(
                from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0)))
        await screen.settle()
        #expect(screen.storage.snapshot.allItems.map(\.id) == [2, 1, 3])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func swipeToDeleteRemovesFromTheStorageAndTheUpdaterSendsTheDelete() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...4))])
        await screen.load()
        #expect(
            !screen.tableView.modelSimulateSwipeToDelete(at: IndexPath(row: 1, section: 0)), "no deleting by default")
        screen.adapter.canDeleteItem = { $0.id != 4 }
        var deleted: [Contact] = []
        screen.adapter.onDelete = { contact, _ in deleted.append(contact) }
        #expect(screen.tableView.modelSimulateSwipeToDelete(at: IndexPath(row: 1, section: 0)))
        await screen.settle()
        #expect(deleted == [Contact(2)])
        #expect(screen.storage.snapshot.allItems.map(\.id) == [1, 3, 4])
        #expect(screen.tableView.modelCounters.performBatchUpdatesCalls == 1)
        #expect(
            screen.tableView.modelAcceptedBatches.last
                == ModelBatchRecord(
                    before: [4], calls: [.deleteItems([IndexPath(row: 1, section: 0)])], after: [3]))
        #expect(screen.consistencyProblems() == [])
        #expect(
            !screen.tableView.modelSimulateSwipeToDelete(at: IndexPath(row: 2, section: 0)),
            "contact 4 may not be deleted")
    }

    @Test func aTableWithoutAWindowIsReloadedInsteadOfAnimated() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3))], inWindow: false)
        await screen.load()
        try screen.storage.appendItems([Contact(4)], to: "A")
        await screen.settle()
        #expect(screen.tableView.modelCounters.performBatchUpdatesCalls == 0)
        #expect(screen.adapter.updater.statistics.reloads[.notOnScreen] == 1)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func scrollingReusesCellsAndPrefetchMeasuresAhead() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...200))])
        await screen.load()
        #expect(screen.tableView.modelCounters.prefetchRequests >= 1)
        await screen.adapter.prefetcher.waitUntilFinished()
        let requested = screen.adapter.prefetcher.itemsRequested
        #expect(requested > 0)
        #expect(screen.adapter.prefetcher.cache.count(width: 320) == requested)
        for step in 1...20 {
            screen.tableView.contentOffset = CGPoint(x: 0, y: CGFloat(step * 150))
            #expect(screen.consistencyProblems() == [], "offset \(step * 150)")
        }
        await screen.adapter.prefetcher.waitUntilFinished()
        #expect(screen.tableView.modelCounters.viewsCreated < 40, "cells are reused while scrolling")
        #expect(screen.tableView.modelCounters.viewsReused > 50)
        #expect(screen.tableView.modelCounters.prefetchCancels >= 1)
        // A reload measures everything again: prefetched rows come from the cache.
        try screen.storage.reload(screen.storage.snapshot.sections)
        await screen.settle()
        #expect(screen.adapter.sizeCounts.fromPrefetch > 0)
        #expect(screen.consistencyProblems() == [])
    }
}
