#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// A cell that measures its own content (as TabulaSwiftUI's cells do below iOS 16) is
/// measured by its answer, not by its content view's constraints; without an answer, by
/// Auto Layout.
@MainActor
struct ContentMeasuringCellTests {
    /// 30 points a line of its text, by its own count; no constraints at all.
    final class CountingLinesCell: UITableViewCell, ContentMeasuringCell {
        var lines = 1
        var answers = true

        func measuredContentSize(width: CGFloat) -> CGSize? {
            answers ? CGSize(width: width, height: CGFloat(30 * lines)) : nil
        }
    }

    @Test func aCellThatMeasuresItsContentIsMeasuredByItsAnswer() async throws {
        var cells = TableCellCatalog<Contact>()
        cells.register(autoLayout: CountingLinesCell.self, sizingCell: CountingLinesCell()) { cell, contact in
            cell.lines = contact.id
            cell.answers = contact.id < 100
        }
        let screen = TableScreen(
            sections: [ListSection("A", items: [Contact(1), Contact(3), Contact(100)])], cells: cells)
        await screen.load()
        let heights = (0..<3).map { screen.adapter.layout.frame(at: ListIndexPath(item: $0, section: 0)).height }
        #expect(heights[0] == 30)
        #expect(heights[1] == 90)
        #expect(heights[2] == 0, "no answer: the content view's constraints, of which there are none")
        #expect((0..<3).map { screen.tableView.rectForRow(at: IndexPath(row: $0, section: 0)).height } == heights)
        #expect(UIKitRaises.descriptions(raisedBy: screen.tableView) == [])
    }
}
#endif
