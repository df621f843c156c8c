import TabulaDiff
import Testing

/// Where the fewest moves are obvious, the diff reports exactly those.
@Suite("DifferenceKit compatibility: minimal moves")
struct MinimalMovesTests {
    @Test func firstOfTenThousandToTheEndIsOneMove() {
        let source = Array(0..<10_000).map { Colour(name: "\($0)") }
        let target = Array(source.dropFirst()) + [source[0]]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(staged.count == 1)
        #expect(staged.first?.changeCount == 1)
        let move = staged.first?.elementMoved.first
        #expect(move?.source == ElementPath(element: 0, section: 0))
        #expect(move?.target == ElementPath(element: 9_999, section: 0))
    }

    @Test func lastToTheFrontIsOneMove() {
        let source = Array(0..<1_000).map { Colour(name: "\($0)") }
        let target = [source[999]] + source.dropLast()
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(ChangeTotals(staged) == ChangeTotals(elementMoved: 1))
    }

    @Test func swappingNeighboursIsOneMove() {
        let source = [Shelf.fiction, .poetry, .history, .science]
        let target = [Shelf.fiction, .history, .poetry, .science]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(ChangeTotals(staged) == ChangeTotals(elementMoved: 1))
    }

    @Test func reversingFiveIsFourMoves() {
        let source = [Shelf.fiction, .poetry, .history, .science, .travel]
        let target = Array(source.reversed())
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(ChangeTotals(staged) == ChangeTotals(elementMoved: 4))
    }

    @Test func firstSectionToTheEndIsOneSectionMove() {
        let source = [Shelf.fiction, .poetry, .history, .science, .travel].map {
            ArraySection(model: $0, elements: ["\($0)-1", "\($0)-2"])
        }
        let target = Array(source.dropFirst()) + [source[0]]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(ChangeTotals(staged) == ChangeTotals(sectionMoved: 1))
    }

    @Test func anElementToAnotherSectionIsOneMove() {
        let source = [
            ArraySection(model: Shelf.fiction, elements: Array(0..<100)),
            ArraySection(model: Shelf.poetry, elements: Array(100..<200)),
        ]
        let target = [
            ArraySection(model: Shelf.fiction, elements: Array(1..<100)),
            ArraySection(model: Shelf.poetry, elements: Array(100..<200) + [0]),
        ]
        let staged = StagedChangeset(source: source, target: target)
        expectReplay(staged, from: source, to: target)
        #expect(ChangeTotals(staged) == ChangeTotals(elementMoved: 1))
        let move = staged.flatMap { $0.elementMoved }.first
        #expect(move?.source == ElementPath(element: 0, section: 0))
        #expect(move?.target == ElementPath(element: 100, section: 1))
    }
}
