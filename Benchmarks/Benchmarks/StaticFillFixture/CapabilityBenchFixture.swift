import Foundation
@_spi(TabulaInternal) import Tabula

// The static-table capability fixture (SPEC T2, T4), shared by the benchmark plugin's
// `StaticCapabilityBenchmarks.swift` (wall clock) and the plain `StaticFillBenchmark`
// (instructions under callgrind, which cannot run the plugin's runner).
//
// 1,000 rows per fill. The rows' model is Titled, Subtitled, Imaged and Accessorized
// (not Fonted, not Coloured); three cell types share 1 to 3 of those capabilities, so the
// naive way also pays for checks that fail.

public enum CapabilityBenchRow: Hashable, Sendable, Titled, Subtitled, Imaged, Accessorized {
    case plain(Int)
    case detail(Int)
    case picture(Int)

    public var title: String? {
        // Constant strings: the benchmark measures dispatch, not string formatting.
        switch self {
        case .plain: "Plain"
        case .detail: "Detail"
        case .picture: "Picture"
        }
    }

    public var subtitle: String? {
        if case .detail = self { return "Detail" }
        return nil
    }

    public var imageName: String? {
        if case .picture = self { return "photo" }
        return nil
    }

    public var accessory: StaticAccessory {
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
public final class CapabilityBenchFixture {
    public let rows: [CapabilityBenchRow]
    public let cells: [any StaticCell]
    let resolver = StaticCapabilityResolver<CapabilityBenchRow>()

    public init() {
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
    public func fillNaively() {
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
    public func fillResolved() {
        for (row, cell) in zip(rows, cells) {
            resolver.apply(row, to: cell)
        }
    }

    /// How far ``fillResolvedMoved()`` moved the rows last time.
    private var moved = 0

    /// As ``fillResolved()``, but every row goes to another cell of its kind than in the
    /// fill before (the rows move 3 cells on, through the first 999), as when a table
    /// scrolls: no cell shows the row it showed last.
    public func fillResolvedMoved() {
        moved = (moved + 3) % 999
        for index in rows.indices {
            let cell = index < 999 ? cells[(index + moved) % 999] : cells[index]
            resolver.apply(rows[index], to: cell)
        }
    }
}
