import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Counts every filling of a cell (shown or probe) by the catalog.
@MainActor
final class FillCounter {
    var fills = 0
}

/// A long list of one cell type reads its rows' content width from a handful of probe
/// cells (one per cell type, accessory and width), not one per item (issue 24: the probe
/// per item on the main actor).
@Suite("Content widths are read per cell type and accessory")
@MainActor
struct ContentWidthProbeCountTests {
    init() {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
    }

    /// Even ids show a disclosure indicator; names long enough to wrap differently beside it.
    static func catalog(counting counter: FillCounter) -> TableCellCatalog<Contact> {
        var cells = TableCellCatalog<Contact>()
        cells.register(
            NoteCell.self, height: { contact, width in WrappingStaticScreen.height(of: contact.name, width: width) }
        ) { cell, contact in
            counter.fills += 1
            cell.note = contact.name
            cell.accessoryType = contact.id.isMultiple(of: 2) ? .disclosureIndicator : .none
        }
        return cells
    }

    /// Lets the main actor run the turns a learnt width schedules (rows measured again).
    static func letRemeasuresRun(_ screen: TableScreen) async {
        for _ in 0..<50 { await Task.yield() }
        await screen.settle()
    }

    @Test func withoutAKeyALongListOfOneRowKindFillsAProbePerWidthNotPerItem() async {
        let counter = FillCounter()
        var cells = TableCellCatalog<Contact>()
        cells.register(
            NoteCell.self, height: { contact, width in WrappingStaticScreen.height(of: contact.name, width: width) }
        ) { cell, contact in
            counter.fills += 1
            cell.note = contact.name
            cell.accessoryType = .disclosureIndicator
        }
        let items = (1...2000).map { Contact($0, WrappingStaticScreen.title(38)) }
        let screen = TableScreen(sections: [ListSection("A", items: items)], cells: cells)
        await screen.load()
        let shown = screen.tableView.modelCounters.cellsDequeued
        // One probe for the one row kind at 320 points, plus the cells shown.
        #expect(counter.fills <= shown + 1, "\(counter.fills - shown) probe fills for 2000 rows of one kind")

        counter.fills = 0
        let dequeuedBefore = screen.tableView.modelCounters.cellsDequeued
        screen.window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        screen.tableView.layoutIfNeeded()
        await screen.settle()
        let shownAfter = screen.tableView.modelCounters.cellsDequeued - dequeuedBefore
        #expect(counter.fills <= shownAfter + 1, "\(counter.fills - shownAfter) probe fills for a new width")
        for path in screen.tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = screen.tableView.cellForRow(at: path) as? NoteCell else { continue }
            cell.layoutIfNeeded()
            let needed = WrappingStaticScreen.height(of: cell.note, width: cell.contentView.bounds.width)
            #expect(screen.tableView.rectForRow(at: path).height == needed, "row \(path)")
        }
        #expect(screen.consistencyProblems() == [])
    }

    @Test func withoutAKeyRowsOfOneCellTypeWithDifferentAccessoriesAreMeasuredEachBesideItsOwn() async {
        let counter = FillCounter()
        let items = (1...200).map { Contact($0, WrappingStaticScreen.title(38)) }
        let screen = TableScreen(sections: [ListSection("A", items: items)], cells: Self.catalog(counting: counter))
        await screen.load()
        // The first row shown with another accessory than the first probed one teaches that
        // the cell type's rows differ: they are measured again, each beside its own.
        await Self.letRemeasuresRun(screen)
        screen.tableView.layoutIfNeeded()
        for path in screen.tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = screen.tableView.cellForRow(at: path) as? NoteCell else { continue }
            cell.layoutIfNeeded()
            let needed = WrappingStaticScreen.height(of: cell.note, width: cell.contentView.bounds.width)
            #expect(screen.tableView.rectForRow(at: path).height == needed, "row \(path)")
        }
        #expect(screen.consistencyProblems() == [])
    }

    @Test func aLongListOfOneCellTypeFillsAProbePerAccessoryNotPerItem() async {
        let counter = FillCounter()
        // 38 characters: one line in 320 points (40 a line), two beside the indicator.
        let items = (1...2000).map { Contact($0, WrappingStaticScreen.title(38)) }
        let screen = TableScreen(sections: [ListSection("A", items: items)], cells: Self.catalog(counting: counter))
        screen.adapter.contentWidthKey = { contact in contact.id.isMultiple(of: 2) }
        await screen.load()
        let shown = screen.tableView.modelCounters.cellsDequeued
        // One probe per key (indicator or none) at 320 points, plus the cells shown.
        #expect(counter.fills <= shown + 2, "\(counter.fills - shown) probe fills for 2000 items of one cell type")

        counter.fills = 0
        let dequeuedBefore = screen.tableView.modelCounters.cellsDequeued
        screen.window.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        screen.tableView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        screen.tableView.layoutIfNeeded()
        await screen.settle()
        let shownAfter = screen.tableView.modelCounters.cellsDequeued - dequeuedBefore
        #expect(counter.fills <= shownAfter + 2, "\(counter.fills - shownAfter) probe fills for a new width")

        // Each visible row still has its own accessory's width.
        for path in screen.tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = screen.tableView.cellForRow(at: path) as? NoteCell else { continue }
            cell.layoutIfNeeded()
            let needed = WrappingStaticScreen.height(of: cell.note, width: cell.contentView.bounds.width)
            #expect(screen.tableView.rectForRow(at: path).height == needed, "row \(path)")
        }
        #expect(screen.consistencyProblems() == [])
    }
}
