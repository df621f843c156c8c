import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// While the user is in the middle of reordering, `hasUncommittedUpdates` is true
/// (UITableView.h:434, UICollectionView.h:418-421). UITableView.h:434 asks to avoid
/// `reloadData` meanwhile; UICollectionView.h:421 says a reload discards the uncommitted
/// updates. An update that makes the updater reload (too many changes, a completion that
/// never came) must wait for the drop.
@MainActor
@Suite("UIKit adapters: no reload while the user reorders")
struct UncommittedUpdatesTests {
    @Test func tooManyChangesDuringAReorderReloadTheTableAfterTheDrop() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...5))])
        await screen.load()
        screen.adapter.canMoveItem = { _ in true }
        screen.adapter.updater.reloadThreshold = 1
        #expect(screen.tableView.modelBeginInteractiveMove(at: IndexPath(row: 0, section: 0)))
        #expect(screen.tableView.hasUncommittedUpdates)
        // Three inserts, above the threshold: the updater shows them by a reload.
        try screen.storage.appendItems(contacts(6...8), to: "A")
        await mainActorTurns(for: 0.2)
        #expect(screen.tableView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 5, "the table shows what the user is reordering")
        #expect(screen.adapter.updater.numberOfItems(inSection: 0) == 5, "and its data source agrees")

        #expect(screen.tableView.modelEndInteractiveMove(at: IndexPath(row: 2, section: 0)))
        await screen.settle()
        #expect(screen.tableView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(screen.storage.snapshot.allItems.map(\.id) == [2, 3, 1, 4, 5, 6, 7, 8])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func anOverdueCompletionDuringAReorderReloadsTheCollectionAfterTheDrop() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...6))])
        await screen.load()
        screen.adapter.canMoveItem = { _ in true }
        screen.adapter.updater.batchCompletionDeadline = 0.05
        screen.collectionView.modelCompletesAnimationsAutomatically = false
        try screen.storage.appendItems([Contact(7)], to: "A")
        #expect(await eventually { screen.adapter.updater.statistics.batchesApplied > 0 })
        #expect(screen.collectionView.modelBeginInteractiveMove(at: IndexPath(item: 0, section: 0)))
        // The batch's completion never comes: past its deadline the updater reloads.
        await mainActorTurns(for: 0.3)
        #expect(screen.collectionView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(screen.collectionView.hasUncommittedUpdates, "the user's reorder was not discarded by a reload")

        #expect(screen.collectionView.modelEndInteractiveMove(at: IndexPath(item: 2, section: 0)))
        screen.collectionView.modelCompletesAnimationsAutomatically = true
        screen.collectionView.modelFinishAnimations()
        await screen.settle()
        #expect(screen.collectionView.modelCounters.reloadDataCallsWithUncommittedUpdates == 0)
        #expect(screen.storage.snapshot.allItems.map(\.id) == [2, 3, 1, 4, 5, 6, 7])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aReorderHeldPastTheLimitNoLongerHoldsTheReload() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...5))])
        await screen.load()
        screen.adapter.canMoveItem = { _ in true }
        screen.adapter.updater.reloadThreshold = 1
        screen.adapter.updater.uncommittedUpdatesWaitLimit = 0.1
        #expect(screen.tableView.modelBeginInteractiveMove(at: IndexPath(row: 0, section: 0)))
        try screen.storage.appendItems(contacts(6...8), to: "A")
        // The user never drops: past the limit the table is reloaded anyway (an error is logged).
        #expect(await eventually { screen.tableView.numberOfRows(inSection: 0) == 8 })
        #expect(screen.tableView.modelCounters.reloadDataCallsWithUncommittedUpdates == 1)
        #expect(screen.adapter.updater.statistics.reloads[.tooManyChanges] == 1)
        #expect(screen.tableView.modelCancelInteractiveMove())
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
    }
}

/// A bare data source whose rows the user may reorder.
@MainActor
private final class ReorderableRows: NSObject, UITableViewDataSource {
    var rows = ["a", "b", "c"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        true
    }

    func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        rows.insert(rows.remove(at: source.row), at: destination.row)
    }
}

@MainActor
@Suite("UIKit model: hasUncommittedUpdates")
struct ModelUncommittedUpdatesTests {
    @Test func aReorderIsUncommittedUntilTheDropAndAReloadMeanwhileIsCounted() {
        UIKitModel.exceptionHandler = nil
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        let source = ReorderableRows()
        table.register(NoteCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.reloadData()
        #expect(!table.hasUncommittedUpdates)
        #expect(table.modelBeginInteractiveMove(at: IndexPath(row: 0, section: 0)))
        #expect(table.hasUncommittedUpdates)
        table.reloadData()
        #expect(table.modelCounters.reloadDataCallsWithUncommittedUpdates == 1)
        #expect(table.modelEndInteractiveMove(at: IndexPath(row: 2, section: 0)))
        #expect(!table.hasUncommittedUpdates)
        #expect(source.rows == ["b", "c", "a"])
        table.reloadData()
        #expect(table.modelCounters.reloadDataCallsWithUncommittedUpdates == 1)
        #expect(table.modelExceptions.isEmpty)
    }
}
