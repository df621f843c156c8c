import Benchmark
import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless

/// Custom metrics of issue 5's fling benchmark (one value per iteration).
enum FlingMetric {
    static let frameP50 = BenchmarkMetric.custom("frame p50 (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    static let frameP99 = BenchmarkMetric.custom("frame p99 (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    static let frameMax = BenchmarkMetric.custom("frame max (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    static let frames = BenchmarkMetric.custom("frames", polarity: .prefersSmaller, useScalingFactor: false)
    static let cellsCreated = BenchmarkMetric.custom(
        "cells created in fling", polarity: .prefersSmaller, useScalingFactor: false)
    static let bindsSkipped = BenchmarkMetric.custom("binds skipped", polarity: .prefersLarger, useScalingFactor: false)
    static let resizesSkipped = BenchmarkMetric.custom(
        "resizes skipped", polarity: .prefersLarger, useScalingFactor: false)
    static let textsMeasured = BenchmarkMetric.custom(
        "texts measured in fling", polarity: .prefersSmaller, useScalingFactor: false)

    static let cellsPrewarmed = BenchmarkMetric.custom(
        "cells prewarmed", polarity: .prefersSmaller, useScalingFactor: false)

    static let all = [
        frameP50, frameP99, frameMax, frames, cellsCreated, cellsPrewarmed, bindsSkipped, resizesSkipped, textsMeasured,
    ]
}

/// Registers issue 5's fling: top to bottom of the 100,000-item feed at 120 Hz.
func registerFlingBenchmarks() {
    let velocity: CGFloat = 6_000
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident] + FlingMetric.all,
        warmupIterations: 0,
        maxDuration: .seconds(20),
        maxIterations: 3)

    Benchmark("Feed fling · 100k mixed items · top to bottom at 120 Hz, 6,000 pt/s", configuration: configuration) {
        @MainActor (benchmark: Benchmark) async in
        let scene = await FeedFlingScene.make()
        let host = scene.host
        let createdOnLoad = host.counters.cellsCreated
        // Pre-warm (not timed): each reuse identifier's peak visible count over the whole
        // feed, created into the queues with their MFS drivers before the fling.
        let clock = ContinuousClock()
        var demand: [String: Int] = [:]
        let demandDuration = clock.measure {
            demand = ReuseDemand.peakVisibleCounts(
                in: scene.layout, viewportHeight: FeedFlingScene.viewport.height,
                reuseIdentifier: { FeedFixture.items[$0.item].reuseIdentifier })
        }
        let prewarmed: Int
        do {
            prewarmed = try host.prepareReusableCells(demand) { scene.binder.attachDriver(toPrewarmed: $0) }
        } catch {
            benchmark.error("prepareReusableCells: \(error)")
            return
        }
        let measuredBefore = scene.context.measurer.measureCount
        let driversBefore = scene.binder.counters
        let report: FlingReport
        do {
            benchmark.startMeasurement()
            report = try host.simulateFlingToBottom(velocity: velocity)
            benchmark.stopMeasurement()
        } catch {
            benchmark.error("fling: \(error)")
            return
        }
        let measuredInFling = scene.context.measurer.measureCount - measuredBefore
        let drivers = scene.binder.counters
        let offsets = scene.binder.creationOffsets
        let createdAfterLoad = offsets.filter { $0 > 0 }

        // The guards: showing the same view models again in the same cells does nothing.
        let beforeReconfigure = scene.binder.counters
        let visible = host.indexPathsForVisibleItems
        do {
            try host.reconfigureItems(at: visible)
        } catch {
            benchmark.error("reconfigure: \(error)")
            return
        }
        let afterReconfigure = scene.binder.counters

        benchmark.measurement(FlingMetric.frameP50, Int(DurationStats.nanoseconds(report.p50)))
        benchmark.measurement(FlingMetric.frameP99, Int(DurationStats.nanoseconds(report.p99)))
        benchmark.measurement(FlingMetric.frameMax, Int(DurationStats.nanoseconds(report.max)))
        benchmark.measurement(FlingMetric.frames, report.frameCount)
        benchmark.measurement(FlingMetric.cellsCreated, report.cellsCreated)
        benchmark.measurement(FlingMetric.cellsPrewarmed, prewarmed)
        benchmark.measurement(FlingMetric.bindsSkipped, drivers.bindsSkipped - driversBefore.bindsSkipped)
        benchmark.measurement(FlingMetric.resizesSkipped, drivers.resizesSkipped - driversBefore.resizesSkipped)
        benchmark.measurement(FlingMetric.textsMeasured, measuredInFling)

        let stats = DurationStats(report.frameDurations)
        let kinds = scene.binder.driverCounts
        let lastScreen = (createdAfterLoad.last ?? 0) / FeedFlingScene.viewport.height
        let screens = String(format: "%.0f", host.frameProvider.contentSize.height / FeedFlingScene.viewport.height)
        let lastCreation =
            createdAfterLoad.isEmpty
            ? ""
            : "; the last at offset \(Int(createdAfterLoad.last ?? 0)) = screen \(String(format: "%.1f", lastScreen)) of \(screens)"
        let under = report.frameDurations.filter { $0 < .microseconds(100) }.count
        reportLine(
            """
            [fling] \(report.frameCount) frames over \(Int(report.endOffset - report.startOffset)) pt at \
            \(Int(velocity)) pt/s; main-actor work per frame: \(stats.summary), total \
            \(DurationStats.micro(stats.total)) µs; \(under) of \(report.frameCount) frames under 100 µs; \
            p99 \(report.p99 < .microseconds(100) ? "meets" : "misses") the 0.1 ms goal
            [fling] pre-warm: ReuseDemand.peakVisibleCounts over \(FeedFixture.items.count) items in \
            \(DurationStats.micro(DurationStats.nanoseconds(demandDuration))) µs: \(demand.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")) \
            (sum \(demand.values.reduce(0, +))); prepareReusableCells created \(prewarmed)
            [fling] cells: \(createdOnLoad) created by the first load, \(prewarmed) by the pre-warm, \(report.cellsCreated) during the fling \
            (\(createdAfterLoad.count) counted by the binder\(lastCreation)); \
            drivers by kind: \(kinds.friend) friend, \(kinds.message) message, \(kinds.wall) wall post; \
            peak \(report.peakVisibleCells) visible; \(report.cellsDequeued) dequeued, \(report.cellsConfigured) configured
            [fling] MFS during the fling: binds \(drivers.bindsPerformed - driversBefore.bindsPerformed) performed / \
            \(drivers.bindsSkipped - driversBefore.bindsSkipped) skipped, resizes \
            \(drivers.resizesPerformed - driversBefore.resizesPerformed) performed / \
            \(drivers.resizesSkipped - driversBefore.resizesSkipped) skipped, rebuilds \
            \(drivers.rebuilds - driversBefore.rebuilds), one-time stylings \(drivers.stylesApplied) applied in all
            [fling] reconfiguring the \(visible.count) visible cells with unchanged data afterwards: binds \
            \(afterReconfigure.bindsPerformed - beforeReconfigure.bindsPerformed) performed / \
            \(afterReconfigure.bindsSkipped - beforeReconfigure.bindsSkipped) skipped, resizes \
            \(afterReconfigure.resizesPerformed - beforeReconfigure.resizesPerformed) performed / \
            \(afterReconfigure.resizesSkipped - beforeReconfigure.resizesSkipped) skipped
            [fling] texts measured: \(scene.textsMeasuredOffMain) off the main actor before showing the list \
            (ListLayout.sizes on all cores), \(measuredBefore - scene.textsMeasuredOffMain) on the main actor \
            during the first load, \(measuredInFling) during the fling
            """)
    } setup: {
        _ = FeedFixture.items
    }
}
