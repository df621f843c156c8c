import Foundation
import Tabula
import TabulaHeadless

/// A contact: the id is its identity, the name is content that may change.
struct TutorialContact: Differentiable, Hashable, Sendable {
    let id: Int
    var name: String
    var differenceIdentifier: Int { id }
}

/// The contacts screen: the data in a storage, shown by a host through an updater.
@MainActor
final class ContactsScreen {
    let storage = ListStorage<String, TutorialContact>()
    let host = HeadlessListView(kind: .table, viewportSize: CGSize(width: 320, height: 480))
    let updater: ListUpdater<String, TutorialContact>

    init() {
        host.registerCell(reuseIdentifier: "contact")
        updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider(
                reuseIdentifier: { _, _ in "contact" },
                configure: { cell, contact, _ in
                    (cell as? HeadlessCell)?.contentDescription = contact.name
                }))
        host.dataSource = updater
        updater.bind(to: storage)
    }

    func add(_ contacts: [TutorialContact]) throws {
        try storage.appendItems(contacts, to: "Friends")
    }

    func rename(_ id: Int, to name: String) throws {
        try storage.replaceItem(TutorialContact(id: id, name: name))
    }

    func remove(_ id: Int) throws {
        try storage.removeItems(withIdentifiers: [id])
    }

    /// The names on screen, top to bottom, once every change so far is presented.
    func namesOnScreen() async -> [String] {
        await updater.waitUntilPresented(version: storage.snapshot.version)
        return host.visibleCells
            .sorted { ($0.indexPath?.item ?? 0) < ($1.indexPath?.item ?? 0) }
            .compactMap(\.contentDescription)
    }
}
