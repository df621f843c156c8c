#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit
import TabulaTestSupport

@Suite("Table adapter on the UIKit model")
@MainActor
struct TableAdapterTests {
    @Test func headerModelChangeRefreshesTheVisibleHeaderInPlace() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3), header: SupplementaryModel("Old"))]
        )
        await screen.load()
        let header = try #require(screen.tableView.headerView(forSection: 0) as? TitleHeader)
        #expect(header.title == "Old")
        try screen.storage.update { try $0.setHeader(SupplementaryModel("New"), inSectionAt: 0) }
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
        #expect(screen.tableView.headerView(forSection: 0) === header)
        #expect(header.title == "New")
        #expect(screen.adapter.host.supplementaryViewsRefreshed == 1)
    }

    @Test func deletingAPathOutsideTheDataIsATypedError() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...2))])
        await screen.load()
        #expect(
            throws: ListHostError.itemOutOfRange(
                operation: "deleteItem", path: ListIndexPath(item: 5, section: 0), sectionCount: 1, itemCount: 2)
        ) {
            try screen.adapter.deleteItem(at: ListIndexPath(item: 5, section: 0))
        }
        let error = ListHostError.itemOutOfRange(
            operation: "deleteItem", path: ListIndexPath(item: 0, section: 3), sectionCount: 1, itemCount: nil)
        #expect(error.description == "deleteItem: section 3 is out of range; the list has 1 sections")
    }

    @Test func precomputedPageIsNotMeasuredOnTheMainActor() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3))])
        await screen.load()
        let page = contacts(4...40)
        await screen.adapter.precomputeSizes(of: page)
        let measuredBefore = screen.adapter.sizeCounts.measured
        try screen.storage.appendItems(page, to: "A")
        await screen.settle()
        #expect(screen.adapter.sizeCounts.measured == measuredBefore, "every row of the page came precomputed")
        #expect(screen.adapter.sizeCounts.fromPrefetch >= page.count)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func widthChangeRemeasuresAndComingBackIsFree() async throws {
        let screen = TableScreen(sections: [
            ListSection("A", items: [Contact(1, String(repeating: "long name ", count: 8))] + contacts(2...5))
        ])
        await screen.load()
        let portrait = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 560, height: 320)
        screen.adapter.containerWidthDidChange()
        await screen.settle()
        let landscape = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height
        #expect(landscape != nil && portrait != nil && landscape! < portrait!)
        #expect(screen.consistencyProblems() == [])
        let measured = screen.adapter.layout.itemsMeasured
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        screen.adapter.containerWidthDidChange()
        await screen.settle()
        #expect(screen.adapter.layout.itemsMeasured == measured, "sizes at 320 were kept")
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == portrait)
        #expect(screen.consistencyProblems() == [])
    }

    @Test func reconfiguringAPathOutsideTheTableIsATypedError() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...2))])
        await screen.load()
        #expect(
            throws: ListHostError.reconfigureOutOfRange(
                ListIndexPath(item: 2, section: 0), sectionCount: 1, itemCount: 2, kind: .table)
        ) {
            try screen.adapter.host.reconfigureItems(at: [ListIndexPath(item: 2, section: 0)])
        }
    }
}
#endif
