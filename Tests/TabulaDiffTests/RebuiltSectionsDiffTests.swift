import TabulaDiff
import Testing

/// Sectioned diffs where the app rebuilt every section's array, so no section shares its
/// storage with the source: untouched sections are then recognised by their bytes first.
/// The changes must be those the item-by-item comparison finds, for plain data and for items
/// that hold references (strings in the same allocation, or equal strings in new ones).
/// Randomised cases are seeded; a failure names its seed.
@Suite("Sectioned diff, rebuilt arrays")
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

    /// An item that holds references: a string identity and a string content.
    struct TextItem: Differentiable, Hashable {
        var id: String
        var content: String

        var differenceIdentifier: String { id }

        func isContentEqual(to source: TextItem) -> Bool {
            content == source.content
        }
    }

    typealias TextSection = ArraySection<TextItem, TextItem>

    /// The same sections with string items, every array built anew; `freshStrings` makes
    /// every string a new allocation (as decoding a server response does), else the target
    /// reuses the source's strings where they are equal (as an app copying its items does).
    static func rebuiltText(_ sections: [TestSection], freshStrings: Bool, strings: inout [String: String])
        -> [TextSection]
    {
        func text(_ value: String) -> String {
            // Longer than the 15 bytes a string keeps inline: each one is an allocation.
            let long = "item identity with a long name: \(value)"
            if freshStrings { return String(decoding: Array(long.utf8), as: UTF8.self) }
            if let kept = strings[long] { return kept }
            strings[long] = long
            return long
        }
        func item(_ item: TestItem) -> TextItem {
            TextItem(id: text(item.id), content: text("\(item.content)"))
        }
        return sections.map { section in
            TextSection(model: item(section.model), elements: section.elements.map(item))
        }
    }

    @Test(arguments: [false, true])
    func rebuiltSectionsOfItemsWithReferencesGiveTheChangesOfTheItemByItemComparison(freshStrings: Bool) {
        for seed in 0..<UInt64(300) {
            let seed = seed &+ 6_100_000
            let (source, target) = SparseSectionedDiffTests.sparseEdit(seed: seed)
            var strings: [String: String] = [:]
            let textSource = Self.rebuiltText(source, freshStrings: false, strings: &strings)
            let textTarget = Self.rebuiltText(target, freshStrings: freshStrings, strings: &strings)
            let expected = StagedChangeset(source: source, target: target).map(StageShape.init)
            let found = StagedChangeset(source: textSource, target: textTarget).map(StageShape.init)
            #expect(found == expected, "seed \(seed), fresh strings: \(freshStrings)")
        }
    }

    @Test func aChangedStringInARebuiltSectionOfReferencesIsAnUpdate() {
        let items = (0..<100).map { TextItem(id: "identity number \($0) of the list", content: "a") }
        var changed = items.map { $0 }
        changed[57].content = "b"
        let source = [TextSection(model: TextItem(id: "s", content: ""), elements: items)]
        let target = [TextSection(model: TextItem(id: "s", content: ""), elements: changed)]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(changeset.count == 1)
        #expect(changeset.first?.elementUpdated == [ElementPath(element: 57, section: 0)])
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
