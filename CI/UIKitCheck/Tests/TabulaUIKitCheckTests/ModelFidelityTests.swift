import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// A bare UIKit data source over an array, to show the model itself raises what UIKit raises.
@MainActor
final class ArrayTableDataSource: NSObject, UITableViewDataSource {
    var rows: [String]

    init(rows: [String]) {
        self.rows = rows
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? NoteCell)?.note = rows[indexPath.row]
        return cell
    }
}

/// The model must fail where UIKit fails, or the adapter tests prove nothing.
@Suite("UIKit model raises what UIKit raises")
@MainActor
struct ModelFidelityTests {
    private func table(rows: [String]) -> (UITableView, ArrayTableDataSource, UIWindow) {
        UIKitModel.exceptionHandler = nil
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        let source = ArrayTableDataSource(rows: rows)
        table.register(NoteCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.reloadData()
        return (table, source, window)
    }

    @Test func aBatchWhoseCountsDoNotAddUpRaisesUIKitsMessage() {
        let (table, source, window) = table(rows: ["a", "b"])
        table.performBatchUpdates({
            source.rows.append("c")
            // No insertRows: the count goes from 2 to 3 with nothing declared.
        })
        #expect(table.modelExceptions.count == 1)
        #expect(
            table.modelExceptions.first?.reason.hasPrefix(
                "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (2)"
            ) == true)
        withExtendedLifetime(window) {}
    }

    @Test func dataChangedOutsideTheBlockIsCaught() {
        let (table, source, window) = table(rows: ["a", "b"])
        source.rows.append("c")  // outside any batch
        table.performBatchUpdates({
            source.rows.append("d")
            table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        })
        #expect(table.modelExceptions.isEmpty == false)
        withExtendedLifetime(window) {}
    }

    @Test func aCorrectBatchPassesAndTheCompletionRunsLater() async {
        let (table, source, window) = table(rows: ["a", "b"])
        var finished: Bool?
        table.performBatchUpdates(
            {
                source.rows.insert("z", at: 0)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }, completion: { finished = $0 })
        #expect(table.modelExceptions.isEmpty)
        #expect(finished == nil, "the completion waits for the end of the animation")
        await Task.yield()
        await Task.yield()
        #expect(finished == true)
        #expect(table.visibleCells.compactMap { ($0 as? NoteCell)?.note } == ["z", "a", "b"])
        withExtendedLifetime(window) {}
    }

    @Test func dequeuingAnUnregisteredIdentifierRaises() {
        UIKitModel.exceptionHandler = nil
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        let source = ArrayTableDataSource(rows: ["a"])
        table.dataSource = source
        table.reloadData()
        #expect(
            table.modelExceptions.map(\.reason) == [
                "unable to dequeue a cell with identifier row - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            ])
    }

    @Test func cellsRegisteredWithANibComeFromTheNib() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        UINib.modelRegister(nibName: "NoteCell") {
            let cell = NoteCell(style: .default, reuseIdentifier: "NoteCell")
            cell.loadedFromNib = true
            return [cell]
        }
        var cells = TableCellCatalog<Contact>()
        cells.register(NoteCell.self, nib: UINib(nibName: "NoteCell", bundle: nil), height: { _, _ in 44 }) {
            cell, contact in
            cell.note = contact.name
        }
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3))], cells: cells)
        await screen.load()
        let visible = screen.tableView.visibleCells.compactMap { $0 as? NoteCell }
        #expect(visible.count == 3)
        #expect(visible.allSatisfy { $0.loadedFromNib })
        #expect(visible.map(\.note) == ["Contact 1", "Contact 2", "Contact 3"])
        #expect(screen.tableView.modelExceptions.isEmpty)
    }

    @Test func anItemNoCellMatchesGetsAnEmptyCellNotACrash() async throws {
        var cells = TableCellCatalog<Contact>(unmatchedRowHeight: 10)
        cells.register(NoteCell.self, when: { $0.id != 2 }, height: { _, _ in 44 }) { cell, contact in
            cell.note = contact.name
        }
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3))], cells: cells)
        await screen.load()
        #expect(
            screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.reuseIdentifier
                == TableCellCatalog<Contact>.unmatchedReuseIdentifier)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 10)
        #expect(screen.adapter.cells.unmatchedItemCount == 1)
        #expect(screen.tableView.modelExceptions.isEmpty)
    }
}
