import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKitCheck
import Testing
import UIKit

@testable import ShowcaseScreens

@Suite("Showcase: settings, countries and the thread on the UIKit model")
@MainActor
struct StaticAndWidgetScreenTests {
    private func titles(_ table: UITableView) -> [String] {
        table.visiblePaths.compactMap { (table.cellForRow(at: $0) as? SettingsCell)?.titleLabel.text }
    }

    @Test func settingsShowsTheNetworkRowWhenWiFiTurnsOnScrollsAndRotates() async throws {
        let controller = SettingsViewController()
        let window = ShowcaseHarness.show(controller)
        let adapter = try #require(controller.adapter)
        let table = try #require(adapter.host.tableView)
        await adapter.waitUntilIdle()
        #expect(
            titles(table) == [
                "Wi-Fi", "Notifications", "Text size follows Settings ▸ Accessibility", "About Tabula",
            ])
        // The user turns Wi-Fi on: the network row slides in, one batch.
        let wifi = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
        let batches = table.modelAcceptedBatches.count
        wifi.modelSimulateUserToggle()
        await adapter.waitUntilIdle()
        #expect(controller.wifiOn)
        // One structural change: the insert. (The switch row's own reconfigure may reach the
        // table as a batch of its own, without structural calls, when the machine is slow.)
        let structural = table.modelAcceptedBatches.dropFirst(batches).map(\.calls).filter { !$0.isEmpty }
        #expect(structural == [[.insertItems([IndexPath(row: 1, section: 0)])]])
        #expect(table.numberOfRows(inSection: 0) == 2)
        // Rotation, then a scroll to the end: "About" is shown and reported by model.
        ShowcaseHarness.rotate(controller, in: window)
        await adapter.waitUntilIdle()
        table.contentOffset = CGPoint(x: 0, y: max(0, table.contentSize.height - table.bounds.height))
        table.layoutIfNeeded()
        let about = IndexPath(row: 2, section: 1)
        #expect(table.visiblePaths.contains(about))
        #expect(table.cellForRow(at: about)?.frame.width == table.bounds.width)
        table.modelSimulateSelection(at: about)
        #expect(controller.opened == [.about])
        #expect(table.modelExceptions.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func countriesReorderAsMovesScrollAndRotate() async throws {
        let controller = CountriesViewController()
        let window = ShowcaseHarness.show(controller)
        let widgets = try #require(controller.widgets)
        await widgets.updater.waitUntilIdle()
        let collection = try #require(widgets.host.collectionView)
        let count = collection.numberOfItems(inSection: 0)
        #expect(count == 3 + 3 * CountriesViewController.all.count)
        #expect(!collection.indexPathsForVisibleItems.isEmpty)
        // A tap flips the order: one batch of moves; only the header, whose text changed, is
        // replaced (a widget's identity includes its content unless tagged).
        let batches = collection.modelAcceptedBatches.count
        collection.modelSimulateTap(at: IndexPath(item: 4, section: 0))
        await widgets.updater.waitUntilIdle()
        #expect(!controller.ascending)
        #expect(collection.modelAcceptedBatches.count == batches + 1)
        let calls = try #require(collection.modelAcceptedBatches.last?.calls)
        let header = IndexPath(item: 1, section: 0)
        #expect(Array(calls.prefix(2)) == [.deleteItems([header]), .insertItems([header])])
        #expect(calls.dropFirst(2).allSatisfy { if case .moveItem = $0 { true } else { false } }, "\(calls)")
        #expect(calls.count > 2 + CountriesViewController.all.count)
        #expect(collection.numberOfItems(inSection: 0) == count)
        // Scroll to the end, then rotate: items span the new width.
        collection.contentOffset = CGPoint(x: 0, y: max(0, collection.contentSize.height - collection.bounds.height))
        collection.layoutIfNeeded()
        #expect(collection.indexPathsForVisibleItems.contains(IndexPath(item: count - 1, section: 0)))
        ShowcaseHarness.rotate(controller, in: window)
        await widgets.updater.waitUntilIdle()
        collection.layoutIfNeeded()
        #expect(collection.bounds.width == ShowcaseHarness.landscape.width)
        let visible = collection.indexPathsForVisibleItems
        #expect(!visible.isEmpty)
        #expect(visible.allSatisfy { collection.cellForItem(at: $0)?.frame.width == ShowcaseHarness.landscape.width })
        #expect(collection.modelExceptions.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func threadExpandsAndCollapsesInOneBatchEachAndRotates() async throws {
        let controller = ThreadViewController()
        let window = ShowcaseHarness.show(controller)
        let adapter = try #require(controller.adapter)
        let table = try #require(adapter.host.tableView)
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(table.numberOfRows(inSection: 0) == 2)
        let post = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ReplyCell)
        #expect(post.replyLabel.text?.hasPrefix("▸ Sam:") == true)
        #expect(post.accessibilityValue == "collapsed")
        // Expand the post: its three replies inserted in one batch, indented.
        var batches = table.modelAcceptedBatches.count
        table.modelSimulateTap(at: IndexPath(row: 0, section: 0))
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(table.modelAcceptedBatches.count == batches + 1)
        #expect(
            table.modelAcceptedBatches.last?.calls == [.insertItems((1...3).map { IndexPath(row: $0, section: 0) })])
        let reply = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ReplyCell)
        #expect(reply.replyLabel.frame.minX == 16 + ReplyCell.indent)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityValue == "expanded")
        // A reply with replies, expanded, then the post collapsed: one batch of deletes.
        table.modelSimulateTap(at: IndexPath(row: 1, section: 0))
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(table.numberOfRows(inSection: 0) == 7)
        batches = table.modelAcceptedBatches.count
        table.modelSimulateTap(at: IndexPath(row: 0, section: 0))
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(table.modelAcceptedBatches.count == batches + 1)
        #expect(
            table.modelAcceptedBatches.last?.calls == [.deleteItems((1...5).map { IndexPath(row: $0, section: 0) })])
        // Scroll and rotate: the rows keep their layout at the new width.
        table.contentOffset = .zero
        ShowcaseHarness.rotate(controller, in: window)
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ReplyCell)
        #expect(cell.frame.width == ShowcaseHarness.landscape.width)
        #expect(table.modelExceptions.isEmpty)
        #expect(adapter.updater.statistics.violations.isEmpty)
        withExtendedLifetime(window) {}
    }
}
