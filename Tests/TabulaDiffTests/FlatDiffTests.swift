import TabulaDiff
import Testing

@Suite("Flat diff")
struct FlatDiffTests {
    private func items(_ ids: String) -> [TestItem] {
        ids.map { TestItem(String($0)) }
    }

    @Test func equalInputsGiveEmptyChangeset() {
        let changeset = StagedChangeset(source: [1, 2, 3], target: [1, 2, 3])
        #expect(changeset.isEmpty)
        #expect(changeset.changeCount == 0)
    }

    @Test func emptyToNonEmptyAndBack() {
        let full = items("abc")
        let up = StagedChangeset(source: [], target: full)
        #expect(up.count == 1)
        #expect(up[0].elementInserted.map(\.item) == [0, 1, 2])
        #expect(replayProblems(source: [], target: full, changeset: up).isEmpty)
        let down = StagedChangeset(source: full, target: [])
        #expect(down[0].elementDeleted.map(\.item) == [0, 1, 2])
        #expect(replayProblems(source: full, target: [], changeset: down).isEmpty)
    }

    @Test func firstToLastIsOneMove() {
        let source = Array(0..<10_000)
        let target = Array(source.dropFirst()) + [0]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 1)
        #expect(
            changeset[0].elementMoved.map { Move(source: $0.source, target: $0.target) } == [
                Move(source: ListIndexPath(item: 0, section: 0), target: ListIndexPath(item: 9_999, section: 0))
            ])
        #expect(changeset.changeCount == 1)
    }

    @Test func lastToFirstIsOneMove() {
        let source = Array(0..<1_000)
        let target = [999] + Array(source.dropLast())
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.changeCount == 1)
        #expect(changeset[0].elementMoved.first?.target.item == 0)
    }

    @Test func byDefaultAnUpdateGetsAStageOfItsOwnBeforeTheStructure() {
        let source = [TestItem("a"), TestItem("b"), TestItem("c")]
        let target = [TestItem("c"), TestItem("a", 1), TestItem("d")]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 2)
        #expect(changeset[0].elementUpdated == [ListIndexPath(item: 0, section: 0)])
        #expect(changeset[0].elementChangeCount == 1, "the update stage has nothing else")
        #expect(changeset[1].elementUpdated.isEmpty, "no reload shares a batch with a move")
        #expect(changeset[1].data == target)
        #expect(replayProblems(source: source, target: target, changeset: changeset).isEmpty)
    }

    @Test func withCombinedStagingAnUpdateOfAnElementThatStaysJoinsTheStructuralBatch() {
        let source = [TestItem("a"), TestItem("b"), TestItem("c")]
        let target = [TestItem("c"), TestItem("a", 1), TestItem("d")]
        let changeset = StagedChangeset(source: source, target: target, updates: .combined)
        #expect(changeset.count == 1)
        #expect(changeset[0].data == target, "one stage: no intermediate copy")
        #expect(changeset[0].elementUpdated == [ListIndexPath(item: 0, section: 0)])
        #expect(changeset[0].elementDeleted == [ListIndexPath(item: 1, section: 0)])
        #expect(changeset[0].elementInserted == [ListIndexPath(item: 2, section: 0)])
        #expect(changeset[0].elementMoved.map(\.source) == [ListIndexPath(item: 2, section: 0)])
        #expect(changeset.changeCount == 4)
        #expect(replayProblems(source: source, target: target, changeset: changeset).isEmpty)
    }

    @Test func updateOfAnElementThatMovesIsItsOwnStageFirst() {
        let source = [TestItem("a"), TestItem("b"), TestItem("c")]
        let target = [TestItem("b"), TestItem("c"), TestItem("a", 1)]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 2)
        #expect(changeset[0].isContentOnly)
        #expect(changeset[0].elementUpdated == [ListIndexPath(item: 0, section: 0)])
        #expect(changeset[0].data == [TestItem("a", 1), TestItem("b"), TestItem("c")])
        #expect(changeset[1].elementUpdated.isEmpty, "a path is never both moved and reloaded")
        #expect(changeset[1].elementMoved.count == 1)
        #expect(replayProblems(source: source, target: target, changeset: changeset).isEmpty)
    }

    @Test func contentOnlyChangeIsOneStageWithTheTarget() {
        let source = [TestItem("a"), TestItem("b")]
        let target = [TestItem("a"), TestItem("b", 5)]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 1)
        #expect(changeset[0].data == target)
        #expect(changeset[0].elementUpdated == [ListIndexPath(item: 1, section: 0)])
    }

    @Test func duplicatesMatchFirstToFirstAndNeverCrash() {
        let source = [TestItem("x", 1), TestItem("x", 2), TestItem("y")]
        let target = [TestItem("x", 1), TestItem("y"), TestItem("x", 2), TestItem("x", 3)]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.duplicateIdentifierCount > 0)
        #expect(replayProblems(source: source, target: target, changeset: changeset).isEmpty)
        // Deterministic: the same input gives the same stages.
        #expect(StagedChangeset(source: source, target: target) == changeset)
    }

    @Test func identifiableAndEquatableTypesNeedNoConformance() {
        struct Post: Identifiable, Equatable {
            var id: Int
            var likes: Int
        }
        let changeset = StagedChangeset(
            source: [Post(id: 1, likes: 0), Post(id: 2, likes: 0)],
            target: [Post(id: 2, likes: 3), Post(id: 1, likes: 0)])
        #expect(changeset.count == 2)
        #expect(changeset[0].elementUpdated == [ListIndexPath(item: 1, section: 0)])
        #expect(changeset[1].elementMoved.count == 1)
    }

    @Test func standardTypesAreTheirOwnIdentity() {
        #expect(StagedChangeset(source: ["a", "b"], target: ["b", "a"]).changeCount == 1)
        #expect(StagedChangeset(source: [1.5, 2.5], target: [2.5]).changeCount == 1)
        #expect(StagedChangeset(source: [Character("a")], target: [Character("b")]).changeCount == 2)
    }

    @Test func blockEditsUseTheCheapEnds() {
        let source = Array(0..<100)
        let target = Array(0..<40) + Array(1_000..<1_010) + Array(50..<100)
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 1)
        #expect(changeset[0].elementDeleted.count == 10)
        #expect(changeset[0].elementInserted.count == 10)
        #expect(changeset[0].elementMoved.isEmpty)
    }
}
