import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Issue 39: an MFS view is written once, as content. Tabula hosts it in a cell of the list's
/// base class, filling the cell's content view; what only a cell has is set in the
/// registration's `configureCell`.
@Suite("MFS content in Tabula's cells")
@MainActor
struct CellShellTests {
    @Test func aTableRowHostsTheContentAndTheRegistrationSetsTheCellsOwnProperties() async throws {
        let (window, table) = ShellTestViews.table()
        var cells = TableCellCatalog<Contact>()
        cells.register(mfs: ContactCell.self, context: UIKitTextMeasurer()) { cell, contact in
            cell.accessoryType = contact.id == 1 ? .disclosureIndicator : .none
        }
        let storage = try ListStorage<String, Contact>(sections: [ListSection("A", items: [Contact(1), Contact(2)])])
        let adapter = TableViewAdapter<String, Contact>(tableView: table, cells: cells)
        adapter.bind(to: storage)
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await adapter.waitUntilIdle()

        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        first.layoutIfNeeded()
        let content = try #require(first.content(as: ContactCell.self))
        #expect(first.accessoryType == .disclosureIndicator)
        #expect(second.accessoryType == .none)
        #expect(content.superview === first.contentView)
        #expect(content.frame == first.contentView.bounds)
        #expect(content.viewModel == Contact(1))
        #expect(second.content(as: ContactCell.self)?.viewModel == Contact(2))
        #expect(first.content(as: PrimitiveWidgetView.self) == nil, "another type of content: nil")
        withExtendedLifetime(window) {}
    }

    @Test func aCollectionItemHostsTheSameKindOfContent() async throws {
        let (window, collection) = ShellTestViews.collection()
        var cells = CollectionCellCatalog<Contact>()
        cells.register(mfs: ContactTile.self, context: UIKitTextMeasurer())
        let storage = try ListStorage<String, Contact>(sections: [ListSection("A", items: [Contact(1)])])
        let adapter = CollectionViewAdapter<String, Contact>(collectionView: collection, cells: cells)
        adapter.bind(to: storage)
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await adapter.waitUntilIdle()

        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        cell.layoutIfNeeded()
        let tile = try #require(cell.content(as: ContactTile.self))
        #expect(tile.superview === cell.contentView)
        #expect(tile.frame == cell.contentView.bounds)
        #expect(tile.nameLabel.text == Contact(1).name)
        withExtendedLifetime(window) {}
    }
}
