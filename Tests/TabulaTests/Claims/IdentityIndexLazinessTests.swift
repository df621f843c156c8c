import Tabula
import Testing

// The storage's internals (node shapes, invariant checks) live in its own module.
@testable import TabulaStorage

/// `ListIdentityIndex`: the index "is built on the first identity look-up: a storage that
/// never looks items up by identity pays no memory for it". Positional mutations leave it
/// unbuilt; the first look-up by identity builds it; a reload drops it again. A load of
/// `ListStorage.eagerIdentityIndexItemCount` items or more off the main thread builds it on
/// the writer's thread, so the first look-up (an app's `replaceItem` from the main thread)
/// does not.
@Suite("Claims: the identity index is built lazily")
struct IdentityIndexLazinessTests {
    struct Tag: Differentiable, Hashable, Sendable {
        var id: Int
        var value = 0
        var differenceIdentifier: Int { id }
    }

    @Test func positionalMutationsNeverBuildItAndTheFirstLookUpDoes() throws {
        let storage = try ListStorage<String, Tag>(sections: [ListSection("A", items: (0..<1_000).map { Tag(id: $0) })])
        #expect(!storage.isIdentityIndexBuilt)
        try storage.appendItems([Tag(id: 1_000)], to: "A")
        try storage.insertItems([Tag(id: 1_001)], at: ListIndexPath(item: 0, section: 0))
        try storage.moveItem(from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 5, section: 0))
        try storage.removeItems(at: [ListIndexPath(item: 3, section: 0)])
        try storage.reloadItems(at: [ListIndexPath(item: 1, section: 0)])
        try storage.appendSection(ListSection("B", items: [Tag(id: 2_000)]))
        try storage.update { list in
            try list.appendItems([Tag(id: 2_001)], toSectionAt: 1)
        }
        #expect(!storage.isIdentityIndexBuilt, "no look-up by identity yet")

        try storage.replaceItem(Tag(id: 500, value: 1))
        #expect(storage.isIdentityIndexBuilt, "replaceItem looks up by identity")
        #expect(storage.snapshot.sections[0].items.array.first { $0.id == 500 }?.value == 1)
        try storage.removeItems(withIdentifiers: [2_000])
        #expect(storage.isIdentityIndexBuilt, "kept up to date once built")

        try storage.reload([ListSection("C", items: [Tag(id: 1)])])
        #expect(!storage.isIdentityIndexBuilt, "a reload drops it; the next look-up builds it again")
        try storage.removeItems(withIdentifiers: [1])
        #expect(storage.isIdentityIndexBuilt)
        #expect(storage.snapshot.sections[0].items.isEmpty)
    }

    @Test func aLargeLoadOffTheMainThreadBuildsItOnTheWritersThread() async throws {
        let count = ListStorage<String, Tag>.eagerIdentityIndexItemCount
        let storage = ListStorage<String, Tag>()
        let loaded = try await Task.detached {
            try storage.reload([ListSection("A", items: (0..<count).map { Tag(id: $0) })])
            return storage.isIdentityIndexBuilt
        }.value
        #expect(loaded, "a reload of \(count) items")
        let appended = try await Task.detached {
            try storage.appendItems((count..<(3 * count)).map { Tag(id: $0) }, to: "B")
            return storage.isIdentityIndexBuilt
        }.value
        #expect(appended, "kept up to date by the write after it")

        let written = ListStorage<String, Tag>()
        let built = try await Task.detached {
            try written.update { list in try list.appendItems((0..<count).map { Tag(id: $0) }, to: "A") }
            return written.isIdentityIndexBuilt
        }.value
        #expect(built, "a transaction that adds \(count) items")
        try written.replaceItem(Tag(id: 7, value: 1))
        #expect(written.snapshot.sections[0].items[7].value == 1)
    }
}
