import Foundation
import MainThreadMarks
@_spi(Testing) import Tabula
import TabulaHeadless

/// The user operations of issue 36 on the headless host, in order, each measured by
/// ``OperationMarks``: a list of `size` contacts in one section, bound to a storage, in a
/// 390 × 844 viewport. The headless host has no safe area, no selection and no refresh
/// control: the safe-area change is not run, the append runs with nothing selected, and
/// pull to refresh is the refresh's write (one contact at the top) and its presentation.
@MainActor
struct HeadlessOperations {
    let marks: OperationMarks
    let storage: ListStorage<String, Contact>
    let list: ListAssembly<String, Contact, HeadlessListView>
    let host: HeadlessListView
    var size: Int { marks.options.size }

    init(marks: OperationMarks) throws {
        self.marks = marks
        let size = marks.options.size
        storage = try ListStorage(sections: [ListSection("Contacts", items: (0..<size).map(Contact.init))])
        list = ListAssembly(
            catalog: HostCellCatalog(
                reuseIdentifier: { _ in "contact" }, cellType: { _ in HeadlessCell.self },
                configure: { cell, contact, _ in cell.contentDescription = contact.name },
                measure: .pure(Contact.size(of:in:))))
        host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 390, height: 844), frameProvider: list.layout)
        list.attach(to: host)
    }

    func run() async throws {
        var nextID = size
        func newID() -> Int {
            defer { nextID += 1 }
            return nextID
        }

        try await marks.measure("load") {
            list.bind(to: storage)
            await presented()
            return ["visible": host.indexPathsForVisibleItems.count]
        }
        try check("load")

        try await marks.measure("rotation") {
            try host.setViewportSize(CGSize(width: 844, height: 390))
            await list.waitUntilIdle()
            return ["visible": host.indexPathsForVisibleItems.count]
        }
        try check("rotation")

        try await marks.measure("text-size") {
            let change = await list.setTextSize(.extraExtraLarge)
            return [
                "measured_on_main": change.measuredOnMainActor, "measured_off_main": change.measuredOffMainActor,
                "main_actor_seconds": change.mainActorSeconds, "off_main_seconds": change.offMainActorSeconds,
            ]
        }
        try check("text-size")

        // The first write by identity builds the storage's identity index over every item.
        try await marks.measure("first-replace") {
            try replaceVisible(offset: 1)
            marks.endPart("write")
            await presented()
            return [:]
        }

        // No selection on this host: the append runs with nothing selected.
        for measured in [false, true] {
            try await marks.measure(measured ? "append-selected" : "warm-up") {
                try storage.appendItems([Contact(newID())], to: "Contacts")
                marks.endPart("write")
                await presented()
                return ["selected": 0]
            }
        }

        for measured in [false, true] {
            try await marks.measure(measured ? "drop" : "warm-up") {
                let visible = host.indexPathsForVisibleItems.sorted()
                guard visible.count > 4, let updater = list.updater,
                    let dragged = list.item(at: visible[1])
                else { throw MainThreadBenchmarkError.notPresented("a drop needs 5 visible rows") }
                updater.beginUserDrag()
                try updater.userDroppedItems(withIdentifiers: [dragged.id], at: visible[4], in: storage)
                updater.endUserDrag()
                await presented()
                return [:]
            }
        }

        for measured in [false, true] {
            try await marks.measure(measured ? "replace" : "warm-up") {
                try replaceVisible(offset: measured ? 2 : 3)
                marks.endPart("write")
                await presented()
                return [:]
            }
        }

        for measured in [false, true] {
            try await marks.measure(measured ? "refresh" : "warm-up") {
                try storage.insertItems([Contact(newID())], at: ListIndexPath(item: 0, section: 0))
                marks.endPart("write")
                await presented()
                return [:]
            }
        }
        try check("the end")
    }

    /// Gives the contact in the visible row at `offset` a new name, by identity.
    private func replaceVisible(offset: Int) throws {
        let visible = host.indexPathsForVisibleItems.sorted()
        guard visible.count > offset, var contact = list.item(at: visible[offset]) else {
            throw MainThreadBenchmarkError.notPresented("no visible row \(offset)")
        }
        contact.name += " Jr."
        try storage.update { try $0.replaceItem(contact) }
    }

    /// Returns once the storage's data is on screen.
    private func presented() async {
        await list.updater?.waitUntilPresented(version: storage.snapshot.version)
        await list.waitUntilIdle()
    }

    /// The host shows the storage's data, no batch was rejected and a screen is full.
    private func check(_ step: String) throws {
        let counts = (0..<host.numberOfSections).map(host.numberOfItems(inSection:))
        guard counts == storage.snapshot.sectionCounts, !host.indexPathsForVisibleItems.isEmpty,
            list.updater?.statistics.violations.isEmpty ?? false
        else {
            throw MainThreadBenchmarkError.notPresented(
                "after \(step): host counts \(counts), storage \(storage.snapshot.sectionCounts), "
                    + "\(host.indexPathsForVisibleItems.count) visible, "
                    + "violations \(list.updater?.statistics.violations ?? [])")
        }
    }
}
