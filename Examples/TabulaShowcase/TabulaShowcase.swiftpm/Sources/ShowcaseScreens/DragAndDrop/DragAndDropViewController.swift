#if canImport(UIKit)
import Dispatch
import Tabula
import TabulaUIKit
import UIKit

/// Two Tabula tables, "To do" and "Done": stacked when the screen is taller than wide, side
/// by side when it is wider. Drag a task within a list or into the other one; every drop is
/// one storage transaction shown as one batch (two, one per list, for a drop between lists).
/// Pinned tasks cannot be lifted. New tasks arrive in "To do" from a background queue.
final class DragAndDropViewController: UIViewController {
    nonisolated static let todoTitle = "To do"
    nonisolated static let doneTitle = "Done"

    let todo = ListStorage<String, TodoItem>()
    let done = ListStorage<String, TodoItem>()
    private(set) var todoAdapter: TableViewAdapter<String, TodoItem>?
    private(set) var doneAdapter: TableViewAdapter<String, TodoItem>?
    let todoTable = UITableView(frame: .zero, style: .plain)
    let doneTable = UITableView(frame: .zero, style: .plain)
    private let writerQueue = DispatchQueue(label: "Tabula Showcase to-do writer")
    private let writeInterval: Double?
    private(set) var liveTasks = 0

    /// - Parameter writeInterval: seconds between new tasks; `nil`: only
    ///   ``addTaskInBackground()``.
    init(writeInterval: Double? = 8) {
        self.writeInterval = writeInterval
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    /// The tasks the screen starts with: two pinned ones first.
    nonisolated static let initialTodo: [TodoItem] = [
        TodoItem(id: 1, title: "Pay the rent", isPinned: true),
        TodoItem(id: 2, title: "Renew the passport", isPinned: true),
        TodoItem(id: 3, title: "Buy bread, milk and a dozen eggs", isPinned: false),
        TodoItem(id: 4, title: "Call the plumber about the kitchen tap", isPinned: false),
        TodoItem(id: 5, title: "Book the train to the coast for the long weekend", isPinned: false),
        TodoItem(id: 6, title: "Water the plants", isPinned: false),
        TodoItem(id: 7, title: "Return the library books", isPinned: false),
        TodoItem(id: 8, title: "Write to grandma", isPinned: false),
    ]
    nonisolated static let initialDone: [TodoItem] = [
        TodoItem(id: 20, title: "Fix the bike's brakes", isPinned: false),
        TodoItem(id: 21, title: "Send the invoice", isPinned: false),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        todoAdapter = makeAdapter(for: todoTable, storage: todo)
        doneAdapter = makeAdapter(for: doneTable, storage: done)
        _ = try? todo.update { try $0.setSections([Self.section(Self.todoTitle, Self.initialTodo)]) }
        _ = try? done.update { try $0.setSections([Self.section(Self.doneTitle, Self.initialDone)]) }
        startLiveTasks()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        if bounds.width > bounds.height {
            let half = (bounds.width / 2).rounded(.down)
            todoTable.frame = CGRect(x: 0, y: 0, width: half, height: bounds.height)
            doneTable.frame = CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
        } else {
            let half = (bounds.height / 2).rounded(.down)
            todoTable.frame = CGRect(x: 0, y: 0, width: bounds.width, height: half)
            doneTable.frame = CGRect(x: 0, y: half, width: bounds.width, height: bounds.height - half)
        }
    }

    nonisolated static func section(_ title: String, _ items: [TodoItem]) -> ListSection<String, TodoItem> {
        ListSection(title, items: items, header: SupplementaryModel(title))
    }

    private func makeAdapter(for table: UITableView, storage: ListStorage<String, TodoItem>)
        -> TableViewAdapter<String, TodoItem>
    {
        view.addSubview(table)
        var cells = TableCellCatalog<TodoItem>()
        cells.register(mfs: TodoCell.self, context: UIKitTextMeasurer())
        var headers = TableSupplementaryCatalog()
        headers.register(SectionTitleView.self, for: String.self, height: { _, _ in 28 }) { view, title, _ in
            view.show(title)
        }
        let adapter = TableViewAdapter<String, TodoItem>(tableView: table, cells: cells, supplementaries: headers)
        adapter.bind(to: storage)
        // Both lists have the same section and item types: tasks move between them too.
        adapter.enableDragAndDrop(canDrag: { !$0.isPinned })
        return adapter
    }

    /// A new task arrives at the end of "To do": written on the background queue; returns
    /// once the storage has it (the screen shows it a moment later).
    func addTaskInBackground() async {
        let number = liveTasks
        let task = TodoItem(id: 1_000 + number, title: "New task \(number + 1)", isPinned: false)
        let storage = todo
        await LiveUpdates.write(on: writerQueue, "task") { _ = try storage.appendItems([task], to: Self.todoTitle) }
        liveTasks += 1
    }

    private func startLiveTasks() {
        LiveUpdates.repeating(every: writeInterval, for: self) { await $0.addTaskInBackground() }
    }
}
#endif
