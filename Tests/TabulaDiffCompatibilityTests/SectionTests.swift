import TabulaDiff
import Testing

/// `ArraySection`, a `DifferentiableSection` of one's own, and sectioned diffs.
@Suite("DifferenceKit compatibility: sections")
struct SectionTests {
    // DifferenceKit needs `extension String: Differentiable {}` before `String` can be an
    // element; TabulaDiff ships that conformance for the standard types.
    typealias ShelfSection = ArraySection<Shelf, String>

    @Test func arraySectionInitialisers() {
        let section = ArraySection(model: Shelf.poetry, elements: ["Odes", "Ariel", "Howl"])
        #expect(section.model == .poetry)
        #expect(section.elements == ["Odes", "Ariel", "Howl"])
        #expect(section.differenceIdentifier == Shelf.poetry.differenceIdentifier)

        // Any collection of elements: here a slice.
        let trimmed = ArraySection(source: section, elements: section.elements.dropFirst())
        #expect(trimmed.model == .poetry)
        #expect(trimmed.elements == ["Ariel", "Howl"])
        let fromSet = ArraySection(model: Shelf.travel, elements: Set(["Kim"]))
        #expect(fromSet.elements == ["Kim"])

        // The section's own content is its model's; elements are compared by the diff.
        #expect(section.isContentEqual(to: trimmed))
        #expect(!section.isContentEqual(to: ArraySection(model: Shelf.history, elements: section.elements)))
        // Equatable when model and elements are.
        #expect(section == ArraySection(model: .poetry, elements: ["Odes", "Ariel", "Howl"]))
        #expect(section != trimmed)
    }

    @Test func arraySectionsDiff() {
        let source: [ShelfSection] = [
            ArraySection(model: .fiction, elements: ["Dune", "Emma"]),
            ArraySection(model: .poetry, elements: ["Odes"]),
        ]
        let target: [ShelfSection] = [
            ArraySection(model: .history, elements: ["SPQR", "Postwar"]),
            ArraySection(model: .fiction, elements: ["Dune"]),
            ArraySection(model: .poetry, elements: ["Emma", "Odes"]),
        ]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(staged.last?.data == target)
        // The new section brings its elements; "Emma" moves between sections.
        #expect(ChangeTotals(staged) == ChangeTotals(sectionInserted: 1, elementMoved: 1))
        // The move's source names the data before its stage, its target the stage's data.
        var before = source
        for stage in staged {
            for (from, to) in stage.elementMoved {
                #expect(before[from.section].model == .fiction)
                #expect(before[from.section].elements[from.element] == "Emma")
                #expect(stage.data[to.section].model == .poetry)
                #expect(to.element == 0)
            }
            before = stage.data
        }
    }

    @Test func sectionDeletesInsertsMovesAndElementChanges() {
        let source: [ShelfSection] = [
            ArraySection(model: .fiction, elements: ["Dune", "Emma", "Kim"]),
            ArraySection(model: .poetry, elements: ["Odes", "Howl"]),
            ArraySection(model: .science, elements: ["Cosmos"]),
            ArraySection(model: .travel, elements: ["Walden"]),
        ]
        let target: [ShelfSection] = [
            ArraySection(model: .travel, elements: ["Walden", "Kim"]),
            ArraySection(model: .fiction, elements: ["Emma", "Dune", "Ubik"]),
            ArraySection(model: .history, elements: ["SPQR"]),
            ArraySection(model: .poetry, elements: ["Howl"]),
        ]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        let totals = ChangeTotals(staged)
        #expect(totals.sectionDeleted == 1)
        #expect(totals.sectionInserted == 1)
        #expect(totals.sectionMoved == 1)
        #expect(totals.elementInserted == 1)
        #expect(totals.elementDeleted == 1)
    }

    @Test func customDifferentiableSection() {
        let ada = Person(id: 1, name: "Ada")
        let grace = Person(id: 2, name: "Grace")
        let edsger = Person(id: 3, name: "Edsger")
        let source = [
            Chapter(number: 1, heading: "Engines", elements: [ada, grace]),
            Chapter(number: 2, heading: "Compilers", elements: [edsger]),
            Chapter(number: 3, heading: "Appendix", elements: []),
        ]
        let target = [
            Chapter(number: 1, heading: "Analytical engines", elements: [ada]),
            Chapter(number: 2, heading: "Compilers", elements: [Person(id: 3, name: "E. W. Dijkstra"), grace]),
        ]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(
            ChangeTotals(staged)
                == ChangeTotals(sectionDeleted: 1, sectionUpdated: 1, elementUpdated: 1, elementMoved: 1))

        // The initialiser the diff uses to build intermediate sections.
        let rebuilt = Chapter(source: source[0], elements: [grace].reversed())
        #expect(rebuilt.heading == "Engines")
        #expect(rebuilt.elements.map { $0.id } == [2])
    }

    @Test func equalSectionsGiveNoStages() {
        let sections: [ShelfSection] = [ArraySection(model: .fiction, elements: ["Dune"])]
        #expect(StagedChangeset(source: sections, target: sections).isEmpty)
        #expect(StagedChangeset(source: [ShelfSection](), target: []).isEmpty)
    }

    @Test func emptySectionedSourceOrTarget() {
        let sections: [ShelfSection] = [
            ArraySection(model: .fiction, elements: ["Dune"]),
            ArraySection(model: .poetry, elements: []),
        ]
        let fill = StagedChangeset(source: [], target: sections)
        expectReplay(fill, from: [], to: sections)
        #expect(ChangeTotals(fill) == ChangeTotals(sectionInserted: 2))
        let clear = StagedChangeset(source: sections, target: [])
        expectReplay(clear, from: sections, to: [])
        #expect(ChangeTotals(clear) == ChangeTotals(sectionDeleted: 2))
    }
}
