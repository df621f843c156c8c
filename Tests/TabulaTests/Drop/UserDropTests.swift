import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// Drops through ``ListUpdater``: each is one storage transaction shown as its one batch,
/// bad input changes nothing, and writes from other threads during a drag, in each forced
/// order, are shown after the drop.
@MainActor
@Suite("User drops: one transaction, one batch, writes during the drag after it")
struct UserDropTests {
    typealias Card = DropList.Card

    @Test(arguments: [ListHostKind.table, .collection])
    func aMultiItemDropWithinASectionIsOneTransactionAndOneBatch(kind: ListHostKind) throws {
        let list = try DropList([[0, 1, 2, 3, 4, 5]], kind: kind)
        let version = list.storage.snapshot.version
        let batches = list.batches
        try list.updater.userDroppedItems(withIdentifiers: [4, 1], at: .at(0, 0), in: list.storage)
        #expect(list.shown == [[4, 1, 0, 2, 3, 5]])
        #expect(list.stored == [[4, 1, 0, 2, 3, 5]])
        #expect(list.storage.snapshot.version == version + 1)
        #expect(list.batches == batches + 1)
        // The stream's copy of the drop's update is stale: no second batch.
        list.deliver()
        #expect(list.batches == batches + 1)
        #expect(list.mismatches() == [])
    }

    @Test(arguments: [ListHostKind.table, .collection])
    func aDropAcrossSectionsIsOneBatch(kind: ListHostKind) throws {
        let list = try DropList([[0, 1, 2], [10, 11], []], kind: kind)
        let batches = list.batches
        try list.updater.userDroppedItems(withIdentifiers: [1, 11], at: .at(2, 0), in: list.storage)
        #expect(list.shown == [[0, 2], [10], [1, 11]])
        try list.updater.userDroppedItems(withIdentifiers: [0], at: .at(1, 1), in: list.storage)
        #expect(list.shown == [[2], [10, 0], [1, 11]])
        #expect(list.batches == batches + 2)
        list.deliver()
        #expect(list.mismatches() == [])
    }

    @Test(arguments: [ListHostKind.table, .collection])
    func aDropBetweenTwoListsIsOneTransactionAndOneBatchOnEach(kind: ListHostKind) throws {
        let source = try DropList([[0, 1, 2], [3]], kind: kind)
        let target = try DropList([[10, 11]], kind: kind)
        let versions = (source.storage.snapshot.version, target.storage.snapshot.version)
        let batches = (source.batches, target.batches)
        try target.updater.userDroppedItems(
            withIdentifiers: [2, 0], from: source.updater, storage: source.storage, at: .at(0, 1), in: target.storage)
        #expect(source.shown == [[1], [3]])
        #expect(target.shown == [[10, 2, 0, 11]])
        #expect(source.storage.snapshot.version == versions.0 + 1)
        #expect(target.storage.snapshot.version == versions.1 + 1)
        #expect(source.batches == batches.0 + 1)
        #expect(target.batches == batches.1 + 1)
        source.deliver()
        target.deliver()
        #expect(source.mismatches() == [])
        #expect(target.mismatches() == [])
    }

    @Test func externalContentIsInsertedAsOneBatch() throws {
        let list = try DropList([[0, 1]])
        let batches = list.batches
        try list.updater.userDroppedNewItems([Card(id: 7, text: "new"), Card(id: 8)], at: .at(0, 1), in: list.storage)
        #expect(list.shown == [[0, 7, 8, 1]])
        #expect(list.batches == batches + 1)
        list.deliver()
        #expect(list.mismatches() == [])
        // An identity the list holds, or one named twice, is refused by name.
        #expect(throws: ListStorageError.duplicateItem(operation: "insertNewItems", identifier: "1")) {
            try list.updater.userDroppedNewItems([Card(id: 1)], at: .at(0, 0), in: list.storage)
        }
        #expect(throws: ListStorageError.duplicateItem(operation: "insertNewItems", identifier: "9")) {
            try list.updater.userDroppedNewItems([Card(id: 9), Card(id: 9)], at: .at(0, 0), in: list.storage)
        }
        #expect(list.batches == batches + 1)
        #expect(list.shown == [[0, 7, 8, 1]])
    }

    @Test func badDropsThrowANamedErrorAndChangeNothing() throws {
        let list = try DropList([[0, 1, 2], [10]])
        let other = try DropList([[20]])
        let version = list.storage.snapshot.version
        let batches = list.batches
        #expect(throws: ListStorageError.itemNotFound(operation: "moveItems", identifier: "99")) {
            try list.updater.userDroppedItems(withIdentifiers: [0, 99], at: .at(0, 0), in: list.storage)
        }
        #expect(throws: ListStorageError.duplicateItem(operation: "moveItems", identifier: "1")) {
            try list.updater.userDroppedItems(withIdentifiers: [1, 2, 1], at: .at(0, 0), in: list.storage)
        }
        // Two of section 0's three items dropped: one stays, so 0...1 are the places.
        #expect(throws: ListStorageError.itemOutOfRange(operation: "moveItems", path: .at(0, 2), count: 1)) {
            try list.updater.userDroppedItems(withIdentifiers: [0, 1], at: .at(0, 2), in: list.storage)
        }
        #expect(throws: ListStorageError.sectionOutOfRange(operation: "moveItems", section: 2, count: 2)) {
            try list.updater.userDroppedItems(withIdentifiers: [0], at: .at(2, 0), in: list.storage)
        }
        #expect(throws: ListStorageError.itemOutOfRange(operation: "insertItems", path: .at(0, 5), count: 1)) {
            try other.updater.userDroppedItems(
                withIdentifiers: [10], from: list.updater, storage: list.storage, at: .at(0, 5), in: other.storage)
        }
        #expect(list.storage.snapshot.version == version)
        #expect(list.batches == batches)
        #expect(list.shown == [[0, 1, 2], [10]])
        #expect(other.shown == [[20]])
        #expect(list.mismatches() == [])
        #expect(other.mismatches() == [])
    }

    /// Forced order: the user lifts a row, another thread writes and the updater hears of it
    /// (held: no batch under the finger), the user drops, the drag ends. The drop is shown
    /// alone, at once; the write follows when the drag ends.
    @Test(arguments: [ListHostKind.table, .collection])
    func aWriteDuringTheDragIsShownAfterTheDrop(kind: ListHostKind) throws {
        let list = try DropList([[0, 1, 2, 3], [10]], kind: kind)
        list.updater.beginUserDrag()
        try list.write { list in
            try list.replaceItem(Card(id: 2, text: "edited"))
            try list.appendItems([Card(id: 4)], toSectionAt: 0)
        }
        let batches = list.batches
        list.deliver()
        #expect(list.batches == batches, "no batch while the drag is in flight")
        #expect(!list.updater.isIdle)
        try list.updater.userDroppedItems(withIdentifiers: [3, 0], at: .at(1, 1), in: list.storage)
        #expect(list.batches == batches + 1)
        #expect(list.shown == [[1, 2], [10, 3, 0]], "the drop alone, as the user saw it")
        // The storage has both: the drop placed by identity after the write.
        #expect(list.stored == [[1, 2, 4], [10, 3, 0]])
        list.updater.endUserDrag()
        #expect(list.batches == batches + 2)
        list.deliver()
        #expect(list.mismatches() == [])
    }

    /// Forced order: the drop comes first (the storage holds exactly the screen's data, so
    /// it makes the same drop), then another thread writes while the drag has not ended.
    @Test(arguments: [ListHostKind.table, .collection])
    func aWriteAfterTheDropWaitsForTheDragToEnd(kind: ListHostKind) throws {
        let list = try DropList([[0, 1, 2, 3]], kind: kind)
        list.updater.beginUserDrag()
        let batches = list.batches
        try list.updater.userDroppedItems(withIdentifiers: [0], at: .at(0, 3), in: list.storage)
        #expect(list.batches == batches + 1)
        #expect(list.updater.presentedVersion == list.storage.snapshot.version, "the exact drop is a version")
        try list.write { try $0.removeItems(withIdentifiers: [2]) }
        list.deliver()
        #expect(list.batches == batches + 1, "held until the drag ends")
        #expect(list.shown == [[1, 2, 3, 0]])
        list.updater.endUserDrag()
        #expect(list.batches == batches + 2)
        #expect(list.mismatches() == [])
    }

    /// Forced order: another thread's write is published, and the user drops before the
    /// updater hears of it. The storage places the drop by identity; the write's own update
    /// then arrives stale and the screen animates once, to the storage's data.
    @Test(arguments: [ListHostKind.table, .collection])
    func aWriteTheUpdaterHasNotHeardOfBeforeTheDropIsShownAfterIt(kind: ListHostKind) throws {
        let list = try DropList([[0, 1, 2, 3], [10, 11]], kind: kind)
        list.updater.beginUserDrag()
        try list.write { try $0.insertItems([Card(id: 5)], at: .at(1, 0)) }
        let batches = list.batches
        try list.updater.userDroppedItems(withIdentifiers: [1, 2], at: .at(1, 2), in: list.storage)
        #expect(list.shown == [[0, 3], [10, 11, 1, 2]])
        #expect(list.stored == [[0, 3], [5, 10, 11, 1, 2]])
        list.deliver()
        list.updater.endUserDrag()
        #expect(list.batches == batches + 2)
        #expect(list.mismatches() == [])
    }

    /// Forced order: another thread removed a dragged item during the drag. The drop names
    /// it as not found, and nothing changes; the removal is shown when the drag ends.
    @Test func aDropOfAnItemRemovedDuringTheDragIsRefused() throws {
        let list = try DropList([[0, 1, 2]])
        list.updater.beginUserDrag()
        try list.write { try $0.removeItems(withIdentifiers: [1]) }
        list.deliver()
        let version = list.storage.snapshot.version
        let batches = list.batches
        #expect(throws: ListStorageError.itemNotFound(operation: "moveItems", identifier: "1")) {
            try list.updater.userDroppedItems(withIdentifiers: [1], at: .at(0, 0), in: list.storage)
        }
        #expect(list.storage.snapshot.version == version)
        #expect(list.batches == batches)
        list.updater.endUserDrag()
        #expect(list.mismatches() == [])
    }

    /// Forced order: a batch is still animating when the user drops (manual animations): the
    /// drop is shown right after it, as one more batch, and the lists converge.
    @Test(arguments: [ListHostKind.table, .collection])
    func aDropDuringABatchIsShownRightAfterIt(kind: ListHostKind) throws {
        let list = try DropList([[0, 1, 2, 3]], kind: kind, animation: .manual)
        try list.write { try $0.appendItems([Card(id: 4)], toSectionAt: 0) }
        list.deliver()
        #expect(list.host.pendingCompletionCount == 1)
        let batches = list.batches
        list.updater.beginUserDrag()
        try list.updater.userDroppedItems(withIdentifiers: [4], at: .at(0, 0), in: list.storage)
        #expect(list.batches == batches, "waits for the batch in flight")
        _ = list.host.finishAnimations()
        #expect(list.batches == batches + 1)
        _ = list.host.finishAnimations()
        list.updater.endUserDrag()
        _ = list.host.finishAnimations()
        #expect(list.shown == [[4, 0, 1, 2, 3]])
        #expect(list.mismatches() == [])
    }

    /// Forced order between two lists: the target's storage changed (unheard) before the drop.
    @Test func aDropIntoAListWithAnUnheardWriteLandsAfterTheSameNeighbour() throws {
        let source = try DropList([[0, 1, 2]])
        let target = try DropList([[10, 11, 12]])
        source.updater.beginUserDrag()
        try target.write { try $0.insertItems([Card(id: 9)], at: .at(0, 0)) }
        let targetBatches = target.batches
        try target.updater.userDroppedItems(
            withIdentifiers: [1], from: source.updater, storage: source.storage, at: .at(0, 2), in: target.storage)
        // The drop as the user saw it, then (the target holds no drag) the write: two batches.
        #expect(target.batches == targetBatches + 2)
        #expect(target.stored == [[9, 10, 11, 1, 12]])
        #expect(source.stored == [[0, 2]])
        source.updater.endUserDrag()
        source.deliver()
        target.deliver()
        #expect(source.mismatches() == [])
        #expect(target.mismatches() == [])
    }

    /// Ending a drag without a drop (cancelled) lets the held writes through, once.
    @Test func aCancelledDragShowsTheHeldWrites() throws {
        let list = try DropList([[0, 1]])
        list.updater.beginUserDrag()
        try list.write { try $0.appendItems([Card(id: 2)], toSectionAt: 0) }
        try list.write { try $0.appendItems([Card(id: 3)], toSectionAt: 0) }
        list.deliver()
        let batches = list.batches
        #expect(list.updater.isHoldingUpdatesForDrag)
        list.updater.endUserDrag()
        list.updater.endUserDrag()  // unbalanced: ignored
        #expect(list.batches == batches + 1, "the two writes coalesce into one batch")
        #expect(list.mismatches() == [])
    }
}
