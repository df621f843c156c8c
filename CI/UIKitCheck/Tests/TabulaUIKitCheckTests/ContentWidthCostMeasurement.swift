import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// What a width change of a 100,000-row table of one cell type costs on the main actor,
/// with and without ``TableViewAdapter/contentWidthKey``. A measurement, not a gate (times
/// move with the machine): run with `TABULA_MEASURE=1 swift test --skip-build --filter
/// ContentWidthCostMeasurement` and read the printed lines.
@Suite(
    "Content width cost (measurement)", .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["TABULA_MEASURE"] != nil))
@MainActor
struct ContentWidthCostMeasurement {
    @Test(arguments: [false, true])
    func aWidthChangeOfAHundredThousandRows(keyed: Bool) async {
        let counter = FillCounter()
        var cells = TableCellCatalog<Contact>()
        // One cell type, one accessory: the common long list.
        cells.register(
            NoteCell.self, height: { contact, width in WrappingStaticScreen.height(of: contact.name, width: width) }
        ) {
            cell, contact in
            counter.fills += 1
            cell.note = contact.name
            cell.accessoryType = .disclosureIndicator
        }
        let items = (1...100_000).map { Contact($0, WrappingStaticScreen.title(38)) }
        let screen = TableScreen(sections: [ListSection("A", items: items)], cells: cells)
        if keyed { screen.adapter.contentWidthKey = { _ in 0 } }
        let clock = ContinuousClock()
        let load = await clock.measure { await screen.load() }
        let loadFills = counter.fills
        counter.fills = 0
        // The adapter's own cost of a new width: the model table is kept from asking (its
        // 100,000 height calls are the model's cost, not a device's), then the first height
        // call brings the layout to the new width.
        let table = screen.tableView
        table.delegate = nil
        table.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        let newWidth = clock.measure {
            _ = screen.adapter.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
        }
        let newWidthFills = counter.fills
        counter.fills = 0
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let seenWidth = clock.measure {
            _ = screen.adapter.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
        }
        table.delegate = screen.adapter
        print(
            "content width cost, keyed \(keyed): first load \(load) (\(loadFills) fills),"
                + " new width \(newWidth) (\(newWidthFills) probe fills), width seen before \(seenWidth) (\(counter.fills) fills)"
        )
        #expect(screen.adapter.layout.width == 320)
    }
}
