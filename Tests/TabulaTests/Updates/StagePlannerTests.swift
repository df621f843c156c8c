import Testing

@testable import Tabula

/// Stage planning: when a changeset reloads, and how each stage becomes what the host is
/// asked to do, with the one choice between reloading and reconfiguring an updated item.
@MainActor
@Suite("StagePlanner")
struct StagePlannerTests {
    typealias Row = UpdaterFixture.Row
    typealias Sections = [ListSection<String, Row>]
    typealias Planner = StagePlanner<String, Row>

    private let planner = Planner(reloadThreshold: 3, reuseIdentifier: { row, _ in row.kind })

    private func changes(_ source: Sections, _ target: Sections) -> StagedChangeset<Sections> {
        StagedChangeset(source: source, target: target, updates: .combined)
    }

    @Test func moreChangesThanTheThresholdReload() {
        let source: Sections = [ListSection("A", items: [])]
        guard case .reload = planner.decide(changes(source, [ListSection("A", items: (1...4).map { Row($0) })])) else {
            Issue.record("four changes above a threshold of three reload")
            return
        }
        guard
            case let .stages(stages) = planner.decide(
                changes(source, [ListSection("A", items: (1...3).map { Row($0) })]))
        else {
            Issue.record("exactly the threshold animates")
            return
        }
        #expect(stages.count == 1)
    }

    @Test func noChangesIsNothingToDo() {
        let sections: Sections = [ListSection("A", items: [Row(1)])]
        guard case .nothingToDo = planner.decide(changes(sections, sections)) else {
            Issue.record("expected nothing to do")
            return
        }
    }

    @Test func theCellTypeDecidesBetweenReloadAndReconfigure() {
        let path = ListIndexPath(item: 0, section: 0)
        #expect(planner.keepsCell(Row(1, "a"), at: path, as: Row(1, "b"), at: path))
        #expect(!planner.keepsCell(Row(1, "a"), at: path, as: Row(1, "a", kind: "ad"), at: path))
    }

    @Test func aContentOnlyStageReconfiguresInPlaceWithoutABatch() throws {
        let source: Sections = [ListSection("A", items: [Row(1), Row(2)])]
        let target: Sections = [ListSection("A", items: [Row(1), Row(2, "new")])]
        let stage = try #require(changes(source, target).stages.first)
        let step = planner.step(for: stage, from: source)
        #expect(step.reconfigureFirst == [ListIndexPath(item: 1, section: 0)])
        #expect(step.batch == nil)
        #expect(step.followingStage == nil)
    }

    @Test func aContentOnlyStageReloadsAnItemWhoseCellTypeChanged() throws {
        let source: Sections = [ListSection("A", items: [Row(1), Row(2)])]
        let target: Sections = [ListSection("A", items: [Row(1, "x"), Row(2, kind: "ad")])]
        let stage = try #require(changes(source, target).stages.first)
        let step = planner.step(for: stage, from: source)
        #expect(step.reconfigureFirst == [ListIndexPath(item: 0, section: 0)])
        #expect(step.batch == ListBatch(elementUpdated: [ListIndexPath(item: 1, section: 0)]))
    }

    @Test func anExplicitSectionReloadGetsABatchOfItsOwn() {
        let sections: Sections = [ListSection("A", items: [Row(1)]), ListSection("B", items: [Row(2)])]
        let stage = Changeset(data: sections, sectionUpdated: [1])
        let step = planner.step(for: stage, from: sections)
        #expect(step.batch == ListBatch(sectionUpdated: [1]))
        #expect(step.reconfigureFirst.isEmpty)
        #expect(step.followingStage == nil)
    }

    @Test func aSectionReloadFollowsTheItemReloadsBatch() {
        let before: Sections = [ListSection("A", items: [Row(1)]), ListSection("B", items: [Row(2)])]
        let after: Sections = [ListSection("A", items: [Row(1, kind: "ad")]), ListSection("B", items: [Row(2)])]
        let stage = Changeset(data: after, sectionUpdated: [1], elementUpdated: [ListIndexPath(item: 0, section: 0)])
        let step = planner.step(for: stage, from: before)
        #expect(step.batch == ListBatch(elementUpdated: [ListIndexPath(item: 0, section: 0)]))
        #expect(step.followingStage?.sectionUpdated == [1])
    }

    @Test func anItemUpdatedInAStructuralBatchIsReconfiguredAtItsNewPath() throws {
        let source: Sections = [ListSection("A", items: [Row(1), Row(2)])]
        let target: Sections = [ListSection("A", items: [Row(0), Row(1), Row(2, "new")])]
        let stage = try #require(changes(source, target).stages.first)
        let step = planner.step(for: stage, from: source)
        #expect(step.batch?.elementInserted == [ListIndexPath(item: 0, section: 0)])
        #expect(step.batch?.elementUpdated == [])
        #expect(step.reconfigureAfterBatch == [ListIndexPath(item: 2, section: 0)])
    }

    @Test func anItemWhoseCellTypeChangedInAStructuralBatchIsReloaded() throws {
        let source: Sections = [ListSection("A", items: [Row(1), Row(2)])]
        let target: Sections = [ListSection("A", items: [Row(0), Row(1), Row(2, kind: "ad")])]
        let stage = try #require(changes(source, target).stages.first)
        let step = planner.step(for: stage, from: source)
        #expect(step.batch?.elementUpdated == [ListIndexPath(item: 1, section: 0)])
        #expect(step.reconfigureAfterBatch.isEmpty)
    }
}
