import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

private struct FeedUnavailable: Error, Equatable {}

/// A gate a refresh waits at until the test opens it (orderings are forced, never slept).
@MainActor
private final class RefreshGate {
    private var waiting: CheckedContinuation<Void, Never>?
    private(set) var runs = 0

    func pass() async {
        runs += 1
        await withCheckedContinuation { waiting = $0 }
    }

    var isWaiting: Bool { waiting != nil }

    func open() {
        waiting?.resume()
        waiting = nil
    }
}

/// Pull to refresh: the control ends when the reload's data is presented, not before.
@Suite("Pull to refresh")
@MainActor
struct PullToRefreshTests {
    @Test func theControlEndsOnlyOnceTheBatchIsPresented() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...5))], cells: noteCells())
        await screen.load()
        let control = UIRefreshControl()
        screen.adapter.enablePullToRefresh(control) { [storage = screen.storage] in
            try storage.insertItems([Contact(50)], at: ListIndexPath(item: 0, section: 0))
        }
        #expect(screen.tableView.refreshControl === control)
        // The batch's animation does not end until the test says so.
        screen.tableView.modelCompletesAnimationsAutomatically = false
        let batchesBefore = screen.tableView.modelAcceptedBatches.count
        control.modelSimulatePull()
        #expect(control.isRefreshing)
        #expect(await eventually { screen.tableView.modelAcceptedBatches.count == batchesBefore + 1 })
        // The batch is on the table but not finished: the updater has not presented it.
        await mainActorTurns(for: 0.05)
        #expect(control.isRefreshing, "ended before the batch was presented")
        #expect(control.modelEndRefreshingCount == 0)
        #expect(screen.tableView.modelFinishAnimations() >= 1)
        await screen.adapter.waitForRefresh()
        #expect(!control.isRefreshing)
        #expect(control.modelEndRefreshingCount == 1)
        #expect(screen.adapter.updater.presentedVersion == screen.storage.snapshot.version)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aThrowingReloadEndsAtOnceAndReportsItsError() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...5))], cells: noteCells())
        await screen.load()
        let control = UIRefreshControl()
        var errors: [any Error] = []
        screen.adapter.enablePullToRefresh(control, reload: { throw FeedUnavailable() }, onError: { errors.append($0) })
        let batchesBefore = screen.tableView.modelAcceptedBatches.count
        control.modelSimulatePull()
        await screen.adapter.waitForRefresh()
        #expect(!control.isRefreshing)
        #expect(control.modelEndRefreshingCount == 1)
        #expect(errors.count == 1)
        #expect(errors.first as? FeedUnavailable == FeedUnavailable())
        #expect(screen.tableView.modelAcceptedBatches.count == batchesBefore)
    }

    @Test func aPullWhileRefreshingStartsNoSecondReload() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...5))], cells: noteCells())
        await screen.load()
        let control = UIRefreshControl()
        let gate = RefreshGate()
        var nextID = 60
        screen.adapter.enablePullToRefresh(control) { [storage = screen.storage] in
            await gate.pass()
            nextID += 1
            try storage.appendItems([Contact(nextID)], to: "A")
        }
        control.modelSimulatePull()
        #expect(await eventually { gate.isWaiting })
        control.modelSimulatePull()
        control.modelSimulatePull()
        await mainActorTurns(for: 0.05)
        #expect(gate.runs == 1, "a second reload started while the first ran")
        gate.open()
        await screen.adapter.waitForRefresh()
        #expect(!control.isRefreshing)
        #expect(screen.storage.snapshot.sections[0].items.map(\.id) == [1, 2, 3, 4, 5, 61])
        // Once it ended, a new pull refreshes again.
        control.modelSimulatePull()
        #expect(await eventually { gate.isWaiting })
        gate.open()
        await screen.adapter.waitForRefresh()
        #expect(gate.runs == 2)
        #expect(screen.adapter.updater.presentedSections[0].items.map(\.id) == [1, 2, 3, 4, 5, 61, 62])
    }

    @Test func aDeclarativeListEndsWhenItsSectionsAreShown() async throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: TabulaCollectionViewLayout())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(collectionView)
        var cells = CollectionCellCatalog<Contact>()
        cells.register(mfs: ContactTile.self, context: UIKitTextMeasurer())
        let adapter = CollectionViewAdapter<String, Contact>(collectionView: collectionView, cells: cells)
        adapter.show(sections: [ListSection("A", items: contacts(1...3))])
        await adapter.waitUntilIdle()
        let control = UIRefreshControl()
        adapter.enablePullToRefresh(control) { [weak adapter] in
            adapter?.show(sections: [ListSection("A", items: contacts(1...6))])
        }
        control.modelSimulatePull()
        await adapter.waitForRefresh()
        #expect(!control.isRefreshing)
        #expect(adapter.updater.presentedSections[0].items.map(\.id) == [1, 2, 3, 4, 5, 6])
        #expect(collectionView.numberOfItems(inSection: 0) == 6)
    }
}
