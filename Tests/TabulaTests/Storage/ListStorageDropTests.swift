import Foundation
import Tabula
import Testing

/// The storage side of drops: moving several items in one transaction, and between two
/// storages under both locks.
@Suite("Storage drops: several items in one transaction, and between two storages")
struct ListStorageDropTests {
    static func storage(_ sections: [[Int]]) throws -> ListStorage<String, Int> {
        try ListStorage(sections: sections.enumerated().map { ListSection("s\($0.offset)", items: $0.element) })
    }

    static func ids(_ storage: ListStorage<String, Int>) -> [[Int]] {
        storage.snapshot.sections.map { $0.items.array }
    }

    @Test func severalItemsMoveInOneUpdateOfMoves() throws {
        let storage = try Self.storage([[0, 1, 2, 3], [10, 11]])
        let update = try #require(
            try storage.update {
                try $0.moveItems(withIdentifiers: [3, 10, 0], to: ListIndexPath(item: 1, section: 1))
            })
        #expect(Self.ids(storage) == [[1, 2], [11, 3, 10, 0]])
        #expect(update.changes.count == 1)
        let moves = try #require(update.changes.first).elementMoved
        #expect(
            moves.map(\.source) == [
                ListIndexPath(item: 3, section: 0), ListIndexPath(item: 0, section: 1),
                ListIndexPath(item: 0, section: 0),
            ])
        #expect(moves.map(\.target) == (1...3).map { ListIndexPath(item: $0, section: 1) })
    }

    @Test func aDropWhereTheItemsStandChangesNothing() throws {
        let storage = try Self.storage([[0, 1, 2]])
        let update = try storage.update {
            try $0.moveItems(withIdentifiers: [1, 2], to: ListIndexPath(item: 1, section: 0))
        }
        #expect(update == nil)
        #expect(storage.snapshot.version == 0)
    }

    @Test func badMovesNameWhatWasWrongAndChangeNothing() throws {
        let storage = try Self.storage([[0, 1, 2], [10]])
        #expect(throws: ListStorageError.itemNotFound(operation: "moveItems", identifier: "7")) {
            try storage.update { try $0.moveItems(withIdentifiers: [0, 7], to: ListIndexPath(item: 0, section: 1)) }
        }
        #expect(throws: ListStorageError.duplicateItem(operation: "moveItems", identifier: "0")) {
            try storage.update { try $0.moveItems(withIdentifiers: [0, 0], to: ListIndexPath(item: 0, section: 1)) }
        }
        #expect(throws: ListStorageError.duplicateItem(operation: "moveItems", identifier: "1")) {
            try storage.update {
                try $0.moveItems(
                    at: [ListIndexPath(item: 1, section: 0), ListIndexPath(item: 1, section: 0)],
                    to: ListIndexPath(item: 0, section: 1))
            }
        }
        #expect(
            throws: ListStorageError.itemOutOfRange(
                operation: "moveItems", path: ListIndexPath(item: 3, section: 1), count: 1)
        ) {
            try storage.update { try $0.moveItems(withIdentifiers: [0], to: ListIndexPath(item: 3, section: 1)) }
        }
        #expect(throws: ListStorageError.sectionOutOfRange(operation: "moveItems", section: 5, count: 2)) {
            try storage.update { try $0.moveItems(withIdentifiers: [0], to: ListIndexPath(item: 0, section: 5)) }
        }
        #expect(Self.ids(storage) == [[0, 1, 2], [10]])
        #expect(storage.snapshot.version == 0)
    }

    @Test func itemsMoveBetweenTwoStoragesAsOneUpdateOfEach() throws {
        let source = try Self.storage([[0, 1, 2]])
        let target = try Self.storage([[10], [11]])
        let updates = try source.moveItems(withIdentifiers: [2, 0], to: ListIndexPath(item: 1, section: 1), in: target)
        #expect(Self.ids(source) == [[1]])
        #expect(Self.ids(target) == [[10], [11, 2, 0]])
        #expect(updates.source?.to.version == 1)
        #expect(updates.target?.to.version == 1)
        // Within one storage, the same call is one move.
        let same = try source.moveItems(withIdentifiers: [1], to: ListIndexPath(item: 0, section: 0), in: source)
        #expect(same.source == nil && same.target == nil)
    }

    @Test func aRefusedMoveBetweenStoragesChangesNeither() throws {
        let source = try Self.storage([[0, 1, 2]])
        let target = try Self.storage([[10]])
        #expect(
            throws: ListStorageError.itemOutOfRange(
                operation: "insertItems", path: ListIndexPath(item: 4, section: 0), count: 1)
        ) {
            try source.moveItems(withIdentifiers: [1], to: ListIndexPath(item: 4, section: 0), in: target)
        }
        #expect(throws: ListStorageError.itemNotFound(operation: "moveItems", identifier: "10")) {
            try source.moveItems(withIdentifiers: [10], to: ListIndexPath(item: 0, section: 0), in: target)
        }
        #expect(Self.ids(source) == [[0, 1, 2]])
        #expect(Self.ids(target) == [[10]])
        #expect(source.snapshot.version == 0 && target.snapshot.version == 0)
        // The storages still work (the source's identity index was dropped, not broken).
        try source.moveItems(withIdentifiers: [2], to: ListIndexPath(item: 0, section: 0), in: target)
        #expect(Self.ids(source) == [[0, 1]])
        #expect(Self.ids(target) == [[2, 10]])
    }

    /// Moves in both directions at once from many threads: the locks are taken in one
    /// order, so nothing deadlocks, and no item is lost or doubled.
    @Test func movesInOppositeDirectionsAtOnceNeitherDeadlockNorLoseItems() async throws {
        let left = try Self.storage([Array(0..<50)])
        let right = try Self.storage([Array(100..<150)])
        await withTaskGroup(of: Void.self) { group in
            for lane in 0..<4 {
                group.addTask {
                    for round in 0..<200 {
                        let (from, to) = (lane + round) % 2 == 0 ? (left, right) : (right, left)
                        guard let id = from.snapshot.sections[0].items.array.first else { continue }
                        // Another lane may have moved it first: then it is not found, and nothing changes.
                        _ = try? from.moveItems(withIdentifiers: [id], to: ListIndexPath(item: 0, section: 0), in: to)
                    }
                }
            }
        }
        let all = (Self.ids(left) + Self.ids(right)).joined().sorted()
        #expect(all == Array(0..<50) + Array(100..<150))
    }
}
