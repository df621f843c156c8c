import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Every path that reloads must wait while the user reorders (`hasUncommittedUpdates`,
/// UITableView.h:434; UICollectionView.h:418-421): a batch the rules reject, a width change,
/// a completion that never came. Each ends, after the drop or within the wait limit, with
/// the screen showing the storage.
@MainActor
@Suite("No reload over uncommitted updates, whatever the reason")
struct UncommittedUpdatesReasonsTests {
    /// The table shows what the storage holds, cell by cell (the rejected batch is in the
    /// updater's violations on purpose, so `consistencyProblems()` is not used whole).
    private func shows(_ screen: TableScreen) -> Bool {
        let stored = screen.storage.snapshot.sections.map(\.items.count)
        let counts = (0..<screen.tableView.numberOfSections).map { screen.tableView.numberOfRows(inSection: $0) }
        return counts == stored && screen.visibleNames == screen.expectedVisibleNames && !screen.visibleNames.isEmpty
    }

    @Test func aRejectedBatchDuringAReorderReloadsAfterTheUserLetsGo() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...5))], cells: noteCells())
        await screen.load()
        screen.adapter.canMoveItem = { _ in true }
        // The table's cached counts go stale behind the adapter's back (an app swapped data
        // sources and reloaded): the next batch cannot fit, and the updater reloads.
        let placeholder = StaleRows()
        screen.tableView.register(NoteCell.self, forCellReuseIdentifier: "row")
        screen.tableView.dataSource = placeholder
        screen.tableView.reloadData()
        screen.tableView.dataSource = screen.adapter
        #expect(screen.tableView.modelBeginInteractiveMove(at: IndexPath(row: 0, section: 0)))
        try screen.storage.appendItems(contacts(6...7), to: "A")
        #expect(await eventually { screen.adapter.updater.statistics.violations.count == 1 }, "the batch was rejected")
        // Time for a reload that should not come while the user holds the row.
        await mainActorTurns(for: 0.2)
        #expect(screen.tableView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(screen.tableView.hasUncommittedUpdates, "the user's drag was not discarded")
        #expect(screen.tableView.modelCancelInteractiveMove())
        await screen.settle()
        #expect(screen.adapter.updater.statistics.reloads[.rejectedBatch] == 1)
        #expect(screen.tableView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(shows(screen))
        #expect(screen.tableView.modelExceptions == [])
        withExtendedLifetime(placeholder) {}
    }

    @Test func aWidthChangeDuringAReorderDoesNotReloadTheTable() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...8))])
        await screen.load()
        screen.adapter.canMoveItem = { _ in true }
        #expect(screen.tableView.modelBeginInteractiveMove(at: IndexPath(row: 0, section: 0)))
        // A rotation while the finger is down.
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        screen.tableView.layoutIfNeeded()
        await mainActorTurns(for: 0.2)
        #expect(screen.tableView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(screen.tableView.hasUncommittedUpdates)
        #expect(screen.adapter.layout.width == 480, "the rows were measured at the new width")
        #expect(screen.tableView.modelEndInteractiveMove(at: IndexPath(row: 2, section: 0)))
        await screen.settle()
        #expect(screen.tableView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(screen.storage.snapshot.allItems.map(\.id) == [2, 3, 1, 4, 5, 6, 7, 8])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aWidthChangeDuringAReorderDoesNotReloadTheCollection() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...8))])
        await screen.load()
        screen.adapter.canMoveItem = { _ in true }
        #expect(screen.collectionView.modelBeginInteractiveMove(at: IndexPath(item: 0, section: 0)))
        screen.collectionView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        screen.collectionView.layoutIfNeeded()
        await mainActorTurns(for: 0.2)
        #expect(screen.collectionView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(screen.collectionView.hasUncommittedUpdates)
        #expect(screen.adapter.layout.width == 480, "the items were laid out at the new width")
        #expect(screen.collectionView.modelEndInteractiveMove(at: IndexPath(item: 2, section: 0)))
        await screen.settle()
        #expect(screen.collectionView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(screen.storage.snapshot.allItems.map(\.id) == [2, 3, 1, 4, 5, 6, 7, 8])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func anOverdueCompletionDuringAReorderReloadsTheTableAfterTheDrop() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...6))])
        await screen.load()
        screen.adapter.canMoveItem = { _ in true }
        screen.adapter.updater.batchCompletionDeadline = 0.05
        screen.tableView.modelCompletesAnimationsAutomatically = false
        try screen.storage.appendItems([Contact(7)], to: "A")
        #expect(await eventually { screen.adapter.updater.statistics.batchesApplied > 0 })
        #expect(screen.tableView.modelBeginInteractiveMove(at: IndexPath(row: 0, section: 0)))
        // The deadline passes during the drag: the reload is held (waiting for it, not for a
        // fixed time, which a loaded machine can overrun).
        #expect(await eventually { screen.adapter.updater.statistics.heldReloads[.completionOverdue] == 1 })
        #expect(screen.tableView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(screen.tableView.hasUncommittedUpdates)
        #expect(screen.tableView.modelEndInteractiveMove(at: IndexPath(row: 2, section: 0)))
        screen.tableView.modelCompletesAnimationsAutomatically = true
        screen.tableView.modelFinishAnimations()
        await screen.settle()
        #expect(screen.adapter.updater.statistics.reloads[.completionOverdue] == 1)
        #expect(screen.tableView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(screen.storage.snapshot.allItems.map(\.id) == [2, 3, 1, 4, 5, 6, 7])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aHeldRejectedBatchReloadsWithinTheWaitLimitWhenTheUserNeverLetsGo() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...5))], cells: noteCells())
        await screen.load()
        screen.adapter.canMoveItem = { _ in true }
        screen.adapter.updater.uncommittedUpdatesWaitLimit = 0.1
        let placeholder = StaleRows()
        screen.tableView.register(NoteCell.self, forCellReuseIdentifier: "row")
        screen.tableView.dataSource = placeholder
        screen.tableView.reloadData()
        screen.tableView.dataSource = screen.adapter
        #expect(screen.tableView.modelBeginInteractiveMove(at: IndexPath(row: 0, section: 0)))
        try screen.storage.appendItems(contacts(6...7), to: "A")
        // Past the limit the reload happens anyway (once, with an error logged).
        #expect(await eventually { screen.tableView.numberOfRows(inSection: 0) == 7 })
        #expect(screen.tableView.modelCounters.reloadDataCallsWithUncommittedUpdates == 1)
        #expect(screen.adapter.updater.statistics.reloads[.rejectedBatch] == 1)
        await screen.settle()
        #expect(shows(screen))
        withExtendedLifetime(placeholder) {}
    }
}

/// A one-row table data source: what an app shows while it loads.
@MainActor
private final class StaleRows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}
