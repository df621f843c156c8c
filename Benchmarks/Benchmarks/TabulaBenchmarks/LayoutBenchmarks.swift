import Benchmark
import Foundation
import Tabula

/// Custom metrics of issue 5's layout benchmarks (one value per iteration).
enum LayoutMetric {
    static let nanosecondsPerItem = BenchmarkMetric.custom(
        "ns / item", polarity: .prefersSmaller, useScalingFactor: false)
    static let textsMeasured = BenchmarkMetric.custom(
        "texts measured", polarity: .prefersSmaller, useScalingFactor: false)
    static let itemsMeasured = BenchmarkMetric.custom(
        "items measured", polarity: .prefersSmaller, useScalingFactor: false)

    static let speedUp = BenchmarkMetric.custom("speed-up × 100", polarity: .prefersLarger, useScalingFactor: false)

    static let all = [nanosecondsPerItem, textsMeasured, itemsMeasured]
}

/// The feed's sizes at the layout width, computed once on all cores (for layouts that
/// start from precomputed sizes) with a context of their own.
enum FeedPrecomputed {
    static let width: CGFloat = 375
    static let sizes: [CGSize] = {
        let context = FeedSizingContext()
        return ListLayout.sizesConcurrently(of: FeedFixture.items, width: width) { item, width in
            FeedFrames.size(of: item, width: width, context: context)
        }
    }()
}

/// A layout of the feed at 375 from the precomputed sizes, with a fresh (empty) sizing
/// context, so a width change measures every text again, as a rotation does.
private func layoutAtPrecomputedWidth() -> (ListLayout, FeedSizingContext) {
    let context = FeedSizingContext()
    let layout = ListLayout(
        sizeSource: FeedSizeSource(
            items: FeedFixture.items, context: context, precomputed: FeedPrecomputed.sizes,
            precomputedWidth: FeedPrecomputed.width))
    layout.update(sectionCounts: [FeedFixture.itemCount], applying: nil, width: FeedPrecomputed.width)
    layout.resetCounters()
    return (layout, context)
}

/// Changes `layout`'s width to `width`, measuring on up to `concurrency` threads; returns
/// the time taken.
private func timeWidthChange(_ layout: ListLayout, context: FeedSizingContext, to width: CGFloat, concurrency: Int)
    -> Duration
{
    let items = FeedFixture.items
    return ContinuousClock().measure {
        layout.setWidth(width, maxConcurrency: concurrency) { path, width in
            FeedFrames.size(of: items[path.item], width: width, context: context)
        }
    }
}

/// A layout kept across iterations of one benchmark (built, untimed, by the first).
private final class CachedLayout {
    let context = FeedSizingContext()
    private(set) var layout: ListLayout?

    func built(width: CGFloat) -> ListLayout {
        if let layout { return layout }
        let layout = ListLayout(sizeSource: FeedSizeSource(items: FeedFixture.items, context: context))
        layout.update(sectionCounts: [FeedFixture.itemCount], applying: nil, width: width)
        self.layout = layout
        return layout
    }
}

/// Registers issue 5's layout benchmarks over the 100,000-item mixed feed: first layout
/// at one width, relayout at the same width, a reload with warm MFS caches, and a width
/// change measured on one core and on all cores.
func registerLayoutBenchmarks() {
    let width = FeedPrecomputed.width
    let newWidth: CGFloat = 414
    let count = FeedFixture.itemCount
    // Cheap benchmarks (no text measured): up to 20 iterations in 4 s after a warm-up.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident] + LayoutMetric.all,
        warmupIterations: 1,
        maxDuration: .seconds(4),
        maxIterations: 20)
    // Benchmarks that measure 100,000 texts take seconds per iteration: three, no warm-up.
    let measuring = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident] + LayoutMetric.all,
        warmupIterations: 0,
        maxDuration: .seconds(12),
        maxIterations: 3)

    func record(_ benchmark: Benchmark, _ time: Duration, texts: Int, items: Int, _ label: String, height: CGFloat) {
        let perItem = Double(DurationStats.nanoseconds(time)) / Double(count)
        benchmark.measurement(LayoutMetric.nanosecondsPerItem, Int(perItem.rounded()))
        benchmark.measurement(LayoutMetric.textsMeasured, texts)
        benchmark.measurement(LayoutMetric.itemsMeasured, items)
        reportLine(
            "[layout] \(label): \(DurationStats.micro(DurationStats.nanoseconds(time))) µs = "
                + String(format: "%.1f", perItem) + " ns/item; \(items) items measured, \(texts) texts measured; "
                + "content height \(Int(height))")
    }

    Benchmark("Feed layout · 100k mixed items · first layout at 375 pt (measures all)", configuration: measuring) {
        benchmark in
        let context = FeedSizingContext()
        let layout = ListLayout(sizeSource: FeedSizeSource(items: FeedFixture.items, context: context))
        let clock = ContinuousClock()
        benchmark.startMeasurement()
        let time = clock.measure { layout.update(sectionCounts: [count], applying: nil, width: width) }
        benchmark.stopMeasurement()
        record(
            benchmark, time, texts: context.measurer.measureCount, items: layout.itemsMeasured, "first layout",
            height: layout.contentSize.height)
    } setup: {
        _ = FeedFixture.items
    }

    let kept = CachedLayout()
    Benchmark("Feed layout · 100k mixed items · relayout at the same width (sizes kept)", configuration: configuration)
    {
        benchmark in
        let layout = kept.built(width: width)
        layout.resetCounters()
        kept.context.measurer.resetMeasureCount()
        let clock = ContinuousClock()
        benchmark.startMeasurement()
        let time = clock.measure { layout.setWidth(width) }
        benchmark.stopMeasurement()
        record(
            benchmark, time, texts: kept.context.measurer.measureCount, items: layout.itemsMeasured,
            "relayout, same width", height: layout.contentSize.height)
    }

    let warm = CachedLayout()
    Benchmark(
        "Feed layout · 100k mixed items · reload at the same width (MFS caches warm)", configuration: configuration
    ) {
        benchmark in
        _ = warm.built(width: width)
        warm.context.measurer.resetMeasureCount()
        let layout = ListLayout(sizeSource: FeedSizeSource(items: FeedFixture.items, context: warm.context))
        let clock = ContinuousClock()
        benchmark.startMeasurement()
        let time = clock.measure { layout.update(sectionCounts: [count], applying: nil, width: width) }
        benchmark.stopMeasurement()
        record(
            benchmark, time, texts: warm.context.measurer.measureCount, items: layout.itemsMeasured,
            "reload, caches warm", height: layout.contentSize.height)
    }

    let cores = ProcessInfo.processInfo.activeProcessorCount
    for concurrency in [1, cores] {
        let name = concurrency == 1 ? "1 core" : "all cores (\(cores))"
        Benchmark("Feed layout · 100k mixed items · width change 375 → 414 pt · \(name)", configuration: measuring) {
            benchmark in
            let (layout, context) = layoutAtPrecomputedWidth()
            benchmark.startMeasurement()
            let time = timeWidthChange(layout, context: context, to: newWidth, concurrency: concurrency)
            benchmark.stopMeasurement()
            record(
                benchmark, time, texts: context.measurer.measureCount, items: layout.itemsMeasured,
                "width change, \(name)", height: layout.contentSize.height)
        } setup: {
            _ = FeedPrecomputed.sizes
        }
    }

    // The two back to back in each iteration (order alternating), so both see the same
    // machine load: the speed-up of one iteration comes from one pair.
    let paired = Benchmark.Configuration(
        metrics: [.wallClock, LayoutMetric.speedUp],
        warmupIterations: 0,
        maxDuration: .seconds(20),
        maxIterations: 3)
    Benchmark(
        "Feed layout · 100k mixed items · width change 375 → 414 pt · 1 core vs all cores, paired",
        configuration: paired
    ) {
        benchmark in
        var times: [Int: Duration] = [:]
        let order = benchmark.currentIteration % 2 == 0 ? [1, cores] : [cores, 1]
        for concurrency in order {
            let (layout, context) = layoutAtPrecomputedWidth()
            times[concurrency] = timeWidthChange(layout, context: context, to: newWidth, concurrency: concurrency)
        }
        let one = Double(DurationStats.nanoseconds(times[1] ?? .zero))
        let all = Double(DurationStats.nanoseconds(times[cores] ?? .zero))
        let speedUp = one / max(all, 1)
        benchmark.measurement(LayoutMetric.speedUp, Int((speedUp * 100).rounded()))
        reportLine(
            "[layout] width change paired (order \(order.map(String.init).joined(separator: " then ")) threads): "
                + "1 core \(DurationStats.micro(Int64(one))) µs, \(cores) cores \(DurationStats.micro(Int64(all))) µs, "
                + "speed-up " + String(format: "%.2f", speedUp) + "×")
    } setup: {
        _ = FeedPrecomputed.sizes
    }
}
