import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Drag and drop on the UIKit model (ListViewEngine+DragAndDrop.swift): the user lifts rows,
/// taps more into the drag and drops them within a section, across sections, into another
/// adapter's list, or brings content from another app. Each drop is one storage transaction
/// and exactly one batch, made inside `performDropWith` before the coordinator animates the
/// items into their rows (UITableView.h:745-746); a write from another thread during the drag
/// is shown after the drop.
@Suite("Drag and drop on the UIKit model")
@MainActor
struct DragAndDropAdapterTests {
    struct Card: Differentiable, Hashable, Sendable {
        var id: Int
        var text = ""
        var differenceIdentifier: Int { id }
    }

    final class CardCell: UITableViewCell {}
    final class CardTile: UICollectionViewCell {}

    /// A table adapter in a window, bound to a storage of `sections` (ids), drag and drop on.
    @MainActor
    final class TableList {
        let tableView: UITableView
        let adapter: TableViewAdapter<String, Card>
        let storage: ListStorage<String, Card>
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))

        init(_ sections: [[Int]], dragAndDrop: Bool = true) async throws {
            tableView = UITableView(frame: window.bounds, style: .plain)
            window.addSubview(tableView)
            var cells = TableCellCatalog<Card>()
            cells.register(CardCell.self, height: { _, _ in 44 }) { _, _ in }
            adapter = TableViewAdapter<String, Card>(tableView: tableView, cells: cells)
            storage = try ListStorage(sections: DragAndDropAdapterTests.sections(sections))
            adapter.bind(to: storage)
            if dragAndDrop { adapter.enableDragAndDrop() }
            await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        }
    }

    /// The same on a collection view (Tabula's layout, one column).
    @MainActor
    final class CollectionList {
        let collectionView: UICollectionView
        let adapter: CollectionViewAdapter<String, Card>
        let storage: ListStorage<String, Card>
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))

        init(_ sections: [[Int]]) async throws {
            collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: TabulaCollectionViewLayout())
            window.addSubview(collectionView)
            var cells = CollectionCellCatalog<Card>()
            cells.register(CardTile.self, size: { _, width in CGSize(width: width, height: 44) }) { _, _ in }
            adapter = CollectionViewAdapter<String, Card>(collectionView: collectionView, cells: cells)
            storage = try ListStorage(sections: DragAndDropAdapterTests.sections(sections))
            adapter.bind(to: storage)
            adapter.enableDragAndDrop()
            await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        }
    }

    nonisolated static func sections(_ ids: [[Int]]) -> [ListSection<String, Card>] {
        ids.enumerated().map { ListSection("s\($0.offset)", items: $0.element.map { Card(id: $0) }) }
    }

    static func ids(_ storage: ListStorage<String, Card>) -> [[Int]] {
        storage.snapshot.sections.map { $0.items.array.map(\.id) }
    }

    static func paths(_ pairs: [(Int, Int)]) -> [IndexPath] {
        pairs.map { IndexPath(item: $0.1, section: $0.0) }
    }

    init() {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
    }

    /// Lets the storage's stream deliver the drop's own update (it must be skipped as stale).
    static func settle(_ updaters: ListUpdater<String, Card>...) async {
        await mainActorTurns(for: 0.05)
        for updater in updaters { await updater.waitUntilIdle() }
    }

    @Test func turnedOffByDefaultAndOnByOneCall() async throws {
        let list = try await TableList([[0, 1]], dragAndDrop: false)
        #expect(list.tableView.dragDelegate == nil && list.tableView.dropDelegate == nil)
        #expect(list.tableView.modelBeginDrag(at: Self.paths([(0, 0)])) == nil, "no drag delegate, no drag")
        // An app that turned the view's drags off (or a table before iOS 15 on iPhone).
        list.tableView.dragInteractionEnabled = false
        list.adapter.enableDragAndDrop()
        #expect(list.tableView.dragDelegate != nil && list.tableView.dropDelegate != nil)
        #expect(list.tableView.dragInteractionEnabled)
        list.adapter.disableDragAndDrop()
        #expect(list.tableView.dragDelegate == nil && list.tableView.dropDelegate == nil)
        #expect(!list.tableView.dragInteractionEnabled, "restored")
    }

    @Test func oneRowDroppedWithinItsSectionIsOneBatchThenTheDropAnimation() async throws {
        let list = try await TableList([[0, 1, 2, 3, 4]])
        let batches = list.tableView.modelAcceptedBatches.count
        let session = try #require(list.tableView.modelBeginDrag(at: Self.paths([(0, 1)])))
        #expect(list.tableView.hasActiveDrag)
        // Between rows 3 and 4 as the table shows them (the dragged row still counted).
        let outcome = list.tableView.modelDrop(session, at: IndexPath(row: 4, section: 0))
        list.tableView.modelEndDrag(session)
        await Self.settle(list.adapter.updater)
        #expect(Self.ids(list.storage) == [[0, 2, 3, 1, 4]])
        #expect(outcome.operation == .move && outcome.performed)
        #expect(outcome.batchesDuringDrop == 1)
        #expect(outcome.animatedTo == [IndexPath(row: 3, section: 0)])
        #expect(outcome.animatedBeforeTheirBatch == [])
        #expect(list.tableView.modelAcceptedBatches.count == batches + 1, "no second batch")
        #expect(
            list.tableView.modelAcceptedBatches.last?.calls == [
                .moveItem(IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
            ])
        #expect(list.adapter.updater.presentedVersion == list.storage.snapshot.version)
        #expect(list.tableView.modelExceptions.isEmpty)
    }

    @Test func severalRowsDroppedAcrossSectionsAreOneBatch() async throws {
        let list = try await TableList([[0, 1, 2], [10, 11]])
        let batches = list.tableView.modelAcceptedBatches.count
        let session = try #require(list.tableView.modelBeginDrag(at: Self.paths([(0, 2), (0, 0), (1, 1)])))
        #expect(session.items.count == 3)
        let outcome = list.tableView.modelDrop(session, at: IndexPath(row: 1, section: 1))
        list.tableView.modelEndDrag(session)
        await Self.settle(list.adapter.updater)
        // The drag's order: 2, 0, 11, after row 10 (11 itself stood at row 1: no row before it moves).
        #expect(Self.ids(list.storage) == [[1], [10, 2, 0, 11]])
        #expect(outcome.batchesDuringDrop == 1)
        #expect(outcome.animatedTo == (1...3).map { IndexPath(row: $0, section: 1) })
        #expect(outcome.animatedBeforeTheirBatch == [])
        #expect(list.tableView.modelAcceptedBatches.count == batches + 1)
        #expect(list.tableView.numberOfRows(inSection: 0) == 1 && list.tableView.numberOfRows(inSection: 1) == 4)
    }

    @Test func severalItemsOfACollectionDroppedAcrossSectionsAreOneBatch() async throws {
        let list = try await CollectionList([[0, 1, 2], [10, 11]])
        let batches = list.collectionView.modelAcceptedBatches.count
        let session = try #require(list.collectionView.modelBeginDrag(at: Self.paths([(1, 0), (0, 1)])))
        let outcome = list.collectionView.modelDrop(session, at: IndexPath(item: 3, section: 0))
        list.collectionView.modelEndDrag(session)
        await Self.settle(list.adapter.updater)
        #expect(Self.ids(list.storage) == [[0, 2, 10, 1], [11]])
        #expect(outcome.batchesDuringDrop == 1)
        #expect(outcome.animatedTo == [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
        #expect(outcome.animatedBeforeTheirBatch == [])
        #expect(list.collectionView.modelAcceptedBatches.count == batches + 1)
        #expect(list.collectionView.modelExceptions.isEmpty)
    }

    @Test func rowsDroppedIntoAnotherAdaptersListMoveBetweenTheStorages() async throws {
        let source = try await TableList([[0, 1, 2]])
        let target = try await CollectionList([[10, 11]])
        let batches = (source.tableView.modelAcceptedBatches.count, target.collectionView.modelAcceptedBatches.count)
        let session = try #require(source.tableView.modelBeginDrag(at: Self.paths([(0, 0), (0, 2)])))
        let outcome = target.collectionView.modelDrop(session, at: IndexPath(item: 1, section: 0))
        source.tableView.modelEndDrag(session)
        await Self.settle(source.adapter.updater, target.adapter.updater)
        #expect(Self.ids(source.storage) == [[1]])
        #expect(Self.ids(target.storage) == [[10, 0, 2, 11]])
        #expect(outcome.batchesDuringDrop == 1 && outcome.animatedBeforeTheirBatch == [])
        #expect(outcome.animatedTo == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(source.tableView.modelAcceptedBatches.count == batches.0 + 1, "one delete batch")
        #expect(target.collectionView.modelAcceptedBatches.count == batches.1 + 1, "one insert batch")
        #expect(source.tableView.numberOfRows(inSection: 0) == 1)
        #expect(target.collectionView.numberOfItems(inSection: 0) == 4)
    }

    @Test func contentFromAnotherAppGoesThroughTheAppsHook() async throws {
        let list = try await TableList([[0, 1]], dragAndDrop: false)
        var asked: [(names: [String?], at: ListIndexPath)] = []
        list.adapter.enableDragAndDrop(dropFromOutside: { providers, path in
            asked.append((providers.map(\.suggestedName), path))
            return providers.enumerated().map { Card(id: 100 + $0.offset, text: $0.element.suggestedName ?? "") }
        })
        let batches = list.tableView.modelAcceptedBatches.count
        let session = ModelDragDropSession.fromAnotherApp([
            NSItemProvider(modelTypeIdentifiers: ["public.plain-text"], suggestedName: "a"),
            NSItemProvider(modelTypeIdentifiers: ["public.plain-text"], suggestedName: "b"),
        ])
        let outcome = list.tableView.modelDrop(session, at: IndexPath(row: 1, section: 0))
        #expect(outcome.operation == .copy && outcome.performed)
        #expect(await eventually { Self.ids(list.storage) == [[0, 100, 101, 1]] })
        await Self.settle(list.adapter.updater)
        #expect(asked.map(\.names) == [["a", "b"]])
        #expect(asked.map(\.at) == [ListIndexPath(item: 1, section: 0)])
        #expect(list.storage.snapshot.sections[0].items[1].text == "a")
        #expect(list.tableView.modelAcceptedBatches.count == batches + 1)
        #expect(list.tableView.modelAcceptedBatches.last?.calls == [.insertItems(Self.paths([(0, 1), (0, 2)]))])
    }

    @Test func contentFromAnotherAppIsRefusedWithoutAHook() async throws {
        let list = try await TableList([[0, 1]])
        let session = ModelDragDropSession.fromAnotherApp([NSItemProvider()])
        let outcome = list.tableView.modelDrop(session, at: IndexPath(row: 0, section: 0))
        #expect(!outcome.performed)
        #expect(Self.ids(list.storage) == [[0, 1]])
    }

    /// Forced order: the user lifts a row; another thread writes and its update reaches the
    /// updater (held: no batch under the finger); the user drops; the drag ends. The drop is
    /// one batch, the write one more after it, and the screen ends on the storage.
    @Test func aWriteFromAnotherThreadDuringADragIsShownAfterTheDrop() async throws {
        let list = try await TableList([[0, 1, 2, 3]])
        let session = try #require(list.tableView.modelBeginDrag(at: Self.paths([(0, 3)])))
        let received = list.adapter.updater.statistics.storageUpdatesReceived
        let storage = list.storage
        try await Task.detached { _ = try storage.appendItems([Card(id: 9)], to: "s0") }.value
        #expect(await eventually { list.adapter.updater.statistics.storageUpdatesReceived > received })
        let batches = list.tableView.modelAcceptedBatches.count
        await mainActorTurns(for: 0.05)
        #expect(list.tableView.modelAcceptedBatches.count == batches, "held while the user drags")
        let outcome = list.tableView.modelDrop(session, at: IndexPath(row: 0, section: 0))
        #expect(outcome.batchesDuringDrop == 1 && outcome.animatedBeforeTheirBatch == [])
        #expect(list.tableView.numberOfRows(inSection: 0) == 4, "the drop alone")
        list.tableView.modelEndDrag(session)
        await Self.settle(list.adapter.updater)
        #expect(list.tableView.modelAcceptedBatches.count == batches + 2)
        #expect(Self.ids(list.storage) == [[3, 0, 1, 2, 9]])
        #expect(list.tableView.numberOfRows(inSection: 0) == 5)
        #expect(list.adapter.updater.presentedVersion == list.storage.snapshot.version)
    }

    /// Forced order: another thread removes a dragged row during the drag. The drop is
    /// refused (nothing changes; UIKit puts the row back), and the removal shows after it.
    @Test func aDropOfARowRemovedDuringTheDragChangesNothing() async throws {
        let list = try await TableList([[0, 1, 2]])
        let session = try #require(list.tableView.modelBeginDrag(at: Self.paths([(0, 1)])))
        try list.storage.removeItems(withIdentifiers: [1])
        let version = list.storage.snapshot.version
        await mainActorTurns(for: 0.05)
        let batches = list.tableView.modelAcceptedBatches.count
        let outcome = list.tableView.modelDrop(session, at: IndexPath(row: 0, section: 0))
        #expect(outcome.batchesDuringDrop == 0 && outcome.animatedTo == [])
        #expect(list.storage.snapshot.version == version)
        list.tableView.modelEndDrag(session)
        await Self.settle(list.adapter.updater)
        #expect(list.tableView.modelAcceptedBatches.count == batches + 1)
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
    }

    /// Found by the model-based suite (issue 36, item 3): rows dropped back where they stood
    /// change nothing, so no batch inserts a row for them, and the drag items must not be
    /// animated "to a row that you inserted" (UITableView.h:745-746 and UICollectionView.h:700-701
    /// ask for the batch first): UIKit puts them back itself.
    @Test(arguments: [(1, 1), (1, 2)])
    func aRowDroppedWhereItStoodIsNotAnimatedWithoutABatch(source: Int, destination: Int) async throws {
        let list = try await TableList([[0, 1, 2, 3]])
        let batches = list.tableView.modelAcceptedBatches.count
        let session = try #require(list.tableView.modelBeginDrag(at: Self.paths([(0, source)])))
        // Row 1 dropped before itself, or before row 2 (the dragged row still counted).
        let outcome = list.tableView.modelDrop(session, at: IndexPath(row: destination, section: 0))
        list.tableView.modelEndDrag(session)
        await Self.settle(list.adapter.updater)
        #expect(Self.ids(list.storage) == [[0, 1, 2, 3]])
        #expect(outcome.batchesDuringDrop == 0)
        #expect(outcome.animatedBeforeTheirBatch == [], "animated to \(outcome.animatedTo) without a batch")
        #expect(list.tableView.modelAcceptedBatches.count == batches)
        #expect(list.tableView.modelExceptions.isEmpty)
    }

    /// The same on a collection, two items dropped where they stood, while the batch of a
    /// write animates (held).
    @Test func itemsDroppedWhereTheyStoodDuringAHeldBatchAreNotAnimatedWithoutABatch() async throws {
        let list = try await CollectionList([[0, 1, 2, 3, 4]])
        list.collectionView.modelCompletesAnimationsAutomatically = false
        let batches = list.collectionView.modelCounters.performBatchUpdatesCalls
        try list.storage.appendItems([Card(id: 9)], to: "s0")
        #expect(await eventually { list.collectionView.modelCounters.performBatchUpdatesCalls > batches })
        let session = try #require(list.collectionView.modelBeginDrag(at: Self.paths([(0, 2), (0, 3)])))
        let outcome = list.collectionView.modelDrop(session, at: IndexPath(item: 2, section: 0))
        list.collectionView.modelEndDrag(session)
        list.collectionView.modelCompletesAnimationsAutomatically = true
        list.collectionView.modelFinishAnimations()
        await Self.settle(list.adapter.updater)
        #expect(Self.ids(list.storage) == [[0, 1, 2, 3, 4, 9]])
        #expect(outcome.animatedBeforeTheirBatch == [], "animated to \(outcome.animatedTo) without a batch")
        #expect(list.collectionView.numberOfItems(inSection: 0) == 6)
        #expect(list.collectionView.modelExceptions.isEmpty)
    }
}
