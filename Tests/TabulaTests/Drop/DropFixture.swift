import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless

/// One list for the drop tests: a strict headless host (a batch UIKit would refuse throws
/// instead of becoming a reload), an updater, and a storage whose updates the test hands to
/// the updater itself (`deliver`), so every order of writes, drags and drops is forced,
/// never left to the scheduler.
@MainActor
final class DropList {
    /// An item: an identity and a text another thread may change.
    struct Card: Differentiable, Hashable, Sendable, CustomStringConvertible {
        var id: Int
        var text = ""
        var differenceIdentifier: Int { id }
        var description: String { text.isEmpty ? "\(id)" : "\(id):\(text)" }
    }

    let host: HeadlessListView
    let updater: ListUpdater<String, Card>
    let storage = ListStorage<String, Card>()
    /// Storage updates written but not yet handed to the updater, oldest first.
    private(set) var undelivered: [ListUpdate<String, Card>] = []

    /// A list showing `sections` (section identities "s0", "s1", ...; item ids as given).
    init(_ sections: [[Int]], kind: ListHostKind = .table, animation: HeadlessListView.AnimationMode = .immediate)
        throws
    {
        host = HeadlessListView(
            kind: kind, viewportSize: CGSize(width: 320, height: 4_000),
            frameProvider: FixedRowHeightFrames(rowHeight: 20), animationMode: animation, strictness: .throwing)
        host.registerCell(reuseIdentifier: "card")
        updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider(
                reuseIdentifier: { _, _ in "card" },
                configure: { cell, card, _ in (cell as? HeadlessCell)?.contentDescription = card.description }))
        host.dataSource = updater
        let first = try storage.update { list in
            try list.setSections(
                sections.enumerated().map { ListSection("s\($0.offset)", items: $0.element.map { Card(id: $0) }) })
        }
        if let first { updater.apply(first) }
    }

    /// Writes to the storage (another thread's write); the updater hears of it on `deliver()`.
    func write(_ body: (inout ListTransaction<String, Card>) throws -> Void) throws {
        if let update = try storage.update(body) { undelivered.append(update) }
    }

    /// Hands every written update to the updater, in order (the storage's stream).
    func deliver() {
        let updates = undelivered
        undelivered.removeAll()
        for update in updates { updater.apply(update) }
    }

    /// Hands the oldest written update to the updater.
    func deliverOne() {
        guard !undelivered.isEmpty else { return }
        updater.apply(undelivered.removeFirst())
    }

    /// Batches the host accepted so far.
    var batches: Int { updater.statistics.batchesApplied }

    /// The ids on screen, by section.
    var shown: [[Int]] { updater.presentedSections.map { $0.items.array.map(\.id) } }

    /// The ids in the storage, by section.
    var stored: [[Int]] { storage.snapshot.sections.map { $0.items.array.map(\.id) } }

    /// The screen shows the storage's newest data, value for value, the host counts it, no
    /// batch was refused and no reload replaced an animation; empty when all holds.
    func mismatches() -> [String] {
        var found: [String] = []
        let snapshot = storage.snapshot
        if updater.presentedSections.map({ $0.items.array }) != snapshot.sections.map({ $0.items.array }) {
            found.append(
                "screen \(updater.presentedSections.map { $0.items.array }), storage \(snapshot.sections.map { $0.items.array })"
            )
        }
        if updater.presentedVersion != snapshot.version {
            found.append(
                "presented version \(String(describing: updater.presentedVersion)), storage \(snapshot.version)")
        }
        if host.presentedCounts ?? [] != snapshot.sections.map(\.items.count) {
            found.append("host counts \(host.presentedCounts ?? [])")
        }
        if !updater.statistics.violations.isEmpty { found.append("violations \(updater.statistics.violations)") }
        if host.counters.batchesRejected > 0 { found.append("\(host.counters.batchesRejected) batches rejected") }
        let reloads = updater.statistics.reloads.filter { $0.key != .firstLoad }
        if !reloads.isEmpty { found.append("reloads \(reloads)") }
        for cell in host.visibleCells {
            guard let path = cell.indexPath, snapshot.sections.indices.contains(path.section),
                snapshot.sections[path.section].items.indices.contains(path.item)
            else {
                found.append("a visible cell at \(String(describing: cell.indexPath)) has no item")
                continue
            }
            let card = snapshot.sections[path.section].items[path.item]
            if cell.contentDescription != card.description {
                found.append("cell at \(path) shows \(cell.contentDescription ?? "nil"), storage \(card)")
            }
        }
        return found
    }
}

extension ListIndexPath {
    /// `ListIndexPath(item:section:)`, short for the drop tests.
    static func at(_ section: Int, _ item: Int) -> ListIndexPath {
        ListIndexPath(item: item, section: section)
    }
}
