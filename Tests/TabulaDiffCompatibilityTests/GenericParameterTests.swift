import TabulaDiff
import Testing

// DifferenceKit code extends the changeset types through their generic parameter's name,
// `Collection`, and prints them with `debugDescription`.

extension StagedChangeset where Collection == [Int] {
    var insertedTotal: Int { reduce(0) { $0 + $1.elementInserted.count } }
}

extension Changeset where Collection: RangeReplaceableCollection {
    var dataCount: Int { data.count }
}

@Suite("DifferenceKit compatibility: generic parameter and debug descriptions")
struct GenericParameterTests {
    @Test func extensionsNameTheGenericParameterCollection() {
        let staged = StagedChangeset(source: [1, 2], target: [1, 2, 3, 4])
        #expect(staged.insertedTotal == 2)
        #expect(staged.last?.dataCount == 4)
    }

    @Test func everyPublicValueTypeHasADebugDescription() {
        let staged = StagedChangeset(source: [1, 2, 3], target: [3, 1])
        #expect(staged.debugDescription.contains("elementDeleted"))
        #expect(StagedChangeset<[Int]>().debugDescription == "[]")
        #expect(ElementPath(element: 2, section: 1).debugDescription == "[section: 1, element: 2]")
        let section = ArraySection(model: "A", elements: [1, 2])
        #expect(section.debugDescription.contains("\"A\""))
        #expect(Changeset(data: [1]).debugDescription.contains("data: [1]"))
    }
}
