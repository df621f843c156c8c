import TabulaDiff
import Testing

/// What TabulaDiff adds to DifferenceKit's API, and where its results differ, as the
/// "Coming from DifferenceKit" article (TabulaDiff's documentation) states it.
@Suite("DifferenceKit compatibility: Tabula additions and differences")
struct TabulaAdditionsTests {
    /// No `Differentiable` conformance: identity is `id`, content is `==`.
    struct Note: Identifiable, Equatable {
        let id: Int
        var text: String
    }

    /// `Identifiable` and `Hashable`, adopting `Differentiable` with the defaults.
    struct Tag: Identifiable, Hashable, Differentiable {
        let id: Int
        var label: String
    }

    @Test func identifiableAndEquatableElementsNeedNoConformance() {
        let source = [Note(id: 1, text: "milk"), Note(id: 2, text: "eggs"), Note(id: 3, text: "tea")]
        let target = [Note(id: 3, text: "tea"), Note(id: 1, text: "oat milk"), Note(id: 4, text: "rice")]
        let staged = StagedChangeset(source: source, target: target)
        #expect(staged.last?.data == target)
        #expect(
            ChangeTotals(staged)
                == ChangeTotals(elementDeleted: 1, elementInserted: 1, elementUpdated: 1, elementMoved: 1))
    }

    @Test func identifiableAndHashableTypesAreIdentifiedByID() {
        // DifferenceKit's default identity for a Hashable type is the whole value, so there
        // an edited label is a delete and an insert; TabulaDiff prefers `id` and reports an
        // update.
        #expect(Tag(id: 1, label: "a").differenceIdentifier == 1)
        let source = [Tag(id: 1, label: "swift"), Tag(id: 2, label: "ios")]
        let target = [Tag(id: 1, label: "Swift"), Tag(id: 2, label: "ios")]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(ChangeTotals(staged) == ChangeTotals(elementUpdated: 1))
    }

    @Test func duplicateIdentifiersAreCounted() {
        let source = [Colour(name: "red"), Colour(name: "teal"), Colour(name: "navy"), Colour(name: "ochre")]
        let target = [Colour(name: "ochre"), Colour(name: "teal"), Colour(name: "teal"), Colour(name: "red")]
        let staged = StagedChangeset(source: source, target: target)
        #expect(staged.duplicateIdentifierCount > 0)
        expectReplay(staged, from: source, to: target)

        let unique = StagedChangeset(source: source, target: Array(source.reversed()))
        #expect(unique.duplicateIdentifierCount == 0)
    }

    @Test func deletesInsertsAndMovesShareOneStage() {
        // DifferenceKit 1.3 puts the deletes in one stage and the inserts and moves in the next.
        let source = [Shelf.fiction, .poetry, .history, .science, .travel]
        let target = [Shelf.travel, .fiction, .history, .science]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(staged.count == 1)
        #expect(staged.first?.data == target)
        #expect(ChangeTotals(staged) == ChangeTotals(elementDeleted: 1, elementMoved: 1))

        // One delete, one insert and one move.
        let fromFour = [Shelf.fiction, .poetry, .history, .science]
        let toFour = [Shelf.science, .fiction, .history, .travel]
        let mixed = StagedChangeset(source: fromFour, target: toFour)
        expectReplay(mixed, from: fromFour, to: toFour)
        #expect(mixed.count == 1)
        #expect(ChangeTotals(mixed) == ChangeTotals(elementDeleted: 1, elementInserted: 1, elementMoved: 1))
    }

    @Test func updatesGetTheirOwnStageUnlessCombined() {
        let source = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
        let target = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace Hopper"), Person(id: 3, name: "Alan")]

        // The default is safe for a plain performBatchUpdates that reloads updated rows.
        let separate = StagedChangeset(source: source, target: target)
        expectReplay(separate, from: source, to: target)
        #expect(separate.count == 2)
        #expect(separate.contains { $0.hasElementChanges && $0.elementUpdated.count == $0.changeCount })

        // For a consumer that refreshes updated cells in place after the batch.
        let combined = StagedChangeset(source: source, target: target, updates: .combined)
        expectReplay(combined, from: source, to: target)
        #expect(combined.count == 1)
        #expect(ChangeTotals(combined) == ChangeTotals(elementInserted: 1, elementUpdated: 1))
    }

    @Test func elementPathIsListIndexPath() {
        let path = ElementPath(element: 2, section: 1)
        let listPath: ListIndexPath = path
        #expect(listPath.item == 2)
        #expect(listPath.row == 2)
        #expect(listPath == ListIndexPath(item: 2, section: 1))
        #expect(listPath == ListIndexPath(row: 2, section: 1))
        #expect(ElementPath(element: 0, section: 2) > path)
    }

    @Test func stagedChangesetCountsAllItsChanges() {
        let source = [Shelf.fiction, .poetry, .history]
        let target = [Shelf.history, .fiction, .science]
        let staged = StagedChangeset(source: source, target: target)
        #expect(staged.changeCount == staged.reduce(0) { $0 + $1.changeCount })
        #expect(staged.changeCount == 3)
    }
}
