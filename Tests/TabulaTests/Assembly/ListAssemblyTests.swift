import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// A contact of the generic assembly tests: identity by id, content by name.
private struct Person: Differentiable, Hashable, Sendable {
    let id: Int
    var name: String
    var differenceIdentifier: Int { id }
}

/// Counts where a pure size function ran.
private final class SizeCalls: @unchecked Sendable {
    // @unchecked Sendable: the counters are guarded by `lock`.
    private let lock = NSLock()
    private var onMain = 0
    private var offMain = 0

    func record() {
        let isMain = Thread.isMainThread
        lock.withLock { if isMain { onMain += 1 } else { offMain += 1 } }
    }

    var counts: (onMain: Int, offMain: Int) {
        lock.withLock { (onMain, offMain) }
    }
}

/// The one list assembly with a catalog of its own (not widgets, not a static table).
@MainActor
@Suite("List assembly")
struct ListAssemblyTests {
    private static func catalog(calls: SizeCalls = SizeCalls()) -> HostCellCatalog<Person, HeadlessListView> {
        var catalog = HostCellCatalog<Person, HeadlessListView>(
            reuseIdentifier: { $0.id.isMultiple(of: 2) ? "even" : "odd" },
            cellType: { _ in HeadlessCell.self },
            configure: { cell, person, path in cell.contentDescription = "\(person.name) at \(path.item)" },
            measure: .byWidth { person, width in
                calls.record()
                return CGSize(width: width, height: CGFloat(10 + person.name.count))
            })
        catalog.showSupplementaries(
            reuseIdentifier: "title", viewType: HeadlessSupplementaryView.self,
            configure: { view, model, placement in
                view.contentDescription = "\(placement): \(model.model(as: String.self) ?? "")"
            },
            height: { _, placement, _ in placement == .header ? 30 : 12 })
        return catalog
    }

    private func people(_ names: String...) -> [Person] {
        names.enumerated().map { Person(id: $0.offset + 1, name: $0.element) }
    }

    @Test func theCatalogNamesCellsSizesAndHeadersAndTheAssemblyRegistersOnFirstUse() async throws {
        var catalog = Self.catalog()
        catalog.register(reuseIdentifier: "odd", cellType: HeadlessCell.self) { cell, person, _ in
            cell.contentDescription = "odd \(person.name)"
        }
        let list = ListAssembly<String, Person, HeadlessListView>(catalog: catalog)
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 600), frameProvider: list.layout)
        list.attach(to: host)
        #expect(list.cellRegistry?.registrationCount == 0, "nothing is registered before an item needs it")

        list.show(sections: [
            ListSection(
                "friends", items: people("Ann", "Bob", "Cy"), header: SupplementaryModel("Friends"),
                footer: SupplementaryModel("3"))
        ])
        await list.waitUntilIdle()
        #expect(host.visibleCells.compactMap(\.contentDescription) == ["odd Ann", "Bob at 1", "odd Cy"])
        #expect(list.cellRegistry?.registrationCount == 4, "odd, even, one header view, one footer view")
        #expect(host.supplementaryView(.header, inSection: 0)?.contentDescription == "header: Friends")
        #expect(host.supplementaryView(.footer, inSection: 0)?.contentDescription == "footer: 3")
        #expect(list.layout.headerFrame(section: 0)?.height == 30)
        #expect(list.layout.footerFrame(section: 0)?.height == 12)
        // Sizes are the catalog's: 10 + the name's length, under the 30-point header.
        #expect(
            list.layout.frame(at: ListIndexPath(item: 1, section: 0))
                == CGRect(x: 0, y: 30 + 13, width: 320, height: 13))
        #expect(list.indexPath(of: Person(id: 3, name: "anything")) == ListIndexPath(item: 2, section: 0))
        #expect(list.item(at: ListIndexPath(item: 5, section: 0)) == nil)

        // A new name under the same identity is reconfigured in place and measured again.
        list.show(sections: [
            ListSection(
                "friends", items: [Person(id: 1, name: "Annabelle")] + people("Ann", "Bob", "Cy").dropFirst(),
                header: SupplementaryModel("Friends"), footer: SupplementaryModel("3"))
        ])
        await list.waitUntilIdle()
        #expect(host.visibleCells.first?.contentDescription == "odd Annabelle")
        #expect(host.counters.cellsReconfigured == 1)
        #expect(list.layout.frame(at: ListIndexPath(item: 0, section: 0)).height == 19)
        #expect(list.updater?.statistics.violations.isEmpty == true)
    }

    @Test func sectionsShownBeforeAttachingAreShownOnAttach() async {
        let list = ListAssembly<String, Person, HeadlessListView>(catalog: Self.catalog())
        list.show(sections: [ListSection("all", items: people("Ann"))])
        #expect(list.sections.flatMap(\.items).map(\.name) == ["Ann"])
        #expect(list.updater == nil)
        let host = HeadlessListView(
            kind: .collection, viewportSize: CGSize(width: 100, height: 100), frameProvider: list.layout)
        list.attach(to: host)
        await list.waitUntilIdle()
        #expect(host.visibleCells.compactMap(\.contentDescription) == ["Ann at 0"])
    }

    @Test func pureSizesArePrecomputedOffTheMainActorAndNotMeasuredAgain() async {
        let calls = SizeCalls()
        let list = ListAssembly<String, Person, HeadlessListView>(catalog: Self.catalog(calls: calls))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 2_000), frameProvider: list.layout)
        list.attach(to: host)
        let page = (1...200).map { Person(id: $0, name: String(repeating: "x", count: $0 % 7)) }

        #expect(await list.precomputeSizes(of: page) == 200)
        #expect(calls.counts.onMain == 0, "measured off the main actor")
        #expect(calls.counts.offMain == 200)

        list.show(sections: [ListSection("page", items: page)])
        await list.waitUntilIdle()
        #expect(list.sizeCounts.precomputed == 200)
        #expect(list.sizeCounts.measured == 0, "the layout measured none of them again")
        #expect(calls.counts.onMain == 0)
        #expect(list.layout.size(at: ListIndexPath(item: 6, section: 0))?.height == CGFloat(10))
        #expect(list.layout.size(at: ListIndexPath(item: 5, section: 0))?.height == CGFloat(16))

        // A precomputed size is for the content it measured: a changed name is measured again.
        _ = await list.precomputeSizes(of: [Person(id: 1, name: "old")])
        list.show(sections: [ListSection("page", items: [Person(id: 1, name: "new name")] + page.dropFirst())])
        await list.waitUntilIdle()
        #expect(list.sizeCounts.measured == 1)
        #expect(list.layout.frame(at: ListIndexPath(item: 0, section: 0)).height == 18)
        #expect(list.updater?.statistics.violations.isEmpty == true)
    }

    @Test func mainActorSizesAreNotPrecomputed() async {
        let catalog = HostCellCatalog<Person, HeadlessListView>(
            reuseIdentifier: { _ in "person" }, cellType: { _ in HeadlessCell.self }, configure: { _, _, _ in },
            measure: .onMainActorByWidth { _, width in CGSize(width: width, height: 44) })
        #expect(catalog.pureSize == nil)
        let list = ListAssembly<String, Person, HeadlessListView>(catalog: catalog)
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 400), frameProvider: list.layout)
        list.attach(to: host)
        #expect(await list.precomputeSizes(of: people("Ann")) == 0)
        list.show(sections: [ListSection("all", items: people("Ann", "Bob"))])
        await list.waitUntilIdle()
        #expect(list.sizeCounts.measured == 2)
        #expect(list.layout.contentSize.height == 88)
    }

    @Test func staticCallsOnAnAssemblyNotYetAttachedThrowNotAttached() {
        let constructor = ViewControllerConstructor()
        let list = ListAssembly<String, CellModel, HeadlessListView>(
            catalog: .staticTable(constructor, measurer: MonospaceTextMeasurer()))
        #expect(throws: StaticTableError.notAttached(operation: "selectItem(at:)")) {
            try list.selectItem(at: ListIndexPath(item: 0, section: 0), of: constructor)
        }
        #expect(throws: StaticTableError.notAttached(operation: "setSwitch(_:at:)")) {
            try list.setSwitch(true, at: ListIndexPath(item: 0, section: 0), of: constructor)
        }
        #expect(throws: StaticTableError.notAttached(operation: "estimatedHeight(at:)")) {
            try list.estimatedHeight(at: ListIndexPath(item: 0, section: 0), of: constructor)
        }
        #expect(constructor.selected.isEmpty)
    }
}
