import TabulaDiff
import Testing

/// `StagedChangeset` as a collection of stages: initialisers, iteration, mutation, equality.
@Suite("DifferenceKit compatibility: StagedChangeset")
struct StagedChangesetTests {
    private let first = Changeset(data: [1, 2], elementInserted: [ElementPath(element: 1, section: 0)])
    private let second = Changeset(
        data: [2, 1],
        elementMoved: [(source: ElementPath(element: 1, section: 0), target: ElementPath(element: 0, section: 0))])
    private let third = Changeset(data: [2], elementDeleted: [ElementPath(element: 1, section: 0)])

    @Test func iteratingTheStagesOfADiff() {
        let source = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace"), Person(id: 3, name: "Edsger")]
        let target = [Person(id: 3, name: "Edsger W."), Person(id: 1, name: "Ada"), Person(id: 4, name: "Alan")]
        let staged = StagedChangeset(source: source, target: target)
        #expect(!staged.isEmpty)

        // The way a list view applies a diff: one batch per stage, the stage's data installed.
        var shown = source
        var batches = 0
        for changeset in staged {
            #expect(changeset.hasChanges)
            shown = changeset.data
            batches += 1
        }
        #expect(batches == staged.count)
        #expect(sameAsDiffSees(shown, target))
        expectReplay(staged, from: source, to: target)
        #expect(
            ChangeTotals(staged)
                == ChangeTotals(elementDeleted: 1, elementInserted: 1, elementUpdated: 1, elementMoved: 1))
    }

    @Test func equalInputsGiveAnEmptyStagedChangeset() {
        let list = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
        let staged = StagedChangeset(source: list, target: list)
        #expect(staged.isEmpty)
        #expect(staged.count == 0)
        #expect(staged.first == nil)
        #expect(StagedChangeset<[Int]>().isEmpty)
        #expect(StagedChangeset<[Int]>() == [])
    }

    @Test func initialisersAndArrayLiteral() {
        let literal: StagedChangeset<[Int]> = [first, second, third]
        let fromArray = StagedChangeset([first, second, third])
        let fromSlice = StagedChangeset([third, first, second, third].dropFirst())
        let fromReversed = StagedChangeset([third, second, first].reversed())
        #expect(literal.count == 3)
        #expect(literal == fromArray)
        #expect(literal == fromSlice)
        #expect(literal == fromReversed)
        #expect(literal[0] == first)
        #expect(literal[2].data == [2])
        #expect(StagedChangeset(literal.dropFirst()) == [second, third])
    }

    @Test func randomAccessCollection() {
        let staged: StagedChangeset<[Int]> = [first, second, third]
        #expect(staged.startIndex == 0)
        #expect(staged.endIndex == 3)
        #expect(staged.index(after: 0) == 1)
        #expect(staged.index(before: staged.endIndex) == 2)
        #expect(staged.index(0, offsetBy: 2) == 2)
        #expect(staged.distance(from: 0, to: 3) == 3)
        #expect(Array(staged.indices) == [0, 1, 2])
        #expect(staged.first == first)
        #expect(staged.last == third)
        #expect(staged.map { $0.changeCount } == [1, 1, 1])
        #expect(staged.reduce(0) { $0 + $1.changeCount } == 3)
        #expect(staged.reversed().map { $0.data } == [[2], [2, 1], [1, 2]])
    }

    @Test func mutation() {
        var staged = StagedChangeset<[Int]>()
        staged.append(first)
        staged.append(contentsOf: [third])
        staged.insert(second, at: 1)
        #expect(staged == [first, second, third])

        // MutableCollection: subscript set, in place and whole.
        staged[2].data = [9]
        #expect(staged[2].data == [9])
        staged[2] = third
        #expect(staged == [first, second, third])
        staged.swapAt(0, 2)
        #expect(staged == [third, second, first])

        // RangeReplaceableCollection.
        staged.replaceSubrange(0..<1, with: [first])
        #expect(staged == [first, second, first])
        #expect(staged.remove(at: 2) == first)
        #expect(staged.removeLast() == second)
        #expect(staged == [first])
        staged += [second]
        #expect(staged.count == 2)
        staged.removeAll()
        #expect(staged.isEmpty)
        #expect(staged == StagedChangeset())
    }

    @Test func equalityComparesStagesInOrderAndChangesInAnyOrder() {
        let twoMoves = Changeset(
            data: [3, 1, 2],
            elementMoved: [
                (source: ElementPath(element: 2, section: 0), target: ElementPath(element: 0, section: 0)),
                (source: ElementPath(element: 0, section: 0), target: ElementPath(element: 1, section: 0)),
            ])
        let sameMovesListedTheOtherWay = Changeset(
            data: [3, 1, 2],
            elementMoved: [
                (source: ElementPath(element: 0, section: 0), target: ElementPath(element: 1, section: 0)),
                (source: ElementPath(element: 2, section: 0), target: ElementPath(element: 0, section: 0)),
            ])
        let one: StagedChangeset<[Int]> = [first, twoMoves]
        #expect(one == [first, sameMovesListedTheOtherWay])
        #expect(one != [twoMoves, first])
        #expect(one != [first])
        #expect(one != [first, twoMoves, third])
    }

    @Test func theSameInputsGiveEqualStagedChangesets() {
        let source = [Colour(name: "a"), Colour(name: "b"), Colour(name: "c"), Colour(name: "d")]
        let target = [Colour(name: "d"), Colour(name: "b"), Colour(name: "e"), Colour(name: "a")]
        let once = StagedChangeset(source: source, target: target)
        let twice = StagedChangeset(source: source, target: target)
        #expect(once == twice)
        expectReplay(once, from: source, to: target)
    }
}
