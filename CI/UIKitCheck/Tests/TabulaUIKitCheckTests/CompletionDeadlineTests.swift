import Foundation
@_spi(Testing) import Tabula
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// On a device a batch animates for about 0.3 s, and its completion can fail to come (an
/// animation UIKit never ends). The adapter must not stop updating the table for good.
@MainActor
@Suite("UIKit adapters: a batch completion that never arrives")
struct CompletionDeadlineTests {
    @Test func aTableWhoseAnimationNeverEndsStillShowsLaterUpdates() async throws {
        let screen = TableScreen(sections: [ListSection("A", items: contacts(1...3))])
        await screen.load()
        screen.tableView.modelCompletesAnimationsAutomatically = false
        try screen.storage.appendItems([Contact(4)], to: "A")
        #expect(await eventually { screen.adapter.updater.statistics.batchesApplied > 0 })
        // Nobody ends the animation: the updater gives up waiting and reloads.
        #expect(
            await eventually {
                screen.adapter.updater.isIdle
                    && screen.adapter.updater.presentedVersion == screen.storage.snapshot.version
            }, "updates are not stuck behind the lost completion")
        #expect(screen.adapter.updater.statistics.reloads[.completionOverdue] == 1)
        // The table follows later updates, and the lost completion, when it comes, changes nothing.
        screen.tableView.modelCompletesAnimationsAutomatically = true
        _ = screen.tableView.modelFinishAnimations()
        try screen.storage.appendItems([Contact(5)], to: "A")
        await screen.settle()
        #expect(screen.consistencyProblems() == [])
        #expect(screen.tableView.numberOfRows(inSection: 0) == 5)
    }
}
