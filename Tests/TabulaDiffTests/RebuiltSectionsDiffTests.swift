import TabulaDiff
import Testing

/// Sectioned diffs where the app rebuilt every section's array, so no section shares its
/// storage with the source: untouched sections of plain-data items are then recognised by
/// their bytes. The changes must be those the item-by-item comparison finds. Randomised
/// cases are seeded; a failure names its seed.
@Suite("Sectioned diff, rebuilt arrays of plain data")
struct RebuiltSectionsDiffTests {
    /// A plain-data item (no references): its sections are compared byte by byte first.
    struct PlainItem: Differentiable, Hashable {
        var id: Int
        var content: Double

        var differenceIdentifier: Int { id }

        func isContentEqual(to source: PlainItem) -> Bool {
            content == source.content
        }
    }

    typealias PlainSection = ArraySection<PlainItem, PlainItem>

    /// The changes of one stage by index only, comparable across item types.
    struct StageShape: Equatable {
        var sections: [[Int]]
        var sectionMoves: [[Int]]
        var elements: [[ElementPath]]
        var elementMoves: [[ElementPath]]

        init<Collection>(_ stage: Changeset<Collection>) {
            sections = [stage.sectionDeleted, stage.sectionInserted, stage.sectionUpdated]
            sectionMoves = stage.sectionMoved.map { [$0.source, $0.target] }
            elements = [stage.elementDeleted, stage.elementInserted, stage.elementUpdated]
            elementMoves = stage.elementMoved.map { [$0.source, $0.target] }
        }
    }

    /// The same sections with plain-data items, every array built anew.
    static func rebuilt(_ sections: [TestSection], ids: inout [String: Int]) -> [PlainSection] {
        func plain(_ item: TestItem) -> PlainItem {
            let id = ids[item.id] ?? ids.count
            ids[item.id] = id
            return PlainItem(id: id, content: Double(item.content))
        }
        return sections.map { section in
            PlainSection(model: plain(section.model), elements: section.elements.map(plain))
        }
    }

    @Test func rebuiltPlainSectionsGiveTheChangesOfTheItemByItemComparison() {
        for seed in 0..<UInt64(1_000) {
            let seed = seed &+ 6_000_000
            let (source, target) = SparseSectionedDiffTests.sparseEdit(seed: seed)
            var ids: [String: Int] = [:]
            let plainSource = Self.rebuilt(source, ids: &ids)
            let plainTarget = Self.rebuilt(target, ids: &ids)
            let expected = StagedChangeset(source: source, target: target).map(StageShape.init)
            let found = StagedChangeset(source: plainSource, target: plainTarget).map(StageShape.init)
            #expect(found == expected, "seed \(seed)")
        }
    }

    @Test func bytesThatDifferStillLeaveEqualItemsUnchanged() {
        let source = [PlainSection(model: PlainItem(id: 0, content: 0), elements: [PlainItem(id: 1, content: 0.0)])]
        let target = [PlainSection(model: PlainItem(id: 0, content: 0), elements: [PlainItem(id: 1, content: -0.0)])]
        #expect(StagedChangeset(source: source, target: target).isEmpty)
    }

    @Test func aChangedContentInARebuiltSectionIsAnUpdate() {
        let items = (0..<100).map { PlainItem(id: $0, content: 1) }
        var changed = items
        changed[57].content = 2
        let source = [PlainSection(model: PlainItem(id: -1, content: 0), elements: items)]
        let target = [PlainSection(model: PlainItem(id: -1, content: 0), elements: changed.map { $0 })]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 1)
        #expect(changeset.first?.elementUpdated == [ElementPath(element: 57, section: 0)])
    }
}
