import Foundation
@_spi(TabulaInternal) import Tabula
import TabulaTestSupport
import Testing

// The resolver against a reference: seeded random rows of several model types on several
// cell types, each filled through the resolver (matches cached per type pair) and, on a
// twin cell, by trying every capability's casts on every row. Both cells must end the same.

private protocol Red { var red: Int { get } }
private protocol Green { var green: Int { get } }
private protocol Blue { var blue: Int { get } }
@MainActor private protocol RedCell: AnyObject { func configure(by model: any Red) }
@MainActor private protocol GreenCell: AnyObject { func configure(by model: any Green) }
@MainActor private protocol BlueCell: AnyObject { func configure(by model: any Blue) }

private struct NoColour: Hashable { var value: Int }
private struct RedRow: Red, Hashable { var red: Int }
private struct RedGreenRow: Red, Green, Hashable {
    var red: Int
    var green: Int
}
private enum AllRow: Red, Green, Blue, Hashable {
    case row(Int)
    var red: Int { if case let .row(n) = self { n } else { 0 } }
    var green: Int { red + 1 }
    var blue: Int { red + 2 }
}

/// What a cell was filled with, in order.
@MainActor
private class LoggingCell: StaticCell {
    var log: [String] = []
    required init() {}
}

private final class PlainCell: LoggingCell {}
private final class RedOnlyCell: LoggingCell, RedCell {
    func configure(by model: any Red) { log.append("red \(model.red)") }
}
private final class GreenBlueCell: LoggingCell, GreenCell, BlueCell {
    func configure(by model: any Green) { log.append("green \(model.green)") }
    func configure(by model: any Blue) { log.append("blue \(model.blue)") }
}
private final class EveryColourCell: LoggingCell, RedCell, GreenCell, BlueCell {
    func configure(by model: any Red) { log.append("red \(model.red)") }
    func configure(by model: any Green) { log.append("green \(model.green)") }
    func configure(by model: any Blue) { log.append("blue \(model.blue)") }
}

@MainActor
@Suite("Model-based: static capabilities against trying every capability on every row")
struct StaticCapabilityModelTests {
    let capabilities = [
        StaticCapability(name: "red") { (m: any Red, c: any RedCell) in c.configure(by: m) },
        StaticCapability(name: "green") { (m: any Green, c: any GreenCell) in c.configure(by: m) },
        StaticCapability(name: "blue") { (m: any Blue, c: any BlueCell) in c.configure(by: m) },
    ]

    /// The reference: every capability's casts on every row, nothing remembered.
    private func fillNaively(_ model: Any, _ cell: LoggingCell) {
        if let m = model as? any Red, let c = cell as? any RedCell { c.configure(by: m) }
        if let m = model as? any Green, let c = cell as? any GreenCell { c.configure(by: m) }
        if let m = model as? any Blue, let c = cell as? any BlueCell { c.configure(by: m) }
    }

    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func randomRowsFillCellsAsTheReferenceDoes(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let resolver = StaticCapabilityResolver<any Hashable>(capabilities: capabilities)
        let cellTypes: [LoggingCell.Type] = [
            PlainCell.self, RedOnlyCell.self, GreenBlueCell.self, EveryColourCell.self,
        ]
        var pairs = Set<String>()
        for row in 0..<200 {
            let n = Int(random.next() % 100)
            let model: any Hashable =
                switch random.next() % 4 {
                case 0: NoColour(value: n)
                case 1: RedRow(red: n)
                case 2: RedGreenRow(red: n, green: -n)
                default: AllRow.row(n)
                }
            let cellType = cellTypes[Int(random.next() % UInt64(cellTypes.count))]
            pairs.insert("\(type(of: model)) \(cellType)")
            let resolved = cellType.init()
            let reference = cellType.init()
            resolver.apply(model, to: resolved)
            fillNaively(model, reference)
            guard resolved.log == reference.log else {
                Issue.record(
                    "seed \(seed), row \(row): \(model) on \(cellType): resolver \(resolved.log), reference \(reference.log)"
                )
                return
            }
        }
        #expect(resolver.resolutionCount == pairs.count, "seed \(seed): one resolution per type pair")
    }
}
