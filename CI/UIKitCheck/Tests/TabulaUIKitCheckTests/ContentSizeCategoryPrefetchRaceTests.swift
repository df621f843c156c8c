import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// A size measured off the main actor for the old content size category, stored after the
/// category changed, must never be answered for the new one: sizes are stored under the
/// context (width and text size) they were measured in. The orderings are forced with a gate
/// the prefetch's measuring waits at (no random timing).
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
        adapter.show(sections: [ListSection("A", items: (0..<200).map { Contact($0) })])
        await adapter.waitUntilIdle()
        let path = IndexPath(row: held, section: 0)
        let item = Contact(held)
        try #require(!(tableView.indexPathsForVisibleRows ?? []).contains(path), "the held row is off screen")

        // 1. A prefetch measures the row at Large, off the main actor, and is held before it stores.
        try #require(adapter.prefetcher.cache.size(for: item, width: 320) == nil, "not prefetched yet")
        gate.arm()
        adapter.tableView(tableView, prefetchRowsAt: [path])
        // Waited for off the main actor: the prefetch's task starts there.
        await Task.detached { gate.measured.wait() }.value
        // 2. The category changes while it is held: every row is measured again at xxLarge
        //    (the held one off screen, with the rest).
        window.modelSetPreferredContentSizeCategory(.extraExtraLarge)
        makeAListAtLarge()
        let change = await adapter.waitForTextSizeChange()
        let remeasured = adapter.layout.frame(at: ListIndexPath(item: held, section: 0)).height
        let largerLine = UIKitTextMeasurer(scaling: .category(.extraExtraLarge)).size(
            of: item.name, style: Self.style, width: 320, maximumLines: 0
        ).height
        let largeLine = UIKitTextMeasurer(scaling: .category(.large)).size(
            of: item.name, style: Self.style, width: 320, maximumLines: 0
        ).height
        // 3. The held measurement stores its Large size now, after the change.
        gate.open.signal()
        await adapter.prefetcher.waitUntilFinished()
        let xxLarge = ListMeasuringContext(width: 320, textSize: .extraExtraLarge)

        #expect(change?.isComplete == true)
        #expect(remeasured == largerLine, "the held row was measured again at xxLarge")
        #expect(
            adapter.prefetcher.cache.size(for: item, in: xxLarge) == nil,
            "a size measured before the change is never answered for the new text size")
        #expect(
            adapter.prefetcher.cache.size(for: item, width: 320)?.height == largeLine,
            "it is kept for the text size it was measured at")
        window.modelSetPreferredContentSizeCategory(nil)
        _ = await adapter.waitForTextSizeChange()
        #expect(tableView.modelExceptions.isEmpty)
    }
}
