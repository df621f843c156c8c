import Benchmark
import Foundation
@_spi(TabulaInternal) import Tabula

// Filling static-table cells from their models' capabilities (SPEC T2, T4): the seed's
// naive `if let cell = cell as? XConfigurable, let model = model as? X` for every
// capability on every row, against Tabula's `StaticCapabilityResolver`, which resolves the
// shared capabilities once per cell type and then only calls them.
//
// 1,000 rows per iteration. The rows' model is Titled, Subtitled, Imaged and Accessorized
// (not Fonted, not Coloured); three cell types share 1 to 3 of those capabilities, so the
// naive way also pays for checks that fail.

enum CapabilityBenchRow: Hashable, Sendable, Titled, Subtitled, Imaged, Accessorized {
    case plain(Int)
    case detail(Int)
    case picture(Int)

    var title: String? {
        // Constant strings: the benchmark measures dispatch, not string formatting.
        switch self {
        case .plain: "Plain"
        case .detail: "Detail"
        case .picture: "Picture"
        }
    }

    var subtitle: String? {
        if case .detail = self { return "Detail" }
        return nil
    }

    var imageName: String? {
        if case .picture = self { return "photo" }
        return nil
    }

    var accessory: StaticAccessory {
        if case .detail = self { return .disclosureIndicator }
        return .none
    }
}

final class BenchTitleCell: StaticCell, TitledConfigurable {
    var title: String?
    init() {}
    func configure(by model: any Titled) { title = model.title }
}

final class BenchDetailCell: StaticCell, TitledConfigurable, SubtitledConfigurable, AccessorizedConfigurable {
    var title: String?
    var subtitle: String?
    var accessory = StaticAccessory.none
    init() {}
    func configure(by model: any Titled) { title = model.title }
    func configure(by model: any Subtitled) { subtitle = model.subtitle }
    func configure(by model: any Accessorized) { accessory = model.accessory }
}

final class BenchImageCell: StaticCell, TitledConfigurable, ImagedConfigurable, FontedConfigurable {
    var title: String?
    var imageName: String?
    var font: TextStyle?
    init() {}
    func configure(by model: any Titled) { title = model.title }
    func configure(by model: any Imaged) { imageName = model.imageName }
    func configure(by model: any Fonted) { font = model.font }
}

/// 1,000 rows and a cell for each, made once.
@MainActor
final class CapabilityBenchFixture {
    let rows: [CapabilityBenchRow]
    let cells: [any StaticCell]
    let resolver = StaticCapabilityResolver<CapabilityBenchRow>()

    init() {
        rows = (0..<1_000).map { n in
            switch n % 3 {
            case 0: .plain(n)
            case 1: .detail(n)
            default: .picture(n)
            }
        }
        cells = rows.map { row -> any StaticCell in
            switch row {
            case .plain: BenchTitleCell()
            case .detail: BenchDetailCell()
            case .picture: BenchImageCell()
            }
        }
    }

    /// The seed's `cellForRowAt`: two dynamic casts per capability per row.
    func fillNaively() {
        for (row, cell) in zip(rows, cells) {
            let model: Any = row
            if let cell = cell as? TitledConfigurable, let model = model as? Titled { cell.configure(by: model) }
            if let cell = cell as? SubtitledConfigurable, let model = model as? Subtitled { cell.configure(by: model) }
            if let cell = cell as? ImagedConfigurable, let model = model as? Imaged { cell.configure(by: model) }
            if let cell = cell as? FontedConfigurable, let model = model as? Fonted { cell.configure(by: model) }
            if let cell = cell as? ColouredConfigurable, let model = model as? Coloured { cell.configure(by: model) }
            if let cell = cell as? AccessorizedConfigurable, let model = model as? Accessorized {
                cell.configure(by: model)
            }
        }
    }

    /// Tabula: the shared capabilities of each cell type, resolved once, then called.
    func fillResolved() {
        for (row, cell) in zip(rows, cells) {
            resolver.apply(row, to: cell)
        }
    }
}

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
