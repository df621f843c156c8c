import TabulaDiff
import Testing

@Suite("Sectioned diff")
struct SectionedDiffTests {
    private func section(_ id: String, _ items: String, header: Int = 0) -> TestSection {
        TestSection(model: TestItem(id, header), elements: items.map { TestItem(String($0)) })
    }

    private func check(_ source: [TestSection], _ target: [TestSection]) -> StagedChangeset<[TestSection]> {
        let changeset = StagedChangeset(source: source, target: target)
        let problems = replayProblems(source: source, target: target, changeset: changeset)
        #expect(problems.isEmpty, "\(problems) in \(changeset.stages)")
        return changeset
    }

    @Test func unchangedIsEmpty() {
        let data = [section("A", "abc"), section("B", "de")]
        #expect(StagedChangeset(source: data, target: data).isEmpty)
    }

    @Test func emptyToSectionsAndBack() {
        let data = [section("A", "abc"), section("B", "")]
        let up = check([], data)
        #expect(up.count == 1)
        #expect(up[0].sectionInserted == [0, 1])
        let down = check(data, [])
        #expect(down[0].sectionDeleted == [0, 1])
    }

    @Test func sectionEmptied() {
        let changeset = check([section("A", "abc"), section("B", "d")], [section("A", ""), section("B", "d")])
        #expect(changeset.count == 1)
        #expect(changeset[0].elementDeleted.count == 3)
    }

    @Test func itemsMoveBetweenSectionsAsMoves() {
        let changeset = check([section("A", "abc"), section("B", "de")], [section("A", "ac"), section("B", "dbe")])
        #expect(changeset.count == 1)
        #expect(
            changeset[0].elementMoved.map { Move(source: $0.source, target: $0.target) } == [
                Move(source: ListIndexPath(item: 1, section: 0), target: ListIndexPath(item: 1, section: 1))
            ])
        #expect(changeset.changeCount == 1)
    }

    @Test func sectionsMoveWhileItemsInsideChange() {
        let source = [section("A", "abc"), section("B", "de"), section("C", "f")]
        let target = [section("C", "fg"), section("A", "ca", header: 1), section("B", "d")]
        let changeset = check(source, target)
        #expect(changeset.flatMap(\.sectionMoved).count == 1)
        #expect(changeset.flatMap(\.sectionUpdated) == [1])
        #expect(changeset.last?.sectionUpdated == [1])
    }

    @Test func itemOfDeletedSectionReappearsElsewhere() {
        let changeset = check([section("A", "ab"), section("B", "c")], [section("B", "ca")])
        #expect(changeset.flatMap(\.sectionDeleted) == [0])
        #expect(changeset.flatMap(\.elementInserted) == [ListIndexPath(item: 1, section: 0)])
    }

    @Test func newSectionTakesItemsFromOldOnes() {
        let changeset = check([section("A", "abc")], [section("N", "bx"), section("A", "ac")])
        #expect(changeset.flatMap(\.sectionInserted) == [0])
        #expect(changeset.flatMap(\.elementMoved).count == 1)
    }

    @Test func duplicateSectionsAndItemsAreBestEffort() {
        let source = [section("A", "aab"), section("A", "c")]
        let target = [section("A", "ba"), section("A", "cca"), section("B", "a")]
        let changeset = check(source, target)
        #expect(changeset.duplicateIdentifierCount > 0)
    }
}
