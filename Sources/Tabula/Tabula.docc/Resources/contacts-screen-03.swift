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
}
