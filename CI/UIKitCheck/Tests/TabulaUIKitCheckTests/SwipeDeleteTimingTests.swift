import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// A swiped row that is deleted must be gone by the time UIKit takes the swipe back: before
/// `commit editingStyle` returns, before a contextual action's completion handler runs.
/// Otherwise the row slides closed and disappears a moment later (issue "Right on a real
/// iPhone", item 9).
@Suite("Swipe to delete removes the row before UIKit closes the swipe")
@MainActor
struct SwipeDeleteTimingTests {
    /// Ends the table's batch animations turn by turn until `done` (at most 50 turns).
    private func finishAnimations(of tableView: UITableView, until done: () -> Bool) async {
        for _ in 0..<50 where !done() {
            tableView.modelFinishAnimations()
            await Task.yield()
        }
    }

    @Test func swipeToDeleteDeletesTheRowBeforeCommitReturns() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...4))])
        await screen.load()
        screen.adapter.canDeleteItem = { _ in true }
        #expect(screen.tableView.modelSimulateSwipeToDelete(at: IndexPath(row: 1, section: 0)))
        #expect(
            screen.tableView.modelSwipeEvents == [
                .deleteCommitted(at: IndexPath(row: 1, section: 0), rowThen: .deleted)
            ])
        await screen.settle()
        #expect(screen.storage.snapshot.allItems.map(\.id) == [1, 3, 4])
        #expect(
            screen.tableView.modelAcceptedBatches.count == 1, "the stream's copy of the delete sends no second batch")
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aDestructiveAdapterActionThatDeletesCompletesWithTheRowGone() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...4))])
        await screen.load()
        let adapter = screen.adapter
        adapter.trailingSwipeActions = { [weak adapter] _, path in
            [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    completion((try? adapter?.deleteItem(at: path)) != nil)
                }
            ]
        }
        let path = IndexPath(row: 2, section: 0)
        let delete = try #require(screen.tableView.modelSimulateTrailingSwipe(at: path)?.actions.first)
        screen.tableView.modelSimulateTap(delete, forRowAt: path)
        #expect(
            screen.tableView.modelSwipeEvents == [
                .actionCompleted(title: "Delete", style: .destructive, actionPerformed: true, rowThen: .deleted)
            ])
        await screen.settle()
        #expect(screen.storage.snapshot.allItems.map(\.id) == [1, 2, 4])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aStaticDestructiveActionCompletesAfterItsDeleteEvenWhenTheTableIsBusy() async throws {
        let screen = SwitchScreens.Settings()
        screen.wifiOn = true
        let (tableView, adapter, window) = SwitchScreens.show(screen)
        screen.adapter = adapter
        await adapter.waitUntilIdle()
        tableView.modelCompletesAnimationsAutomatically = false

        // The banner's batch is still animating when the user taps Forget on the network row.
        screen.showsBanner = true
        adapter.constructorDidChange()
        let path = IndexPath(row: 2, section: 0)
        let forget = try #require(tableView.modelSimulateTrailingSwipe(at: path)?.actions.first)
        #expect(forget.title == "Forget")
        tableView.modelSimulateTap(forget, forRowAt: path)
        #expect(screen.log == ["forget"])
        #expect(!tableView.modelSwipeEvents.contains { $0.closedWithRowShown }, "the network row snapped closed")

        await finishAnimations(of: tableView) { tableView.modelPendingActionCompletions == 0 }
        #expect(tableView.modelPendingActionCompletions == 0, "the completion handler was never called")
        #expect(
            tableView.modelSwipeEvents == [
                .actionCompleted(title: "Forget", style: .destructive, actionPerformed: true, rowThen: .deleted)
            ])
        await finishAnimations(of: tableView) { adapter.updater.isIdle }
        #expect(tableView.modelExceptions == [])
        #expect(adapter.updater.statistics.violations == [])
        withExtendedLifetime(window) {}
    }

    @Test func aStaticDestructiveActionOnAnIdleTableCompletesAtOnceWithTheRowGone() async throws {
        let screen = SwitchScreens.Settings()
        screen.wifiOn = true
        let (tableView, adapter, window) = SwitchScreens.show(screen)
        screen.adapter = adapter
        await adapter.waitUntilIdle()
        let path = IndexPath(row: 1, section: 0)
        let forget = try #require(tableView.modelSimulateTrailingSwipe(at: path)?.actions.first)
        tableView.modelSimulateTap(forget, forRowAt: path)
        #expect(
            tableView.modelSwipeEvents == [
                .actionCompleted(title: "Forget", style: .destructive, actionPerformed: true, rowThen: .deleted)
            ])
        await adapter.waitUntilIdle()
        #expect(tableView.modelExceptions == [])
        withExtendedLifetime(window) {}
    }
}
