import Foundation
@_spi(TabulaInternal) @_spi(Testing) import Tabula
import TabulaHeadless
import Testing

/// Static tables through `HeadlessListView` and the updater (SPEC T1–T4).
@MainActor
@Suite("Static tables")
struct StaticTableTests {
    @Test func seedExampleTwoTextRowsWithAnEmptyOneBetween() throws {
        let constructor = ViewControllerConstructor()
        let fixture = StaticFixture(constructor)
        let first = try #require(fixture.staticCell(at: 0, as: TextCell.self))
        #expect(first.title == "I am the first")
        #expect(first.selectionStyleNone, "the constructor's extra configuration ran")
        #expect(fixture.staticCell(at: 1, as: EmptyCell.self) != nil)
        #expect(fixture.staticCell(at: 2, as: TextCell.self)?.title == "I am the second")
        // Heights from the cell types: dynamic text cells, a fixed empty cell.
        #expect(
            fixture.list.layout.frame(at: ListIndexPath(item: 1, section: 0))
                == CGRect(x: 0, y: 44, width: 320, height: 20))
        #expect(try fixture.list.estimatedHeight(at: ListIndexPath(item: 0, section: 0), of: constructor) == 44)
        #expect(try fixture.list.estimatedHeight(at: ListIndexPath(item: 1, section: 0), of: constructor) == 20)
        // Two cell types, each registered once, automatically.
        #expect(fixture.list.cellRegistry?.registrationCount == 2)
        try fixture.list.selectItem(at: ListIndexPath(item: 1, section: 0), of: fixture.constructor)
        #expect(constructor.selected == [.emptyMiddle])
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    /// Static rows are measured as any pure size, off the main actor: each row's cell type
    /// is recorded when the assembly reads the constructor, so no measurement asks the
    /// constructor (main actor only) again.
    @Test func staticRowsAreMeasuredOffTheMainActorByTheirRecordedCellType() async throws {
        let constructor = ViewControllerConstructor()
        let fixture = StaticFixture(constructor)
        let size = try #require(fixture.list.catalog.pureContextSize, "a static catalog measures off the main actor")
        let rows = fixture.updater.presentedSections.flatMap { Array($0.items) }
        let measurer = MonospaceTextMeasurer(characterWidth: 8, lineHeight: 20)
        let expected = rows.map { constructor.cellType(for: $0).height(for: $0, width: 320, measurer: measurer) }
        let offMain = await Task.detached {
            rows.map { size($0, ListMeasuringContext(width: 320)).height }
        }.value
        #expect(offMain == expected)
        #expect(expected.contains(20) && expected.contains(44), "two cell types, two heights")
    }

    @Test func selectionFollowsTheModelAfterRowsAreReordered() async throws {
        let constructor = ViewControllerConstructor()
        let fixture = StaticFixture(constructor)
        constructor.models = [.secondText, .firstText, .emptyMiddle]
        fixture.list.show(fixture.constructor)
        await fixture.list.waitUntilIdle()
        #expect(fixture.lastBatch?.elementMoved.isEmpty == false, "reordering is an animated move")
        #expect(fixture.staticCell(at: 0, as: TextCell.self)?.title == "I am the second")
        try fixture.list.selectItem(at: ListIndexPath(item: 0, section: 0), of: fixture.constructor)
        try fixture.list.selectItem(at: ListIndexPath(item: 2, section: 0), of: fixture.constructor)
        #expect(constructor.selected == [.secondText, .emptyMiddle])
        #expect(fixture.list.indexPath(of: .firstText) == ListIndexPath(item: 1, section: 0))
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func settingsScreenFillsCellsFromEveryCapabilityTheyShare() throws {
        let fixture = StaticFixture(SettingsConstructor())
        let wifi = try #require(fixture.staticCell(at: 0, as: SettingsCell.self))
        #expect(wifi.title == "Wi-Fi")
        #expect(wifi.imageName == "wifi")
        #expect(wifi.accessory == .toggle(isOn: false))
        let bluetooth = try #require(fixture.staticCell(at: 1, as: SettingsCell.self))
        #expect(bluetooth.accessory == .disclosureIndicator)
        #expect(fixture.staticCell(at: 0, section: 1, as: SettingsCell.self)?.accessory == .checkmark(isChecked: false))
        let signOut = try #require(fixture.staticCell(at: 2, section: 1, as: TextCell.self))
        #expect(signOut.title == "Sign out")
        #expect(signOut.textColor == .red)
        #expect(signOut.font == nil, "the model is not Fonted: the cell keeps its own")
        // Section titles are headers and footers.
        #expect(fixture.host.supplementaryView(.header, inSection: 0)?.contentDescription == "Connections")
        #expect(fixture.host.supplementaryView(.footer, inSection: 1)?.contentDescription == "Version 1.0")
        #expect(fixture.list.layout.headerFrame(section: 0)?.height == 28)
        #expect(fixture.list.layout.footerFrame(section: 0)?.height == 0)
        // Two cell types, once each; one header/footer view type per placement.
        #expect(fixture.resolver.resolutionCount == 2)
        #expect(fixture.list.cellRegistry?.registrationCount == 4)
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func aSwitchRevealsAndHidesARowWithAnimatedUpdates() async throws {
        let constructor = SettingsConstructor()
        let fixture = StaticFixture(constructor)
        constructor.list = fixture.list
        let wifiCell = try #require(fixture.host.cell(at: ListIndexPath(item: 0, section: 0)))

        try fixture.list.setSwitch(true, at: ListIndexPath(item: 0, section: 0), of: fixture.constructor)
        await fixture.list.waitUntilIdle()
        // The network row slides in; the Wi-Fi row is reconfigured in place (same cell).
        #expect(fixture.updater.statistics.totalReloads == 1, "only the first load reloads")
        #expect(
            fixture.host.log.contains { entry in
                if case let .batch(batch, _, _) = entry {
                    return batch.elementInserted == [ListIndexPath(item: 1, section: 0)]
                }
                return false
            })
        #expect(fixture.host.cell(at: ListIndexPath(item: 0, section: 0)) === wifiCell)
        #expect(fixture.staticCell(at: 0, as: SettingsCell.self)?.accessory == .toggle(isOn: true))
        let network = try #require(fixture.staticCell(at: 1, as: TextCell.self))
        #expect(network.title == "Home")
        #expect(network.subtitle == "Connected")
        #expect(fixture.updater.item(at: ListIndexPath(item: 2, section: 0)) == .bluetooth)

        // The network row's action hides it again.
        #expect(
            try fixture.list.actions(at: ListIndexPath(item: 1, section: 0), of: fixture.constructor).map(\.title) == [
                "Forget"
            ])
        try fixture.list.performAction("Forget", at: ListIndexPath(item: 1, section: 0), of: fixture.constructor)
        await fixture.list.waitUntilIdle()
        #expect(fixture.lastBatch?.elementDeleted == [ListIndexPath(item: 1, section: 0)])
        #expect(fixture.updater.presentedSections[0].items == [.wifi(isOn: false), .bluetooth])
        #expect(constructor.log == ["forget network"])
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func selectionByModelAfterTheSettingsReorder() async throws {
        let constructor = SettingsConstructor()
        let fixture = StaticFixture(constructor)
        constructor.list = fixture.list
        constructor.aboutFirst = true
        fixture.list.show(fixture.constructor)
        await fixture.list.waitUntilIdle()
        try fixture.list.selectItem(at: ListIndexPath(item: 0, section: 1), of: fixture.constructor)
        try fixture.list.selectItem(at: ListIndexPath(item: 1, section: 1), of: fixture.constructor)
        await fixture.list.waitUntilIdle()
        #expect(constructor.log == ["selected About", "selected Dark mode"])
        #expect(fixture.staticCell(at: 1, section: 1, as: SettingsCell.self)?.accessory == .checkmark(isChecked: true))
        #expect(fixture.updater.statistics.violations.isEmpty)
    }

    @Test func badInputThrowsTypedErrorsNamingIndexAndCount() throws {
        let fixture = StaticFixture(SettingsConstructor())
        #expect(
            throws: StaticTableError.rowOutOfRange(
                operation: "selectItem(at:)", path: ListIndexPath(item: 5, section: 0), count: 2)
        ) {
            try fixture.list.selectItem(at: ListIndexPath(item: 5, section: 0), of: fixture.constructor)
        }
        #expect(throws: StaticTableError.sectionOutOfRange(operation: "model(at:)", section: 3, count: 2)) {
            try fixture.list.model(at: ListIndexPath(item: 0, section: 3))
        }
        do {
            try fixture.list.performAction("Delete", at: ListIndexPath(item: 0, section: 0), of: fixture.constructor)
            Issue.record("expected an error")
        } catch {
            #expect(
                error.description
                    == "StaticTable.performAction(_:at:): row 0 in section 0 has no action \"Delete\" (its 0 actions: )"
            )
        }
        #expect(
            StaticTableError.rowOutOfRange(
                operation: "selectItem(at:)", path: ListIndexPath(item: 5, section: 0), count: 2
            ).description
                == "StaticTable.selectItem(at:): row 5 in section 0 is out of range (2 rows in section 0)")
    }
}
