import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal
import Testing

@testable import TabulaDemoKit

/// The Settings (static table) and Countries (widget builder) tabs, through key scripts.
@MainActor
@Suite("Settings and Countries tabs")
struct StaticAndWidgetTabTests {
    func app(_ script: String) async throws -> DemoApp {
        var options = DemoOptions()
        options.liveInterval = 0
        let app = DemoApp(options: options, size: TerminalSize(columns: 80, rows: 24))
        await app.play(try KeyScript.parse(script))
        return app
    }

    func settings(_ app: DemoApp) throws -> SettingsTab {
        try #require(app.feed?.tabs.compactMap { $0 as? SettingsTab }.first)
    }

    func row(of text: String, in app: DemoApp) throws -> Int {
        try #require(
            app.screenText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) })
    }

    @Test func togglingNotificationsRevealsAndHidesRows() async throws {
        let app = try await app("<enter>4")
        #expect(app.activeTabTitle == "Settings")
        let tab = try settings(app)
        #expect(app.screenText.contains("NOTIFICATIONS"))
        #expect(app.screenText.contains("[ OFF□]"))
        #expect(!app.screenText.contains("Sound"), "the sound row shows only while notifications are on")
        #expect(tab.list.numberOfItems(inSection: 0) == 1)
        let darkModeBefore = try row(of: "Dark mode", in: app)

        await app.play([.enter])
        #expect(tab.screen.notificationsOn)
        #expect(tab.list.numberOfItems(inSection: 0) == 3)
        #expect(app.screenText.contains("Sound"))
        #expect(app.screenText.contains("Chime ›"))
        let statistics = try #require(tab.table.updater?.statistics)
        #expect(statistics.batchesApplied == 1, "the rows slid in with one batch")
        #expect(statistics.violations.isEmpty)
        // The rows below moved down by the two new rows, on screen too.
        #expect(try row(of: "Dark mode", in: app) == darkModeBefore + 2)

        await app.play([.space])
        #expect(!tab.screen.notificationsOn)
        #expect(tab.list.numberOfItems(inSection: 0) == 1)
        #expect(!app.screenText.contains("Sound"))
    }

    @Test func disclosureRowsAreSelectedByModel() async throws {
        let app = try await app("<enter>4jj<enter>")
        let tab = try settings(app)
        #expect(tab.screen.lastAction == "opened Language")
        #expect(app.screenText.contains("settings: opened Language"))
    }

    @Test func countriesAreDeclaredWithTheBuilderAndAnimate() async throws {
        let app = try await app("<enter>5")
        let tab = try #require(app.feed?.tabs.compactMap { $0 as? CountriesTab }.first)
        let screen = app.screenText
        #expect(screen.contains("Choose a country"))
        #expect(screen.contains("Japan · 日本"))
        #expect(screen.contains("────"), "titles have separators")
        #expect(tab.controller.widgets.count == 3 + 2 * CountriesBuilder.countries.count)

        // Choose Japan: its title changes, reconfigured in place (no batch).
        await app.play(try KeyScript.parse("jjj<enter>"))
        #expect(app.screenText.contains("✓ Japan"))
        let statistics = try #require(tab.controller.updater?.statistics)
        #expect(statistics.reconfigures == 1)
        #expect(statistics.batchesApplied == 0)

        // Reverse: identical spacings stay distinct by tag, so the diff animates as moves.
        await app.play([.character("s")])
        let after = try #require(tab.controller.updater?.statistics)
        #expect(after.batchesApplied == 1)
        #expect(after.totalReloads == 1, "only the first load was a reload")
        #expect(after.violations.isEmpty)
        #expect(tab.list.counters.batchesRejected == 0)
        #expect(app.screenText.contains("Iceland"))
    }
}
