@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// The typed-storage article and `ListUpdater.backgroundDiffThreshold`: a coalesced diff runs off the main
/// actor from 20,000 items, "presented plus new". Every other test sets the threshold to 0;
/// this one keeps the default and puts a diff on each side of it.
@MainActor
@Suite("Claims: diffs go off the main actor from 20,000 items")
struct BackgroundDiffThresholdTests {
    private func rows(_ ids: Range<Int>) -> [Row] {
        ids.map { Row($0) }
    }

    /// Shows 10,000 rows, then applies `target` (a diff, not a recorded change), and
    /// returns the background diffs it took.
    private func backgroundDiffs(applying target: [Row]) async -> Int {
        let fixture = UpdaterFixture()
        #expect(fixture.updater.backgroundDiffThreshold == 20_000, "the documented default")
        fixture.updater.show(sections: [ListSection("A", items: rows(0..<10_000))])
        await fixture.updater.waitUntilIdle()
        #expect(fixture.updater.statistics.backgroundDiffs == 0, "a first load is a reload, no diff")
        fixture.updater.show(sections: [ListSection("A", items: target)])
        await fixture.updater.waitUntilIdle()
        #expect(fixture.updater.presentedSections.map(\.items.array) == [target])
        #expect(fixture.updater.statistics.violations.isEmpty)
        #expect(fixture.updater.statistics.totalReloads == 1, "the diff was applied as batches")
        return fixture.updater.statistics.backgroundDiffs
    }

    @Test func twentyThousandItemsPresentedPlusNewAreDiffedOffTheMainActor() async {
        // 10,000 presented + 10,000 new: the first row replaced by a new one at the end.
        let diffs = await backgroundDiffs(applying: rows(1..<10_000) + [Row(10_000)])
        #expect(diffs == 1)
    }

    @Test func oneItemFewerIsDiffedOnTheMainActor() async {
        // 10,000 presented + 9,999 new: the first row removed.
        let diffs = await backgroundDiffs(applying: rows(1..<10_000))
        #expect(diffs == 0)
    }
}
