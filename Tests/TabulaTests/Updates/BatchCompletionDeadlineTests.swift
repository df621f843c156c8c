import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// A batch whose completion never arrives (an animation UIKit never ends, a view torn down
/// mid-animation) must not stop every later update: after a bounded wait the updater logs
/// it and reloads, and a completion that turns up late changes nothing.
@MainActor
@Suite("Batch completions that never arrive")
struct BatchCompletionDeadlineTests {
    /// Polls (yielding and sleeping a little) until `condition` holds, for at most
    /// `seconds`; a bound for the test to end, not a speed claim (30 s: in a full parallel run
    /// on two loaded cores the main actor was seen busy for more than 5 s).
    private func eventually(within seconds: Double, _ condition: () -> Bool) async -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            await Task.yield()
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        return condition()
    }

    @Test(arguments: [ListHostKind.table, .collection])
    func aCompletionThatNeverArrivesEndsInAReloadAndUpdatesGoOn(kind: ListHostKind) async throws {
        let fixture = UpdaterFixture(
            kind: kind, sections: [ListSection("A", items: [.init(1), .init(2)])], animationMode: .manual,
            keepsLibraryCompletionDeadline: true)
        fixture.updater.bind(to: fixture.storage)
        await fixture.settle()
        let reloadsBefore = fixture.updater.statistics.totalReloads
        let batchesBeforeAppend = fixture.updater.statistics.batchesApplied
        try fixture.storage.appendItems([.init(3)], to: "A")
        // The batch went to the host (its completion is pending, or, on a loaded machine whose
        // main actor ran late, the 2 s deadline already ended the wait).
        #expect(
            await eventually(within: 30) {
                fixture.host.pendingCompletionCount > 0
                    || fixture.updater.statistics.batchesApplied > batchesBeforeAppend
            }, "the batch went to the host")
        // Nobody finishes the animation. The default deadline ends the wait.
        #expect(
            await eventually(within: 30) {
                fixture.updater.isIdle && fixture.updater.presentedVersion == fixture.storage.snapshot.version
            }, "the updater gave up waiting and showed the storage")
        #expect(fixture.updater.statistics.totalReloads == reloadsBefore + 1)
        #expect(fixture.isConsistent)
        // The late completion arrives: it must not start or skip anything.
        _ = fixture.host.finishAnimations()
        #expect(fixture.updater.isIdle)
        // Later updates are animated again.
        let batchesBefore = fixture.updater.statistics.batchesApplied
        try fixture.storage.appendItems([.init(4)], to: "A")
        #expect(await eventually(within: 30) { fixture.host.pendingCompletionCount > 0 })
        _ = fixture.host.finishAnimations()
        #expect(
            await eventually(within: 30) {
                fixture.updater.isIdle && fixture.updater.presentedVersion == fixture.storage.snapshot.version
            })
        #expect(fixture.updater.statistics.batchesApplied == batchesBefore + 1)
        #expect(fixture.visibleTexts == ["1", "2", "3", "4"])
        #expect(fixture.isConsistent)
    }
}
