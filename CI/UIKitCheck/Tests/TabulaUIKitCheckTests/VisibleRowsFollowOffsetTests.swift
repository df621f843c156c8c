import Foundation
import Tabula
import TabulaUIKitCheck
import Testing
import UIKit

/// After a batch the visible rows are the rows at the content offset, even when the batch
/// left the offset past the content's end (UIScrollView.h:89-91: `contentOffset` and
/// `contentSize` are plain properties; nothing in the headers moves the offset when the
/// content shrinks).
@Suite("Visible rows follow the content offset")
@MainActor
struct VisibleRowsFollowOffsetTests {
    @Test func rowsShrinkingBelowTheOffsetLeaveTheRowsAtTheOffsetVisible() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...40))], cells: noteCells())
        await screen.load()
        screen.tableView.contentOffset = CGPoint(x: 0, y: 44 * 28)  // rows 28 to 38 on screen
        #expect(screen.consistencyProblems() == [])
        // 10 rows go: the content ends at 30 * 44 = 1320, the bounds still start at 1232,
        // so only rows 28 and 29 meet them.
        try screen.storage.removeItems(withIdentifiers: Array(1...10))
        await screen.settle()
        #expect(screen.tableView.contentOffset.y == 44 * 28)
        #expect(screen.tableView.indexPathsForVisibleRows?.map(\.row) == [28, 29])
        #expect(screen.consistencyProblems() == [])
    }
}
