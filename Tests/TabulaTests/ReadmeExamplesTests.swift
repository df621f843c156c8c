import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// The README's examples, compiled and run, so the front door never shows code that
/// does not work.
@MainActor
@Suite("README examples")
struct ReadmeExamplesTests {
    @Test func diffExample() {
        struct Post: Identifiable, Equatable {
            let id: Int
            var likes: Int
        }
        let old = [Post(id: 1, likes: 0), Post(id: 2, likes: 5), Post(id: 3, likes: 0)]
        let new = [Post(id: 3, likes: 0), Post(id: 1, likes: 1), Post(id: 4, likes: 0)]

        let changes = StagedChangeset(source: old, target: new)
        for stage in changes {
            // In UIKit: performBatchUpdates { install stage.data; delete/insert/move/reload }
            print(stage.elementDeleted, stage.elementInserted, stage.elementMoved, stage.elementUpdated)
        }
        #expect(changes.count == 2)  // reload post 1 where it stands, then delete 2, insert 4, move 3
        #expect(changes[0].elementUpdated == [ListIndexPath(item: 0, section: 0)])  // post 1's likes
        let stage = changes[1]
        #expect(stage.elementDeleted == [ListIndexPath(item: 1, section: 0)])  // post 2
        #expect(stage.elementInserted == [ListIndexPath(item: 2, section: 0)])  // post 4
        #expect(stage.elementMoved.map(\.source) == [ListIndexPath(item: 2, section: 0)])  // post 3
        let combined = StagedChangeset(source: old, target: new, updates: .combined)
        #expect(combined.count == 1)  // one batch, for a consumer that refreshes cells in place
        #expect(changes.changeCount == 4)
    }

    @Test func storageExample() async throws {
        struct Contact: Differentiable, Hashable, Sendable {
            let id: UUID
            var name: String
            var differenceIdentifier: UUID { id }
        }
        let ann = Contact(id: UUID(), name: "Ann")
        let bob = Contact(id: UUID(), name: "Bob")

        // Any thread may mutate the storage; each transaction becomes one batch update.
        let storage = ListStorage<String, Contact>()
        try storage.update { list in
            try list.appendItems([ann, bob], to: "Friends")  // creates the section
        }

        // On the main actor: the list (cells and sizes from a catalog) on a host
        // (HeadlessListView here; on iOS, TableViewAdapter below).
        let list = ListAssembly<String, Contact, HeadlessListView>(
            catalog: HostCellCatalog(
                reuseIdentifier: { _ in "contact" }, cellType: { _ in HeadlessCell.self },
                configure: { cell, contact, _ in cell.contentDescription = contact.name },
                // pure: measured off the main actor
                measure: .byWidth { _, width in CGSize(width: width, height: 44) }))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 480), frameProvider: list.layout)
        list.attach(to: host)
        list.bind(to: storage)

        try storage.replaceItem(Contact(id: bob.id, name: "Robert"))  // reconfigured in place
        try storage.removeItems(withIdentifiers: [ann.id])  // one animated batch
        await list.updater?.waitUntilPresented(version: storage.snapshot.version)

        #expect(host.visibleCells.map(\.contentDescription) == ["Robert"])
        #expect(list.updater?.statistics.violations.isEmpty == true)
    }
}
