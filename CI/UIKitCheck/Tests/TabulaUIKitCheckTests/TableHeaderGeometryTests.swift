import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Header heights mean what Tabula means on the table itself (no header: no space; a
/// header of height h: h), and the kept content offset follows the table's real geometry
/// and insets (issue "Right on a real iPhone", items 6 and 9).
@Suite("Table header geometry and the kept offset")
@MainActor
struct TableHeaderGeometryTests {
    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
    private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    /// Rows under a navigation bar (the adjusted inset) are not what the user reads.
    @Test func theKeptOffsetAnchorsTheFirstRowBelowTheInset() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...40))], cells: noteCells())
        screen.tableView.modelSetSafeAreaInsets(UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0))
        screen.adapter.animation.keepsContentOffset = true
        await screen.load()
        let table = screen.tableView
        table.contentOffset = CGPoint(x: 0, y: 450)  // seen from 550: row 12, 22 points scrolled into it
        try screen.storage.update { try $0.insertItems(contacts(201...203), at: ListIndexPath(item: 12, section: 0)) }
        await screen.settle()
        let distance = table.rectForRow(at: row(15)).minY - table.contentOffset.y
        #expect(near(distance, 78), "contact 13 moved on screen by \(distance - 78)")
        #expect(screen.consistencyProblems() == [])
    }
}
