import Benchmark
import Foundation
import TabulaDiff

/// Custom metric: moves reported by the diff of one run (the same every iteration).
let movesMetric = BenchmarkMetric.custom("moves reported", polarity: .prefersSmaller, useScalingFactor: false)

/// Whether to also run `CollectionDifference` on the 100k scenarios, where a single run
/// takes seconds (set `TABULA_BENCH_SLOW=1`; one iteration each).
let includeSlowPeers = ProcessInfo.processInfo.environment["TABULA_BENCH_SLOW"] != nil

/// The diff benchmarks' configuration: each stops after 2 s or 1,000 iterations, whichever
/// comes first, so the diff group runs in well under a minute on 2 cores. The slow peers get one cold run,
/// and only when asked for.
func configuration(slow: Bool = false) -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, movesMetric],
        warmupIterations: slow ? 0 : 2,
        maxDuration: .seconds(slow ? 60 : 2),
        maxIterations: slow ? 1 : 1_000,
        skip: slow && !includeSlowPeers)
}

/// Registers the Tabula diff of one scenario.
func tabula<Element: Differentiable & Sendable>(
    _ scenario: String, _ fixture: @escaping @Sendable () -> DiffInput<Element>
) {
    Benchmark("\(scenario) · Tabula", configuration: configuration()) { benchmark in
        let input = fixture()
        benchmark.startMeasurement()
        let changes = StagedChangeset(source: input.source, target: input.target)
        benchmark.stopMeasurement()
        benchmark.measurement(movesMetric, MoveCount.of(changes))
        blackHole(changes)
    } setup: {
        _ = fixture()
    }
}

/// Registers the Tabula sectioned diff of one scenario. A separate function so that the
/// sectioned initializer (not the flat one, which sections also satisfy) is the one chosen.
func tabulaSectioned(_ scenario: String, _ fixture: @escaping @Sendable () -> SectionedDiffInput) {
    Benchmark("\(scenario) · Tabula", configuration: configuration()) { benchmark in
        let input = fixture()
        benchmark.startMeasurement()
        let changes = StagedChangeset(source: input.source, target: input.target)
        benchmark.stopMeasurement()
        benchmark.measurement(movesMetric, MoveCount.of(changes))
        blackHole(changes)
    } setup: {
        _ = fixture()
    }
}

/// Registers Swift's `CollectionDifference` with move inference on the same scenario.
func collectionDifference<Element: Hashable & Sendable>(
    _ scenario: String, slow: Bool = false, _ fixture: @escaping @Sendable () -> DiffInput<Element>
) {
    Benchmark(
        "\(scenario) · CollectionDifference",
        configuration: configuration(slow: slow)
    ) { benchmark in
        let input = fixture()
        benchmark.startMeasurement()
        let difference = input.target.difference(from: input.source).inferringMoves()
        benchmark.stopMeasurement()
        benchmark.measurement(movesMetric, MoveCount.of(difference))
        blackHole(difference)
    } setup: {
        _ = fixture()
    }
}

let benchmarks: @Sendable () -> Void = {
    tabula("Random edits 10k Int ids") { Fixture.randomInt10k }
    collectionDifference("Random edits 10k Int ids") { Fixture.randomInt10k }

    tabula("Random edits 100k Int ids") { Fixture.randomInt100k }
    collectionDifference("Random edits 100k Int ids", slow: true) { Fixture.randomInt100k }

    tabula("Random edits 10k String ids") { Fixture.randomString10k }
    collectionDifference("Random edits 10k String ids") { Fixture.randomString10k }

    tabula("Random edits 100k String ids") { Fixture.randomString100k }
    collectionDifference("Random edits 100k String ids", slow: true) { Fixture.randomString100k }

    tabula("Block edits 10k Int ids") { Fixture.blockInt10k }
    collectionDifference("Block edits 10k Int ids") { Fixture.blockInt10k }

    tabula("Block edits 100k Int ids") { Fixture.blockInt100k }
    collectionDifference("Block edits 100k Int ids", slow: true) { Fixture.blockInt100k }

    tabula("No change 100k Int ids") { Fixture.unchanged100k }
    collectionDifference("No change 100k Int ids") { Fixture.unchanged100k }

    tabulaSectioned("Sectioned 100 × 1000 cross-section moves") { Fixture.sectioned100x1000 }
    // CollectionDifference knows no sections: it diffs the same items flattened.
    collectionDifference("Sectioned 100 × 1000 cross-section moves", slow: true) {
        Fixture.sectioned100x1000Flattened
    }

    tabula("First moved to last 10k Int ids") { Fixture.firstToLast10k }
    collectionDifference("First moved to last 10k Int ids") { Fixture.firstToLast10k }

    staticCapabilityBenchmarks()
    registerPipelineBenchmarks()
    registerLayoutBenchmarks()
    registerFlingBenchmarks()
}
