@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// Details of how the updater turns changes into batches that the other updater suites
/// leave open: where an update riding in a structural batch is refreshed, and the exact
/// edge of the reload threshold.
@MainActor
@Suite("ListUpdater: staging details")
struct UpdaterStagingTests {
    typealias Row = UpdaterFixture.Row

    @Test func anUpdateRidingInAStructuralBatchIsRefreshedAtItsNewPath() async throws {
        let fixture = UpdaterFixture()
        fixture.updater.show(sections: [ListSection("A", items: [Row(1), Row(2), Row(3)])])
        await fixture.updater.waitUntilIdle()
        #expect(fixture.visibleTexts == ["1", "2", "3"])
        // Declarative data is diffed with updates combined into the structural batch: the
        // insert shifts row 2 down, and its new content is shown at its new path.
        fixture.updater.show(sections: [ListSection("A", items: [Row(0), Row(1), Row(2, "liked"), Row(3)])])
        await fixture.updater.waitUntilIdle()
        #expect(fixture.host.counters.batchesApplied == 1, "one batch: the insert, with the update riding in it")
        #expect(fixture.updater.statistics.reconfigures == 1)
        #expect(fixture.visibleTexts == ["0", "1", "2:liked", "3"])
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func exactlyReloadThresholdChangesAreAnimatedAndOneMoreReloads() async throws {
        let fixture = UpdaterFixture(sections: [ListSection("A", items: [Row(1)])])
        fixture.updater.reloadThreshold = 2
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        try fixture.storage.insertItems([Row(2), Row(3)], at: ListIndexPath(item: 1, section: 0))
        await fixture.settle()
        #expect(fixture.host.counters.batchesApplied == 1, "2 changes, the threshold: animated")
        #expect(fixture.updater.statistics.reloads[.tooManyChanges] == nil)
        try fixture.storage.insertItems([Row(4), Row(5), Row(6)], at: ListIndexPath(item: 3, section: 0))
        await fixture.settle()
        #expect(fixture.host.counters.batchesApplied == 1, "3 changes: reloaded, not animated")
        #expect(fixture.updater.statistics.reloads[.tooManyChanges] == 1)
        #expect(fixture.visibleTexts == ["1", "2", "3", "4", "5", "6"])
    }
}
