import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// A width change (rotation, Split View) is applied when the table asks its row heights,
/// not a layout pass later: after one layout pass at the new width, the rows the table
/// placed already have the heights measured at their new content width, with no extra
/// animated batch (issue 24, item 4).
@Suite("Width changes reach the heights before the table places rows")
@MainActor
struct WidthChangeBeforeLayoutTests {
    init() {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
    }

    @Test func aRotatedFeedsRowsHaveTheirNewHeightsAfterOneLayoutPass() async {
        let items = (1...6).map { Contact($0, $0.isMultiple(of: 2) ? longWrappingText : "Ann \($0)") }
        let screen = TableScreen(sections: [ListSection("A", items: items)])
        await screen.load()
        let batchesBefore = screen.tableView.modelCounters.performBatchUpdatesCalls
        // Rotation: the window and the table take the landscape width; UIKit lays out once.
        screen.window.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 568, height: 320)
        screen.tableView.layoutIfNeeded()
        let visible = screen.tableView.indexPathsForVisibleRows ?? []
        #expect(!visible.isEmpty)
        for path in visible {
            guard let tableCell = screen.tableView.cellForRow(at: path),
                let cell = tableCell.content(as: ContactCell.self),
                let contact = cell.viewModel
            else {
                Issue.record("no contact cell at \(path)")
                continue
            }
            let needed = ContactCell.height(
                for: contact, width: cell.bounds.width, context: UIKitTextMeasurer())
            #expect(screen.tableView.rectForRow(at: path).height == needed, "row \(path) placed with a stale height")
            #expect(tableCell.frame.height == needed, "cell \(path) left with a stale frame")
        }
        #expect(
            screen.tableView.modelCounters.performBatchUpdatesCalls == batchesBefore,
            "an extra batch corrected the heights after the table had placed its rows")
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aRotatedStaticTablesRowsHaveTheirNewHeightsAfterOneLayoutPass() async {
        // 60 characters: two lines beside the switch in portrait (30 a line), one in
        // landscape.
        let title = WrappingStaticScreen.title(60)
        let screen = WrappingStaticScreen.Screen(rows: [.toggle(title, isOn: false), .plain(title)])
        let (tableView, adapter, window) = SwitchScreens.show(screen)
        await adapter.waitUntilIdle()
        tableView.layoutIfNeeded()
        let batchesBefore = tableView.modelCounters.performBatchUpdatesCalls
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        tableView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        tableView.layoutIfNeeded()
        let rows = WrappingStaticScreen.rows(of: tableView)
        #expect(rows.count == 2)
        for row in rows {
            #expect(row.given == row.needed, "given \(row.given), needs \(row.needed) at the new width")
        }
        #expect(tableView.modelCounters.performBatchUpdatesCalls == batchesBefore)
        #expect(tableView.modelExceptions.isEmpty)
        withExtendedLifetime((adapter, window)) {}
    }
}
