import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// The widths the sizing closure saw (it may run off the main actor).
private final class WidthLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [CGFloat] = []
    func note(_ width: CGFloat) { lock.withLock { storage.append(width) } }
    var widths: [CGFloat] { lock.withLock { storage } }
}

/// `UITableView(frame: .zero)` set up in `viewDidLoad` and sized by constraints later: the
/// adapter must not measure at width 0, and the real width must be in place before rows
/// are laid out (issue "Right on a real iPhone", item 4).
@Suite("The first layout waits for a real width")
@MainActor
struct FirstLayoutWidthTests {
    @Test func aTableMadeAtZeroWidthIsMeasuredOnceAtItsRealWidth() async throws {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let log = WidthLog()
        var cells = TableCellCatalog<Contact>()
        cells.register(
            NoteCell.self,
            height: { _, width in
                log.note(width)
                return width > 0 ? 44 : 500
            }
        ) { cell, contact in
            cell.note = contact.name
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: .zero, style: .plain)
        window.addSubview(table)
        let storage = try ListStorage(sections: [ListSection("A", items: contacts(1...5))])
        let adapter = TableViewAdapter<String, Contact>(tableView: table, cells: cells)
        adapter.bind(to: storage)  // viewDidLoad
        await Task.yield()
        // The constraints give the table its size; the next layout pass lays it out.
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        table.layoutIfNeeded()
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await adapter.waitUntilIdle()
        #expect(!log.widths.contains(0), "measured at width 0: \(log.widths.filter { $0 == 0 }.count) times")
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.modelCounters.performBatchUpdatesCalls == 0, "an extra batch after the first layout")
        #expect(table.modelExceptions.isEmpty)
    }
}
