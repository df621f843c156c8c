import Foundation
import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

// The README's drag-and-drop example, verbatim inside `screen(in:storage:)`, compiled against
// the UIKit model and driven below.

private struct Todo: Differentiable, Hashable, Sendable {
    var id: Int
    var isPinned = false
    var differenceIdentifier: Int { id }
}

private final class TodoCell: UITableViewCell {}

@MainActor
private func screen(in view: UIView, storage: ListStorage<String, Todo>) -> TableViewAdapter<String, Todo> {
    let tableView = UITableView(frame: view.bounds, style: .plain)
    view.addSubview(tableView)
    var cells = TableCellCatalog<Todo>()
    cells.register(TodoCell.self, height: { _, _ in 44 }) { _, _ in }
    // README begins
    let adapter = TableViewAdapter<String, Todo>(tableView: tableView, cells: cells)
    adapter.bind(to: storage)
    adapter.enableDragAndDrop(canDrag: { !$0.isPinned })  // one or several rows, within or between lists
    // README ends
    return adapter
}

@Suite("The README's drag-and-drop example")
@MainActor
struct ReadmeDragAndDropExampleTests {
    @Test func unpinnedRowsAreDraggedAndEachDropIsOneBatch() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let storage = try ListStorage<String, Todo>(sections: [
            ListSection("Today", items: [Todo(id: 0, isPinned: true)] + (1...4).map { Todo(id: $0) })
        ])
        let adapter = screen(in: window, storage: storage)
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        let tableView = try #require(window.subviews.first as? UITableView)
        #expect(tableView.modelBeginDrag(at: [IndexPath(row: 0, section: 0)]) == nil, "a pinned row stays put")
        let batches = tableView.modelAcceptedBatches.count
        let session = try #require(tableView.modelBeginDrag(at: [IndexPath(row: 1, section: 0)]))
        let outcome = tableView.modelDrop(session, at: IndexPath(row: 4, section: 0))
        tableView.modelEndDrag(session)
        await mainActorTurns(for: 0.05)
        await adapter.waitUntilIdle()
        #expect(storage.snapshot.sections[0].items.map(\.id) == [0, 2, 3, 1, 4])
        #expect(outcome.performed && outcome.batchesDuringDrop == 1)
        #expect(tableView.modelAcceptedBatches.count == batches + 1, "the drop's one batch, no second")
        #expect(tableView.modelExceptions.isEmpty)
    }
}
