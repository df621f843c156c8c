import Tabula
import Testing

/// Rules about reloaded sections that the other rule suites leave out: a reload is a delete
/// plus an insert, so a reloaded section cannot also be moved, and a table cannot delete
/// rows from it.
@Suite("BatchUpdateRules: reloaded sections")
struct BatchUpdateReloadedSectionRuleTests {
    private func messages(_ before: [Int], _ batch: ListBatch, _ after: [Int], _ kind: ListHostKind) -> [String] {
        BatchUpdateRules.violations(before: before, batch: batch, after: after, kind: kind).map(\.message)
    }

    @Test(arguments: ListHostKind.allCases)
    func aSectionReloadedAndMovedInOneBatchIsRejected(kind: ListHostKind) {
        let batch = ListBatch(sectionMoved: [Move(source: 0, target: 1)], sectionUpdated: [0])
        let found = messages([1, 2], batch, [2, 1], kind)
        #expect(found.first == "attempt to perform a delete and a move from the same section (0)")
        // The same move without the reload is fine.
        #expect(messages([1, 2], ListBatch(sectionMoved: [Move(source: 0, target: 1)]), [2, 1], kind).isEmpty)
    }

    @Test func tablesRejectRowDeletesInsideAReloadedSection() {
        let batch = ListBatch(sectionUpdated: [0], elementDeleted: [ListIndexPath(item: 1, section: 0)])
        #expect(
            messages([2, 1], batch, [2, 1], .table) == [
                "attempt to delete row 1 from section 0, which the same update reloads"
            ])
        // A delete in another section is fine.
        let elsewhere = ListBatch(sectionUpdated: [0], elementDeleted: [ListIndexPath(item: 0, section: 1)])
        #expect(messages([2, 1], elsewhere, [2, 0], .table).isEmpty)
    }
}
