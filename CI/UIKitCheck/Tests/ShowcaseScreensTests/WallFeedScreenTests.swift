import Foundation
@_spi(Testing) import Tabula
import TabulaDemoData
@_spi(Testing) import TabulaUIKitCheck
import Testing
import UIKit

@testable import ShowcaseScreens

@Suite("Showcase: the wall feed on the UIKit model")
@MainActor
struct WallFeedScreenTests {
    /// Every visible row is a wall post cell as tall as the pure layout says at its width.
    private func expectRowsSizedByTheirLayout(_ table: UITableView, _ controller: WallFeedViewController) {
        guard let layout = controller.adapter?.layout else {
            Issue.record("no adapter")
            return
        }
        let measurer = ShowcaseHarness.measurer(of: layout)
        for path in table.visiblePaths {
            guard let cell = table.cellForRow(at: path)?.content(as: WallPostCell.self), let post = cell.viewModel
            else {
                Issue.record("row \(path.row) is not a wall post cell")
                continue
            }
            let height = WallPostCell.height(for: post, width: table.bounds.width, context: measurer)
            #expect(cell.frame.height == height, "row \(path.row)")
            #expect(cell.frame.width == table.bounds.width)
        }
    }

    @Test func loadsReadsMorePagesLivePostsAndRotates() async throws {
        let controller = WallFeedViewController(liveInterval: nil)
        let window = ShowcaseHarness.show(controller)
        let adapter = try #require(controller.adapter)
        let table = try #require(adapter.host.tableView)
        await ShowcaseHarness.settle(adapter.updater, controller.storage)

        // Load: the generator's first page, drawn by MFS cells sized by the pure layout.
        let firstPage = controller.generator.wallPage(0)
        #expect(table.numberOfRows(inSection: 0) == firstPage.count)
        let shown = table.visiblePaths.compactMap {
            (table.cellForRow(at: $0)?.content(as: WallPostCell.self))?.authorLabel.text
        }
        #expect(!shown.isEmpty && shown == Array(firstPage.map(\.author).prefix(shown.count)))
        expectRowsSizedByTheirLayout(table, controller)

        // Read more: a truncated post's tap expands it; its row grows in one batch.
        let truncatedIndex = try #require(
            firstPage.indices.first { index in
                WallPostLayout.isTruncated(
                    firstPage[index], width: table.bounds.width, measurer: ShowcaseHarness.measurer(of: adapter.layout))
                    && table.visiblePaths.contains(IndexPath(row: index, section: 0))
            }, "a visible post needs read more")
        let path = IndexPath(row: truncatedIndex, section: 0)
        let before = try #require(table.cellForRow(at: path)).frame.height
        let readMore = try #require(table.cellForRow(at: path)?.content(as: WallPostCell.self)).readMoreLabel
        #expect(readMore.frame.height > 0 && readMore.text == WallPostCell.readMoreTitle)
        let batches = table.modelAcceptedBatches.count
        table.modelSimulateTap(at: path)
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(controller.storage.snapshot.allItems[truncatedIndex].isExpanded)
        #expect(table.modelAcceptedBatches.count == batches + 1)
        #expect(try #require(table.cellForRow(at: path)).frame.height > before)
        #expect(
            try #require(table.cellForRow(at: path)?.content(as: WallPostCell.self)).readMoreLabel.frame.height == 0)

        // Scroll to the end: the next page loads behind a loading row and is appended.
        table.modelSimulateBeginDragging(to: CGPoint(x: 0, y: max(0, table.contentSize.height - table.bounds.height)))
        table.modelSimulateEndDragging(willDecelerate: false)
        let pager = try #require(adapter.pager)
        await pager.waitUntilLoaded()
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        let ids = controller.storage.snapshot.allItems.map(\.id)
        #expect(Array(ids.prefix(20)) == (firstPage + controller.generator.wallPage(1)).map(\.id))
        #expect(!ids.contains { $0 < 0 }, "the loading row is gone")
        expectRowsSizedByTheirLayout(table, controller)

        // A live post arrives above: one insert, and the rows being read stay where they were.
        let offset = table.contentOffset.y
        let batchesBeforeLive = table.modelAcceptedBatches.count
        controller.deliverLivePost()
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(controller.storage.snapshot.allItems.first?.id == 1_000_000)
        #expect(table.modelAcceptedBatches.count == batchesBeforeLive + 1)
        #expect(table.modelAcceptedBatches.last?.calls == [.insertItems([IndexPath(row: 0, section: 0)])])
        let liveHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(table.contentOffset.y == offset + liveHeight, "content offset kept")

        // Rotation: the rows are measured again at the new width.
        ShowcaseHarness.rotate(controller, in: window)
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(table.bounds.width == ShowcaseHarness.landscape.width)
        #expect(!table.visiblePaths.isEmpty)
        expectRowsSizedByTheirLayout(table, controller)
        #expect(table.modelExceptions.isEmpty)
        #expect(adapter.updater.statistics.violations.isEmpty)
        withExtendedLifetime(window) {}
    }
}
