import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Rows dropped within their own section, up and down, on both of UIKit's paths:
/// - one row the data source can move goes through `tableView(_:moveRowAt:to:)` (Apple's
///   sample code "Adopting drag and drop in a table view": "Local drags with one item go
///   through the existing `tableView(_:moveRowAt:to:)` method on the data source"), whose
///   destination is where the row ends up;
/// - otherwise `performDropWith`, whose destination counts the dragged rows still in place
///   (UITableView.h:668-670: at a section's end it equals the section's row count).
@Suite("Rows dropped within their section")
@MainActor
struct DropWithinASectionTests {
    typealias List = DragAndDropAdapterTests.TableList

    init() {
        UIKitRaises.recordAsIssues()
    }

    /// (dragged rows, hit destination, the order after the drop) in a section of 0...5.
    nonisolated static let drops: [([Int], Int, [Int])] = [
        ([1], 4, [0, 2, 3, 1, 4, 5]),  // down: lands above the row it was dropped on
        ([1], 6, [0, 2, 3, 4, 5, 1]),  // down to the section's end (the row count)
        ([4], 1, [0, 4, 1, 2, 3, 5]),  // up
        ([4], 0, [4, 0, 1, 2, 3, 5]),  // up to the top
        ([1], 1, [0, 1, 2, 3, 4, 5]),  // where it stood
    ]

    @Test(arguments: drops)
    func oneMovableRowGoesThroughMoveRowAt(rows: [Int], destination: Int, expected: [Int]) async throws {
        let list = try await List([Array(0...5)])
        list.adapter.canMoveItem = { _ in true }
        await DragAndDropAdapterTests.settle(list.adapter.updater)
        let batches = list.tableView.modelCounters.performBatchUpdatesCalls
        let session = try #require(
            list.tableView.modelBeginDrag(at: DragAndDropAdapterTests.paths(rows.map { (0, $0) })))
        let outcome = list.tableView.modelDrop(session, at: IndexPath(row: destination, section: 0))
        list.tableView.modelEndDrag(session)
        await DragAndDropAdapterTests.settle(list.adapter.updater)
        #expect(DragAndDropAdapterTests.ids(list.storage) == [expected])
        #expect(outcome.batchesDuringDrop == 0, "UIKit moved the row itself: no batch")
        #expect(
            list.tableView.modelCounters.performBatchUpdatesCalls == batches, "nor one later from the storage's stream")
        #expect(
            (0..<6).map { (list.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) != nil) }.allSatisfy { $0 })
        #expect(list.tableView.modelExceptions.map(\.description) == [])
    }

    @Test(arguments: drops)
    func aRowThatMayNotMoveGoesThroughPerformDrop(rows: [Int], destination: Int, expected: [Int]) async throws {
        let list = try await List([Array(0...5)])
        let session = try #require(
            list.tableView.modelBeginDrag(at: DragAndDropAdapterTests.paths(rows.map { (0, $0) })))
        list.tableView.modelDrop(session, at: IndexPath(row: destination, section: 0))
        list.tableView.modelEndDrag(session)
        await DragAndDropAdapterTests.settle(list.adapter.updater)
        #expect(DragAndDropAdapterTests.ids(list.storage) == [expected])
        #expect(list.tableView.modelExceptions.map(\.description) == [])
    }

    /// Two rows always go through `performDropWith`, whichever the data source allows.
    @Test func twoRowsDroppedDownAndUpGoThroughPerformDrop() async throws {
        let down = try await List([Array(0...5)])
        down.adapter.canMoveItem = { _ in true }
        let session = try #require(down.tableView.modelBeginDrag(at: DragAndDropAdapterTests.paths([(0, 0), (0, 1)])))
        let outcome = down.tableView.modelDrop(session, at: IndexPath(row: 4, section: 0))
        down.tableView.modelEndDrag(session)
        await DragAndDropAdapterTests.settle(down.adapter.updater)
        #expect(DragAndDropAdapterTests.ids(down.storage) == [[2, 3, 0, 1, 4, 5]])
        #expect(outcome.batchesDuringDrop == 1)

        let up = try await List([Array(0...5)])
        up.adapter.canMoveItem = { _ in true }
        let upSession = try #require(up.tableView.modelBeginDrag(at: DragAndDropAdapterTests.paths([(0, 4), (0, 5)])))
        up.tableView.modelDrop(upSession, at: IndexPath(row: 1, section: 0))
        up.tableView.modelEndDrag(upSession)
        await DragAndDropAdapterTests.settle(up.adapter.updater)
        #expect(DragAndDropAdapterTests.ids(up.storage) == [[0, 4, 5, 1, 2, 3]])
    }
}
