import TabulaDiff
import Testing

/// `ElementPath` and `Changeset` as values: initialisers, stored properties with
/// DifferenceKit's types, counts, and equality.
@Suite("DifferenceKit compatibility: ElementPath and Changeset")
struct ChangesetTests {
    @Test func elementPath() {
        var path = ElementPath(element: 3, section: 1)
        #expect(path.element == 3)
        #expect(path.section == 1)
        path.element = 4
        path.section = 2
        #expect(path == ElementPath(element: 4, section: 2))
        #expect(path != ElementPath(element: 2, section: 4))
        let paths: Set<ElementPath> = [path, ElementPath(element: 4, section: 2), ElementPath(element: 0, section: 0)]
        #expect(paths.count == 2)
    }

    @Test func memberwiseInitialiserDefaultsToNoChanges() {
        let changeset = Changeset(data: ["a", "b"])
        #expect(changeset.data == ["a", "b"])
        #expect(changeset.sectionDeleted.isEmpty)
        #expect(changeset.sectionInserted.isEmpty)
        #expect(changeset.sectionUpdated.isEmpty)
        #expect(changeset.sectionMoved.isEmpty)
        #expect(changeset.elementDeleted.isEmpty)
        #expect(changeset.elementInserted.isEmpty)
        #expect(changeset.elementUpdated.isEmpty)
        #expect(changeset.elementMoved.isEmpty)
        #expect(changeset.changeCount == 0)
        #expect(changeset.sectionChangeCount == 0)
        #expect(changeset.elementChangeCount == 0)
        #expect(!changeset.hasChanges)
        #expect(!changeset.hasSectionChanges)
        #expect(!changeset.hasElementChanges)
    }

    @Test func storedPropertiesHaveDifferenceKitsTypes() {
        var changeset = Changeset(
            data: [10, 20, 30],
            sectionDeleted: [0],
            sectionInserted: [1, 2],
            sectionUpdated: [3],
            sectionMoved: [(source: 4, target: 0)],
            elementDeleted: [ElementPath(element: 0, section: 1)],
            elementInserted: [ElementPath(element: 1, section: 1), ElementPath(element: 2, section: 1)],
            elementUpdated: [ElementPath(element: 5, section: 3)],
            elementMoved: [(source: ElementPath(element: 1, section: 0), target: ElementPath(element: 0, section: 2))]
        )
        // Spelled-out types, so that a different shape fails to compile.
        let data: [Int] = changeset.data
        let sectionDeleted: [Int] = changeset.sectionDeleted
        let sectionInserted: [Int] = changeset.sectionInserted
        let sectionUpdated: [Int] = changeset.sectionUpdated
        let sectionMoved: [(source: Int, target: Int)] = changeset.sectionMoved
        let elementDeleted: [ElementPath] = changeset.elementDeleted
        let elementInserted: [ElementPath] = changeset.elementInserted
        let elementUpdated: [ElementPath] = changeset.elementUpdated
        let elementMoved: [(source: ElementPath, target: ElementPath)] = changeset.elementMoved
        #expect(data == [10, 20, 30])
        #expect(sectionDeleted == [0])
        #expect(sectionInserted == [1, 2])
        #expect(sectionUpdated == [3])
        #expect(sectionMoved.count == 1)
        #expect(sectionMoved[0].source == 4)
        #expect(sectionMoved[0].target == 0)
        #expect(elementDeleted == [ElementPath(element: 0, section: 1)])
        #expect(elementInserted.map { $0.element } == [1, 2])
        #expect(elementUpdated == [ElementPath(element: 5, section: 3)])
        #expect(elementMoved.count == 1)
        #expect(elementMoved[0].source == ElementPath(element: 1, section: 0))
        #expect(elementMoved[0].target == ElementPath(element: 0, section: 2))
        // Tuples destructure.
        let (from, to) = elementMoved[0]
        #expect(from.section == 0 && to.section == 2)

        // Counts and flags.
        #expect(changeset.sectionChangeCount == 5)
        #expect(changeset.elementChangeCount == 5)
        #expect(changeset.changeCount == 10)
        #expect(changeset.hasChanges)
        #expect(changeset.hasSectionChanges)
        #expect(changeset.hasElementChanges)

        // Every stored property is mutable.
        changeset.data.append(40)
        changeset.sectionDeleted = []
        changeset.sectionInserted.removeAll()
        changeset.sectionUpdated = []
        changeset.sectionMoved = []
        changeset.elementMoved.append(
            (source: ElementPath(element: 2, section: 0), target: ElementPath(element: 3, section: 0)))
        changeset.elementDeleted.removeAll()
        changeset.elementInserted = []
        changeset.elementUpdated = []
        #expect(changeset.data == [10, 20, 30, 40])
        #expect(changeset.sectionChangeCount == 0)
        #expect(changeset.elementChangeCount == 2)
        #expect(!changeset.hasSectionChanges)
        #expect(changeset.hasElementChanges)
        #expect(changeset.hasChanges)
    }

    @Test func sectionChangesOnly() {
        let changeset = Changeset(data: ["x"], sectionMoved: [(source: 0, target: 1), (source: 1, target: 0)])
        #expect(changeset.sectionChangeCount == 2)
        #expect(changeset.elementChangeCount == 0)
        #expect(changeset.changeCount == 2)
        #expect(changeset.hasSectionChanges)
        #expect(!changeset.hasElementChanges)
    }

    @Test func equalityIgnoresTheOrderOfChanges() {
        let p = { (element: Int, section: Int) in ElementPath(element: element, section: section) }
        let one = Changeset(
            data: ["a", "b", "c"],
            sectionDeleted: [2, 0],
            sectionInserted: [1, 3],
            sectionUpdated: [4, 5],
            sectionMoved: [(source: 6, target: 7), (source: 8, target: 9)],
            elementDeleted: [p(0, 0), p(1, 0)],
            elementInserted: [p(2, 1), p(0, 1)],
            elementUpdated: [p(3, 3), p(4, 4)],
            elementMoved: [(source: p(0, 5), target: p(1, 6)), (source: p(2, 5), target: p(0, 6))]
        )
        let sameChangesInAnotherOrder = Changeset(
            data: ["a", "b", "c"],
            sectionDeleted: [0, 2],
            sectionInserted: [3, 1],
            sectionUpdated: [5, 4],
            sectionMoved: [(source: 8, target: 9), (source: 6, target: 7)],
            elementDeleted: [p(1, 0), p(0, 0)],
            elementInserted: [p(0, 1), p(2, 1)],
            elementUpdated: [p(4, 4), p(3, 3)],
            elementMoved: [(source: p(2, 5), target: p(0, 6)), (source: p(0, 5), target: p(1, 6))]
        )
        #expect(one == sameChangesInAnotherOrder)
        #expect(sameChangesInAnotherOrder == one)

        var otherData = sameChangesInAnotherOrder
        otherData.data = ["a", "c", "b"]
        #expect(one != otherData)

        var reversedMove = sameChangesInAnotherOrder
        reversedMove.sectionMoved[0] = (source: 9, target: 8)
        #expect(one != reversedMove)

        var regroupedMoves = sameChangesInAnotherOrder
        regroupedMoves.elementMoved = [(source: p(2, 5), target: p(1, 6)), (source: p(0, 5), target: p(0, 6))]
        #expect(one != regroupedMoves)

        var missingUpdate = sameChangesInAnotherOrder
        missingUpdate.elementUpdated.removeLast()
        #expect(one != missingUpdate)

        var deleteAsInsert = sameChangesInAnotherOrder
        deleteAsInsert.sectionDeleted = []
        deleteAsInsert.sectionInserted += [0, 2]
        #expect(one != deleteAsInsert)
    }
}
