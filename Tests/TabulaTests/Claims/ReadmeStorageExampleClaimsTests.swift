import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// The README's storage example says what its last two mutations do: the replaced contact
/// is "reconfigured in place" and the removal is "one animated batch". This runs the
/// example's steps in its order and reads what the host did.
@MainActor
@Suite("README storage example: what its comments claim")
struct ReadmeStorageExampleClaimsTests {
    struct Contact: Differentiable, Hashable, Sendable {
        let id: UUID
        var name: String
        var differenceIdentifier: UUID { id }
    }

    @Test func theReplaceReconfiguresInPlaceAndTheRemoveIsOneAnimatedBatch() async throws {
        let ann = Contact(id: UUID(), name: "Ann")
        let bob = Contact(id: UUID(), name: "Bob")
        let storage = ListStorage<String, Contact>()
        try storage.update { list in
            try list.appendItems([ann, bob], to: "Friends")
        }
        let host = HeadlessListView(kind: .table, viewportSize: CGSize(width: 320, height: 480))
        host.registerCell(reuseIdentifier: "contact")
        let updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider<String, Contact>(
                reuseIdentifier: { _, _ in "contact" },
                configure: { cell, contact, _ in (cell as? HeadlessCell)?.contentDescription = contact.name }))
        host.dataSource = updater
        updater.bind(to: storage)

        try storage.replaceItem(Contact(id: bob.id, name: "Robert"))  // reconfigured in place
        try storage.removeItems(withIdentifiers: [ann.id])  // one animated batch
        await updater.waitUntilPresented(version: storage.snapshot.version)

        // The first load, then Bob's row configured again where it stood (path before the
        // delete), then one batch that deletes Ann and nothing else.
        let bobBefore = ListIndexPath(item: 1, section: 0)
        let annBefore = ListIndexPath(item: 0, section: 0)
        #expect(host.log.count == 3, "\(host.log)")
        guard host.log.count == 3 else { return }
        guard case .reload(counts: [2]) = host.log[0] else {
            Issue.record("first: \(host.log[0])")
            return
        }
        guard case let .reconfigure(paths) = host.log[1] else {
            Issue.record("second: \(host.log[1])")
            return
        }
        #expect(paths == [bobBefore])
        guard case let .batch(batch, before, after) = host.log[2] else {
            Issue.record("third: \(host.log[2])")
            return
        }
        #expect(batch == ListBatch(elementDeleted: [annBefore]))
        #expect(before == [2] && after == [1])
        // In place: the two cells of the first load are the only ones ever dequeued; the
        // rename configured one of them again.
        #expect(host.counters.cellsDequeued == 2)
        #expect(host.counters.cellsReconfigured == 1)
        #expect(updater.statistics.reconfigures == 1)
        #expect(updater.statistics.batchesApplied == 1)
        #expect(updater.statistics.totalReloads == 1, "only the first load")
        #expect(host.visibleCells.map(\.contentDescription) == ["Robert"])
    }
}
