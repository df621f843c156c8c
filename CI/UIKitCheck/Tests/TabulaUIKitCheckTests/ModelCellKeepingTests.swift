import Foundation
import Testing
import UIKit

/// A bare data source over sections of strings.
@MainActor
final class SectionsTableDataSource: NSObject, UITableViewDataSource {
    var sections: [[String]]

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        (cell as? NoteCell)?.note = sections[indexPath.section][indexPath.row]
        return cell
    }
}

/// The model's own engine keeps the cell of every item a batch does not delete or reload,
/// at the item's new place (UIKit animates it there; it asks for no new cell). The notes
/// are set only when a cell is configured, so a cell kept at the wrong path shows the
/// wrong note.
@Suite("The model keeps the cells of staying items")
@MainActor
struct ModelCellKeepingTests {
    @Test func cellsFollowTheirItemsThroughSectionAndRowMoves() {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        let source = SectionsTableDataSource([["a", "b", "c"], ["d", "e"], ["f"]])
        table.register(NoteCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.reloadData()
        let before = Dictionary(
            uniqueKeysWithValues: table.visibleCells.compactMap { $0 as? NoteCell }.map { ($0.note, $0) })

        table.performBatchUpdates({
            // Section 0 moves to the end; "d" goes, "x" comes, "b" moves to the front of
            // its (moved) section; section 2 ("f") is reloaded.
            source.sections = [["e", "x"], ["f"], ["b", "a", "c"]]
            table.moveSection(0, toSection: 2)
            table.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
            table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
            table.moveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 2))
            table.reloadSections(IndexSet(integer: 2), with: .automatic)
        })

        #expect(table.modelExceptions.isEmpty)
        var shown: [String] = []
        for path in table.indexPathsForVisibleRows ?? [] {
            let cell = table.cellForRow(at: path) as? NoteCell
            shown.append(cell?.note ?? "?")
            #expect(cell?.note == source.sections[path.section][path.row], "\(path)")
        }
        #expect(shown == ["e", "x", "f", "b", "a", "c"])
        for note in ["a", "b", "c", "e"] {
            let path = table.indexPathsForVisibleRows?.first { (table.cellForRow(at: $0) as? NoteCell)?.note == note }
            #expect(path.flatMap { table.cellForRow(at: $0) } === before[note], "\(note) keeps its cell")
        }
        withExtendedLifetime(window) {}
    }
}
