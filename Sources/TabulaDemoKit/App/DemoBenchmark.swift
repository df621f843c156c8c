import Foundation
import Tabula
import TabulaTerminal

/// `--bench`: frame time and bytes written per frame while flinging through the wall.
///
/// The wall is loaded with pages first (sizes precomputed off the main actor, as in use);
/// then each run flings from the top to the bottom at 60 frames per second, and every
/// frame does what an interactive frame does — scroll (dequeue, configure, enqueue), app
/// tick, draw the whole view tree, diff it against the last frame — and is timed.
@MainActor
enum DemoBenchmark {
    struct Result {
        var size: TerminalSize
        var posts: Int
        var runs: [FlingReport]
        var bytesPerFrame: [Int]

        var report: String {
            func microseconds(_ duration: Duration) -> Double {
                Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
            }
            func median(_ values: [Double]) -> Double {
                let sorted = values.sorted()
                return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
            }
            let p50 = median(runs.map { microseconds($0.p50) })
            let p99 = median(runs.map { microseconds($0.p99) })
            let worst = median(runs.map { microseconds($0.max) })
            let frames = runs.first?.frameCount ?? 0
            let bytes = bytesPerFrame.sorted()
            let meanBytes = bytes.isEmpty ? 0 : bytes.reduce(0, +) / bytes.count
            let medianBytes = bytes.isEmpty ? 0 : bytes[bytes.count / 2]
            let maxBytes = bytes.last ?? 0
            func format(_ value: Double) -> String { String(Int(value.rounded())) }
            return """
                tabula-demo --bench: fling through the wall at \(size.columns)x\(size.rows)
                posts \(posts), \(frames) frames per run, \(runs.count) runs (medians of the runs)
                frame time: p50 \(format(p50)) µs, p99 \(format(p99)) µs, max \(format(worst)) µs (goal: p99 < 1000 µs)
                bytes per frame: median \(medianBytes), mean \(meanBytes), max \(maxBytes)
                cells per run: dequeued \(runs.first?.cellsDequeued ?? 0), created \(runs.first?.cellsCreated ?? 0)
                """
        }
    }

    static func run(options: DemoOptions, pages: Int = 6, runs: Int = 5) async throws -> Result {
        var options = options
        options.liveInterval = 0
        let size = options.size ?? DemoOptions.defaultSize
        let app = DemoApp(options: options, size: size)
        app.showFeed()
        guard let list = app.activeList else { return Result(size: size, posts: 0, runs: [], bytesPerFrame: []) }
        // Load pages by scrolling to the end until enough are in.
        while app.wallPagesLoaded < pages {
            try list.scroll(toOffset: CGPoint(x: 0, y: list.contentSize.height))
            app.tick(live: false)
            await app.waitForBackgroundWork()
            await app.settle()
        }
        _ = app.render(fullRedraw: true)
        var reports: [FlingReport] = []
        var bytes: [Int] = []
        // Stop short of the infinite-scroll threshold, so every run flings over the same content.
        let end = list.contentSize.height - list.viewportSize.height * 1.2
        for _ in 0..<runs {
            try list.scroll(toOffset: .zero)
            _ = app.render()
            let report = try list.simulateFling(from: 0, to: end, velocity: 240, framesPerSecond: 60) {
                app.tick(live: false)
                _ = app.render()
                bytes.append(app.renderer.statistics.lastFrameBytes)
            }
            reports.append(report)
        }
        return Result(size: size, posts: app.wallPostCount, runs: reports, bytesPerFrame: bytes)
    }
}
