import TabulaDiff
import Testing

/// The replay helper itself: it follows UIKit's index rules and rejects stages that do not.
@Suite("DifferenceKit compatibility: the replay helper")
struct ReplayTests {
    private func path(_ element: Int, _ section: Int = 0) -> ElementPath {
        ElementPath(element: element, section: section)
    }

    @Test func followsBeforeAndAfterIndexSpaces() throws {
        // Delete poetry (before 1), move science from before 3 to after 0, insert travel at after 2.
        let before = [Shelf.fiction, .poetry, .history, .science]
        let stage = Changeset(
            data: [Shelf.science, .fiction, .travel, .history],
            elementDeleted: [path(1)],
            elementInserted: [path(2)],
            elementMoved: [(source: path(3), target: path(0))])
        #expect(try replay(stage, onto: before) == [.science, .fiction, .travel, .history])
    }

    @Test func updatesTakeTheNewValueAtTheirAfterPosition() throws {
        let before = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
        let stage = Changeset(
            data: [Person(id: 2, name: "Grace Hopper")],
            elementDeleted: [path(0)],
            elementUpdated: [path(1)])
        let replayed = try replay(stage, onto: before)
        #expect(replayed.map { $0.name } == ["Grace Hopper"])
    }

    @Test func detectsDataTheChangesDoNotGive() throws {
        let before = [Shelf.fiction, .poetry, .history]
        // The wrong element deleted: the changes give [fiction, poetry].
        let wrongDelete = Changeset(data: [Shelf.fiction, .history], elementDeleted: [path(2)])
        #expect(try !sameAsDiffSees(replay(wrongDelete, onto: before), wrongDelete.data))
        // A content change without an update keeps the old content.
        let people = [Person(id: 1, name: "Ada")]
        let silent = Changeset(data: [Person(id: 1, name: "Ada L.")], elementMoved: [])
        #expect(try !sameAsDiffSees(replay(silent, onto: people), silent.data))
    }

    @Test func rejectsImpossibleStages() {
        let before = [Shelf.fiction, .poetry]
        let outOfRange = Changeset(data: [Shelf.fiction], elementDeleted: [path(5)])
        #expect(throws: ReplayFailure.self) { try replay(outOfRange, onto: before) }
        let wrongCount = Changeset(data: [Shelf.fiction], elementInserted: [path(0)])
        #expect(throws: ReplayFailure.self) { try replay(wrongCount, onto: before) }
        let deletedAndUpdated = Changeset(data: [Shelf.poetry], elementDeleted: [path(0)], elementUpdated: [path(0)])
        #expect(throws: ReplayFailure.self) { try replay(deletedAndUpdated, onto: before) }
        let wrongSection = Changeset(data: [Shelf.poetry], elementDeleted: [path(0, 1)])
        #expect(throws: ReplayFailure.self) { try replay(wrongSection, onto: before) }

        // An element change inside a section the same stage inserts.
        let sections = [ArraySection(model: Shelf.fiction, elements: ["Dune"])]
        let intoInserted = Changeset(
            data: [
                ArraySection(model: Shelf.poetry, elements: ["Odes"]),
                ArraySection(model: Shelf.fiction, elements: ["Dune"]),
            ],
            sectionInserted: [0],
            elementInserted: [path(0, 0)])
        #expect(throws: ReplayFailure.self) { try replay(intoInserted, onto: sections) }
    }
}
