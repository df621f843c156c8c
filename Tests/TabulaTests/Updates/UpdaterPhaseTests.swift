import Testing

@_spi(Testing) @testable import Tabula

/// What each phase of the updater allows.
@Suite("UpdaterPhase")
struct UpdaterPhaseTests {
    typealias Phase = UpdaterPhase<String, Int>

    private let staged = StagedUpdate<String, Int>(
        stages: [Changeset(data: [ListSection("A", items: [1])])], target: ListSnapshot())
    private let done = StagedUpdate<String, Int>(stages: [], target: ListSnapshot())

    @Test func onlyAnUnloadedUpdaterOrOneHoldingItsFirstLoadHasNotLoaded() {
        #expect(!Phase.unloaded.hasLoaded)
        #expect(!Phase.holdingReload(ListSnapshot(), reason: .firstLoad).hasLoaded)
        #expect(Phase.holdingReload(ListSnapshot(), reason: .requested).hasLoaded)
        #expect(Phase.idle.hasLoaded)
        #expect(Phase.diffing.hasLoaded)
    }

    @Test func workInFlightOrHeldBlocksTheNextStep() {
        #expect(Phase.unloaded.canStep)
        #expect(Phase.idle.canStep)
        #expect(Phase.staging(staged).canStep)
        #expect(!Phase.diffing.canStep)
        #expect(!Phase.waitingForHost(staged).canStep)
        #expect(!Phase.waitingForHost(nil).canStep)
        #expect(!Phase.holdingReload(ListSnapshot(), reason: .requested).canStep)
    }

    @Test func stagesLeftCountAsWork() {
        #expect(Phase.unloaded.isAtRest)
        #expect(Phase.idle.isAtRest)
        #expect(Phase.staging(done).isAtRest)
        #expect(!Phase.staging(staged).isAtRest)
        #expect(!Phase.waitingForHost(nil).isAtRest)
        #expect(!Phase.diffing.isAtRest)
    }

    @Test func theStagedUpdateIsKeptWhileTheHostWorks() {
        #expect(Phase.staging(staged).stagedUpdate?.stages.count == 1)
        #expect(Phase.waitingForHost(staged).stagedUpdate?.stages.count == 1)
        #expect(Phase.waitingForHost(nil).stagedUpdate == nil)
        #expect(Phase.idle.stagedUpdate == nil)
    }
}
