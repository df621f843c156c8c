import Benchmark
import Foundation
import StaticFillFixture

// Filling static-table cells from their models' capabilities (SPEC T2, T4): the seed's
// naive `if let cell = cell as? XConfigurable, let model = model as? X` for every
// capability on every row, against Tabula's `StaticCapabilityResolver`, which resolves the
// shared capabilities once per (model type, cell type) and then calls only those (each
// with its two `as?` casts).
//
// 1,000 rows per iteration; the rows, cells and both fills are in `StaticFillFixture`.

/// Registers both ways of filling cells; each iteration fills 1,000 cells.
func staticCapabilityBenchmarks() {
    capabilityBenchmark("Static cells 1k · capabilities resolved once per cell type") { $0.fillResolved() }
    capabilityBenchmark("Static cells 1k · naive as? per capability") { $0.fillNaively() }
}

private func capabilityBenchmark(_ name: String, _ fill: @escaping @MainActor (CapabilityBenchFixture) -> Void) {
    Benchmark(
        name,
        configuration: Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal], warmupIterations: 2, maxDuration: .seconds(2),
            maxIterations: 1_000)
    ) { benchmark async in
        // Cells are main-actor objects. The runner waits for this closure on its own thread
        // and touches `benchmark` only after it returns, so handing it to the main actor
        // shares it with no one.
        nonisolated(unsafe) let measured = benchmark
        await MainActor.run {
            let fixture = CapabilityBenchFixture()
            fill(fixture)  // resolve (or warm the casts) outside the timer
            measured.startMeasurement()
            fill(fixture)
            measured.stopMeasurement()
        }
    }
}
