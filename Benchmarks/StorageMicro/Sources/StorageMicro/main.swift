// One section of <items> rows in a ListStorage, presented by a ListUpdater on a host that
// keeps only counts; then <mutations> mutations of one kind, each a storage call plus
// ListUpdater.apply of its update, on the main actor. Prints p50/p99 per mutation and heap
// bytes per item (storage and updater together, from glibc's mallinfo2). One mutation runs
// first, outside the measured function, so a first-use cost (the identity index built by
// the first look-up) is reported apart, as "warm". A fourth argument `offmain` loads the
// data from another thread (as an app loads from a background task) instead of the main
// thread: the storage may then build its identity index there, outside "warm".
import Foundation
import HeapStats
@_spi(Testing) import Tabula

struct Row: Differentiable, Hashable, Sendable {
    var id: Int
    var value: Int
    var differenceIdentifier: Int { id }
    func isContentEqual(to source: Row) -> Bool { value == source.value }
}

final class NullCell: ListReusableView {
    var reuseIdentifier: String? { "row" }
}

/// A host that applies every batch at once and keeps only counts, updated from each
/// batch in O(changes): the updater's own cost is what is left.
@MainActor
final class NullHost: ListHost {
    typealias Cell = NullCell
    typealias SupplementaryView = NullCell
    var kind: ListHostKind { .table }
    weak var dataSource: (any ListHostDataSource)?
    var counts: [Int] = []
    weak var source: (any ListHostDataSource)?
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 0 }
    func performBatch(_ batch: ListBatch, updateData: () -> Void, completion: (@MainActor (Bool) -> Void)?) throws {
        updateData()
        for path in batch.elementDeleted { counts[path.section] -= 1 }
        for path in batch.elementInserted { counts[path.section] += 1 }
        completion?(true)
    }
    func reloadData(updateData: () -> Void) throws {
        updateData()
        counts = source?.itemCounts() ?? []
    }
    func reconfigureItems(at paths: [ListIndexPath]) throws {}
    func registerCell(_ cellType: Cell.Type, forReuseIdentifier identifier: String) {}
    func dequeueReusableCell(withReuseIdentifier identifier: String, for path: ListIndexPath) throws -> Cell {
        NullCell()
    }
    func registerSupplementaryView(
        _ viewType: SupplementaryView.Type, for placement: ListSupplementaryPlacement,
        forReuseIdentifier identifier: String
    ) {}
    func dequeueReusableSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) throws -> SupplementaryView { NullCell() }
    var viewportSize: CGSize { CGSize(width: 320, height: 480) }
    var contentOffset: CGPoint { .zero }
    var indexPathsForVisibleItems: [ListIndexPath] { [] }
    var isInWindow: Bool { true }
}

enum Op: String { case replace, insert, delete, move, none }

/// The mutations callgrind counts (`--toggle-collect='*measuredMutations*'`).
@inline(never)
@MainActor
func measuredMutations(
    _ op: Op, _ count: Int, storage: ListStorage<Int, Row>, updater: ListUpdater<Int, Row>, n: Int,
    times: inout [UInt64]
) throws {
    try performMutations(op, count, storage: storage, updater: updater, n: n, times: &times)
}

@inline(never)
@MainActor
func performMutations(
    _ op: Op, _ count: Int, storage: ListStorage<Int, Row>, updater: ListUpdater<Int, Row>, n: Int,
    times: inout [UInt64]
) throws {
    var next = n
    for i in 0..<count {
        let start = DispatchTime.now().uptimeNanoseconds
        let update: ListUpdate<Int, Row>?
        switch op {
        case .replace:
            let id = (i &* 7919) % n
            update = try storage.replaceItem(Row(id: id, value: i + 1))
        case .insert:
            update = try storage.insertItems([Row(id: next, value: 0)], at: ListIndexPath(item: n / 2, section: 0))
            next += 1
        case .delete:
            update = try storage.removeItems(at: [ListIndexPath(item: n / 2 - i % 2, section: 0)])
        case .move:
            update = try storage.moveItem(
                from: ListIndexPath(item: n / 4, section: 0), to: ListIndexPath(item: 3 * n / 4, section: 0))
        case .none:
            update = nil
        }
        if let update { updater.apply(update) }
        times.append(DispatchTime.now().uptimeNanoseconds - start)
    }
}

@MainActor
func run() throws {
    let args = CommandLine.arguments
    let n = Int(args[1])!
    let op = Op(rawValue: args[2])!
    let count = Int(args[3])!
    let offMain = args.count > 4 && args[4] == "offmain"
    let heapBefore = tabula_heap_bytes_in_use()
    let storage: ListStorage<Int, Row>
    let load: ListUpdate<Int, Row>
    if offMain {
        storage = ListStorage<Int, Row>()
        let loaded = DispatchSemaphore(value: 0)
        let loader = Thread {
            _ = try? storage.reload([ListSection(0, items: (0..<n).map { Row(id: $0, value: 0) })])
            loaded.signal()
        }
        loader.start()
        loaded.wait()
        // The load is shown as an updater gets it: the storage's reload, not a second one.
        load = ListUpdate(from: ListSnapshot(), to: storage.snapshot, changes: StagedChangeset(), kind: .reload)
    } else {
        storage = try ListStorage<Int, Row>(sections: [ListSection(0, items: (0..<n).map { Row(id: $0, value: 0) })])
        load = try storage.reload(storage.snapshot.sections)
    }
    let host = NullHost()
    let updater = ListUpdater(
        host: host,
        cellProvider: ListCellProvider<Int, Row>(reuseIdentifier: { _, _ in "row" }, configure: { _, _, _ in }))
    host.source = updater
    updater.apply(load)
    // The first look-up by identity on the main thread, the storage call alone: it builds the
    // identity index here unless the load already did.
    let lookUpStart = DispatchTime.now().uptimeNanoseconds
    let firstReplace = try storage.replaceItem(Row(id: n / 3, value: -1))
    let firstLookUp = DispatchTime.now().uptimeNanoseconds - lookUpStart
    if let firstReplace { updater.apply(firstReplace) }
    var times: [UInt64] = []
    times.reserveCapacity(count)
    // Warm-up: one of each, so first-use costs (an index built on first use) are outside.
    var warm: [UInt64] = []
    try performMutations(op, 1, storage: storage, updater: updater, n: n, times: &warm)
    try measuredMutations(op, count, storage: storage, updater: updater, n: n, times: &times)
    let heapAfter = tabula_heap_bytes_in_use()
    precondition(updater.presentedVersion == storage.snapshot.version, "updater behind")
    times.sort()
    func pct(_ p: Double) -> Double {
        times.isEmpty ? 0 : Double(times[min(times.count - 1, Int(Double(times.count) * p))]) / 1000
    }
    print(
        "load=\(offMain ? "off-main" : "main") n=\(n) op=\(op.rawValue) count=\(count) p50=\(String(format: "%.2f", pct(0.5))) µs p99=\(String(format: "%.2f", pct(0.99))) µs heap/item=\(String(format: "%.2f", Double(heapAfter - heapBefore) / Double(n))) warm=\(Double(warm.first ?? 0)/1000) µs first-replaceItem=\(Double(firstLookUp) / 1000) µs stats=\(updater.statistics.batchesApplied) batches \(updater.statistics.reconfigures) reconf \(updater.statistics.totalReloads) reloads"
    )
}

MainActor.assumeIsolated { try! run() }
