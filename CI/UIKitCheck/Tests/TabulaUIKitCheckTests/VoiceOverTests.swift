import Foundation
@_spi(Testing) import Tabula
import TabulaTestSupport
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// VoiceOver on the UIKit model: what cells say (widgets, static rows, any item through the
/// adapter's closure), and "Move up" / "Move down" through the storage in one batch.
// Serialized: the model records posted notifications in one global list.
@Suite("VoiceOver on the UIKit model", .serialized)
@MainActor
struct VoiceOverTests {
    init() {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        UIAccessibility.modelPostedNotifications = []
    }
    private func cell(_ tableView: UITableView, _ row: Int, _ section: Int = 0) -> UITableViewCell? {
        tableView.cellForRow(at: IndexPath(row: row, section: section))
    }
    /// The "Move up" / "Move down" actions a cell offers, by name.
    private func moveActions(_ cell: UITableViewCell?) -> [String] {
        (cell?.accessibilityCustomActions ?? []).map(\.name)
    }

    @Test func moveDownReordersThroughTheStorageInOneBatchAndTellsVoiceOver() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: (1...4).map { Contact($0) })])
        await screen.load()
        screen.adapter.canMoveItem = { _ in true }
        screen.adapter.accessibilityMoveName = { $0 == .up ? "Nach oben" : "Nach unten" }
        let first = try #require(cell(screen.tableView, 0))
        #expect(moveActions(first) == ["Nach unten"])
        let before = screen.tableView.modelCounters
        let down = try #require(first.accessibilityCustomActions?.first)

        #expect(down.modelPerform())
        await screen.settle()

        #expect(screen.storage.snapshot.sections[0].items.map(\.id) == [2, 1, 3, 4])
        #expect(screen.adapter.updater.presentedSections[0].items.map(\.id) == [2, 1, 3, 4])
        #expect(screen.tableView.modelCounters.performBatchUpdatesCalls == before.performBatchUpdatesCalls + 1)
        #expect(screen.tableView.modelCounters.reloadDataCalls == before.reloadDataCalls)
        #expect(cell(screen.tableView, 1) === first, "the moved row keeps its cell")
        #expect(moveActions(first) == ["Nach oben", "Nach unten"], "no longer first: both moves")
        #expect(moveActions(cell(screen.tableView, 0)) == ["Nach unten"], "the new first row")
        let posted = UIAccessibility.modelPostedNotifications
        #expect(posted.count == 1)
        #expect(posted.first?.notification == .layoutChanged)
        #expect((posted.first?.argument as? UITableViewCell) === first)
        #expect(screen.tableView.modelExceptions == [])
        #expect(screen.adapter.updater.statistics.violations == [])
    }

    @Test func randomMovesMatchAReferenceOneBatchEach() async throws {
        for seed in UInt64(1)...8 {
            var random = SplitMix64(seed: seed)
            UIAccessibility.modelPostedNotifications = []
            let count = Int.random(in: 2...8, using: &random)
            let screen = TableScreen(sections: [ListSection("A", items: (1...count).map { Contact($0) })])
            await screen.load()
            screen.adapter.canMoveItem = { _ in true }
            var reference = Array(1...count)
            for step in 0..<20 {
                let row = Int.random(in: 0..<count, using: &random)
                let up = Bool.random(using: &random)
                let actions = try #require(cell(screen.tableView, row)).accessibilityCustomActions ?? []
                let action = actions.first { $0.name == (up ? "Move up" : "Move down") }
                let target = up ? row - 1 : row + 1
                #expect((action != nil) == reference.indices.contains(target), "seed \(seed) step \(step)")
                guard let action else { continue }
                let batches = screen.tableView.modelCounters.performBatchUpdatesCalls
                #expect(action.modelPerform(), "seed \(seed) step \(step)")
                await screen.settle()
                reference.swapAt(row, target)
                #expect(screen.storage.snapshot.sections[0].items.map(\.id) == reference, "seed \(seed) step \(step)")
                #expect(screen.visibleNames == reference.map { "Contact \($0)" }, "seed \(seed) step \(step)")
                #expect(screen.tableView.modelCounters.performBatchUpdatesCalls == batches + 1, "seed \(seed)")
            }
            #expect(screen.tableView.modelExceptions == [], "seed \(seed)")
            #expect(screen.adapter.updater.statistics.violations == [], "seed \(seed)")
        }
    }
}
