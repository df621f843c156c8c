import Tabula
import Testing

@Suite("ListStorage errors and atomicity")
struct ListStorageErrorTests {
    typealias Storage = ListStorage<String, Int>

    private func makeStorage() -> Storage {
        try! Storage(sections: [ListSection("A", items: [1, 2, 3]), ListSection("B", items: [4])])  // unique identities
    }

    @Test func itemOutOfRangeNamesOperationIndexAndCount() {
        let storage = makeStorage()
        #expect(
            throws: ListStorageError.itemOutOfRange(
                operation: "removeItems", path: ListIndexPath(item: 5, section: 0), count: 3)
        ) {
            try storage.removeItems(at: [ListIndexPath(item: 5, section: 0)])
        }
        let message = ListStorageError.itemOutOfRange(
            operation: "removeItems", path: ListIndexPath(item: 5, section: 0), count: 3
        ).description
        #expect(message == "removeItems: item 5 in section 0 is out of range; the section has 3 items")
    }

    @Test func sectionOutOfRange() {
        let storage = makeStorage()
        #expect(throws: ListStorageError.sectionOutOfRange(operation: "insertItems", section: 7, count: 2)) {
            try storage.insertItems([9], at: ListIndexPath(item: 0, section: 7))
        }
        #expect(throws: ListStorageError.sectionOutOfRange(operation: "moveSection", section: 2, count: 2)) {
            try storage.update { try $0.moveSection(from: 0, to: 2) }
        }
    }

    @Test func missingItemAndDuplicateSection() {
        let storage = makeStorage()
        #expect(throws: ListStorageError.itemNotFound(operation: "removeItems", identifier: "42")) {
            try storage.removeItems(withIdentifiers: [42])
        }
        #expect(throws: ListStorageError.duplicateSection(operation: "insertSection", identifier: "A")) {
            try storage.appendSection(ListSection("A"))
        }
    }

    @Test func failedTransactionLeavesStorageUnchanged() {
        let storage = makeStorage()
        let before = storage.snapshot
        #expect(throws: ListStorageError.self) {
            try storage.update { list in
                try list.appendItems([10, 11], toSectionAt: 1)
                try list.removeItems(at: [ListIndexPath(item: 0, section: 0)])
                try list.moveItem(from: ListIndexPath(item: 9, section: 0), to: ListIndexPath(item: 0, section: 1))
            }
        }
        #expect(storage.snapshot.sections.map(\.items) == before.sections.map(\.items))
        #expect(storage.snapshot.version == before.version)
    }

    @Test func transactionWithoutWritesProducesNoUpdate() throws {
        let storage = makeStorage()
        #expect(try storage.update { _ in } == nil)
        #expect(try storage.update { try $0.removeItems(at: []) } == nil)
        #expect(storage.snapshot.version == 0)
    }

    @Test func writesWithoutVisibleChangeAreStoredWithEmptyChanges() throws {
        let storage = makeStorage()
        let same = try #require(
            try storage.update { try $0.replaceItem(at: ListIndexPath(item: 0, section: 0), with: 1) })
        #expect(same.changes.isEmpty)
        #expect(same.to.version == 1)
        let cancelled = try #require(
            try storage.update { list in
                try list.appendItems([7], toSectionAt: 0)
                try list.removeItems(withIdentifiers: [7])
            })
        #expect(cancelled.changes.isEmpty)
        #expect(storage.snapshot.version == 2)
        #expect(storage.snapshot.sectionCounts == [3, 1])
    }

    @Test func moveDestinationBeyondEndIsRejected() {
        let storage = makeStorage()
        #expect(
            throws: ListStorageError.itemOutOfRange(
                operation: "moveItem", path: ListIndexPath(item: 3, section: 0), count: 2)
        ) {
            try storage.moveItem(from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 3, section: 0))
        }
    }

    @Test func updatesNameTheirOperationsForTheLog() throws {
        let storage = makeStorage()
        let single = try #require(try storage.insertItems([9], at: ListIndexPath(item: 3, section: 0)))
        #expect(single.operations.map(\.description) == ["insertItems(1) at [0, 3]"])
        let several = try #require(
            try storage.update { list in
                try list.moveSection(from: 1, to: 0)
                try list.setHeader(SupplementaryModel("H"), inSectionAt: 0)
            })
        #expect(
            several.operations.map(\.description) == ["moveSection at section 1 → section 0", "setHeader at section 0"])
    }

    @Test func searchByPredicate() {
        let storage = makeStorage()
        #expect(
            storage.indexPaths(where: { $0 % 2 == 0 }) == [
                ListIndexPath(item: 1, section: 0), ListIndexPath(item: 0, section: 1),
            ])
        #expect(storage.items(where: { $0 > 2 }) == [3, 4])
        #expect(storage.snapshot.indexPath(of: 4) == ListIndexPath(item: 0, section: 1))
    }
}
