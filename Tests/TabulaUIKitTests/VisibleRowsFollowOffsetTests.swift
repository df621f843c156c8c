#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// After a batch the visible rows are the rows at the content offset, even when the batch
/// left the offset past the content's end (UIScrollView.h:89-91: `contentOffset` and
/// `contentSize` are plain properties; nothing in the headers moves the offset when the
/// content shrinks). The host then brings the offset back into the scrollable range.
@Suite("Visible rows follow the content offset")
@MainActor
struct VisibleRowsFollowOffsetTests {
    @Test func rowsShrinkingBelowTheOffsetLeaveTheRowsAtTheOffsetVisible() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...40))], cells: noteCells())
        await screen.load()
        screen.tableView.contentOffset = CGPoint(x: 0, y: 44 * 28)  // rows 28 to 38 on screen
        #expect(screen.consistencyProblems() == [])
        // 10 rows go: the content ends near 30 * 44 = 1320, the bounds still start near
        // 1232, so only the last rows meet them.
        try screen.storage.removeItems(withIdentifiers: Array(1...10))
        await screen.settle()
        let table = screen.tableView
        // The model keeps the offset where it was (past the content's end); the host brings
        // it back so the last rows fill the screen instead of blank space.
        #expect(
            table.contentOffset.y + table.bounds.height == table.contentSize.height,
            "the content's end at the bottom edge")
        let visible = table.indexPathsForVisibleRows?.map(\.row) ?? []
        #expect(visible.last == 29 && visible.count >= 10, "\(visible)")
        #expect(visible == screen.rowsMeetingTheBounds().map(\.row))
        #expect(screen.consistencyProblems() == [])
    }
}
#endif
