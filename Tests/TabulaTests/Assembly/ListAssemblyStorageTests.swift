import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// A row of the storage-binding tests: identity by id, content by name.
private struct Member: Differentiable, Hashable, Sendable {
    let id: Int
    var name: String
    var differenceIdentifier: Int { id }
}

/// `ListAssembly.bind(to:)`: a storage as the data of the one list assembly, bound before or
/// after the host is attached, every change checked by the headless host.
@MainActor
@Suite("List assembly bound to a storage")
struct ListAssemblyStorageTests {
    private static func makeList() -> ListAssembly<String, Member, HeadlessListView> {
        ListAssembly(
            catalog: HostCellCatalog(
                reuseIdentifier: { _ in "member" }, cellType: { _ in HeadlessCell.self },
                configure: { cell, member, _ in cell.contentDescription = member.name },
                measure: .byWidth { _, width in CGSize(width: width, height: 44) }))
    }

    private static func host(for list: ListAssembly<String, Member, HeadlessListView>) -> HeadlessListView {
        HeadlessListView(kind: .table, viewportSize: CGSize(width: 320, height: 480), frameProvider: list.layout)
    }

    @Test("bound after attach: every transaction reaches the host as a checked batch")
    func boundAfterAttach() async throws {
        let storage = ListStorage<String, Member>()
        try storage.appendItems([Member(id: 1, name: "Ann"), Member(id: 2, name: "Bob")], to: "team")
        let list = Self.makeList()
        let host = Self.host(for: list)
        list.attach(to: host)
        list.bind(to: storage)
        try storage.replaceItem(Member(id: 2, name: "Robert"))
        try storage.removeItems(withIdentifiers: [1])
        await list.updater?.waitUntilPresented(version: storage.snapshot.version)
        #expect(host.visibleCells.map(\.contentDescription) == ["Robert"])
        #expect(list.updater?.statistics.violations.isEmpty == true)
    }

    @Test("bound before attach: the storage is bound on attach, in place of sections shown before")
    func boundBeforeAttach() async throws {
        let storage = ListStorage<String, Member>()
        try storage.appendItems([Member(id: 1, name: "Ann")], to: "team")
        let list = Self.makeList()
        list.show(sections: [ListSection("other", items: [Member(id: 9, name: "Zed")])])
        list.bind(to: storage)
        let host = Self.host(for: list)
        list.attach(to: host)
        try storage.appendItems([Member(id: 2, name: "Bob")], to: "team")
        await list.updater?.waitUntilPresented(version: storage.snapshot.version)
        #expect(host.visibleCells.map(\.contentDescription) == ["Ann", "Bob"])
        #expect(list.sections.map(\.model) == ["team"])
        #expect(list.updater?.statistics.violations.isEmpty == true)
    }
}
