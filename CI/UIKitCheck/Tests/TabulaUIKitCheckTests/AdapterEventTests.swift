import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

@Suite("Adapters report events by item")
@MainActor
struct AdapterEventTests {
    @Test func swipeActionsAndContextMenusAreAskedByItem() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...5))], cells: noteCells())
        let app = AppTableDelegate()
        app.leadingTitle = "from the app"
        screen.adapter.tableDelegate = app
        await screen.load()
        // No adapter handler: the app delegate's leading actions.
        let fromApp = screen.tableView.modelSimulateLeadingSwipe(at: IndexPath(row: 0, section: 0))
        #expect(fromApp?.actions.map(\.title) == ["from the app"])
        screen.adapter.leadingSwipeActions = { contact, _ in
            [UIContextualAction(style: .normal, title: "Pin \(contact.name)") { _, _, done in done(true) }]
        }
        screen.adapter.trailingSwipeActions = { contact, _ in
            contact.id == 2
                ? [UIContextualAction(style: .destructive, title: "Archive") { _, _, done in done(true) }] : []
        }
        screen.adapter.contextMenu = { contact, _, _ in
            UIContextMenuConfiguration(
                identifier: NSString(string: contact.name), previewProvider: nil, actionProvider: nil)
        }
        let leading = screen.tableView.modelSimulateLeadingSwipe(at: IndexPath(row: 1, section: 0))
        #expect(leading?.actions.map(\.title) == ["Pin Contact 2"])
        #expect(
            screen.tableView.modelSimulateTrailingSwipe(at: IndexPath(row: 1, section: 0))?.actions.map(\.title) == [
                "Archive"
            ])
        // No actions for this item: nil, so UIKit's default (Delete, when deletable) stays.
        #expect(screen.tableView.modelSimulateTrailingSwipe(at: IndexPath(row: 0, section: 0)) == nil)
        let menu = screen.tableView.modelSimulateContextMenu(at: IndexPath(row: 4, section: 0))
        #expect((menu?.identifier as? NSString) == "Contact 5")
    }

    @Test func highlightAndDeselectionAreReportedByItem() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...5))], cells: noteCells())
        var log: [String] = []
        screen.adapter.events.didHighlight = { contact, _ in log.append("highlight \(contact.id)") }
        screen.adapter.events.didUnhighlight = { contact, _ in log.append("unhighlight \(contact.id)") }
        screen.adapter.events.didDeselect = { contact, path in log.append("deselect \(contact.id) at \(path.item)") }
        screen.adapter.onSelect = { contact, _ in log.append("select \(contact.id)") }
        await screen.load()
        screen.tableView.modelSimulateTap(at: IndexPath(row: 3, section: 0))
        screen.tableView.modelSimulateDeselection(at: IndexPath(row: 3, section: 0))
        #expect(log == ["highlight 4", "unhighlight 4", "select 4", "deselect 4 at 3"])
    }
}
