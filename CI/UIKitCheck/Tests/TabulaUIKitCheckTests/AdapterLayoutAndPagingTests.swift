import Foundation
import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Counts what the size function measured, from any thread.
final class MeasureCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}

@Suite("Adapters follow the width, show an empty state and page")
@MainActor
struct AdapterLayoutAndPagingTests {
    @Test func aWidthChangeRemeasuresWithoutBeingTold() async throws {
        let screen = TableScreen(sections: [
            ListSection("A", items: [Contact(1, String(repeating: "long name ", count: 8))] + contacts(2...5))
        ])
        await screen.load()
        let portrait = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height)
        // Rotation: only the frame changes; UIKit's next layout pass does the rest.
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 560, height: 320)
        screen.tableView.layoutIfNeeded()
        await screen.settle()
        #expect(screen.adapter.layout.width == 560)
        let landscape = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height)
        #expect(landscape < portrait)
        #expect(screen.consistencyProblems() == [])
        // Back to a width seen before: nothing is measured.
        let measured = screen.adapter.layout.itemsMeasured
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        screen.tableView.layoutIfNeeded()
        await screen.settle()
        #expect(screen.adapter.layout.itemsMeasured == measured)
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == portrait)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func theEmptyStateShowsWhileThereAreNoItems() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: [])], cells: noteCells())
        let appBackground = UIView(frame: .zero)
        let empty = UIView(frame: .zero)
        screen.tableView.backgroundView = appBackground
        screen.adapter.emptyStateView = empty
        await screen.load()
        #expect(screen.tableView.backgroundView === empty && screen.adapter.isShowingEmptyState)
        #expect(empty.frame.size == screen.tableView.bounds.size)
        try screen.storage.appendItems([Contact(1)], to: "A")
        await screen.settle()
        #expect(screen.tableView.backgroundView === appBackground && !screen.adapter.isShowingEmptyState)
        try screen.storage.removeItems(withIdentifiers: [1])
        await screen.settle()
        #expect(screen.tableView.backgroundView === empty)
        screen.adapter.emptyStateView = nil
        #expect(screen.tableView.backgroundView === appBackground && !screen.adapter.isShowingEmptyState)
    }

    @Test func pagingLoadsOnceNearTheEndWithALoadingRowAndPrecomputedSizes() async throws {
        let measures = MeasureCounter()
        var cells = TableCellCatalog<Contact>()
        cells.register(
            NoteCell.self,
            height: { _, _ in
                measures.increment()
                return 44
            }
        ) { cell, contact in cell.note = contact.name }
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...20))], cells: cells)
        await screen.load()
        let measuredOnMainBefore = screen.adapter.sizeCounts.measured
        let fromPrefetchBefore = screen.adapter.sizeCounts.fromPrefetch
        // Page 1 stays on its way until the loading row was checked: without the gate the
        // page could arrive, and replace the loading row, before `settle()` returned.
        let firstPage = PageGate()
        let pager = try screen.adapter.enablePaging(
            in: "A", lastPage: 2, loadingItem: { page in Contact(-page, "Loading page \(page)") }
        ) { page in
            if page == 1 { await firstPage.wait() }
            return contacts(page * 100...page * 100 + 19)
        }
        #expect(!pager.isLoading, "20 rows of 44 are far from the end of a 480-point screen")
        // The user scrolls to within 10% of a screen of the end (880 - 400 = 480 ≤ 528).
        screen.tableView.modelSimulateBeginDragging(to: CGPoint(x: 0, y: 400))
        #expect(pager.isLoading)
        // Scrolling on while the page is on its way starts no second load.
        screen.tableView.modelSimulateBeginDragging(to: CGPoint(x: 0, y: 410))
        await screen.settle()
        #expect(screen.storage.snapshot.allItems.filter { $0.id < 0 }.map(\.name) == ["Loading page 1"])
        #expect(screen.visibleNames.last == "Loading page 1")
        #expect(pager.isLoading)
        firstPage.open()
        await pager.waitUntilLoaded()
        await screen.settle()
        let ids = screen.storage.snapshot.allItems.map(\.id)
        #expect(ids == Array(1...20) + Array(100...119))
        #expect(pager.nextPage == 2 && !pager.isLoading && pager.pagesLoaded == 1)
        // The page's 20 sizes were measured off the main actor before the insert and taken
        // from the cache by the layout; only the loading row was measured on the main actor.
        #expect(screen.adapter.sizeCounts.measured - measuredOnMainBefore == 1)
        #expect(measures.count >= 40 + 1, "every item was measured once somewhere")
        #expect(screen.adapter.sizeCounts.fromPrefetch - fromPrefetchBefore == 20)
        #expect(screen.consistencyProblems() == [])
        // The last page: no load past it.
        screen.tableView.modelSimulateBeginDragging(to: CGPoint(x: 0, y: 40 * 44 - 450))
        await pager.waitUntilLoaded()
        await screen.settle()
        screen.tableView.modelSimulateBeginDragging(to: CGPoint(x: 0, y: 60 * 44 - 450))
        #expect(!pager.isLoading && !pager.hasMorePages)
        #expect(screen.storage.snapshot.allItems.count == 60)
    }

    @Test func pagingNeedsABoundStorage() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let adapter = TableViewAdapter<String, Contact>(tableView: tableView, cells: noteCells())
        #expect(throws: ListHostError.noStorage(operation: "enablePaging")) {
            try adapter.enablePaging(in: "A") { _ in [] }
        }
        #expect(throws: ListHostError.noStorage(operation: "update(animated:)")) {
            try adapter.update(animated: false) { _ in }
        }
    }
}
