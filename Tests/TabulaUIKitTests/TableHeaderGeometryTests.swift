#if os(iOS) || TABULA_UIKIT_MODEL
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

    @Test func groupedSectionsWithoutHeadersTakeNoSpace() async {
        let screen = TableScreen(
            sections: [ListSection("A", items: contacts(1...3)), ListSection("B", items: contacts(4...6))],
            cells: noteCells(), style: .grouped)
        await screen.load()
        let table = screen.tableView
        #expect(near(table.rectForRow(at: row(0)).minY, 0), "section 0 starts at \(table.rectForRow(at: row(0)).minY)")
        #expect(
            near(table.rectForRow(at: row(0, 1)).minY, 132),
            "section 1 starts at \(table.rectForRow(at: row(0, 1)).minY)")
        #expect(near(table.contentSize.height, 264), "content \(table.contentSize.height)")
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aHeaderTakesItsHeightInEveryStyle() async {
        for style in [UITableView.Style.plain, .grouped] {
            let screen = TableScreen(
                sections: [
                    ListSection("A", items: contacts(1...3), header: SupplementaryModel("A")),
                    ListSection("B", items: contacts(4...6), header: SupplementaryModel("B")),
                ],
                cells: noteCells(), style: style)
            await screen.load()
            let table = screen.tableView
            #expect(
                near(table.rectForRow(at: row(0)).minY, 28), "\(style): row 0 at \(table.rectForRow(at: row(0)).minY)")
            #expect(
                near(table.rectForHeader(inSection: 1).minY, 160),
                "\(style): header 1 at \(table.rectForHeader(inSection: 1).minY)")
            #expect(near(table.contentSize.height, 320), "\(style): content \(table.contentSize.height)")
        }
    }

    /// The app may set its own padding above headers: the anchor must measure the table.
    @Test func theKeptOffsetFollowsTheTablesOwnGeometry() async throws {
        let screen = TableScreen(
            sections: [
                ListSection("A", items: contacts(1...10), header: SupplementaryModel("A")),
                ListSection("B", items: contacts(11...40), header: SupplementaryModel("B")),
            ],
            cells: noteCells())
        screen.tableView.sectionHeaderTopPadding = 10
        screen.adapter.animation.keepsContentOffset = true
        await screen.load()
        let table = screen.tableView
        table.contentOffset = CGPoint(x: 0, y: table.rectForRow(at: row(5, 1)).minY + 10)
        try screen.storage.update {
            try $0.insertSection(ListSection("Z", items: contacts(101...103), header: SupplementaryModel("Z")), at: 0)
        }
        await screen.settle()
        let distance = table.rectForRow(at: row(5, 2)).minY - table.contentOffset.y
        #expect(near(distance, -10), "the read row moved on screen by \(distance + 10)")
        #expect(screen.consistencyProblems() == [])
    }

    /// Content that shrinks under the anchor: the offset stays in the scrollable range.
    @Test func theKeptOffsetStaysInTheScrollableRange() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...20))], cells: noteCells())
        screen.adapter.animation.keepsContentOffset = true
        await screen.load()
        let table = screen.tableView
        table.contentOffset = CGPoint(x: 0, y: 400)  // the bottom
        try screen.storage.update {
            try $0.insertItems(contacts(201...202), at: ListIndexPath(item: 0, section: 0))
            try $0.removeItems(withIdentifiers: [17, 18, 19, 20])
        }
        await screen.settle()
        let inset = table.adjustedContentInset
        let maxY = max(-inset.top, table.contentSize.height + inset.bottom - table.bounds.height)
        #expect(table.contentOffset.y <= maxY, "offset \(table.contentOffset.y) beyond the last \(maxY)")
        #expect(table.contentOffset.y >= -inset.top)
        #expect(screen.consistencyProblems() == [])
    }
}
#endif
