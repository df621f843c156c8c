import Foundation
@_spi(Testing) import Tabula
import TabulaDemoData
@_spi(Testing) import TabulaUIKitCheck
import Testing
import UIKit

@testable import ShowcaseScreens

@Suite("Showcase: contacts written from a background thread, on the UIKit model")
@MainActor
struct ContactsScreenTests {
    private func ids(in table: UITableView, section: Int) -> [Int] {
        (0..<table.numberOfRows(inSection: section)).compactMap { row in
            (table.cellForRow(at: IndexPath(row: row, section: section))?.content(as: ContactCell.self))?.viewModel?.id
        }
    }

    @Test func backgroundWritesMoveRowsKeepSelectionRefreshAndRotate() async throws {
        let controller = ContactsViewController(writeInterval: nil)
        let window = ShowcaseHarness.show(controller)
        let adapter = try #require(controller.adapter)
        let table = try #require(adapter.host.tableView)
        await ShowcaseHarness.settle(adapter.updater, controller.storage)

        // Load: 120 friends in two sections, MFS cells on screen, sized by their frames.
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) + table.numberOfRows(inSection: 1) == 120)
        let firstCell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))?.content(as: ContactCell.self))
        let first = try #require(firstCell.viewModel)
        #expect(first.isOnline)
        #expect(firstCell.nameLabel.text == first.name)
        #expect(
            firstCell.frame.height
                == ContactCell.height(
                    for: first, width: table.bounds.width, context: ShowcaseHarness.measurer(of: adapter.layout)))

        // Selection by identity: two friends selected by the user's taps.
        table.modelSimulateTap(at: IndexPath(row: 0, section: 0))
        table.modelSimulateTap(at: IndexPath(row: 1, section: 0))
        let selectedIDs = Set(adapter.selectedItems.map(\.id))
        #expect(selectedIDs.count == 2 && selectedIDs.contains(first.id))
        #expect(controller.selectionLabel.text?.hasPrefix("2 selected") == true)

        // A background write: the first friend goes offline, moved by one batch; still selected.
        let everyone = controller.storage.snapshot.allItems.sorted { $0.id < $1.id }
        let number = try #require(everyone.firstIndex { $0.id == first.id })
        let batches = table.modelAcceptedBatches.count
        await controller.changeStatusInBackground(number)
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(controller.backgroundWrites == 1)
        #expect(table.modelAcceptedBatches.count == batches + 1)
        #expect(!ids(in: table, section: 0).contains(first.id))
        let offline = controller.storage.snapshot.sections[1].items.array
        let newRow = try #require(offline.firstIndex { $0.id == first.id })
        #expect(Set(adapter.selectedItems.map(\.id)) == selectedIDs, "selection kept by identity")
        #expect(table.indexPathsForSelectedRows?.contains(IndexPath(row: newRow, section: 1)) == true)

        // Scroll: the offline section's rows come on screen.
        table.contentOffset = CGPoint(x: 0, y: table.contentSize.height - table.bounds.height)
        table.layoutIfNeeded()
        #expect(table.visiblePaths.last?.section == 1)
        #expect(table.visiblePaths.allSatisfy { table.cellForRow(at: $0)?.content(as: ContactCell.self) != nil })

        // Pull to refresh: everyone's status flips, written off the main actor.
        let control = try #require(table.refreshControl)
        control.modelSimulatePull()
        await adapter.waitForRefresh()
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(!control.isRefreshing)
        #expect(controller.storage.snapshot.sections[0].items.array.allSatisfy { $0.isOnline })
        // The refresh flips the generator's statuses (the ones before the background write).
        let original = Dictionary(uniqueKeysWithValues: everyone.map { ($0.id, $0.isOnline) })
        #expect(controller.storage.snapshot.allItems.allSatisfy { $0.isOnline == !(original[$0.id] ?? $0.isOnline) })

        // Rotation: rows as wide as the table, as tall as their frames say.
        ShowcaseHarness.rotate(controller, in: window)
        await ShowcaseHarness.settle(adapter.updater, controller.storage)
        #expect(table.bounds.width == ShowcaseHarness.landscape.width)
        for path in table.visiblePaths {
            let cell = try #require(table.cellForRow(at: path)?.content(as: ContactCell.self))
            let friend = try #require(cell.viewModel)
            #expect(cell.frame.width == table.bounds.width)
            #expect(
                cell.frame.height
                    == ContactCell.height(
                        for: friend, width: table.bounds.width, context: ShowcaseHarness.measurer(of: adapter.layout)))
        }
        #expect(table.modelExceptions.isEmpty)
        #expect(adapter.updater.statistics.violations.isEmpty)
        withExtendedLifetime(window) {}
    }
}
