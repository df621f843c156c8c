import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless

/// A strict headless host with an updater over a storage of outline rows, for the outline tests.
@MainActor
struct OutlineFixture {
    /// An item of the test trees: an identity and a text that may change.
    struct Node: Differentiable, Hashable, Sendable, CustomStringConvertible {
        var id: Int
        var text = ""

        var differenceIdentifier: Int { id }
        var description: String { "\(id)\(text.isEmpty ? "" : ":\(text)")" }
    }

    typealias Row = ListOutline<Node>.Row

    let storage = ListStorage<String, Row>()
    let host: HeadlessListView
    let updater: ListUpdater<String, Row>

    init(kind: ListHostKind = .table) {
        // Strict: a batch UIKit would refuse throws in the host instead of becoming a reload.
        host = HeadlessListView(
            kind: kind, viewportSize: CGSize(width: 320, height: 2_000),
            frameProvider: FixedRowHeightFrames(rowHeight: 20), animationMode: .immediate, strictness: .throwing)
        host.registerCell(reuseIdentifier: "row")
        updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider(
                reuseIdentifier: { _, _ in "row" },
                configure: { cell, row, _ in
                    (cell as? HeadlessCell)?.contentDescription =
                        String(repeating: "  ", count: row.depth)
                        + (row.hasChildren ? (row.isExpanded ? "v " : "> ") : "- ")
                        + row.item.description
                }))
        host.dataSource = updater
    }

    /// Shows `outline` (one transaction) and waits until it is on screen.
    func show(_ outline: ListOutline<Node>) async throws {
        // Handed over at once (as the demo's lists do), so runs are deterministic.
        if let update = try storage.setOutline(outline, in: "thread") { updater.apply(update) }
        await updater.waitUntilPresented(version: storage.snapshot.version)
        await updater.waitUntilIdle()
    }

    /// The items on screen, top to bottom.
    var presentedItems: [Node] {
        updater.presentedSections.first?.items.array.map(\.item) ?? []
    }

    /// The batches the host applied so far.
    var batches: [ListBatch] {
        host.log.compactMap { entry in
            if case let .batch(batch, _, _) = entry { return batch }
            return nil
        }
    }
}
