import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKitCheck
import Testing
import UIKit

/// A size measured off the main actor for the old content size category, stored after the
/// category changed, must never be answered: the orderings are forced with a gate the
/// prefetch's measuring waits at (no random timing).
@Suite("A prefetch in flight across a content size category change", .serialized)
@MainActor
struct ContentSizeCategoryPrefetchRaceTests {
    /// Lets the test hold one measurement, off the main actor, after it measured.
    private final class MeasuringGate: Sendable {
        let measured = DispatchSemaphore(value: 0)
        let open = DispatchSemaphore(value: 0)
        private let heldID: Int
        private let held = NSLock()
        nonisolated(unsafe) private var holdsNext = false  // guarded by `held`

        init(holding id: Int) {
            heldID = id
        }

        /// Holds the next measurement of the item (the first load measures it unheld).
        func arm() {
            held.withLock { holdsNext = true }
        }

        /// Called by the size function: once armed, the next measurement of the held item
        /// waits here.
        func pass(_ id: Int) {
            guard id == heldID,
                held.withLock({ () -> Bool in
                    defer { holdsNext = false }
                    return holdsNext
                })
            else { return }
            measured.signal()
            open.wait()
        }
    }

    private nonisolated static let style = TextStyle(pointSize: 15)

    @Test func aSizeMeasuredForTheOldCategoryIsNeverAnswered() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        let held = 150
        let gate = MeasuringGate(holding: held)
        var cells = TableCellCatalog<Contact>()
        cells.register(
            NoteCell.self,
            height: { contact, width in
                // Measured first, then held: the size is the one of the category read here.
                let height = UIKitTextMeasurer().size(
                    of: contact.name, style: Self.style, width: width, maximumLines: 0
                )
                .height
                gate.pass(contact.id)
                return height
            }, configure: { cell, contact in cell.note = contact.name })
        let adapter = TableViewAdapter<String, Contact>(tableView: tableView, cells: cells)
        adapter.apply(sections: [ListSection("A", items: (0..<200).map { Contact($0) })])
        await adapter.updater.waitUntilIdle()
        let path = IndexPath(row: held, section: 0)
        let item = Contact(held)
        try #require(!(tableView.indexPathsForVisibleRows ?? []).contains(path), "the held row is off screen")

        // 1. A prefetch measures the row at Large, off the main actor, and is held before it stores.
        try #require(adapter.prefetcher.cache.size(for: item, width: 320) == nil, "not prefetched yet")
        gate.arm()
        adapter.tableView(tableView, prefetchRowsAt: [path])
        // Waited for off the main actor: the prefetch's task starts there.
        await Task.detached { gate.measured.wait() }.value
        // 2. The category changes while it is held: every row is measured again at xxLarge.
        window.modelSetPreferredContentSizeCategory(.extraExtraLarge)
        let remeasured = adapter.layout.frame(at: ListIndexPath(item: held, section: 0)).height
        let largerLine = UIKitTextMeasurer(scaling: .category(.extraExtraLarge)).size(
            of: item.name, style: Self.style, width: 320, maximumLines: 0
        ).height
        // Put back before any await (the category is the whole process's).
        window.modelSetPreferredContentSizeCategory(nil)
        // 3. The held measurement stores its Large size now, after two changes.
        gate.open.signal()
        await adapter.prefetcher.waitUntilFinished()

        #expect(remeasured == largerLine, "the held row was measured again at xxLarge on the main actor")
        #expect(
            adapter.prefetcher.cache.size(for: item, width: 320) == nil,
            "a size measured before the change is never answered")
        #expect(tableView.modelExceptions.isEmpty)
    }
}
