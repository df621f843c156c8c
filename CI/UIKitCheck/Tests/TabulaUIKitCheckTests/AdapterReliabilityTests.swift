import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// Calls an app combines that once broke the table adapter: data given by hand next to a
/// bound storage, and a reorder the data cannot follow.
@MainActor
@Suite("Table adapter: mixed sources and failed reorders")
struct AdapterReliabilityTests {
    @Test func aReorderTheDataCannotFollowReloadsTheTable() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3))])
        await screen.load()
        let reloadsBefore = screen.tableView.modelCounters.reloadDataCalls
        // A destination past the end: the updater refuses it, so the table must show the
        // data again instead of keeping a row the data does not have there.
        screen.adapter.tableView(
            screen.tableView, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 7, section: 0))
        for _ in 0..<20 { await Task.yield() }
        await screen.settle()
        #expect(screen.tableView.modelCounters.reloadDataCalls == reloadsBefore + 1)
        #expect(screen.storage.snapshot.allItems.map(\.id) == [1, 2, 3])
        #expect(screen.consistencyProblems() == [])
    }
}
