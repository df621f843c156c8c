import Foundation
import Tabula
import TabulaTerminal
import Testing

/// `TerminalListView.prepareReusableCells(_:prepare:)` shares the headless host's engine:
/// pre-warmed cells are queued, counted, and reused while scrolling.
@MainActor
@Suite("TerminalListView prepareReusableCells")
struct TerminalPrepareReusableCellsTests {
    @Test func prewarmedCellsAreReusedAndNoneIsCreatedWhileScrolling() throws {
        let fixture = TerminalListViewTests.Fixture([(0..<30).map { "row \($0)" }])
        try fixture.list.reloadData()
        let createdOnLoad = fixture.list.counters.cellsCreated
        var prepared = 0
        let created = try fixture.list.prepareReusableCells(["row": createdOnLoad + 2]) { _ in prepared += 1 }
        #expect(created == 2)
        #expect(prepared == 2)
        #expect(fixture.list.reuseQueueCount(forIdentifier: "row") == 2)
        #expect(fixture.list.counters.cellsPrewarmed == 2)
        #expect(fixture.list.counters.cellsCreated == createdOnLoad + 2)
        for _ in 0..<26 { try fixture.list.scroll(byRows: 1) }
        #expect(fixture.list.counters.cellsCreated == createdOnLoad + 2, "scrolling one-row rows reuses cells only")
        #expect(throws: ListHostError.unregisteredReuseIdentifier("other", kind: fixture.list.kind)) {
            try fixture.list.prepareReusableCells(["other": 1])
        }
    }
}
