import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// A host that checks nothing, as UIKit cannot be asked to check without crashing: it
/// records what it receives and caches counts like `UITableView` does.
@MainActor
private final class UncheckedHost: ListHost {
    typealias Cell = HeadlessCell
    typealias SupplementaryView = HeadlessSupplementaryView

    weak var dataSource: (any ListHostDataSource)?
    var counts: [Int] = []
    var batches: [ListBatch] = []
    var reloads = 0

    let kind = ListHostKind.table
    var numberOfSections: Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts.indices.contains(section) ? counts[section] : 0 }

    func performBatch(_ batch: ListBatch, updateData: () -> Void, completion: (@MainActor (Bool) -> Void)?) throws {
        updateData()
        batches.append(batch)
        counts = dataSource?.itemCounts() ?? []
        completion?(true)
    }

    func reloadData(updateData: () -> Void) throws {
        updateData()
        reloads += 1
        counts = dataSource?.itemCounts() ?? []
    }

    func reconfigureItems(at paths: [ListIndexPath]) throws {}
    func registerCell(_ cellType: HeadlessCell.Type, forReuseIdentifier identifier: String) {}
    func dequeueReusableCell(withReuseIdentifier identifier: String, for path: ListIndexPath) throws -> HeadlessCell {
        throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
    }
    func registerSupplementaryView(
        _ viewType: HeadlessSupplementaryView.Type, for placement: ListSupplementaryPlacement,
        forReuseIdentifier identifier: String
    ) {}
    func dequeueReusableSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) throws -> HeadlessSupplementaryView {
        throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
    }
    var viewportSize: CGSize { CGSize(width: 320, height: 480) }
    var contentOffset: CGPoint { .zero }
    var indexPathsForVisibleItems: [ListIndexPath] { [] }
    var isInWindow: Bool { true }
}

@Suite("Updater checks batches before the host")
@MainActor
struct BatchPrecheckTests {
    private func makeUpdater(checking: Bool) -> (UncheckedHost, ListUpdater<String, Int>, ListStorage<String, Int>) {
        let host = UncheckedHost()
        let updater = ListUpdater<String, Int>(
            host: host,
            cellProvider: ListCellProvider(reuseIdentifier: { _, _ in "cell" }, configure: { _, _, _ in }))
        updater.checksBatchesBeforeHost = checking
        host.dataSource = updater
        return (host, updater, try! ListStorage(sections: [ListSection("A", items: [1, 2, 3])]))
    }

    @Test func aBatchThatBreaksTheRulesIsReplacedByAReloadBeforeTheHostSeesIt() async throws {
        let (host, updater, storage) = makeUpdater(checking: true)
        updater.bind(to: storage)
        await updater.waitUntilPresented(version: storage.snapshot.version)
        #expect(host.reloads == 1)
        // The view's cached counts went out of step (someone reloaded it behind our back).
        host.counts = [5]
        try storage.appendItems([4], to: "A")
        await updater.waitUntilPresented(version: storage.snapshot.version)
        await updater.waitUntilIdle()
        #expect(host.batches.isEmpty, "the rejected batch must never reach the host")
        #expect(host.reloads == 2)
        #expect(updater.statistics.reloads[.rejectedBatch] == 1)
        #expect(updater.statistics.violations.count == 1)
        #expect(updater.statistics.violations.first?.contains("invalid number of rows in section 0") == true)
        #expect(host.counts == [4])
    }

    @Test func aValidBatchPassesTheCheck() async throws {
        let (host, updater, storage) = makeUpdater(checking: true)
        updater.bind(to: storage)
        await updater.waitUntilPresented(version: storage.snapshot.version)
        try storage.appendItems([4], to: "A")
        await updater.waitUntilPresented(version: storage.snapshot.version)
        await updater.waitUntilIdle()
        #expect(host.batches == [ListBatch(elementInserted: [ListIndexPath(item: 3, section: 0)])])
        #expect(updater.statistics.violations.isEmpty)
    }

    @Test func withoutTheCheckTheHostReceivesTheBadBatch() async throws {
        let (host, updater, storage) = makeUpdater(checking: false)
        updater.bind(to: storage)
        await updater.waitUntilPresented(version: storage.snapshot.version)
        host.counts = [5]
        try storage.appendItems([4], to: "A")
        await updater.waitUntilPresented(version: storage.snapshot.version)
        await updater.waitUntilIdle()
        #expect(host.batches.count == 1)
        #expect(updater.statistics.violations.isEmpty)
    }
}
