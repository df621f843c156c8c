import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Rows are measured at the width their content view really gets: the table's width less
/// the safe area (landscape on a phone with a sensor housing) and less the accessory.
@MainActor
struct ContentWidthTests {
    @Test func mfsRowsInLandscapeAreMeasuredAtTheSafeAreasWidth() async {
        let items = [Contact(1, longWrappingText), Contact(2, "Ann")]
        let screen = TableScreen(sections: [ListSection("A", items: items)])
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        screen.tableView.modelSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        await screen.load()
        let rows = screen.rowHeights { cell, width in
            ContactCell.height(
                for: cell.content(as: ContactCell.self)!.viewModel!, width: width, context: UIKitTextMeasurer())
        }
        #expect(rows.count == 2)
        // The text needs another line at the content view's width than at the table's.
        #expect(ContactCell.height(for: items[0], width: 844, context: UIKitTextMeasurer()) != rows.first?.needed)
        for row in rows { #expect(row.given == row.needed) }
        #expect(screen.consistencyProblems() == [])
    }

    @Test func autoLayoutRowsWithADisclosureIndicatorAreMeasuredBesideIt() async {
        var cells = TableCellCatalog<Contact>()
        cells.register(autoLayout: AutoNoteCell.self, sizingCell: AutoNoteCell()) { cell, note in
            cell.label.text = note.name
            cell.accessoryType = note.id == 1 ? .disclosureIndicator : .none
        }
        // 33 characters: one line in the label's 288 points beside no accessory, two beside
        // the indicator.
        let text = String(repeating: "a", count: 33)
        let screen = TableScreen(
            sections: [ListSection("A", items: [Contact(1, text), Contact(2, text)])], cells: cells)
        await screen.load()
        // Without a `contentWidthKey`, the cell type is taken to give every row the first
        // probed row's accessory until the second row is shown without it; both rows are
        // then measured again, each beside its own.
        await ContentWidthProbeCountTests.letRemeasuresRun(screen)
        screen.tableView.layoutIfNeeded()
        let rows = screen.rowHeights { cell, width in
            cell.contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0)).height
        }
        #expect(rows.count == 2)
        #expect(rows.first?.needed != rows.last?.needed)
        for row in rows { #expect(row.given == row.needed) }
        #expect(screen.consistencyProblems() == [])
    }
}
