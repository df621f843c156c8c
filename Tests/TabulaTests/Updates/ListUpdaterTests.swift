@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

typealias Row = UpdaterFixture.Row

@MainActor
@Suite("ListUpdater through HeadlessListView")
struct ListUpdaterTests {
    private func rows(_ ids: ClosedRange<Int>) -> [Row] {
        ids.map { Row($0) }
    }

    @Test(arguments: ListHostKind.allCases)
    func everyMutationReachesTheHostAsAValidBatch(kind: ListHostKind) async throws {
        let fixture = UpdaterFixture(kind: kind, sections: [ListSection("A", items: rows(1...5))])
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        #expect(fixture.updater.statistics.reloads[ListUpdaterStatistics.ReloadReason.firstLoad] == 1)
        #expect(fixture.visibleTexts == ["1", "2", "3", "4", "5"])

        let s = fixture.storage
        try s.insertItems([Row(10)], at: ListIndexPath(item: 0, section: 0))
        try s.appendItems([Row(20), Row(21)], to: "B")  // creates section B
        try s.removeItems(at: [ListIndexPath(item: 2, section: 0)])
        try s.removeItems(withIdentifiers: [4])
        try s.moveItem(from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 1, section: 1))
        try s.replaceItem(Row(1, "one"))
        try s.reloadItems(at: [ListIndexPath(item: 0, section: 1)])
        try s.update { list in
            try list.setHeader(SupplementaryModel("Bee"), inSectionAt: 1)
            try list.moveSection(from: 1, to: 0)
        }
        try s.update { try $0.insertSection(ListSection("C", items: [Row(30)]), at: 1) }
        try s.update { try $0.setItems([Row(5), Row(1, "uno"), Row(31)], inSectionAt: 2) }
        try s.removeSections(at: [1])
        try s.update { $0.removeItems(where: { $0.id == 21 }) }
        try s.update { try $0.replaceItem(at: ListIndexPath(item: 0, section: 0), with: Row(40)) }
        await fixture.settle()

        #expect(fixture.isConsistent, "\(fixture.updater.statistics.violations)")
        #expect(fixture.host.numberOfSections == fixture.storage.snapshot.numberOfSections)
        let expected = fixture.storage.snapshot.allItems.map(\.description)
        #expect(fixture.visibleTexts == expected)
        #expect(fixture.host.counters.batchesApplied > 0)
        #expect(fixture.updater.statistics.totalReloads == 1)
    }

    @Test func oneBatchInFlightAndQueuedUpdatesAreCoalesced() async throws {
        let fixture = UpdaterFixture(sections: [ListSection("A", items: rows(1...3))], animationMode: .manual)
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()

        try fixture.storage.appendItems([Row(4)], to: "A")
        await fixture.updater.waitUntilPresented(version: 0)
        // Let the stream deliver: the first update goes in flight, the host holds it.
        while fixture.host.pendingCompletionCount == 0 { await Task.yield() }
        try fixture.storage.appendItems([Row(5)], to: "A")
        try fixture.storage.removeItems(withIdentifiers: [1])
        let newest = fixture.storage.snapshot.version
        for _ in 0..<20 { await Task.yield() }
        #expect(fixture.host.counters.batchesApplied == 1, "only one batch may be in flight")
        #expect(fixture.host.pendingCompletionCount == 1)

        _ = fixture.host.finishAnimations()
        #expect(fixture.host.counters.batchesApplied == 2)
        #expect(fixture.updater.statistics.coalescedUpdates == 1)
        _ = fixture.host.finishAnimations()
        await fixture.updater.waitUntilPresented(version: newest)
        #expect(fixture.isConsistent)
        #expect(fixture.visibleTexts == ["2", "3", "4", "5"])
    }

    @Test func reloadCancelsPendingUpdates() async throws {
        let fixture = UpdaterFixture(sections: [ListSection("A", items: rows(1...3))], animationMode: .manual)
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        try fixture.storage.appendItems([Row(4)], to: "A")
        while fixture.host.pendingCompletionCount == 0 { await Task.yield() }
        try fixture.storage.appendItems([Row(5)], to: "A")
        try fixture.storage.appendItems([Row(6)], to: "A")
        try fixture.storage.reload([ListSection("Z", items: [Row(9)])])
        let newest = fixture.storage.snapshot.version
        for _ in 0..<20 { await Task.yield() }
        _ = fixture.host.finishAnimations()
        await fixture.updater.waitUntilPresented(version: newest)
        #expect(fixture.updater.statistics.cancelledUpdates == 2)
        #expect(fixture.updater.statistics.reloads[ListUpdaterStatistics.ReloadReason.requested] == 1)
        #expect(fixture.host.counters.batchesApplied == 1)
        #expect(fixture.visibleTexts == ["9"])
        #expect(fixture.isConsistent)
    }

    @Test func offScreenHostAndLargeChangesReload() async throws {
        let fixture = UpdaterFixture(sections: [ListSection("A", items: rows(1...3))])
        fixture.updater.reloadThreshold = 10
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        fixture.host.isInWindow = false
        try fixture.storage.appendItems([Row(4)], to: "A")
        await fixture.settle()
        #expect(fixture.updater.statistics.reloads[ListUpdaterStatistics.ReloadReason.notOnScreen] == 1)
        fixture.host.isInWindow = true
        try fixture.storage.appendItems(rows(100...120), to: "A")
        await fixture.settle()
        #expect(fixture.updater.statistics.reloads[ListUpdaterStatistics.ReloadReason.tooManyChanges] == 1)
        #expect(fixture.host.counters.batchesApplied == 0)
        #expect(fixture.isConsistent)
    }

    @Test func contentChangesReconfigureInPlaceAndNewCellTypesReload() async throws {
        let fixture = UpdaterFixture(sections: [ListSection("A", items: rows(1...3))])
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        let cell = fixture.host.cell(at: ListIndexPath(item: 1, section: 0))
        try fixture.storage.replaceItem(Row(2, "liked"))
        await fixture.settle()
        #expect(fixture.host.counters.batchesApplied == 0)
        #expect(fixture.updater.statistics.reconfigures == 1)
        #expect(fixture.host.cell(at: ListIndexPath(item: 1, section: 0)) === cell, "same cell object, reconfigured")
        #expect(fixture.visibleTexts == ["1", "2:liked", "3"])

        try fixture.storage.replaceItem(Row(3, "sponsored", kind: "ad"))
        await fixture.settle()
        #expect(fixture.host.counters.batchesApplied == 1, "a new cell type is reloaded in a batch")
        #expect(fixture.host.cell(at: ListIndexPath(item: 2, section: 0))?.reuseIdentifier == "ad")
        #expect(fixture.isConsistent)
    }

    @Test func contentChangesInsideAStructuralBatchAreReconfiguredNotReloaded() async throws {
        let fixture = UpdaterFixture(sections: [ListSection("A", items: rows(1...3))])
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        let cell = fixture.host.cell(at: ListIndexPath(item: 1, section: 0))
        try fixture.storage.update { list in
            try list.insertItems([Row(0)], at: ListIndexPath(item: 0, section: 0))
            try list.replaceItem(Row(2, "liked"))
        }
        await fixture.settle()
        #expect(fixture.host.counters.batchesApplied == 1, "one batch: the insert")
        #expect(fixture.updater.statistics.reconfigures == 1, "the changed row is refreshed in place")
        #expect(fixture.host.cell(at: ListIndexPath(item: 2, section: 0)) === cell, "same cell object, moved down")
        #expect(fixture.visibleTexts == ["0", "1", "2:liked", "3"])
        #expect(fixture.isConsistent)
    }

    @Test func headerModelChangeRefreshesTheHeader() async throws {
        let fixture = UpdaterFixture(sections: [ListSection("A", items: rows(1...2), header: SupplementaryModel("Old"))]
        )
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        #expect(fixture.host.supplementaryView(.header, inSection: 0)?.contentDescription == "Old")
        try fixture.storage.update { try $0.setHeader(SupplementaryModel("New"), inSectionAt: 0) }
        await fixture.settle()
        #expect(fixture.host.supplementaryView(.header, inSection: 0)?.contentDescription == "New")
        #expect(fixture.isConsistent)
    }

    @Test func userReorderIsRecordedWithoutABatch() async throws {
        let fixture = UpdaterFixture(sections: [ListSection("A", items: rows(1...4))])
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        // The user drags row 1 below row 3: the view moves it, then tells the updater.
        try fixture.host.moveItemInteractively(
            from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 2, section: 0))
        #expect(fixture.visibleTexts == ["2", "3", "1", "4"])
        try fixture.updater.userMovedItem(
            from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 2, section: 0), in: fixture.storage)
        await fixture.settle()
        #expect(fixture.storage.snapshot.allItems.map(\.id) == [2, 3, 1, 4])
        #expect(fixture.host.counters.batchesApplied == 0)
        // A later update animates from what the view shows.
        try fixture.storage.appendItems([Row(5)], to: "A")
        await fixture.settle()
        #expect(fixture.host.counters.batchesApplied == 1)
        #expect(fixture.visibleTexts == ["2", "3", "1", "4", "5"])
        #expect(fixture.isConsistent)
    }

    @Test func declarativeSnapshotsAreDiffed() async throws {
        let fixture = UpdaterFixture()
        fixture.updater.show(sections: [ListSection("A", items: rows(1...3))])
        fixture.updater.show(sections: [ListSection("A", items: [Row(3), Row(1), Row(4)])])
        await fixture.updater.waitUntilIdle()
        #expect(fixture.updater.statistics.reloads[ListUpdaterStatistics.ReloadReason.firstLoad] == 1)
        #expect(fixture.host.counters.batchesApplied == 1)
        #expect(fixture.visibleTexts == ["3", "1", "4"])
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func completionCallbackRunsWhenTheUpdateIsOnScreen() async throws {
        let fixture = UpdaterFixture(sections: [ListSection("A", items: rows(1...3))], animationMode: .manual)
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        let update = try #require(try fixture.storage.appendItems([Row(4)], to: "A"))
        var shown: [String] = []
        fixture.updater.whenPresented(version: update.to.version) { shown = fixture.visibleTexts }
        while fixture.host.pendingCompletionCount == 0 { await Task.yield() }
        #expect(shown.isEmpty, "not before the batch's animation ends")
        _ = fixture.host.finishAnimations()
        #expect(shown == ["1", "2", "3", "4"])
    }

    @Test func largeDiffsRunOffTheMainActor() async throws {
        let fixture = UpdaterFixture()
        fixture.updater.backgroundDiffThreshold = 0
        fixture.updater.show(sections: [ListSection("A", items: rows(1...50))])
        fixture.updater.show(sections: [ListSection("A", items: Array(rows(1...50).reversed()))])
        fixture.updater.show(sections: [ListSection("A", items: rows(10...60))])
        await fixture.updater.waitUntilIdle()
        #expect(fixture.updater.statistics.backgroundDiffs >= 1)
        #expect(fixture.updater.presentedSections.map(\.items.array) == [rows(10...60)])
        #expect(fixture.visibleTexts == (10...19).map(String.init))
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func aReloadDuringABackgroundDiffReplacesIt() async throws {
        let fixture = UpdaterFixture()
        fixture.updater.backgroundDiffThreshold = 0
        fixture.updater.show(sections: [ListSection("A", items: rows(1...5))])
        fixture.updater.show(sections: [ListSection("A", items: rows(3...8))])  // diffing now
        fixture.updater.reload(sections: [ListSection("Z", items: [Row(99)])])
        await fixture.updater.waitUntilIdle()
        #expect(fixture.updater.statistics.discardedBackgroundDiffs == 1)
        #expect(fixture.updater.statistics.reloads[ListUpdaterStatistics.ReloadReason.requested] == 1)
        #expect(fixture.visibleTexts == ["99"])
        #expect(fixture.host.counters.batchesApplied == 0)
    }

    @Test func aUserMoveDuringABackgroundDiffIsNotLost() async throws {
        let fixture = UpdaterFixture(sections: [ListSection("A", items: rows(1...4))])
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        fixture.updater.backgroundDiffThreshold = 0
        fixture.updater.show(sections: [ListSection("A", items: rows(1...5))])  // diffing now
        try fixture.host.moveItemInteractively(
            from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 3, section: 0))
        try fixture.updater.userMovedItem(
            from: ListIndexPath(item: 0, section: 0), to: ListIndexPath(item: 3, section: 0))
        await fixture.updater.waitUntilIdle()
        #expect(fixture.updater.statistics.discardedBackgroundDiffs == 1)
        #expect(fixture.updater.presentedSections.map(\.items.array) == [rows(1...5)])
        #expect(fixture.visibleTexts == ["1", "2", "3", "4", "5"])
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func allUpdatesFinishedNotification() async throws {
        let fixture = UpdaterFixture(sections: [ListSection("A", items: rows(1...3))])
        var finished = 0
        fixture.updater.onAllUpdatesFinished = { finished += 1 }
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        try fixture.storage.appendItems([Row(4)], to: "A")
        await fixture.settle()
        #expect(finished == 2)
    }
}
