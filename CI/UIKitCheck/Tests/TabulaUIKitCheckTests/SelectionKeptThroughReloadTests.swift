import Foundation
import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// UIKit forgets the selection on `reloadData` (UITableView.h:437, UICollectionView.h:422)
/// and drops a reloaded table row's selection (Apple's page of `reloadRows(at:with:)`):
/// the adapters must select the same items again, by identity.
@Suite("Selection survives reloads")
@MainActor
struct SelectionKeptThroughReloadTests {
    @Test func aTableRowStaysSelectedThroughAStorageReload() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...8))], cells: noteCells())
        await screen.load()
        screen.tableView.modelSimulateTap(at: IndexPath(row: 2, section: 0))
        #expect(screen.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        // A reload puts contact 3 one row lower.
        try screen.storage.reload([ListSection("A", items: [Contact(99)] + contacts(1...8))])
        await screen.settle()
        #expect(screen.tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test func aCollectionItemStaysSelectedThroughAStorageReload() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...8))])
        await screen.load()
        screen.collectionView.modelSimulateTap(at: IndexPath(item: 2, section: 0))
        try screen.storage.reload([ListSection("A", items: [Contact(99)] + contacts(1...8))])
        await screen.adapter.updater.waitUntilPresented(version: screen.storage.snapshot.version)
        await screen.adapter.waitUntilIdle()
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    /// A collection view carries out `reloadData` in its next layout pass
    /// (UICollectionView.h:422, "requery as necessary"; the model's
    /// UICollectionView+Reload.swift): a selection made before that pass is discarded by it.
    /// After the pass the item must still be selected, and selected where the adapter says.
    @Test func aCollectionItemStaysSelectedOnceTheReloadIsCarriedOut() async throws {
        let screen = CollectionScreen(sections: [ListSection("A", items: contacts(1...8))])
        await screen.load()
        // The first frame: the collection view lays out, and loads.
        screen.collectionView.layoutIfNeeded()
        screen.collectionView.modelSimulateTap(at: IndexPath(item: 2, section: 0))
        // More changes than the reload threshold (300): the updater reloads the view.
        let reloadsBefore = screen.collectionView.modelCounters.reloadDataCalls
        try screen.storage.reload([ListSection("A", items: [Contact(99)] + contacts(1...8) + contacts(100...500))])
        await screen.adapter.updater.waitUntilPresented(version: screen.storage.snapshot.version)
        await screen.adapter.waitUntilIdle()
        #expect(screen.collectionView.modelCounters.reloadDataCalls > reloadsBefore)
        // The next frame's layout pass.
        screen.collectionView.layoutIfNeeded()
        #expect(!screen.collectionView.modelHasPendingReload)
        #expect(screen.adapter.selectedItems.map(\.id) == [3])
        #expect(screen.collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test func anUpdatedTableRowStaysSelected() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...8))], cells: noteCells())
        await screen.load()
        screen.tableView.modelSimulateTap(at: IndexPath(row: 4, section: 0))
        // Contact 5's content changes: the batch reloads its row, which UIKit deselects.
        try screen.storage.reloadItems(at: [ListIndexPath(item: 4, section: 0)])
        await screen.settle()
        #expect(screen.tableView.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
    }
}
