import Foundation
import MainThreadMarks
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKitCheck
import UIKit

/// The user operations of issue 36 on a `TableViewAdapter` and the model `UITableView`, in
/// order, each measured by ``OperationMarks``: the first load, the operations on one item
/// (in portrait, at the default text size), then the rotation, the safe-area change and the
/// text size change. The operations on one item come first so that, measured alone
/// (`--only`), they need only the load before them, not the whole-list operations. The screen is the README's: a plain table
/// made with the view's bounds (390 × 844) in a window, the MFS contact cell with a
/// disclosure indicator, drag and drop and pull to refresh on, bound to a storage of `size`
/// contacts in one section. The model's work (its row frames, its batch checks, asking
/// every row's height) runs on the main thread as UIKit's would, and is counted.
@MainActor
struct TableOperations {
    let marks: OperationMarks
    let storage: ListStorage<String, Contact>
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let tableView: UITableView
    let adapter: TableViewAdapter<String, Contact>
    let refreshControl = UIRefreshControl()
    let exceptions = ExceptionLog()
    var size: Int { marks.options.size }

    /// What the model raised (UIKit would have thrown an exception).
    @MainActor final class ExceptionLog {
        var messages: [String] = []
    }

    init(marks: OperationMarks) throws {
        self.marks = marks
        storage = try ListStorage(
            sections: [ListSection("Contacts", items: (0..<marks.options.size).map(Contact.init))])
        tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        UIKitModel.exceptionHandler = { [exceptions] in exceptions.messages.append("\($0)") }
        var cells = TableCellCatalog<Contact>()
        cells.register(mfs: ContactCell.self, context: UIKitTextMeasurer()) { cell, _ in
            cell.accessoryType = .disclosureIndicator
        }
        adapter = TableViewAdapter(tableView: tableView, cells: cells)
        adapter.enableDragAndDrop()
        adapter.enablePullToRefresh(refreshControl) { [storage, size = marks.options.size] in
            // The refresh brings one new contact, at the top.
            let id = 2 * size + storage.snapshot.sectionCounts[0]
            try storage.insertItems([Contact(id)], at: ListIndexPath(item: 0, section: 0))
        }
    }

    func run() async throws {
        var nextID = size
        func newID() -> Int {
            defer { nextID += 1 }
            return nextID
        }

        try await marks.measure("load") {
            adapter.bind(to: storage)
            await presented()
            tableView.layoutIfNeeded()
            return ["visible": tableView.visibleCells.count]
        }
        try check("load")

        // The first write by identity builds the storage's identity index over every item.
        try await marks.measure("first-replace") {
            try replaceVisible(offset: 1)
            marks.endPart("write")
            await presented()
            return [:]
        }

        try await marks.measure("select") {
            let path = try visiblePath(2)
            guard let contact = adapter.updater.item(at: ListIndexPath(path)) else {
                throw MainThreadBenchmarkError.notPresented("no contact at \(path)")
            }
            try adapter.selectItem(withIdentifier: contact.id)
            return ["selected": tableView.indexPathsForSelectedRows?.count ?? 0]
        }

        for measured in [false, true] {
            try await marks.measure(measured ? "append-selected" : "warm-up") {
                try storage.appendItems([Contact(newID())], to: "Contacts")
                marks.endPart("write")
                await presented()
                return ["selected": tableView.indexPathsForSelectedRows?.count ?? 0]
            }
        }

        for measured in [false, true] {
            try await marks.measure(measured ? "drop" : "warm-up") {
                let from = try visiblePath(1)
                let to = try visiblePath(4)
                guard let session = tableView.modelBeginDrag(at: [from]) else {
                    throw MainThreadBenchmarkError.notPresented("the table began no drag at \(from)")
                }
                let outcome = tableView.modelDrop(session, at: to)
                tableView.modelEndDrag(session)
                await presented()
                return ["performed": outcome.performed, "batches_during_drop": outcome.batchesDuringDrop]
            }
        }

        for measured in [false, true] {
            try await marks.measure(measured ? "replace" : "warm-up") {
                try replaceVisible(offset: measured ? 2 : 3)
                marks.endPart("write")
                await presented()
                return [:]
            }
        }

        for measured in [false, true] {
            try await marks.measure(measured ? "refresh" : "warm-up") {
                refreshControl.modelSimulatePull()
                await adapter.waitForRefresh()
                await presented()
                return ["refreshing": refreshControl.isRefreshing]
            }
        }
        try await marks.measure("rotation") {
            window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
            tableView.frame = window.bounds
            tableView.layoutIfNeeded()
            await settled()
            return ["visible": tableView.visibleCells.count]
        }
        try check("rotation")

        // Landscape on a phone with a sensor housing: the same width, new insets.
        try await marks.measure("safe-area") {
            tableView.modelSetSafeAreaInsets(UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            tableView.layoutIfNeeded()
            await settled()
            return ["visible": tableView.visibleCells.count]
        }
        try check("safe-area")

        try await marks.measure("text-size") {
            window.modelSetPreferredContentSizeCategory(.extraExtraLarge)
            tableView.layoutIfNeeded()
            let change = await adapter.waitForTextSizeChange()
            await settled()
            return [
                "measured_on_main": change?.measuredOnMainActor ?? -1,
                "measured_off_main": change?.measuredOffMainActor ?? -1,
                "main_actor_seconds": change?.mainActorSeconds ?? -1,
                "off_main_seconds": change?.offMainActorSeconds ?? -1,
            ]
        }
        try check("text-size")

        try check("the end")
    }

    private func visiblePath(_ offset: Int) throws -> IndexPath {
        let visible = (tableView.indexPathsForVisibleRows ?? []).sorted()
        guard visible.count > offset else {
            throw MainThreadBenchmarkError.notPresented("no visible row \(offset) (\(visible.count) visible)")
        }
        return visible[offset]
    }

    /// Gives the contact in the visible row at `offset` a new name, by identity.
    private func replaceVisible(offset: Int) throws {
        guard var contact = adapter.updater.item(at: ListIndexPath(try visiblePath(offset))) else {
            throw MainThreadBenchmarkError.notPresented("no contact in visible row \(offset)")
        }
        contact.name += " Jr."
        try storage.update { try $0.replaceItem(contact) }
    }

    /// Returns once the storage's data is on screen and nothing is in flight.
    private func presented() async {
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await settled()
    }

    /// Returns once no batch, no size prefetch and no pass measuring rows off screen is in
    /// flight (as the headless benchmark waits for its list): the main actor's share of the
    /// pass a load or a new width starts (taking its sizes, the table asking heights again)
    /// is counted in that operation, not in whichever one it would land in.
    private func settled() async {
        await adapter.waitUntilIdle()
        await adapter.prefetcher.waitUntilFinished()
    }

    /// The table shows the storage's data, the model raised nothing, no batch was rejected
    /// and a screen is full.
    private func check(_ step: String) throws {
        let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        let problems =
            exceptions.messages + tableView.modelExceptions.map(\.description) + adapter.updater.statistics.violations
        guard counts == storage.snapshot.sectionCounts, !tableView.visibleCells.isEmpty, problems.isEmpty else {
            throw MainThreadBenchmarkError.notPresented(
                "after \(step): table counts \(counts), storage \(storage.snapshot.sectionCounts), "
                    + "\(tableView.visibleCells.count) visible, problems \(problems)")
        }
    }
}
