import Foundation
import Tabula
import TabulaUIKitCheck
import Testing
import UIKit

/// What a width change of a 100,000-row table of one cell type costs on the main actor,
/// with and without ``TableViewAdapter/contentWidthKey``. A measurement, not a gate (times
/// move with the machine): run with `TABULA_MEASURE=1 swift test --skip-build --filter
/// ContentWidthCostMeasurement` and read the printed lines.
@Suite("Content width cost (measurement)", .serialized, .enabled(if: ProcessInfo.processInfo.environment["TABULA_MEASURE"] != nil))
@MainActor
struct ContentWidthCostMeasurement {
    @Test(arguments: [false, true])
    func aWidthChangeOfAHundredThousandRows(keyed: Bool) async {
        let counter = FillCounter()
        let items = (1...100_000).map { Contact($0, WrappingStaticScreen.title(38)) }
        let screen = TableScreen(
            sections: [ListSection("A", items: items)], cells: ContentWidthProbeCountTests.catalog(counting: counter))
        if keyed { screen.adapter.contentWidthKey = { contact in contact.id.isMultiple(of: 2) } }
        let clock = ContinuousClock()
        let load = await clock.measure { await screen.load() }
        let loadFills = counter.fills
        counter.fills = 0
        let rotate = clock.measure {
            screen.tableView.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
            screen.tableView.layoutIfNeeded()
        }
        let rotateFills = counter.fills
        counter.fills = 0
        // Back to a width seen before: the layout keeps its sizes, so this is the model's own
        // cost of asking 100,000 heights (the part that is not the adapter's).
        let back = clock.measure {
            screen.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            screen.tableView.layoutIfNeeded()
        }
        print(
            "content width cost, keyed \(keyed): load \(load) (\(loadFills) fills), new width \(rotate) (\(rotateFills) fills),"
                + " seen width \(back) (\(counter.fills) fills)")
        #expect(screen.tableView.modelExceptions.isEmpty)
    }
}
