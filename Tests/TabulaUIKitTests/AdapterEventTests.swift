#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

@Suite("Adapters report events by item")
@MainActor
struct AdapterEventTests {
    @Test func displayEventsNameTheItemEvenAfterItIsDeleted() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...30))], cells: noteCells())
        var appeared: [Int] = []
        var ended: [Int] = []
        screen.adapter.events.willDisplay = { contact, _ in appeared.append(contact.id) }
        screen.adapter.events.didEndDisplaying = { contact, _ in ended.append(contact.id) }
        await screen.load()
        #expect(appeared == Array(1...11))
        // Contact 3 is deleted while on screen: the end of its display names contact 3,
        // though its old path now holds contact 4.
        try screen.storage.removeItems(withIdentifiers: [3])
        await screen.settle()
        #expect(ended == [3])
        #expect(appeared.last == 12, "the row that scrolled into view appeared")
        screen.tableView.contentOffset = CGPoint(x: 0, y: 44 * 20)
        #expect(Set(ended.dropFirst()) == Set([1, 2] + Array(4...12)), "the rows shown before the scroll left")
        #expect(screen.consistencyProblems() == [])
    }
}
#endif
