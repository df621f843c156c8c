import Testing

@testable import Tabula
@testable import TabulaStorage

/// The updater's queue: a reload cancels what came before it, the rest is coalesced into
/// one take, stale storage versions are refused.
@Suite("UpdateQueue")
struct UpdateQueueTests {
    typealias Queue = UpdateQueue<String, Int>

    private func snapshot(_ items: [Int], version: UInt64 = 0, storage: StorageIdentity = .none) -> ListSnapshot<
        String, Int
    > {
        ListSnapshot(sections: [ListSection("A", items: items)], version: version, storageIdentity: storage)
    }

    private func items(_ snapshot: ListSnapshot<String, Int>) -> [Int] {
        snapshot.sections.flatMap(\.items)
    }

    @Test func anEmptyQueueHasNothingToTake() {
        var queue = Queue()
        #expect(queue.isEmpty)
        let answer1 = queue.take()
        #expect(answer1 == nil)
        #expect(!queue.hasWorkSinceIdle)
    }

    @Test func entriesAreCoalescedIntoTheNewestTarget() {
        var queue = Queue()
        queue.enqueue(.snapshot(snapshot([1])))
        queue.enqueue(.snapshot(snapshot([1, 2])))
        queue.enqueue(.snapshot(snapshot([1, 2, 3])))
        guard case let .changes(recorded, target, coalesced) = queue.take() else {
            Issue.record("expected changes")
            return
        }
        #expect(recorded == nil)
        #expect(items(target) == [1, 2, 3])
        #expect(coalesced == 2)
        #expect(queue.isEmpty)
    }

    @Test func aLoneStorageUpdateKeepsItsRecordedChanges() {
        var queue = Queue()
        let update = ListUpdate(from: snapshot([1]), to: snapshot([1, 2]), changes: StagedChangeset(), kind: .animated)
        queue.enqueue(.update(update))
        guard case let .changes(recorded, target, coalesced) = queue.take() else {
            Issue.record("expected changes")
            return
        }
        #expect(recorded.map { items($0.to) } == [1, 2])
        #expect(items(target) == [1, 2])
        #expect(coalesced == 0)
    }

    @Test func aStorageUpdateCoalescedWithOthersIsDiffedNotTrusted() {
        var queue = Queue()
        queue.enqueue(.snapshot(snapshot([1])))
        queue.enqueue(
            .update(ListUpdate(from: snapshot([1]), to: snapshot([2]), changes: StagedChangeset(), kind: .animated)))
        guard case let .changes(recorded, target, _) = queue.take() else {
            Issue.record("expected changes")
            return
        }
        #expect(recorded == nil)
        #expect(items(target) == [2])
    }

    @Test func aReloadCancelsEverythingBeforeIt() {
        var queue = Queue()
        queue.enqueue(.snapshot(snapshot([1])))
        queue.enqueue(.snapshot(snapshot([2])))
        let answer2 = queue.enqueue(.reload(snapshot([3])))
        #expect(answer2 == 2)
        #expect(queue.count == 1)
        #expect(queue.containsReload)
        guard case let .reload(target) = queue.take() else {
            Issue.record("expected a reload")
            return
        }
        #expect(items(target) == [3])
        #expect(queue.isEmpty)
    }

    @Test func whatFollowsAReloadWaitsForTheNextTake() {
        var queue = Queue()
        queue.enqueue(.reload(snapshot([1])))
        queue.enqueue(.snapshot(snapshot([2])))
        guard case .reload = queue.take() else {
            Issue.record("expected the reload first")
            return
        }
        guard case let .changes(_, target, _) = queue.take() else {
            Issue.record("expected the snapshot next")
            return
        }
        #expect(items(target) == [2])
    }

    @Test func workPutFirstIsTakenBeforeLaterWork() {
        var queue = Queue()
        queue.enqueue(.reload(snapshot([2])))
        queue.putFirst(.snapshot(snapshot([1])))
        // The reload still wins; the snapshot before it is dropped with it.
        guard case let .reload(target) = queue.take() else {
            Issue.record("expected the reload")
            return
        }
        #expect(items(target) == [2])
        #expect(queue.isEmpty)
    }

    @Test func staleStorageVersionsAreRefused() {
        var queue = Queue()
        let storage = StorageIdentity.next()
        let answer3 = queue.admits(snapshot([1], version: 3, storage: storage))
        #expect(answer3)
        let answer4 = queue.admits(snapshot([1], version: 3, storage: storage))
        #expect(!answer4, "the same version is stale")
        let answer5 = queue.admits(snapshot([1], version: 2, storage: storage))
        #expect(!answer5)
        let answer6 = queue.admits(snapshot([1], version: 4, storage: storage))
        #expect(answer6)
        // Versions of another storage, or of none, are never compared with these.
        let answer7 = queue.admits(snapshot([1], version: 1, storage: StorageIdentity.next()))
        #expect(answer7)
        let answer8 = queue.admits(snapshot([1], version: 0))
        #expect(answer8)
        let answer9 = queue.admits(snapshot([1], version: 0))
        #expect(answer9)
    }

    @Test func aRecordedVersionMakesOlderOnesStale() {
        var queue = Queue()
        let storage = StorageIdentity.next()
        queue.recordNewest(5, of: storage)
        let answer10 = queue.admits(snapshot([1], version: 5, storage: storage))
        #expect(!answer10)
        let answer11 = queue.admits(snapshot([1], version: 6, storage: storage))
        #expect(answer11)
        #expect(queue.newestStorageVersion?.version == 6)
    }

    @Test func idleIsReportedOnceAfterWork() {
        var queue = Queue()
        let answer12 = queue.takeIdleReport()
        #expect(!answer12)
        queue.enqueue(.snapshot(snapshot([1])))
        _ = queue.take()
        let answer13 = queue.takeIdleReport()
        #expect(answer13)
        let answer14 = queue.takeIdleReport()
        #expect(!answer14)
        queue.noteWork()
        let answer15 = queue.takeIdleReport()
        #expect(answer15)
        queue.putFirst(.snapshot(snapshot([1])))
        let answer16 = queue.takeIdleReport()
        #expect(answer16)
    }
}
