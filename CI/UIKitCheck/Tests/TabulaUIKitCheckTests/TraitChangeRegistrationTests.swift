import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// From iOS 17 a list follows the text size through UIKit's trait change registration
/// (UITraitCollection.h:221), not the method UIKit deprecates there (line 198).
@Suite("Text size changes through trait change registration")
@MainActor
struct TraitChangeRegistrationTests {
    @Test func aListRegistersForTheContentSizeCategoryAndFollowsIt() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...30))])
        await screen.load()
        let registered = screen.tableView.subviews.filter { $0.modelTraitChangeRegistrationCount > 0 }
        #expect(registered.count == 1, "one view of the list registered for the category")

        screen.window.modelSetPreferredContentSizeCategory(.extraExtraLarge)
        // The category the lists show is process-wide: back to Large for tests running meanwhile.
        makeAListAtLarge()
        let report = try #require(await screen.adapter.waitForTextSizeChange(), "the list heard the change")
        #expect(report.isComplete)
        screen.window.modelSetPreferredContentSizeCategory(nil)
        _ = await screen.adapter.waitForTextSizeChange()
        #expect(screen.consistencyProblems() == [])
    }
}
