import Testing
import TabulaDiff

@Suite("Flat diff")
struct FlatDiffTests {
    @Test func equalInputsGiveEmptyChangeset() {
        let changeset = StagedChangeset(source: [1, 2, 3], target: [1, 2, 3])
        #expect(changeset.isEmpty)
        #expect(changeset.changeCount == 0)
    }

    @Test func firstToLastIsOneMove() {
        let source = Array(0..<10_000)
        let target = Array(source.dropFirst()) + [0]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 1)
        #expect(changeset[0].elementMoved == [Move(source: ListIndexPath(item: 0, section: 0), target: ListIndexPath(item: 9_999, section: 0))])
        #expect(changeset.changeCount == 1)
    }
}
