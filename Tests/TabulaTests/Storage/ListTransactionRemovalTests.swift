import Tabula
import Testing

/// Removals of several indexes at once: every index is a before-index, so the transaction
/// must remove the right elements however the indexes are ordered.
@Suite("ListTransaction: removing several indexes at once")
struct ListTransactionRemovalTests {
    private static func storage() throws -> ListStorage<String, Int> {
        try ListStorage(
            sections: ["A", "B", "C", "D"].enumerated().map { index, name in
                ListSection(name, items: Array(index * 10..<index * 10 + 5))
            })
    }

    @Test func removeSectionsRemovesExactlyTheSectionsAtTheGivenBeforeIndexes() throws {
        let storage = try Self.storage()
        try storage.update { try $0.removeSections(at: [2, 1]) }
        #expect(storage.snapshot.sections.map(\.model) == ["A", "D"])
        #expect(storage.snapshot.sections.map { $0.items.array } == [[0, 1, 2, 3, 4], [30, 31, 32, 33, 34]])
    }

    @Test func removeItemsRemovesExactlyTheItemsAtTheGivenBeforePaths() throws {
        let storage = try Self.storage()
        try storage.update {
            try $0.removeItems(at: [
                ListIndexPath(item: 3, section: 0), ListIndexPath(item: 1, section: 0),
                ListIndexPath(item: 4, section: 2),
            ])
        }
        #expect(
            storage.snapshot.sections.map { $0.items.array } == [
                [0, 2, 4], [10, 11, 12, 13, 14], [20, 21, 22, 23], [30, 31, 32, 33, 34],
            ])
    }
}
