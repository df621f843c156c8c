import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--bench`: frame time and bytes written per frame while flinging through the wall.
///
/// The wall is loaded with pages first (sizes precomputed off the main actor, as in use);
/// then each run flings from the top to near the bottom at 240 rows per second and 60
/// frames per second (4 rows a frame). Every frame does what an interactive frame does —
/// scroll (dequeue, configure, enqueue), app tick, draw the whole view tree, diff it
/// against the last frame — and is timed twice: wall clock, and the thread's CPU time
/// (which leaves out the time other processes on a shared machine take the core away).
@MainActor
enum DemoBenchmark {
    struct Result {
        var size: TerminalSize
        var posts: Int
        var framesPerRun: Int
        /// Per run: wall and CPU microseconds of each frame.
        var wall: [[Double]]
        var cpu: [[Double]]
        var bytesPerFrame: [Int]
        var cellsDequeuedPerRun: Int

        var report: String {
            func percentile(_ values: [Double], _ fraction: Double) -> Double {
                let sorted = values.sorted()
                guard !sorted.isEmpty else { return 0 }
                let rank = Int((fraction * Double(sorted.count)).rounded(.up))
                return sorted[min(max(rank - 1, 0), sorted.count - 1)]
            }
            func medianOfRuns(_ runs: [[Double]], _ fraction: Double) -> Int {
                Int(percentile(runs.map { percentile($0, fraction) }, 0.5).rounded())
            }
            let bytes = bytesPerFrame.sorted()
            let meanBytes = bytes.isEmpty ? 0 : bytes.reduce(0, +) / bytes.count
            let medianBytes = bytes.isEmpty ? 0 : bytes[bytes.count / 2]
            return """
                tabula-demo --bench: fling through the wall at \(size.columns)x\(size.rows)
                posts \(posts), \(framesPerRun) frames per run (4 rows a frame), \(wall.count) runs; medians of the runs
                frame CPU time:  p50 \(medianOfRuns(cpu, 0.5)) µs, p99 \(medianOfRuns(cpu, 0.99)) µs, max \(medianOfRuns(cpu, 1)) µs (goal: p99 < 1000 µs)
                frame wall time: p50 \(medianOfRuns(wall, 0.5)) µs, p99 \(medianOfRuns(wall, 0.99)) µs, max \(medianOfRuns(wall, 1)) µs
                bytes per frame: median \(medianBytes), mean \(meanBytes), max \(bytes.last ?? 0)
                cells dequeued per run: \(cellsDequeuedPerRun)
                """
        }
    }

    static func run(options: DemoOptions, pages: Int = 6, runs: Int = 7) async throws -> Result {
        var options = options
        options.liveInterval = 0
        let size = options.size ?? DemoOptions.defaultSize
        let app = DemoApp(options: options, size: size)
        app.showFeed()
        var result = Result(
            size: size, posts: 0, framesPerRun: 0, wall: [], cpu: [], bytesPerFrame: [], cellsDequeuedPerRun: 0)
        guard let list = app.activeList else { return result }
        // Load pages by scrolling to the end until enough are in.
        while app.wallPagesLoaded < pages {
            try list.scroll(toOffset: CGPoint(x: 0, y: list.contentSize.height))
            app.tick(live: false)
            await app.settle()
        }
        result.posts = app.wallPostCount
        // Stop short of the infinite-scroll threshold, so every run flings over the same content.
        let end = list.contentSize.height - list.viewportSize.height * 1.2
        let clock = ContinuousClock()
        for _ in 0..<runs {
            try list.scroll(toOffset: .zero)
            app.tick(live: false)
            _ = app.render()
            let dequeuedBefore = list.counters.cellsDequeued
            var wall: [Double] = []
            var cpu: [Double] = []
            var y: CGFloat = 0
            while y < end {
                y = min(y + 4, end)
                let cpuStart = threadCPUMicroseconds()
                let start = clock.now
                try list.scroll(toOffset: CGPoint(x: 0, y: y))
                app.tick(live: false)
                _ = app.render()
                let elapsed = clock.now - start
                cpu.append(threadCPUMicroseconds() - cpuStart)
                wall.append(Double(elapsed.components.seconds) * 1e6 + Double(elapsed.components.attoseconds) / 1e12)
                result.bytesPerFrame.append(app.renderer.statistics.lastFrameBytes)
            }
            result.wall.append(wall)
            result.cpu.append(cpu)
            result.framesPerRun = wall.count
            result.cellsDequeuedPerRun = list.counters.cellsDequeued - dequeuedBefore
        }
        return result
    }

    /// The CPU time this thread has used, in microseconds.
    static func threadCPUMicroseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e6 + Double(time.tv_nsec) / 1e3
    }
}
