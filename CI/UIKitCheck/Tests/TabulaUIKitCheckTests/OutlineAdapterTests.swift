import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// An outline (``ListOutline``) on a `TableViewAdapter` bound to its storage: expanding a
/// parent is one `performBatchUpdates` of inserts, collapsing it one of deletes, and the
/// parent's cell is reconfigured in place, so VoiceOver hears "expanded" or "collapsed".
@Suite("Outlines on the UIKit model")
@MainActor
struct OutlineAdapterTests {
    struct Reply: Differentiable, Hashable, Sendable {
        var id: Int
        var text: String
        var differenceIdentifier: Int { id }
    }

    final class ReplyCell: UITableViewCell {
        var shown = ""
    }

    typealias Row = ListOutline<Reply>.Row

    @Test func expandIsOneBatchOfInsertsAndCollapseOneOfDeletes() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        var cells = TableCellCatalog<Row>()
        cells.register(ReplyCell.self, height: { _, _ in 44 }) { cell, row in
            cell.shown = String(repeating: "  ", count: row.depth) + row.item.text
        }
        let adapter = TableViewAdapter<String, Row>(tableView: tableView, cells: cells)
        adapter.accessibility = { row in row.accessibility(label: row.item.text) }
        let replies: [Int: [Reply]] = [
            1: [Reply(id: 2, text: "re: post"), Reply(id: 3, text: "me too")], 2: [Reply(id: 4, text: "re: re")],
        ]
        var thread = try ListOutline(roots: [Reply(id: 1, text: "post"), Reply(id: 5, text: "next")]) {
            replies[$0.id] ?? []
        }
        let storage = ListStorage<String, Row>()
        try storage.setOutline(thread, in: "wall")
        adapter.bind(to: storage)
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        let loadedBatches = tableView.modelAcceptedBatches.count
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityValue == "collapsed")

        try thread.expand([1])
        try await show(thread, in: storage, on: adapter.updater)
        let expand = Array(tableView.modelAcceptedBatches.dropFirst(loadedBatches))
        #expect(
            expand.map(\.calls) == [[.insertItems([IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])]])
        #expect(tableView.numberOfRows(inSection: 0) == 4)
        let parent = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(parent.accessibilityValue == "expanded")
        #expect(parent.accessibilityTraits.contains(.button))
        #expect((tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? ReplyCell)?.shown == "  re: post")

        try thread.expand([2])
        try await show(thread, in: storage, on: adapter.updater)
        let beforeCollapse = tableView.modelAcceptedBatches.count
        try thread.collapse([1])
        try await show(thread, in: storage, on: adapter.updater)
        let collapse = Array(tableView.modelAcceptedBatches.dropFirst(beforeCollapse))
        #expect(collapse.map(\.calls) == [[.deleteItems((1...3).map { IndexPath(row: $0, section: 0) })]])
        #expect(tableView.numberOfRows(inSection: 0) == 2)
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessibilityValue == "collapsed")
        #expect(tableView.modelExceptions.isEmpty)
        #expect(adapter.updater.statistics.violations.isEmpty)
    }

    final class ReplyTile: UICollectionViewCell {
        var shown = ""
    }

    /// The same on a `CollectionViewAdapter` (one column, Tabula's layout): the outline goes
    /// through the same storage and updater, so an expand is one batch of item inserts.
    @Test func onACollectionExpandIsOneBatchOfInsertsAndCollapseOneOfDeletes() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: TabulaCollectionViewLayout())
        window.addSubview(collectionView)
        var cells = CollectionCellCatalog<Row>()
        cells.register(ReplyTile.self, size: { _, width in CGSize(width: width, height: 44) }) { cell, row in
            cell.shown = String(repeating: "  ", count: row.depth) + row.item.text
        }
        let adapter = CollectionViewAdapter<String, Row>(collectionView: collectionView, cells: cells)
        let replies: [Int: [Reply]] = [1: [Reply(id: 2, text: "re: post"), Reply(id: 3, text: "me too")]]
        var thread = try ListOutline(roots: [Reply(id: 1, text: "post"), Reply(id: 5, text: "next")]) {
            replies[$0.id] ?? []
        }
        let storage = ListStorage<String, Row>()
        try storage.setOutline(thread, in: "wall")
        adapter.bind(to: storage)
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        let loadedBatches = collectionView.modelAcceptedBatches.count

        try thread.expand([1])
        try await show(thread, in: storage, on: adapter.updater)
        let expand = Array(collectionView.modelAcceptedBatches.dropFirst(loadedBatches))
        #expect(
            expand.map(\.calls) == [[.insertItems([IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])]])
        #expect(collectionView.numberOfItems(inSection: 0) == 4)
        #expect((collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? ReplyTile)?.shown == "  me too")

        let beforeCollapse = collectionView.modelAcceptedBatches.count
        try thread.collapse([1])
        try await show(thread, in: storage, on: adapter.updater)
        let collapse = Array(collectionView.modelAcceptedBatches.dropFirst(beforeCollapse))
        #expect(
            collapse.map(\.calls) == [[.deleteItems([IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])]])
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.modelExceptions.isEmpty)
        #expect(adapter.updater.statistics.violations.isEmpty)
        withExtendedLifetime(window) {}
    }

    /// Shows `thread` in the storage's "wall" section (one transaction) and waits until the
    /// adapter's updater presented it and is idle.
    private func show(
        _ thread: ListOutline<Reply>, in storage: ListStorage<String, Row>, on updater: ListUpdater<String, Row>
    ) async throws {
        try storage.setOutline(thread, in: "wall")
        await updater.waitUntilPresented(version: storage.snapshot.version)
        await updater.waitUntilIdle()
    }
}
