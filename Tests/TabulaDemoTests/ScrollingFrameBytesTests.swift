import TabulaTerminal
import Testing

@testable import TabulaDemoKit

/// The demo article, terminal limits: "a scrolling frame rewrites most of the screen (about 6 KB
/// at 120×40, no scroll-region optimisation)", taken as 6 KB give or take 1 KB (seen:
/// 5.7–7.0 KB). The demo's wall at 120×40 (its default seed), scrolled a row and a page at
/// a time: the bytes of each frame in which the list moved, read from the renderer's
/// statistics. Byte counts, not times: the output is deterministic.
@MainActor
@Suite("Claims: a scrolling terminal frame is about 6 KB at 120×40")
struct ScrollingFrameBytesTests {
    @Test func scrollingFramesOfTheWallAreAboutSixKilobytes() async throws {
        let app = DemoApp(options: DemoOptions(), size: TerminalSize(columns: 120, rows: 40))
        await app.play(try KeyScript.parse("<enter>"))
        _ = app.render()
        let wall = try #require(app.wall)
        var bytes: [Int] = []
        for key in [Key.pageDown, .pageDown, .down, .down, .down, .pageUp, .pageDown] {
            let offset = wall.list.visibleRect.minY
            app.handle(key)
            app.tick(live: false)
            _ = app.render()
            // A key that only moves the selection redraws two rows: not a scrolling frame.
            if wall.list.visibleRect.minY != offset { bytes.append(app.renderer.statistics.lastFrameBytes) }
        }
        #expect(bytes.count >= 5, "the keys scrolled the wall")
        for frame in bytes {
            #expect((5 * 1_024)...(7 * 1_024) ~= frame, "a scrolling frame wrote \(frame) bytes: \(bytes)")
        }
    }
}
