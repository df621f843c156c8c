#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// A table screen as an app builds it: storage → adapter (updater inside) → model
/// `UITableView` in a window. Any exception the model raises is a test failure.
@MainActor
final class TableScreen {
    let window = makeTestWindow()
    let tableView: UITableView
    let storage: ListStorage<String, Contact>
    let adapter: TableViewAdapter<String, Contact>

    init(
        sections: [ListSection<String, Contact>], inWindow: Bool = true, cells: TableCellCatalog<Contact>? = nil,
        style: UITableView.Style = .plain
    ) {
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        UIKitRaises.recordAsIssues()
        storage = try! ListStorage(sections: sections)  // test fixtures: unique section identities
        var catalog = TableCellCatalog<Contact>()
        catalog.register(mfs: ContactCell.self, context: UIKitTextMeasurer())
        var headers = TableSupplementaryCatalog()
        headers.register(TitleHeader.self, for: String.self, height: { _, _ in 28 }) { view, title, _ in
            view.title = title
        }
        adapter = TableViewAdapter(tableView: tableView, cells: cells ?? catalog, supplementaries: headers)
        if inWindow { window.addSubview(tableView) }
    }

    /// Binds and waits until the storage's data is on screen.
    func load() async {
        adapter.bind(to: storage)
        await settle()
    }

    /// Waits until the storage's current data is on screen and nothing is in flight (rows
    /// left to the pass off the main actor included).
    func settle() async {
        await adapter.updater.waitUntilPresented(version: storage.snapshot.version)
        await adapter.waitUntilIdle()
    }

    /// The names the visible cells show, top to bottom.
    var visibleNames: [String] {
        tableView.visibleCells.compactMap {
            $0.content(as: ContactCell.self)?.nameLabel?.text ?? ($0 as? NoteCell)?.note
                ?? ($0 as? AutoNoteCell)?.label.text
        }
    }

    /// The names the visible cells should show, from the storage.
    var expectedVisibleNames: [String] {
        (tableView.indexPathsForVisibleRows ?? []).compactMap {
            storage.snapshot.item(at: ListIndexPath($0))?.name
        }
    }

    /// What must hold after every settle: the table shows the storage's data, UIKit raised
    /// nothing, the updater saw no rule violation, and each visible cell shows its row.
    func consistencyProblems() -> [String] {
        var problems: [String] = UIKitRaises.descriptions(raisedBy: tableView)
        problems += adapter.updater.statistics.violations
        let presented = adapter.updater.presentedSections.map { $0.items.map(\.id) }
        let stored = storage.snapshot.sections.map { $0.items.map(\.id) }
        if presented != stored { problems.append("presented \(presented) != stored \(stored)") }
        let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        if counts != stored.map(\.count) { problems.append("table counts \(counts) != stored \(stored.map(\.count))") }
        // The comparisons below go over the visible rows: with none, they would check nothing
        // (unless the offset is past every row, which the full check below covers).
        if tableView.window != nil, tableView.bounds.height > 0, stored.contains(where: { !$0.isEmpty }),
            (tableView.indexPathsForVisibleRows ?? []).isEmpty, !rowsMeetingTheBounds().isEmpty
        {
            problems.append("no row is on screen though the storage has rows: nothing was checked")
        }
        if visibleNames != expectedVisibleNames {
            problems.append("visible \(visibleNames) != expected \(expectedVisibleNames)")
        }
        // The full check: the visible rows are exactly the rows whose rectangles meet the
        // bounds at the current content offset, wherever that offset is (UIScrollView.h:89:
        // `contentOffset` is a plain property, past the content's end too).
        let onScreen = rowsMeetingTheBounds()
        let visible = (tableView.indexPathsForVisibleRows ?? []).sorted()
        if visible != onScreen { problems.append("visible rows \(visible) != rows meeting the bounds \(onScreen)") }
        for path in tableView.indexPathsForVisibleRows ?? [] {
            let height = tableView.cellForRow(at: path)?.frame.height ?? -1
            let expected = adapter.layout.frame(at: ListIndexPath(path)).height
            if height != expected { problems.append("row \(path) is \(height) high, layout says \(expected)") }
        }
        return problems
    }
}

extension TableScreen {
    /// The rows whose rectangles meet the table's bounds (at its content offset), in order.
    func rowsMeetingTheBounds() -> [IndexPath] {
        guard tableView.window != nil, tableView.bounds.height > 0 else {
            return (tableView.indexPathsForVisibleRows ?? []).sorted()
        }
        let bounds = tableView.bounds
        var rows: [IndexPath] = []
        for section in 0..<tableView.numberOfSections {
            for row in 0..<tableView.numberOfRows(inSection: section) {
                let path = IndexPath(row: row, section: section)
                let rect = tableView.rectForRow(at: path)
                if rect.height > 0, rect.intersects(bounds) { rows.append(path) }
            }
        }
        return rows
    }
}

/// `count` contacts with ids from `start`.
func contacts(_ ids: ClosedRange<Int>) -> [Contact] {
    ids.map { Contact($0) }
}

extension TableScreen {
    /// For every visible row: the height the layout gave it, and the height its content
    /// needs at its content view's width once laid out.
    func rowHeights(needed: (UITableViewCell, CGFloat) -> CGFloat) -> [(given: CGFloat, needed: CGFloat)] {
        (tableView.indexPathsForVisibleRows ?? []).compactMap { path in
            guard let cell = tableView.cellForRow(at: path) else { return nil }
            cell.layoutIfNeeded()
            return (adapter.layout.frame(at: ListIndexPath(path)).height, needed(cell, cell.contentView.bounds.width))
        }
    }
}

extension TableScreen {
    /// `count` contacts in 44-point note rows, loaded.
    static func loadedNotes(_ count: Int = 40) async -> TableScreen {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...count))], cells: noteCells())
        await screen.load()
        return screen
    }
}
#endif
