import Dispatch
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

/// A large load made on the main thread has its identity index built on a queue, so the
/// main thread's first look-up by identity does not build it. Here the storage is given
/// that queue, held (suspended) to force each order of that build and the writes around it.
@Suite("Claims: a large load's identity index built on a queue")
struct IdentityIndexBackgroundBuildTests {
    typealias Tag = IdentityIndexLazinessTests.Tag

    private func heldStorage() throws -> (ListStorage<String, Tag>, DispatchQueue) {
        let queue = DispatchQueue(label: "identity-index-build")
        queue.suspend()
        let count = ListStorage<String, Tag>.eagerIdentityIndexItemCount
        let storage = try ListStorage<String, Tag>(
            sections: [ListSection("A", items: (0..<count).map { Tag(id: $0) })], identityIndexBuildQueue: queue)
        return (storage, queue)
    }

    @Test func theBuildLandsBeforeTheFirstLookUp() throws {
        let (storage, queue) = try heldStorage()
        #expect(!storage.isIdentityIndexBuilt, "not built on the main thread")
        queue.resume()
        queue.sync {}
        #expect(storage.isIdentityIndexBuilt, "built on the queue")
        try storage.replaceItem(Tag(id: 9_000, value: 1))
        #expect(storage.snapshot.sections[0].items[9_000].value == 1)
    }

    @Test func aLookUpBeforeTheBuildBuildsItAndTheLateBuildIsDropped() throws {
        let (storage, queue) = try heldStorage()
        try storage.replaceItem(Tag(id: 3, value: 1))
        #expect(storage.isIdentityIndexBuilt, "the look-up built it")
        // Moves item 3 to the end: a late index of the first data would place it wrongly.
        try storage.moveItem(from: ListIndexPath(item: 3, section: 0), to: ListIndexPath(item: 9_999, section: 0))
        queue.resume()
        queue.sync {}
        try storage.replaceItem(Tag(id: 3, value: 2))
        let items = storage.snapshot.sections[0].items
        #expect(items[9_999] == Tag(id: 3, value: 2))
        #expect(items[3].id == 4)
    }

    @Test func aPositionalWriteBeforeTheBuildLeavesItLazy() throws {
        let (storage, queue) = try heldStorage()
        try storage.removeItems(at: [ListIndexPath(item: 0, section: 0)])
        queue.resume()
        queue.sync {}
        #expect(!storage.isIdentityIndexBuilt, "the build of older data was skipped")
        try storage.replaceItem(Tag(id: 1, value: 5))
        #expect(storage.snapshot.sections[0].items[0] == Tag(id: 1, value: 5))
    }
}
