import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// The model's oracle, not Tabula's rules, decides what the model accepts: these batches
/// must fail on the model even if `BatchUpdateRules` (or the adapters' pre-check) were
/// wrong, and the adapters must keep them from reaching it.
@Suite("The model's batch oracle bites")
@MainActor
struct OracleBitesTests {
    /// The app shows a placeholder data source while loading, then points the table back
    /// at the adapter without `reloadData`: the table keeps the placeholder's counts, as
    /// UIKit's cached counts do. The adapter's next batch is computed from its own data,
    /// so it does not fit the table's counts; the adapter's pre-check
    /// (`checksBatchesBeforeHost`) must turn it into a reload. Without that pre-check the
    /// model raises UIKit's "invalid number of rows" exception here.
    @Test func aBatchThatDoesNotFitTheTablesCountsBecomesAReload() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3))])
        await screen.load()
        let adapterSource = try #require(screen.tableView.dataSource)
        let placeholder = ArrayTableDataSource(rows: ["Loading…"])
        screen.tableView.register(NoteCell.self, forCellReuseIdentifier: "row")
        screen.tableView.dataSource = placeholder
        screen.tableView.reloadData()
        screen.tableView.dataSource = adapterSource  // no reloadData: the table still has 1 row

        try screen.storage.appendItems([Contact(4)], to: "A")
        await screen.settle()

        #expect(screen.tableView.modelExceptions.isEmpty, "\(screen.tableView.modelExceptions)")
        #expect(screen.adapter.updater.statistics.reloads[.rejectedBatch] == 1)
        #expect(screen.tableView.numberOfRows(inSection: 0) == 4)
        #expect(screen.visibleNames == screen.expectedVisibleNames)
        withExtendedLifetime(placeholder) {}
    }

    /// A section reload is a delete plus an insert of the section, so it cannot also be
    /// moved away: the oracle refuses it on its own, whatever Tabula's rules say.
    @Test func aSectionBothReloadedAndMovedRaises() {
        let oracle = BatchUpdateOracle(kind: .tableView)
        let violation = oracle.violation(
            before: [2, 3], calls: [.reloadSections(IndexSet(integer: 0)), .moveSection(0, toSection: 1)],
            after: [3, 2])
        #expect(violation?.reason == "attempt to perform a delete and a move from the same section (0)")
        #expect(violation?.name == "NSInternalInconsistencyException")
        // The same batch without the reload is fine.
        #expect(oracle.violation(before: [2, 3], calls: [.moveSection(0, toSection: 1)], after: [3, 2]) == nil)
    }

    @Test func collectionSectionReloadsMixedWithOtherChangesRaise() {
        let oracle = BatchUpdateOracle(kind: .collectionView)
        let calls: [BatchUpdateCall] = [
            .reloadSections(IndexSet(integer: 1)), .insertItems([IndexPath(item: 0, section: 0)]),
        ]
        #expect(
            oracle.violation(before: [1, 1], calls: calls, after: [2, 1])?.reason.hasPrefix(
                "attempt to reload section 1 in a batch update that makes other changes") == true)
        #expect(
            oracle.violation(before: [1, 1], calls: [.reloadSections(IndexSet(integer: 1))], after: [1, 4]) == nil)
    }

    /// ANCHORS.md's example message, word for word.
    @Test func aRowCountThatDoesNotAddUpGivesUIKitsMessage() {
        let violation = BatchUpdateOracle(kind: .tableView).violation(
            before: [2], calls: [.deleteItems([IndexPath(row: 0, section: 0)])], after: [2])
        #expect(
            violation?.reason
                == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
        )
    }

    /// The model's table raises the oracle's exception for a row both deleted and reloaded.
    @Test func theTableRaisesForARowDeletedAndReloaded() {
        UIKitModel.exceptionHandler = nil
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        let source = ArrayTableDataSource(rows: ["a", "b", "c"])
        table.register(NoteCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.reloadData()
        table.performBatchUpdates({
            source.rows.remove(at: 1)
            table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        })
        #expect(
            table.modelExceptions.map(\.reason) == [
                "attempt to delete and reload the same index path (<NSIndexPath> {length = 2, path = 0 - 1})"
            ])
        #expect(table.modelAcceptedBatches.isEmpty)
    }
}
