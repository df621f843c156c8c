import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal
import Testing

@testable import TabulaDemoKit

/// The `t` key (200 columns, so the status line shows the text size): every tab lays out at
/// the next text size, the terminal wraps text narrower,
/// and cycling back measures nothing again.
@MainActor
@Suite("Demo text size key")
struct DemoTextSizeTests {
    private func app(_ script: String) async throws -> DemoApp {
        var options = DemoOptions()
        options.liveInterval = 0
        let app = DemoApp(options: options, size: TerminalSize(columns: 200, rows: 30))
        await app.play(try KeyScript.parse(script))
        return app
    }

    @Test func theTextSizeKeyGrowsEveryVisiblePostAndCyclesBackForFree() async throws {
        let app = try await app("<enter>")
        let wall = try #require(app.wall)
        let context = wall.list.measuringContext
        #expect(context.textSize == .large)
        #expect(app.screenText.contains("text L"))
        let first = ListIndexPath(item: 0, section: 0)
        let largeTop = wall.feed.layout.frame(at: ListIndexPath(item: 1, section: 0)).minY

        await app.play(Array(repeating: .character("t"), count: 8))
        #expect(app.sizing.textSize == .accessibilityExtraExtraExtraLarge)
        #expect(wall.list.measuringContext.textSize == .accessibilityExtraExtraExtraLarge)
        #expect(app.screenText.contains("text AX5"))
        #expect(wall.feed.layout.frame(at: ListIndexPath(item: 1, section: 0)).minY >= largeTop)
        // Every visible post has the height its context gives.
        let itemContext = wall.feed.layout.itemContext
        for path in wall.list.indexPathsForVisibleItems {
            guard let post = wall.feed.items[path.item].post else { continue }
            #expect(
                wall.feed.layout.frame(at: path).height
                    == WallPostCell.height(for: post, in: itemContext, context: app.sizing), "\(path)")
        }
        // The terminal wraps a line at columns / scale: no text line on screen is wider.
        let post = try #require(wall.feed.items[first.item].post)
        let frames = WallPostCell.frames(for: post, in: itemContext, context: app.sizing)
        let columns = TerminalTextMeasurer.columns(in: frames.text.width, textSize: .accessibilityExtraExtraExtraLarge)
        #expect(columns < Int(frames.text.width) / 3)

        // Four more keys come back to Large: seen before, nothing is measured.
        await app.play(Array(repeating: .character("t"), count: 3))
        let measured = wall.feed.layout.itemsMeasured
        await app.play([.character("t")])
        #expect(app.sizing.textSize == .large)
        #expect(wall.feed.layout.itemsMeasured == measured, "Large was measured before")
        #expect(app.screenText.contains("violations 0"))
    }

    @Test func theWallMeasuresTheRowsOnScreenFirstAndTheRestOffTheMainActor() async throws {
        let app = try await app("<enter>")
        let wall = try #require(app.wall)
        let layout = wall.feed.layout
        let rows = wall.feed.items.count
        let measuredBefore = layout.itemsMeasured

        wall.setTextSize(.accessibilityMedium)
        // On the main actor, now: the rows on screen (and those their new heights bring on).
        let onScreen = wall.list.indexPathsForVisibleItems
        let atOnce = layout.itemsMeasured - measuredBefore
        #expect(
            !onScreen.isEmpty && atOnce <= onScreen.count + 2, "\(atOnce) measured at once, \(onScreen.count) on screen"
        )
        #expect(layout.unmeasuredPaths.count >= rows - atOnce, "the rest wait, \(rows) rows")
        let itemContext = layout.itemContext
        for path in onScreen {
            guard let post = wall.feed.items[path.item].post else { continue }
            #expect(
                layout.frame(at: path).height == WallPostCell.height(for: post, in: itemContext, context: app.sizing))
        }

        await wall.waitForBackgroundWork()
        #expect(layout.unmeasuredPaths.isEmpty)
        for (index, item) in wall.feed.items.enumerated() {
            guard let post = item.post else { continue }
            let path = ListIndexPath(item: index, section: 0)
            #expect(
                layout.frame(at: path).height == WallPostCell.height(for: post, in: itemContext, context: app.sizing))
        }
        #expect(wall.feed.updater.statistics.violations.isEmpty)
    }
}
