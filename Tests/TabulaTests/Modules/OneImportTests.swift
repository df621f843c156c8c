// This file imports `Tabula` alone, on purpose: it proves that the one import still brings
// every part the library is split into (TabulaDiff, TabulaStorage, TabulaBatches, TabulaLayout).
import Foundation
import Tabula
import Testing

@Suite("One import: Tabula re-exports the modules it is split into")
struct OneImportTests {
    private struct Row: Differentiable, Sendable, Hashable {
        var id: Int
        var differenceIdentifier: Int { id }
    }

    @Test func theStorageIsReachableThroughTabula() throws {
        let storage = ListStorage<String, Row>()
        let update = try storage.appendItems([Row(id: 1), Row(id: 2)], to: "all")
        #expect(update?.to.sections.map(\.items.count) == [2])
        #expect(update?.kind == .animated)
    }

    @Test func theBatchRulesAreReachableThroughTabula() {
        let rules = BatchUpdateRules(kind: ListHostKind.table)
        let violations = rules.violations(
            before: [1], batch: ListBatch(elementInserted: [ListIndexPath(item: 0, section: 0)]), after: [1])
        #expect(!violations.isEmpty)
    }

    @Test func theLayoutIsReachableThroughTabula() {
        let layout = ListLayout(
            sizeSource: ListSizeClosures(itemSize: { _, width in CGSize(width: width, height: 10) }))
        layout.update(sectionCounts: [3], applying: nil, width: 100)
        #expect(layout.contentSize.height == 30)
        #expect(ListSupplementaryElement(.header, section: 0) < ListSupplementaryElement(.footer, section: 0))
    }
}
