import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// A batch is in flight for about 0.3 s on a device; the user can swipe-to-delete a row in
/// that time. The row must be deleted once, and once every completion has run the storage,
/// the updater and the screen must agree, with no batch UIKit would refuse.
@Suite("Swipe to delete while a batch animates")
@MainActor
struct SwipeDeleteDuringBatchTests {
    /// Ends the table's batch animations turn by turn until the updater is idle.
    private func finishEverything(_ screen: TableScreen) async {
        for _ in 0..<100 where !(screen.adapter.updater.isIdle && screen.tableView.modelFinishAnimations() == 0) {
            screen.tableView.modelFinishAnimations()
            await Task.yield()
        }
        await screen.settle()
    }

    @Test(arguments: [0, 1, 3])
    func aRowSwipedAwayDuringABatchIsDeletedOnce(swipedRow: Int) async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...6))])
        await screen.load()
        screen.adapter.canDeleteItem = { _ in true }
        screen.tableView.modelCompletesAnimationsAutomatically = false
        // A batch starts (two contacts arrive at the top) and is still animating…
        let batches = screen.tableView.modelCounters.performBatchUpdatesCalls
        try screen.storage.update { try $0.insertItems(contacts(101...102), at: ListIndexPath(item: 0, section: 0)) }
        for _ in 0..<50 where screen.tableView.modelCounters.performBatchUpdatesCalls == batches { await Task.yield() }
        #expect(
            screen.tableView.modelCounters.performBatchUpdatesCalls == batches + 1, "the insert's batch is in flight")
        #expect(screen.tableView.numberOfRows(inSection: 0) == 8)
        // …when the user swipes a row away: the row the screen shows now.
        let path = IndexPath(row: swipedRow, section: 0)
        let shown = try #require(screen.storage.snapshot.item(at: ListIndexPath(path)))
        #expect(screen.tableView.modelSimulateSwipeToDelete(at: path))
        await finishEverything(screen)
        let ids = screen.storage.snapshot.allItems.map(\.id)
        #expect(!ids.contains(shown.id), "the swiped contact is gone")
        #expect(ids.count == 7, "exactly one row was deleted: \(ids)")
        #expect(screen.tableView.modelSwipeEvents.count == 1)
        #expect(screen.tableView.modelSwipeEvents.first?.closedWithRowShown == false)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 7)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aSwipeDuringABatchThatDeletesTheSameRowDeletesItOnce() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...6))])
        await screen.load()
        screen.adapter.canDeleteItem = { _ in true }
        screen.tableView.modelCompletesAnimationsAutomatically = false
        // A batch that moves contact 3 to the top is in flight; the user swipes contact 3
        // away where it now shows, while a second write (removing contact 5) waits.
        let batches = screen.tableView.modelCounters.performBatchUpdatesCalls
        try screen.storage.update { list in
            try list.removeItems(withIdentifiers: [3])
            try list.insertItems([Contact(3)], at: ListIndexPath(item: 0, section: 0))
        }
        for _ in 0..<50 where screen.tableView.modelCounters.performBatchUpdatesCalls == batches { await Task.yield() }
        #expect(screen.tableView.modelCounters.performBatchUpdatesCalls == batches + 1, "the move's batch is in flight")
        try screen.storage.removeItems(withIdentifiers: [5])
        let path = IndexPath(row: 0, section: 0)
        #expect(screen.adapter.updater.item(at: ListIndexPath(path))?.id == 3, "the screen shows contact 3 at the top")
        #expect(screen.tableView.modelSimulateSwipeToDelete(at: path))
        await finishEverything(screen)
        #expect(screen.storage.snapshot.allItems.map(\.id) == [1, 2, 4, 6])
        #expect(screen.consistencyProblems() == [])
    }
}
