#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Rows are measured at the width their content view gets in an `.insetGrouped` table (its
/// margins) and in editing mode (the delete control at the leading edge): widths UIKit does
/// not publish, so the adapter must read them from the rows it shows.
@MainActor
struct EditingAndInsetGroupedWidthTests {

    private func contactHeights(_ screen: TableScreen) -> [(given: CGFloat, needed: CGFloat)] {
        screen.rowHeights { cell, width in
            ContactCell.height(
                for: cell.content(as: ContactCell.self)!.viewModel!, width: width, context: UIKitTextMeasurer())
        }
    }

    /// Whether every visible row has the height its content needs at its content width.
    private func rowsFit(_ screen: TableScreen, count: Int) -> Bool {
        let rows = contactHeights(screen)
        return rows.count == count && rows.allSatisfy { $0.given == $0.needed }
    }

    private func longContacts(_ ids: ClosedRange<Int>) -> [Contact] {
        ids.map { Contact($0, longWrappingText) }
    }

    @Test func insetGroupedRowsAreMeasuredInsideTheTablesMargins() async {
        let screen = TableScreen(sections: [ListSection("A", items: longContacts(1...3))], style: .insetGrouped)
        await screen.load()
        // Corrected on a later turn, once the rows were laid out.
        #expect(await eventually { rowsFit(screen, count: 3) })
        await screen.settle()
        let rows = contactHeights(screen)
        #expect(rows.count == 3)
        // The margins cost the text a line: the test means something.
        let atTableWidth = ContactCell.height(
            for: Contact(1, longWrappingText), width: 320, context: UIKitTextMeasurer())
        #expect(rows.allSatisfy { $0.needed != atTableWidth })
        for row in rows { #expect(row.given == row.needed) }
        #expect(screen.consistencyProblems() == [])
    }

    @Test func rowsOnScreenFollowTheTableIntoAndOutOfEditingMode() async {
        let screen = TableScreen(sections: [ListSection("A", items: longContacts(1...3))])
        screen.adapter.canDeleteItem = { _ in true }
        await screen.load()
        let before = contactHeights(screen).map(\.given)
        screen.tableView.setEditing(true, animated: false)
        #expect(await eventually { rowsFit(screen, count: 3) })
        await screen.settle()
        let editing = contactHeights(screen)
        #expect(editing.count == 3)
        #expect(editing.map(\.needed) != before)
        for row in editing { #expect(row.given == row.needed) }
        screen.tableView.setEditing(false, animated: false)
        #expect(await eventually { contactHeights(screen).map(\.given) == before })
        await screen.settle()
        #expect(rowsFit(screen, count: 3))
        #expect(screen.consistencyProblems() == [])
    }

    @Test func rowsArrivingInEditingModeAreMeasuredBesideTheDeleteControl() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: longContacts(1...1))])
        screen.adapter.canDeleteItem = { _ in true }
        await screen.load()
        screen.tableView.setEditing(true, animated: false)
        #expect(await eventually { rowsFit(screen, count: 1) })
        try screen.storage.appendItems(longContacts(2...3), to: "A")
        await screen.settle()
        #expect(await eventually { rowsFit(screen, count: 3) })
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
    }
}
#endif
