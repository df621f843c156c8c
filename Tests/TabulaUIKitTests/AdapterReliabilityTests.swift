#if os(iOS) || TABULA_UIKIT_MODEL
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
    @Test func storageChangesAfterApplySectionsAreShownWithoutACrash() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3))])
        await screen.load()
        screen.adapter.show(sections: [ListSection("A", items: contacts(1...1))])
        await screen.adapter.waitUntilIdle()
        // Before: trusted against the one-row data on screen, and out of range.
        try screen.storage.replaceItem(Contact(3, "Three"))
        try screen.storage.replaceItem(Contact(2, "Two"))
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
        #expect(screen.visibleNames == ["Contact 1", "Two", "Three"])
    }
}
#endif
