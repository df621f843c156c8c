import Foundation
import Tabula
import TabulaHeadless

/// The contacts screen of the storage article: two sections of people whose rows differ in
/// height (long names wrap), laid out by the real `ListLayout` inside `HeadlessListView`,
/// fed by a `ListStorage` through a `ListUpdater`.
@MainActor
final class ContactsExample {
    struct Contact: Differentiable, Hashable, Sendable {
        let id: Int
        var name: String
        var differenceIdentifier: Int { id }
    }

    static let width: CGFloat = 240
    static let measurer = MonospaceTextMeasurer(characterWidth: 7, lineHeight: 16)

    let storage: ListStorage<String, Contact>
    let host: HeadlessListView
    let layout: ListLayout
    let updater: ListUpdater<String, Contact>

    init(viewportHeight: CGFloat) throws {
        storage = try ListStorage(sections: [
            ListSection(
                "Friends",
                items: [
                    Contact(id: 1, name: "Ann Lee"),
                    Contact(id: 2, name: "Bob Marsh"),
                    Contact(id: 3, name: "Carmen Ortega de la Fuente y Salinas"),
                    Contact(id: 4, name: "Dmitri Ivanov"),
                ]),
            ListSection(
                "Family",
                items: [
                    Contact(id: 5, name: "Grandma Rose"),
                    Contact(id: 6, name: "Uncle Theodore, who answers only letters"),
                    Contact(id: 7, name: "Zoe"),
                ]),
        ])
        // The size closure runs on the main actor: the host asks the layout for sizes while it
        // applies a batch, after the updater installed that batch's data.
        var itemAt: @MainActor (ListIndexPath) -> Contact? = { _ in nil }
        layout = ListLayout(
            itemSize: { path, width in
                let name = MainActor.assumeIsolated { itemAt(path)?.name } ?? ""
                let text = Self.measurer.size(of: name, style: .body, width: width - 20, maximumLines: 0)
                return CGSize(width: width, height: text.height + 12)
            },
            headerHeight: { _, _ in 24 })
        host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: Self.width, height: viewportHeight), frameProvider: layout)
        host.registerCell(reuseIdentifier: "contact")
        host.registerSupplementaryView(.header, reuseIdentifier: "header")
        updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider<String, Contact>(
                reuseIdentifier: { _, _ in "contact" },
                configure: { cell, contact, _ in (cell as? HeadlessCell)?.contentDescription = contact.name },
                supplementaryReuseIdentifier: { _, _ in "header" }))
        host.dataSource = updater
        let updater = self.updater
        itemAt = { path in updater.item(at: path) }
        updater.bind(to: storage)
    }

    /// Waits until the screen shows the storage's newest snapshot.
    func settle() async {
        await updater.waitUntilPresented(version: storage.snapshot.version)
        _ = host.finishAnimations()
    }

    /// Every row and header the layout placed, labelled with what the updater presents.
    func rows(marks: (Contact) -> PictureMark = { _ in .unchanged }) -> [PanelRow] {
        var rows: [PanelRow] = []
        for (sectionIndex, section) in updater.presentedSections.enumerated() {
            if let header = layout.headerFrame(section: sectionIndex), header.height > 0 {
                rows.append(
                    PanelRow(
                        key: "header-\(section.model)", frame: header, label: section.model.uppercased(), mark: .header)
                )
            }
            for (itemIndex, contact) in section.items.enumerated() {
                let frame = layout.frame(at: ListIndexPath(item: itemIndex, section: sectionIndex))
                rows.append(
                    PanelRow(key: "contact-\(contact.id)", frame: frame, label: contact.name, mark: marks(contact)))
            }
        }
        return rows
    }

    /// Rows captured earlier (`frames`, from ``rows(marks:)``) re-marked by their contacts in
    /// `sections`, the data presented when they were captured.
    func rows(of sections: [[Contact]], frames: [PanelRow], marks: (Contact) -> PictureMark) -> [PanelRow] {
        let byKey = Dictionary(uniqueKeysWithValues: sections.joined().map { ("contact-\($0.id)", $0) })
        return frames.map { row in
            guard let contact = byKey[row.key] else { return row }
            var row = row
            row.mark = marks(contact)
            return row
        }
    }
}
