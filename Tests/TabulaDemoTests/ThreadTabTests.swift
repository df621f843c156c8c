import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal
import Testing

@testable import TabulaDemoKit

/// The thread tab: replies under a wall post as an outline, expanded and collapsed by keys,
/// each change one batch (no reload, no rule violation).
@MainActor
@Suite("Thread tab")
struct ThreadTabTests {
    func app(_ script: String) async throws -> (DemoApp, ThreadTab) {
        var options = DemoOptions()
        options.liveInterval = 0
        let app = DemoApp(options: options, size: TerminalSize(columns: 80, rows: 24))
        await app.play(try KeyScript.parse(script))
        return (app, try #require(app.feed?.tabs.compactMap { $0 as? ThreadTab }.first))
    }

    @Test func theThreadIsValidAndOpensWithThePostExpanded() async throws {
        #expect(try ThreadReply.thread().count == 10)
        let (app, tab) = try await app("<enter>6")
        #expect(app.activeTabTitle == "Thread")
        #expect(tab.feed.items.map(\.item.id) == [1, 2, 6, 9, 10])
        #expect(app.screenText.contains("▾ Sam: Back from Patagonia"))
        #expect(app.screenText.contains("  ▸ Mia: Those mountains!"))
    }

    @Test func enterExpandsAndCollapsesTheSelectedMessageInOneBatchEach() async throws {
        // Down to Mia's reply, expand it (Sam's answer has replies of its own: ▸).
        let (app, tab) = try await app("<enter>6j<enter>")
        let batches = tab.feed.updater.statistics.batchesApplied
        #expect(tab.feed.items.map(\.item.id) == [1, 2, 3, 5, 6, 9, 10])
        #expect(app.screenText.contains("    ▸ Sam: Torres del Paine"))
        // Up to the post, collapse it: every reply goes in one batch.
        await app.play(try KeyScript.parse("k<enter>"))
        #expect(tab.feed.items.map(\.item.id) == [1, 10])
        #expect(tab.feed.updater.statistics.batchesApplied == batches + 1)
        #expect(app.screenText.contains("▸ Sam: Back from Patagonia"))
        // Expanded again, Mia's reply is still expanded: the state is kept by identity.
        await app.play(try KeyScript.parse("<enter>"))
        #expect(tab.feed.items.map(\.item.id) == [1, 2, 3, 5, 6, 9, 10])
        #expect(tab.feed.updater.statistics.totalReloads == 1)  // the first load only
        #expect(tab.feed.updater.statistics.violations.isEmpty)
    }

    @Test func oExpandsEverythingThenCollapsesEverything() async throws {
        let (app, tab) = try await app("<enter>6o")
        // Something was expanded (the post): `o` collapses all.
        #expect(tab.feed.items.map(\.item.id) == [1, 10])
        await app.play(try KeyScript.parse("o"))
        #expect(tab.feed.items.map(\.item.id) == Array(1...10))
        #expect(app.screenText.contains("      · Mia: How long is the W trek?"))
        // Enter on a message without replies changes nothing.
        await app.play(try KeyScript.parse("<end><enter>"))
        #expect(tab.feed.items.count == 10)
        #expect(tab.feed.updater.statistics.violations.isEmpty)
    }
}
