import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKitCheck
import Testing
import UIKit

@testable import ShowcaseScreens

@Suite("Showcase: drag and drop within and between two lists, on the UIKit model")
@MainActor
struct DragAndDropScreenTests {
    private func ids(_ storage: ListStorage<String, TodoItem>) -> [Int] {
        storage.snapshot.sections[0].items.array.map(\.id)
    }

    /// What the table shows, row by row (every row of these short lists is on screen).
    private func shown(_ table: UITableView) -> [Int?] {
        (0..<table.numberOfRows(inSection: 0)).map { row in
            (table.cellForRow(at: IndexPath(row: row, section: 0))?.content(as: TodoCell.self))?.viewModel?.id
        }
    }

    /// Visible rows not as tall as Tabula measured them at the table's width.
    private func heightProblems(_ table: UITableView, _ adapter: TableViewAdapter<String, TodoItem>) -> [String] {
        let paths = table.visiblePaths
        return (paths.isEmpty ? ["no row on screen"] : [])
            + paths.compactMap { path in
                guard let cell = table.cellForRow(at: path)?.content(as: TodoCell.self), let task = cell.viewModel
                else {
                    return "\(path): no task cell"
                }
                let height = TodoCell.height(
                    for: task, width: table.bounds.width, context: ShowcaseHarness.measurer(of: adapter.layout))
                return cell.frame.height == height ? nil : "\(path): \(cell.frame.height) tall, not \(height)"
            }
    }

    private func settle(_ controller: DragAndDropViewController) async throws {
        let todo = try #require(controller.todoAdapter)
        let done = try #require(controller.doneAdapter)
        await ShowcaseHarness.settle(todo.updater, controller.todo)
        await ShowcaseHarness.settle(done.updater, controller.done)
        // The rows off screen, measured off the main actor after the load.
        await todo.waitUntilIdle()
        await done.waitUntilIdle()
    }

    @Test func dragsWithinAndBetweenTheListsAreOneBatchPerListAndPinnedTasksStay() async throws {
        let controller = DragAndDropViewController(writeInterval: nil)
        let window = ShowcaseHarness.show(controller)
        let todoAdapter = try #require(controller.todoAdapter)
        let doneAdapter = try #require(controller.doneAdapter)
        let todo = controller.todoTable
        let done = controller.doneTable
        try await settle(controller)

        // Load: stacked in portrait, every task shown, rows as tall as measured.
        #expect(todo.frame == CGRect(x: 0, y: 0, width: 390, height: 422))
        #expect(done.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(shown(todo) == Array(1...8))
        #expect(shown(done) == [20, 21])
        #expect(todo.dragInteractionEnabled && done.dragInteractionEnabled)
        #expect(heightProblems(todo, todoAdapter) == [] && heightProblems(done, doneAdapter) == [])
        let pin = try #require(todo.cellForRow(at: IndexPath(row: 0, section: 0))?.content(as: TodoCell.self))
        #expect(pin.titleLabel.text == "📌 Pay the rent")

        // A pinned task cannot be lifted.
        #expect(todo.modelBeginDrag(at: [IndexPath(row: 0, section: 0)]) == nil)
        #expect(todo.modelBeginDrag(at: [IndexPath(row: 1, section: 0)]) == nil)

        // Within "To do": "Water the plants" (row 5) dropped before row 2: one batch, one move.
        var batches = (todo.modelAcceptedBatches.count, done.modelAcceptedBatches.count)
        let within = try #require(todo.modelBeginDrag(at: [IndexPath(row: 5, section: 0)]))
        let moved = todo.modelDrop(within, at: IndexPath(row: 2, section: 0))
        todo.modelEndDrag(within)
        try await settle(controller)
        #expect(moved.performed && moved.operation == .move && moved.animatedBeforeTheirBatch == [])
        #expect(ids(controller.todo) == [1, 2, 6, 3, 4, 5, 7, 8])
        #expect(shown(todo) == [1, 2, 6, 3, 4, 5, 7, 8])
        #expect(todo.modelAcceptedBatches.count == batches.0 + 1, "one batch for the drop")
        #expect(
            todo.modelAcceptedBatches.last?.calls == [
                .moveItem(IndexPath(row: 5, section: 0), to: IndexPath(row: 2, section: 0))
            ])
        #expect(done.modelAcceptedBatches.count == batches.1)

        // Between the lists: two tasks lifted together, dropped into "Done" after its first.
        batches = (todo.modelAcceptedBatches.count, done.modelAcceptedBatches.count)
        let between = try #require(
            todo.modelBeginDrag(at: [IndexPath(row: 3, section: 0), IndexPath(row: 7, section: 0)]))
        let dropped = done.modelDrop(between, at: IndexPath(row: 1, section: 0))
        todo.modelEndDrag(between)
        try await settle(controller)
        #expect(dropped.performed && dropped.animatedBeforeTheirBatch == [])
        #expect(ids(controller.todo) == [1, 2, 6, 4, 5, 7])
        #expect(ids(controller.done) == [20, 3, 8, 21])
        #expect(shown(todo) == [1, 2, 6, 4, 5, 7])
        #expect(shown(done) == [20, 3, 8, 21])
        #expect(todo.modelAcceptedBatches.count == batches.0 + 1, "one delete batch")
        #expect(done.modelAcceptedBatches.count == batches.1 + 1, "one insert batch")
        #expect(todo.modelAcceptedBatches.last?.calls == [.deleteItems([3, 7].map { IndexPath(row: $0, section: 0) })])
        #expect(done.modelAcceptedBatches.last?.calls == [.insertItems([1, 2].map { IndexPath(row: $0, section: 0) })])

        // A live task from the background queue: appended to "To do", one batch.
        batches = (todo.modelAcceptedBatches.count, done.modelAcceptedBatches.count)
        await controller.addTaskInBackground()
        try await settle(controller)
        #expect(ids(controller.todo) == [1, 2, 6, 4, 5, 7, 1_000])
        #expect(todo.modelAcceptedBatches.count == batches.0 + 1)
        #expect(todo.modelAcceptedBatches.last?.calls == [.insertItems([IndexPath(row: 6, section: 0)])])

        // Scroll: the last row of "To do" on screen.
        todo.contentOffset = CGPoint(x: 0, y: max(0, todo.contentSize.height - todo.bounds.height))
        todo.layoutIfNeeded()
        #expect(todo.visiblePaths.last == IndexPath(row: 6, section: 0))
        #expect(heightProblems(todo, todoAdapter) == [])

        // Rotation: side by side, rows measured at the new width.
        ShowcaseHarness.rotate(controller, in: window)
        try await settle(controller)
        #expect(todo.frame == CGRect(x: 0, y: 0, width: 422, height: 390))
        #expect(done.frame == CGRect(x: 422, y: 0, width: 422, height: 390))
        #expect(heightProblems(todo, todoAdapter) == [] && heightProblems(done, doneAdapter) == [])
        #expect(todo.modelExceptions.isEmpty && done.modelExceptions.isEmpty)
        #expect(todoAdapter.updater.statistics.violations.isEmpty && doneAdapter.updater.statistics.violations.isEmpty)
        withExtendedLifetime(window) {}
    }
}
