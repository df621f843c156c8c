import Foundation
import Tabula
import TabulaHeadless

/// The storage article's picture: one transaction (a delete, an insert, a move and a
/// rename) and the screen before and after the batch the updater made of it.
@MainActor
enum StorageUpdatePicture {
    typealias Contact = ContactsExample.Contact

    static func render() async throws -> String {
        let example = try ContactsExample(viewportHeight: 360)
        await example.settle()
        let before = example.updater.presentedSections.map { Array($0.items) }
        let beforeRows = example.rows()
        let logLength = example.host.log.count

        try example.storage.update { list in
            try list.removeItems(withIdentifiers: [2])  // Bob leaves
            try list.insertItems([Contact(id: 8, name: "Eve Adams")], at: ListIndexPath(item: 1, section: 0))
            try list.moveItem(from: ListIndexPath(item: 2, section: 1), to: ListIndexPath(item: 0, section: 1))  // Zoe first
            try list.replaceItem(Contact(id: 4, name: "Dmitri Ivanov (work)"))
        }
        await example.settle()

        let after = example.updater.presentedSections.map { Array($0.items) }
        let moved = movedIdentities(in: example.host.log.dropFirst(logLength), after: after)
        let beforeByID = Dictionary(uniqueKeysWithValues: before.joined().map { ($0.id, $0) })
        let afterIDs = Set(after.joined().map(\.id))
        let beforeMarked = example.rows(of: before, frames: beforeRows) { contact in
            !afterIDs.contains(contact.id) ? .deleted : moved.contains(contact.id) ? .moved : .unchanged
        }
        let afterRows = example.rows { contact in
            guard let old = beforeByID[contact.id] else { return .inserted }
            if moved.contains(contact.id) { return .moved }
            return old.name != contact.name ? .updated : .unchanged
        }
        return ScreenPanels(
            panelWidth: Double(ContactsExample.width), panelHeight: 330,
            titles: ["Before", "After one transaction"], rows: [beforeMarked, afterRows],
            viewportHeight: nil, legend: [.deleted, .inserted, .moved, .updated]
        ).render()
    }

    /// The identities the host's batches moved: each move's destination, read in the data
    /// presented after them.
    private static func movedIdentities(in log: ArraySlice<ListHostLogEntry>, after: [[Contact]]) -> Set<Int> {
        var identities = Set<Int>()
        for case let .batch(batch, _, _) in log {
            for move in batch.elementMoved {
                identities.insert(after[move.target.section][move.target.item].id)
            }
        }
        return identities
    }
}
