import Tabula
import Testing

private func path(_ section: Int, _ item: Int) -> ListIndexPath {
    ListIndexPath(item: item, section: section)
}

private func move(_ from: ListIndexPath, _ to: ListIndexPath) -> Move<ListIndexPath> {
    Move(source: from, target: to)
}

private func messages(_ before: [Int], _ batch: ListBatch, _ after: [Int], _ kind: ListHostKind = .table) -> [String] {
    BatchUpdateRules.violations(before: before, batch: batch, after: after, kind: kind).map(\.message)
}

private func ip(_ section: Int, _ item: Int) -> String {
    "(<NSIndexPath> {length = 2, path = \(section) - \(item)})"
}

@Suite("BatchUpdateRules: counts")
struct BatchUpdateCountRuleTests {
    @Test func sectionCountMustAddUp() {
        let batch = ListBatch(sectionInserted: [0])
        #expect(
            messages([2], batch, [2]) == [
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
            ])
        #expect(
            messages([2], batch, [2], .collection) == [
                "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (1) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
            ])
        #expect(messages([2], batch, [5, 2]).isEmpty)
        #expect(messages([2], batch, [5, 2], .collection).isEmpty)
    }

    @Test func movedSectionsCountAsNeitherInsertedNorDeleted() {
        let batch = ListBatch(sectionMoved: [Move(source: 0, target: 1)])
        #expect(messages([1, 2], batch, [2, 1]).isEmpty)
        #expect(
            messages([1, 2], batch, [2, 1, 0]) == [
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
            ])
    }

    @Test func itemCountMustAddUp() {
        let batch = ListBatch(elementDeleted: [path(0, 1)])
        #expect(
            messages([2], batch, [2]) == [
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            ])
        #expect(
            messages([2], batch, [2], .collection) == [
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
            ])
        #expect(messages([2], batch, [1]).isEmpty)
        #expect(messages([2], batch, [1], .collection).isEmpty)
    }

    @Test func itemCountComparesWithTheSameSectionBefore() {
        // After-section 0 is before-section 1 (section 0 is deleted): 5 before, 1 inserted.
        let batch = ListBatch(sectionDeleted: [0], elementInserted: [path(0, 0)])
        #expect(messages([3, 5], batch, [6]).isEmpty)
        #expect(
            messages([3, 5], batch, [5]) == [
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            ])
    }

    @Test func movesBetweenSectionsCountAsMovedInAndOut() {
        let batch = ListBatch(elementMoved: [move(path(0, 0), path(1, 0))])
        #expect(messages([2, 2], batch, [1, 3]).isEmpty)
        #expect(
            messages([2, 2], batch, [2, 2], .collection) == [
                "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out).",
                "Invalid update: invalid number of items in section 1. The number of items contained in an existing section after the update (2) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).",
            ])
    }

    @Test func insertedAndReloadedSectionsAreExempt() {
        #expect(messages([1], ListBatch(sectionInserted: [0]), [7, 1]).isEmpty)
        #expect(messages([1, 2], ListBatch(sectionUpdated: [1]), [1, 5]).isEmpty)
        #expect(messages([1, 2], ListBatch(sectionUpdated: [1]), [1, 5], .collection).isEmpty)
        #expect(messages([1, 2], ListBatch(sectionUpdated: [1]), [2, 5]).count == 1)
    }
}

@Suite("BatchUpdateRules: conflicts")
struct BatchUpdateConflictRuleTests {
    @Test func deleteAndReloadTheSamePath() {
        let bad = ListBatch(elementDeleted: [path(0, 1)], elementUpdated: [path(0, 1)])
        for kind in ListHostKind.allCases {
            #expect(messages([3], bad, [2], kind) == ["attempt to delete and reload the same index path \(ip(0, 1))"])
        }
        #expect(messages([3], ListBatch(elementDeleted: [path(0, 1)], elementUpdated: [path(0, 2)]), [2]).isEmpty)
    }

    @Test func deleteAndMoveFromTheSamePath() {
        let bad = ListBatch(elementDeleted: [path(0, 1)], elementMoved: [move(path(0, 1), path(0, 0))])
        #expect(
            messages([3], bad, [2]) == ["attempt to perform a delete and a move from the same index path \(ip(0, 1))"])
        // UIKit words a reload and a move from one path the same way.
        let reloadAndMove = ListBatch(elementMoved: [move(path(0, 1), path(0, 0))], elementUpdated: [path(0, 1)])
        #expect(
            messages([3], reloadAndMove, [3], .collection) == [
                "attempt to perform a delete and a move from the same index path \(ip(0, 1))"
            ])
        let good = ListBatch(elementDeleted: [path(0, 1)], elementMoved: [move(path(0, 2), path(0, 0))])
        #expect(messages([3], good, [2]).isEmpty)
    }

    @Test func insertAndMoveToTheSamePath() {
        let bad = ListBatch(elementInserted: [path(0, 0)], elementMoved: [move(path(0, 1), path(0, 0))])
        #expect(
            messages([2], bad, [3], .collection) == [
                "attempt to perform an insert and a move to the same index path \(ip(0, 0))"
            ])
        let good = ListBatch(elementInserted: [path(0, 0)], elementMoved: [move(path(0, 1), path(0, 2))])
        #expect(messages([2], good, [3], .collection).isEmpty)
    }

    @Test func twoMovesFromOrToOnePath() {
        let from = ListBatch(elementMoved: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 2))])
        #expect(messages([3], from, [3]) == ["attempt to perform multiple moves from the same index path \(ip(0, 0))"])
        let to = ListBatch(elementMoved: [move(path(0, 0), path(0, 2)), move(path(0, 1), path(0, 2))])
        #expect(messages([3], to, [3]) == ["attempt to perform multiple moves to the same index path \(ip(0, 2))"])
        let swap = ListBatch(elementMoved: [move(path(0, 0), path(0, 1)), move(path(0, 1), path(0, 0))])
        #expect(messages([3], swap, [3]).isEmpty)
    }

    @Test func sameItemChangeTwice() {
        #expect(
            messages([3], ListBatch(elementDeleted: [path(0, 1), path(0, 1)]), [2]) == [
                "attempt to delete the same index path more than once \(ip(0, 1))"
            ])
        #expect(messages([3], ListBatch(elementDeleted: [path(0, 1), path(0, 2)]), [1]).isEmpty)
        #expect(
            messages([1], ListBatch(elementInserted: [path(0, 0), path(0, 0)]), [2], .collection) == [
                "attempt to insert the same index path more than once \(ip(0, 0))"
            ])
        #expect(messages([1], ListBatch(elementInserted: [path(0, 0), path(0, 1)]), [3], .collection).isEmpty)
        #expect(
            messages([2], ListBatch(elementUpdated: [path(0, 1), path(0, 1)]), [2]) == [
                "attempt to reload the same index path more than once \(ip(0, 1))"
            ])
    }

    @Test func sameSectionChangeTwice() {
        #expect(
            messages([1, 1, 1], ListBatch(sectionDeleted: [1, 1]), [1, 1]) == [
                "attempt to delete section 1 more than once"
            ])
        #expect(messages([1, 1, 1], ListBatch(sectionDeleted: [1, 2]), [1]).isEmpty)
        #expect(
            messages([1], ListBatch(sectionInserted: [0, 0]), [1, 1]) == ["attempt to insert section 0 more than once"])
        #expect(
            messages([1, 1], ListBatch(sectionUpdated: [1, 1]), [1, 1]) == [
                "attempt to reload section 1 more than once"
            ])
    }

    @Test func sectionConflicts() {
        #expect(
            messages([1, 1], ListBatch(sectionDeleted: [1], sectionUpdated: [1]), [1]) == [
                "attempt to delete and reload the same section (1)"
            ])
        #expect(
            messages([1, 2], ListBatch(sectionDeleted: [0], sectionMoved: [Move(source: 0, target: 0)]), [2]).count >= 1
        )
        #expect(
            messages([1, 2], ListBatch(sectionDeleted: [0], sectionMoved: [Move(source: 0, target: 0)]), [2]).first
                == "attempt to perform a delete and a move from the same section (0)")
        #expect(
            messages([1, 2], ListBatch(sectionInserted: [1], sectionMoved: [Move(source: 0, target: 1)]), [2, 1, 5])
                == [
                    "attempt to perform an insert and a move to the same section (1)"
                ])
        let twiceFrom = ListBatch(sectionMoved: [Move(source: 0, target: 1), Move(source: 0, target: 2)])
        #expect(
            messages([1, 1, 1], twiceFrom, [1, 1, 1]) == ["attempt to perform multiple moves from the same section (0)"]
        )
        let twiceTo = ListBatch(sectionMoved: [Move(source: 0, target: 2), Move(source: 1, target: 2)])
        #expect(
            messages([1, 1, 1], twiceTo, [1, 1, 1]) == ["attempt to perform multiple moves to the same section (2)"])
        let swap = ListBatch(sectionMoved: [Move(source: 0, target: 1), Move(source: 1, target: 0)])
        #expect(messages([1, 2], swap, [2, 1]).isEmpty)
    }
}

@Suite("BatchUpdateRules: ranges")
struct BatchUpdateRangeRuleTests {
    @Test func itemIndexesOutOfRange() {
        #expect(
            messages([3], ListBatch(elementDeleted: [path(0, 5)]), [2]) == [
                "attempt to delete row 5 from section 0 which only contains 3 rows before the update"
            ])
        #expect(
            messages([3], ListBatch(elementDeleted: [path(0, 5)]), [2], .collection) == [
                "attempt to delete item 5 from section 0 which only contains 3 items before the update"
            ])
        #expect(messages([3], ListBatch(elementDeleted: [path(0, 2)]), [2]).isEmpty)

        #expect(
            messages([2], ListBatch(elementInserted: [path(0, 4)]), [3]) == [
                "attempt to insert row 4 into section 0, but there are only 3 rows in section 0 after the update"
            ])
        #expect(
            messages([2], ListBatch(elementInserted: [path(0, 4)]), [3], .collection) == [
                "attempt to insert item 4 into section 0, but there are only 3 items in section 0 after the update"
            ])
        #expect(messages([2], ListBatch(elementInserted: [path(0, 2)]), [3]).isEmpty)

        #expect(
            messages([3], ListBatch(elementUpdated: [path(0, 3)]), [3]) == [
                "attempt to reload row 3 from section 0 which only contains 3 rows before the update"
            ])
        #expect(
            messages([3], ListBatch(elementMoved: [move(path(0, 3), path(0, 0))]), [3]) == [
                "attempt to move index path \(ip(0, 3)) that does not exist - there are only 3 rows in section 0 before the update"
            ])
        #expect(
            messages([3], ListBatch(elementMoved: [move(path(0, 0), path(0, 3))]), [3], .collection) == [
                "attempt to move index path \(ip(0, 0)) to index path \(ip(0, 3)) that does not exist - there are only 3 items in section 0 after the update"
            ])
        #expect(messages([3], ListBatch(elementMoved: [move(path(0, 0), path(0, 2))]), [3]).isEmpty)
    }

    @Test func itemSectionsOutOfRange() {
        #expect(
            messages([1, 1, 1], ListBatch(elementDeleted: [path(3, 0)]), [1, 1, 1]) == [
                "attempt to delete row 0 from section 3, but there are only 3 sections before the update"
            ])
        #expect(
            messages([1, 1], ListBatch(elementInserted: [path(2, 0)]), [1, 1]) == [
                "attempt to insert row 0 into section 2, but there are only 2 sections after the update"
            ])
        #expect(
            messages([1, 1], ListBatch(elementInserted: [path(2, 0)]), [1, 1], .collection) == [
                "attempt to insert item 0 into section 2, but there are only 2 sections after the update"
            ])
        #expect(
            messages([1, 1], ListBatch(elementMoved: [move(path(2, 0), path(0, 0))]), [1, 1]) == [
                "attempt to move index path \(ip(2, 0)) that does not exist - there are only 2 sections before the update"
            ])
        #expect(
            messages([2, 1], ListBatch(elementMoved: [move(path(0, 0), path(2, 0))]), [2, 1]) == [
                "attempt to move index path \(ip(0, 0)) to index path \(ip(2, 0)) that does not exist - there are only 2 sections after the update"
            ])
    }

    @Test func sectionIndexesOutOfRange() {
        #expect(
            messages([1, 1], ListBatch(sectionDeleted: [3]), [1, 1]).first
                == "attempt to delete section 3, but there are only 2 sections before the update")
        #expect(messages([1, 1, 1], ListBatch(sectionDeleted: [2]), [1, 1]).isEmpty)
        #expect(
            messages([1, 1], ListBatch(sectionInserted: [3]), [1, 1, 1]) == [
                "attempt to insert section 3 but there are only 3 sections after the update"
            ])
        #expect(messages([1, 1], ListBatch(sectionInserted: [2]), [1, 1, 1]).isEmpty)
        #expect(
            messages([1, 1], ListBatch(sectionUpdated: [2]), [1, 1]) == [
                "attempt to reload section 2, but there are only 2 sections before the update"
            ])
        #expect(
            messages([1, 1], ListBatch(sectionMoved: [Move(source: 2, target: 0)]), [1, 1]) == [
                "attempt to move section 2, but there are only 2 sections before the update"
            ])
        #expect(
            messages([1, 1], ListBatch(sectionMoved: [Move(source: 0, target: 2)]), [1, 1], .collection) == [
                "attempt to move section 0 to section 2, but there are only 2 sections after the update"
            ])
    }
}

@Suite("BatchUpdateRules: item changes inside changed sections")
struct BatchUpdateChangedSectionRuleTests {
    @Test func collectionsRejectItemChangesInMovedSections() {
        let batch = ListBatch(sectionMoved: [Move(source: 0, target: 1)], elementInserted: [path(1, 0)])
        #expect(
            messages([1, 1], batch, [1, 2], .collection) == [
                "attempt to insert item 0 into section 1, which the same update moves"
            ])
        #expect(messages([1, 1], batch, [1, 2], .table).isEmpty)
        let deleteInMoved = ListBatch(sectionMoved: [Move(source: 0, target: 1)], elementDeleted: [path(0, 0)])
        #expect(
            messages([2, 1], deleteInMoved, [1, 1], .collection) == [
                "attempt to delete item 0 from section 0, which the same update moves"
            ])
        #expect(messages([2, 1], deleteInMoved, [1, 1], .table).isEmpty)
    }

    @Test func collectionsRejectInsertsIntoInsertedSections() {
        let batch = ListBatch(sectionInserted: [1], elementInserted: [path(1, 0)])
        #expect(
            messages([1], batch, [1, 1], .collection) == [
                "attempt to insert item 0 into section 1, which the same update inserts"
            ])
        #expect(messages([1], batch, [1, 1], .table).isEmpty)
        #expect(messages([1], ListBatch(sectionInserted: [1]), [1, 1], .collection).isEmpty)
    }

    @Test func tablesRejectDeletesInsideDeletedSections() {
        let batch = ListBatch(sectionDeleted: [0], elementDeleted: [path(0, 1)])
        #expect(
            messages([2, 1], batch, [1]) == ["attempt to delete row 1 from section 0, which the same update deletes"])
        #expect(
            messages([2, 1], batch, [1], .collection) == [
                "attempt to delete item 1 from section 0, which the same update deletes"
            ])
        #expect(messages([2, 1], ListBatch(sectionDeleted: [0]), [1]).isEmpty)
    }

    @Test func movesIntoInsertedAndOutOfDeletedSections() {
        let into = ListBatch(sectionInserted: [1], elementMoved: [move(path(0, 0), path(1, 0))])
        #expect(messages([2], into, [1, 1]) == ["cannot move a row into a newly inserted section (1)"])
        #expect(
            messages([2], into, [1, 1], .collection) == [
                "attempt to move index path \(ip(0, 0)) into section 1, which the same update inserts"
            ])
        let outOf = ListBatch(sectionDeleted: [0], elementMoved: [move(path(0, 0), path(0, 1))])
        #expect(messages([2, 1], outOf, [2]) == ["cannot move a row from a deleted section (0)"])
        let fine = ListBatch(elementMoved: [move(path(0, 0), path(1, 0))])
        #expect(messages([2, 0], fine, [1, 1]).isEmpty)
    }

    @Test func tablesRejectReloadsInsideMovedSections() {
        let batch = ListBatch(sectionMoved: [Move(source: 1, target: 0)], elementUpdated: [path(1, 0)])
        #expect(
            messages([1, 2], batch, [2, 1]) == ["attempt to reload row 0 in section 1, which the same update moves"])
        let fine = ListBatch(sectionMoved: [Move(source: 1, target: 0)], elementUpdated: [path(0, 0)])
        #expect(messages([1, 2], fine, [2, 1]).isEmpty)
    }

    @Test func collectionsRejectReloadSectionsInsideABatch() {
        let batch = ListBatch(sectionUpdated: [0], elementInserted: [path(1, 1)])
        #expect(
            messages([1, 1], batch, [1, 2], .collection) == [
                "attempt to reload section 0 in a batch update that makes other changes; the collection view mishandles reloadSections inside performBatchUpdates (reload the section in its own update, or delete and insert it)"
            ])
        #expect(messages([1, 1], batch, [1, 2], .table).isEmpty)
        #expect(messages([1, 1], ListBatch(sectionUpdated: [0]), [4, 1], .collection).isEmpty)
    }
}

@Suite("BatchUpdateRules: valid batches")
struct BatchUpdateValidBatchTests {
    /// Deletes, inserts and moves across sections, with a section deleted and one inserted.
    static let complex = ListBatch(
        sectionDeleted: [1], sectionInserted: [0],
        elementDeleted: [path(0, 0), path(2, 3)],
        elementInserted: [path(1, 2)],
        elementMoved: [move(path(0, 2), path(2, 0)), move(path(2, 0), path(1, 0))])

    @Test(arguments: ListHostKind.allCases)
    func complexBatchPasses(kind: ListHostKind) {
        #expect(messages([3, 2, 4], Self.complex, [2, 3, 3], kind).isEmpty)
        #expect(messages([3, 2, 4], Self.complex, [2, 3, 4], kind).count == 1)
    }

    @Test func errorCarriesEveryViolation() throws {
        let batch = ListBatch(elementDeleted: [path(0, 1)], elementUpdated: [path(0, 1)])
        let rules = BatchUpdateRules(kind: .collection)
        #expect(throws: BatchUpdateError.self) { try rules.validate(before: [3], batch: batch, after: [3]) }
        do {
            try rules.validate(before: [3], batch: batch, after: [3])
        } catch {
            #expect(error.violations.count == 2)
            #expect(error.kind == .collection)
            #expect(error.batch == batch)
            #expect(error.description == error.violations.map(\.message).joined(separator: "\n"))
        }
        try rules.validate(before: [3], batch: ListBatch(elementDeleted: [path(0, 1)]), after: [2])
    }
}
