import Benchmark
import Foundation
@_spi(Testing) import Tabula

/// Custom metrics of the issue 4 pipeline benchmark (one value per iteration).
enum PipelineMetric {
    static let mutationsPerSecond = BenchmarkMetric.custom(
        "mutations / s", polarity: .prefersLarger, useScalingFactor: false)
    static let batchesApplied = BenchmarkMetric.custom(
        "batches applied", polarity: .prefersSmaller, useScalingFactor: false)
    static let reconfigures = BenchmarkMetric.custom("reconfigures", polarity: .prefersSmaller, useScalingFactor: false)
    static let applyP50 = BenchmarkMetric.custom("apply p50 (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    static let applyP99 = BenchmarkMetric.custom("apply p99 (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    static let applyMax = BenchmarkMetric.custom("apply max (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    static let storageP50 = BenchmarkMetric.custom(
        "storage.update p50 (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    static let fullDiffP50 = BenchmarkMetric.custom(
        "full diff p50 (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    static let fullDiffRatio = BenchmarkMetric.custom(
        "full diff ÷ recorded (×)", polarity: .prefersLarger, useScalingFactor: false)
    static let heapBytesPerItem = BenchmarkMetric.custom(
        "heap bytes / item", polarity: .prefersSmaller, useScalingFactor: false)

    static let all = [
        mutationsPerSecond, batchesApplied, reconfigures, applyP50, applyP99, applyMax, storageP50, fullDiffP50,
        fullDiffRatio, heapBytesPerItem,
    ]
}

/// Registers issue 4's benchmark: 100,000 single-item mutations through
/// storage → updater → headless host, with the full-diff comparison.
func registerPipelineBenchmarks() {
    let mutations = 100_000
    let sampleEvery = 500
    // Each iteration takes seconds: three iterations, no warm-up (the first is the cold one).
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident] + PipelineMetric.all,
        warmupIterations: 0,
        maxDuration: .seconds(25),
        maxIterations: 3)

    Benchmark("Pipeline · 100k single-item mutations · storage → updater → host", configuration: configuration) {
        @MainActor (benchmark: Benchmark) async in
        let pipeline = MutationPipeline()
        let result: MutationPipeline.Result
        do {
            benchmark.startMeasurement()
            result = try pipeline.run(mutations: mutations, sampleEvery: sampleEvery, seed: 4)
            benchmark.stopMeasurement()
        } catch {
            benchmark.error(String(describing: error))
            return
        }
        report(result, of: pipeline, to: benchmark)
    }
}

/// Records every metric and writes the report lines.
@MainActor
private func report(_ result: MutationPipeline.Result, of pipeline: MutationPipeline, to benchmark: Benchmark) {
    let apply = DurationStats(result.applyTimes)
    let storage = DurationStats(result.storageTimes)
    let diff = DurationStats(result.fullDiffTimes)
    let medianRatio = result.fullDiffRatios.sorted()[result.fullDiffRatios.count / 2]
    let seconds = Double(DurationStats.nanoseconds(result.total)) / 1e9
    let statistics = pipeline.updater.statistics
    let perItem = pipeline.heapBytesForData.map { Double($0) / Double(MutationPipeline.itemCount) }

    benchmark.measurement(PipelineMetric.mutationsPerSecond, Int(Double(result.mutations) / seconds))
    benchmark.measurement(PipelineMetric.batchesApplied, statistics.batchesApplied)
    benchmark.measurement(PipelineMetric.reconfigures, statistics.reconfigures)
    benchmark.measurement(PipelineMetric.applyP50, Int(apply.p50))
    benchmark.measurement(PipelineMetric.applyP99, Int(apply.p99))
    benchmark.measurement(PipelineMetric.applyMax, Int(apply.max))
    benchmark.measurement(PipelineMetric.storageP50, Int(storage.p50))
    benchmark.measurement(PipelineMetric.fullDiffP50, Int(diff.p50))
    benchmark.measurement(PipelineMetric.fullDiffRatio, Int(medianRatio.rounded()))
    if let perItem { benchmark.measurement(PipelineMetric.heapBytesPerItem, Int(perItem.rounded())) }

    reportLine(
        """
        [pipeline] \(result.mutations) mutations in \(String(format: "%.3f", seconds)) s \
        = \(Int(Double(result.mutations) / seconds)) / s; updater: \(statistics.batchesApplied) batches, \
        \(statistics.reconfigures) reconfigures, \(statistics.totalReloads) reloads (\(statistics.reloads.map { "\($0.key.rawValue) \($0.value)" }.sorted().joined(separator: ", "))), \
        \(statistics.coalescedUpdates) coalesced; host: \(pipeline.host.counters.batchesApplied) batches, \
        \(pipeline.host.counters.reconfigures) reconfigures, \(pipeline.host.counters.batchesRejected) rejected
        [pipeline] updater.apply per update (main actor): \(apply.summary)
        [pipeline] storage.update per mutation (records its changes): \(storage.summary)
        [pipeline] full sectioned diff of the whole snapshot (100 × 1,000), \(diff.count) sampled mutations: \
        \(diff.summary); median per-mutation ratio full diff ÷ storage.update = \
        \(String(format: "%.0f", medianRatio))×; change counts agree in \(result.fullDiffAgreeing) of \(diff.count)
        [pipeline] heap in use added by the stored data: \(pipeline.heapBytesForData.map(String.init) ?? "n/a") bytes \
        = \(perItem.map { String(format: "%.2f", $0) } ?? "n/a") bytes per item \
        (MemoryLayout<IntItem>.stride = \(MemoryLayout<IntItem>.stride)); after the run \
        (storage, updater, host, timing arrays of 2 × 100k durations): \
        \(result.heapBytesAfterRun.map(String.init) ?? "n/a") bytes
        """)
}
