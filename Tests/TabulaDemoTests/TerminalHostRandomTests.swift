import Foundation
@_spi(Testing) import Tabula
import TabulaDemoKit
import TabulaHeadless
import TabulaTerminal
import TabulaTestSupport
import Testing

/// A row of the random test: an identity and a text whose length sets the row's height.
struct RandomRow: Differentiable, Equatable, Sendable {
    var id: Int
    var text: String
    var differenceIdentifier: Int { id }
}

/// Random storage updates through a bound updater into a terminal list: every batch is
/// checked with UIKit's rules by the host, batches animate for two frames (so updates
/// coalesce behind the one in flight), the user scrolls meanwhile, and at the end the
/// screen shows exactly the storage's data.
@MainActor
@Suite("Terminal list host with random updates")
struct TerminalHostRandomTests {
    nonisolated static let seeds: [UInt64] = [1, 7, 42, 2024, 9_001]

    @Test(arguments: seeds)
    func randomUpdatesKeepTheRulesAndTheScreen(seed: UInt64) async throws {
        var random = SplitMix64(seed: seed)
        let storage = try ListStorage<String, RandomRow>(
            sections: ["A", "B", "C"].map { ListSection($0, items: []) })
        let measurer = TerminalTextMeasurer()
        var updaterBox: ListUpdater<String, RandomRow>?
        let layout = ListLayout(
            sizeSource: ListSizeClosures { path, width in
                MainActor.assumeIsolated {
                    let text = updaterBox?.item(at: path)?.text ?? ""
                    return CGSize(
                        width: width, height: CGFloat(max(1, measurer.lineCount(of: text, style: .body, width: width))))
                }
            })
        let list = TerminalListView(
            kind: .table, frame: CGRect(x: 0, y: 0, width: 24, height: 10), frameProvider: layout,
            batchAnimation: .frames(2))
        list.registerCell(TerminalTextCell.self, forReuseIdentifier: "row")
        let updater = ListUpdater<String, RandomRow>(
            host: list,
            cellProvider: ListCellProvider(
                reuseIdentifier: { _, _ in "row" },
                configure: { cell, row, _ in
                    (cell as? TerminalTextCell)?.textLabel.text = row.text
                }))
        updaterBox = updater
        list.dataSource = updater
        updater.bind(to: storage)

        var nextID = 0
        func text() -> String {
            String(repeating: "word ", count: Int.random(in: 1...12, using: &random))
        }
        for step in 0..<400 {
            let roll = Int.random(in: 0..<100, using: &random)
            let snapshot = storage.snapshot
            let paths = snapshot.indexPaths(where: { _ in true })
            do {
                switch roll {
                case 0..<35:
                    nextID += 1
                    let section = Int.random(in: 0..<3, using: &random)
                    let count = snapshot.numberOfItems(inSection: section)
                    try storage.insertItems(
                        [RandomRow(id: nextID, text: "\(nextID) " + text())],
                        at: ListIndexPath(item: Int.random(in: 0...count, using: &random), section: section))
                case 35..<55:
                    if let path = paths.randomElement(using: &random) { try storage.removeItems(at: [path]) }
                case 55..<70:
                    if let path = paths.randomElement(using: &random), let row = snapshot.item(at: path) {
                        try storage.replaceItem(RandomRow(id: row.id, text: "\(row.id) " + text()))
                    }
                case 70..<82:
                    if let from = paths.randomElement(using: &random) {
                        let section = Int.random(in: 0..<3, using: &random)
                        let count = snapshot.numberOfItems(inSection: section) - (from.section == section ? 1 : 0)
                        try storage.moveItem(
                            from: from,
                            to: ListIndexPath(item: Int.random(in: 0...max(0, count), using: &random), section: section)
                        )
                    }
                case 82..<90:
                    try storage.update { list in
                        nextID += 1
                        try list.appendItems([RandomRow(id: nextID, text: "\(nextID) " + text())], toSectionAt: 2)
                        try list.moveSection(from: 0, to: 2)
                    }
                case 90..<92:
                    nextID += 1
                    try storage.reload(
                        ["A", "B", "C"].map { ListSection($0, items: [RandomRow(id: nextID, text: "\(nextID)")]) })
                default:
                    try list.scroll(byRows: CGFloat(Int.random(in: -6...6, using: &random)))
                }
            } catch {
                Issue.record("seed \(seed) step \(step): \(error)")
            }
            // A frame: updates reach the updater, animations advance.
            await Task.yield()
            list.advanceFrame()
        }
        // Settle: frames until the storage's newest data is on screen and nothing waits.
        for _ in 0..<200 where !(updater.isIdle && updater.presentedVersion == storage.snapshot.version) {
            await Task.yield()
            list.advanceFrame()
        }
        #expect(updater.isIdle, "seed \(seed): the updater settled")
        #expect(updater.presentedVersion == storage.snapshot.version, "seed \(seed)")
        #expect(updater.statistics.violations.isEmpty, "seed \(seed): \(updater.statistics.violations)")
        #expect(list.counters.batchesRejected == 0, "seed \(seed)")
        #expect(list.counters.batchesOverlapping == 0, "seed \(seed): one batch in flight at a time")
        #expect(list.counters.batchesApplied > 50, "seed \(seed): batches were exercised")
        #expect(updater.statistics.coalescedUpdates > 0, "seed \(seed): updates coalesced behind the batch in flight")
        #expect(
            updater.presentedSections.map { $0.items.map(\.id) }
                == storage.snapshot.sections.map { $0.items.map(\.id) },
            "seed \(seed)")
        // Every visible cell shows its row, at its frame; the drawn screen holds each row's first line.
        let screen = TerminalRenderer(size: TerminalSize(columns: 24, rows: 10)).draw(list).lines
        for path in list.indexPathsForVisibleItems {
            let cell = try #require(list.cell(at: path) as? TerminalTextCell)
            let row = try #require(updater.item(at: path))
            #expect(
                cell.textLabel.text == row.text,
                "seed \(seed): \(path) shows '\(cell.textLabel.text)', not row \(row.id)")
            #expect(cell.frame == layout.frame(at: path), "seed \(seed): \(path) frame")
            let top = Int(cell.frame.minY - list.contentOffset.y)
            if top >= 0, top < screen.count {
                let first = measurer.lines(of: row.text, width: 24, maximumLines: 1).first ?? ""
                #expect(
                    screen[top].hasPrefix(first.replacingOccurrences(of: "…", with: "")), "seed \(seed): row \(top)")
            }
        }
    }
}
