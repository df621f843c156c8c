import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Found by the model-based suite (issue 36, item 3; seed 281 of the collection adapter): a
/// reconfigure that shortens items on screen brings the cell prepared below them into view,
/// and that cell's item changed in the same transaction. Apple's
/// `reconfigureItems(at:)` page: it updates "existing (including prefetched) cells", so the
/// cell must show its new content whether it was on screen or prepared when UIKit was asked.
@Suite("A reconfigured prepared cell that comes into view")
@MainActor
struct ReconfigurePreparedCellTests {
    @Test func showsItsNewContent() async throws {
        // Long names: two lines each, so a short name makes an item shorter.
        let list = await ModelSuiteCollection(sections: [
            ListSection("A", items: (1...30).map { Contact($0, ModelSuiteNames.name(for: $0, variant: 1)) })
        ])
        let last = try #require(list.visiblePaths.last)
        let prepared = IndexPath(item: last[1] + 1, section: 0)
        let preparedID = try #require(list.dataSourceItem(at: prepared)?.id)
        #expect(list.counters.reconfigureCalls == 0)
        try list.storage.update { storage in
            // The first five items lose a line each: the prepared item moves up into view.
            for id in 1...5 { try storage.replaceItem(Contact(id, "Short")) }
            try storage.replaceItem(Contact(preparedID, "Renamed"))
        }
        #expect(await list.settle())
        #expect(list.counters.reconfigureCalls > 0, "a content change reconfigures")
        #expect(list.visiblePaths.contains(prepared), "the shorter item brought the next one into view")
        #expect(list.shownName(at: prepared) == "Renamed")
        let runner = ModelSuiteRunner(list: list)
        #expect(runner.problems() == [])
    }
}
