import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// A row of the identity-index tests: identity by id, content by version.
private struct IndexedRow: Differentiable, Hashable, Sendable {
    let id: Int
    var version: Int
    var differenceIdentifier: Int { id }
    func isContentEqual(to source: IndexedRow) -> Bool { version == source.version }
}

/// The updater's identity index and its selection by identity, driven through the headless
/// host by random storage writes, user moves and selection changes, and checked after every
/// step against a reference that scans the presented list.
@MainActor
@Suite("Presented identity index (model-based)")
struct PresentedIdentityModelTests {
    private typealias List = ListAssembly<String, IndexedRow, HeadlessListView>

    private static func makeList() -> List {
        ListAssembly(
            catalog: HostCellCatalog(
                reuseIdentifier: { _ in "row" }, cellType: { _ in HeadlessCell.self },
                configure: { cell, row, _ in cell.contentDescription = "\(row.id)" },
                measure: .byWidth { _, width in CGSize(width: width, height: 44) }))
    }

    /// The reference: the first presented item with `identifier`, by a scan.
    private static func scan(_ sections: [ListSection<String, IndexedRow>], for identifier: Int) -> ListIndexPath? {
        for (section, list) in sections.enumerated() {
            if let item = list.items.firstIndex(where: { $0.id == identifier }) {
                return ListIndexPath(item: item, section: section)
            }
        }
        return nil
    }

    /// The random test's state: the reference selection and the id counter.
    private struct Run {
        var random: SplitMix64
        var nextID = 0
        var selected: [Int] = []
        /// Whether the run writes duplicate identities.
        let duplicates: Bool

        mutating func newID() -> Int {
            defer { nextID += 1 }
            return nextID
        }

        mutating func anyID() -> Int { Int.random(in: 0..<max(1, nextID), using: &random) }
    }

    @Test("look-ups and the selection agree with a scan after every step", arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func agreesWithScan(seed: UInt64) async throws {
        var run = Run(random: SplitMix64(seed: seed), duplicates: seed % 2 == 1)
        let storage = ListStorage<String, IndexedRow>()
        try storage.update { list in
            for name in ["a", "b", "c"] {
                try list.appendSection(
                    ListSection(name, items: (0..<60).map { _ in IndexedRow(id: run.newID(), version: 0) }))
            }
        }
        let list = Self.makeList()
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 480), frameProvider: list.layout)
        list.attach(to: host, reloadThreshold: 40)
        list.bind(to: storage)
        await list.updater?.waitUntilPresented(version: storage.snapshot.version)

        for step in 0..<200 {
            let roll = Int.random(in: 0..<100, using: &run.random)
            switch roll {
            case 0..<45:
                try write(storage, &run)
            case 45..<55:
                try userMove(list, host, storage, &run)
            case 55..<75:
                select(list, &run)
            case 75..<82:
                let identifier = run.selected.randomElement(using: &run.random) ?? run.anyID()
                list.deselectItem(withIdentifier: identifier)
                run.selected.removeAll { $0 == identifier }
            case 82..<85:
                // A reload: the index starts over.
                try storage.reload(
                    storage.snapshot.sections.map {
                        ListSection($0.model, items: $0.items.shuffled(using: &run.random))
                    })
            default:
                // Several writes coalesced into one diff.
                for _ in 0..<Int.random(in: 2...6, using: &run.random) { try write(storage, &run) }
            }
            // Mid-flight (a batch may be waiting for the host) and once shown.
            check(list, &run, seed: seed, step: step)
            await list.updater?.waitUntilPresented(version: storage.snapshot.version)
            await list.waitUntilIdle()
            check(list, &run, seed: seed, step: step)
        }
        let updater = try #require(list.updater)
        #expect(updater.statistics.violations.isEmpty, "seed \(seed)")
        // The index followed batches, not only reloads.
        #expect(updater.statistics.batchesApplied > 60, "seed \(seed)")
        // The index is built per reload and per 64 batches, not per batch or look-up.
        let reloads = updater.statistics.reloads.values.reduce(0, +)
        let bound = reloads + updater.statistics.batchesApplied / 64 + 2
        #expect(updater.identityIndexBuildCount <= bound, "seed \(seed): \(updater.identityIndexBuildCount) builds")
    }

    private func write(_ storage: ListStorage<String, IndexedRow>, _ run: inout Run) throws {
        try storage.update { list in
            let sections = list.sections
            let section = Int.random(in: 0..<sections.count, using: &run.random)
            let count = sections[section].items.count
            switch Int.random(in: 0..<100, using: &run.random) {
            case 0..<30:
                let at = Int.random(in: 0...count, using: &run.random)
                let rows = (0..<Int.random(in: 1...3, using: &run.random)).map { _ in
                    IndexedRow(id: run.newID(), version: 0)
                }
                try list.insertItems(rows, at: ListIndexPath(item: at, section: section))
            case 30..<50 where count > 0:
                try list.removeItems(at: [
                    ListIndexPath(item: Int.random(in: 0..<count, using: &run.random), section: section)
                ])
            case 50..<70 where count > 0:
                let to = Int.random(in: 0..<sections.count, using: &run.random)
                let limit = sections[to].items.count - (to == section ? 1 : 0)
                try list.moveItem(
                    from: ListIndexPath(item: Int.random(in: 0..<count, using: &run.random), section: section),
                    to: ListIndexPath(item: Int.random(in: 0...max(0, limit), using: &run.random), section: to))
            case 70..<85 where count > 0:
                let path = ListIndexPath(item: Int.random(in: 0..<count, using: &run.random), section: section)
                var row = sections[section].items[path.item]
                row.version += 1
                try list.replaceItem(at: path, with: row)
            case 85..<90:
                try list.setHeader(SupplementaryModel("h\(run.nextID)"), inSectionAt: section)
            case 90..<93 where run.duplicates:
                // A duplicate identity (odd seeds only: it stays, and look-ups then scan).
                try list.insertItems(
                    [IndexedRow(id: run.anyID(), version: 9)], at: ListIndexPath(item: 0, section: section))
            case 93..<96 where sections.count > 1:
                try list.moveSection(from: section, to: Int.random(in: 0..<sections.count, using: &run.random))
            case 96..<98:
                try list.insertSection(
                    ListSection("s\(run.newID())", items: [IndexedRow(id: run.newID(), version: 0)]),
                    at: Int.random(in: 0...sections.count, using: &run.random))
            default:
                if sections.count > 2 { try list.removeSections(at: [section]) }
            }
        }
    }

    /// The user drags a row on a settled screen: the host moves its cell, then the updater
    /// (and the storage) follows, as UIKit's `moveRowAt` does.
    private func userMove(
        _ list: List, _ host: HeadlessListView, _ storage: ListStorage<String, IndexedRow>, _ run: inout Run
    ) throws {
        guard let updater = list.updater, updater.isIdle else { return }
        let sections = list.sections
        let from = Int.random(in: 0..<sections.count, using: &run.random)
        guard !sections[from].items.isEmpty else { return }
        let to = Int.random(in: 0..<sections.count, using: &run.random)
        let limit = sections[to].items.count - (to == from ? 1 : 0)
        let source = ListIndexPath(
            item: Int.random(in: 0..<sections[from].items.count, using: &run.random), section: from)
        let destination = ListIndexPath(item: Int.random(in: 0...max(0, limit), using: &run.random), section: to)
        try host.moveItemInteractively(from: source, to: destination)
        try updater.userMovedItem(from: source, to: destination, in: storage)
    }

    private func select(_ list: List, _ run: inout Run) {
        let identifier = run.anyID()
        let replacing = Int.random(in: 0..<4, using: &run.random) == 0
        do {
            try list.selectItem(withIdentifier: identifier, replacing: replacing)
            if replacing { run.selected = [] }
            if !run.selected.contains(identifier) { run.selected.append(identifier) }
        } catch {
            #expect(Self.scan(list.sections, for: identifier) == nil, "selecting a presented item failed: \(error)")
        }
    }

    private func check(_ list: List, _ run: inout Run, seed: UInt64, step: Int) {
        let sections = list.sections
        // The reference: one linear scan, the first path of each identity.
        var firstPaths: [Int: ListIndexPath] = [:]
        for (section, list) in sections.enumerated() {
            for (item, row) in list.items.enumerated() where firstPaths[row.id] == nil {
                firstPaths[row.id] = ListIndexPath(item: item, section: section)
            }
        }
        for identifier in 0..<run.nextID {
            let expected = firstPaths[identifier]
            let found = list.indexPath(of: IndexedRow(id: identifier, version: 0))
            #expect(
                found == expected,
                "seed \(seed), step \(step): id \(identifier) at \(String(describing: found)), scan says \(String(describing: expected))"
            )
            if found != expected { return }
        }
        // The selection: the selected items still presented, in selection order, where they are.
        run.selected.removeAll { firstPaths[$0] == nil }
        let expectedPaths = run.selected.compactMap { firstPaths[$0] }
        #expect(list.selectedIndexPaths() == expectedPaths, "seed \(seed), step \(step): selection")
        #expect(list.selectedItems.map(\.id) == run.selected, "seed \(seed), step \(step): selected items")
    }
}
