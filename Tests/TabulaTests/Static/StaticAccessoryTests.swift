import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
import TabulaHeadless
import Testing

/// Accessories for front ends that draw them: `StaticAccessoryReader` and
/// the static catalog's `willConfigure`.
@MainActor
@Suite("Static accessories for front ends")
struct StaticAccessoryTests {
    @Test func theReaderExistsOnlyForAccessorizedModelsAndReadsEachRow() {
        #expect(StaticAccessoryReader<CellModel>() == nil, "CellModel is not Accessorized")
        let reader = StaticAccessoryReader<SettingsRow>()
        #expect(reader?.accessory(of: .wifi(isOn: true)) == .toggle(isOn: true))
        #expect(reader?.accessory(of: .wifi(isOn: false)) == .toggle(isOn: false))
        #expect(reader?.accessory(of: .darkMode(checked: true)) == .checkmark(isChecked: true))
        #expect(reader?.accessory(of: .about) == .disclosureIndicator)
        #expect(reader?.accessory(of: .signOut) == StaticAccessory.none)
    }

    @Test func theReaderReadsAccessoriesOfATablesModels() {
        // A front end reads a table's accessories with a reader of the constructor's model type.
        #expect(
            StaticAccessoryReader<SettingsConstructor.Model>()?.accessory(of: .darkMode(checked: false))
                == .checkmark(isChecked: false))
        #expect(StaticAccessoryReader<ViewControllerConstructor.Model>()?.accessory(of: .firstText) == nil)
    }

    @Test func theHookSeesEveryConfigurationWithItsModelBeforeTheCapabilities() async throws {
        let constructor = SettingsConstructor()
        var seen: [(cell: ObjectIdentifier, model: SettingsRow, accessoryBefore: StaticAccessory?)] = []
        let table = ListAssembly<String, SettingsRow, HeadlessListView>(
            catalog: .staticTable(
                constructor, measurer: MonospaceTextMeasurer(characterWidth: 8, lineHeight: 20),
                willConfigure: { cell, model in
                    seen.append((ObjectIdentifier(cell), model, (cell.attachment as? SettingsCell)?.accessory))
                }))
        constructor.list = table
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 1_000), frameProvider: table.layout)
        table.attach(to: host)
        table.show(constructor)
        #expect(seen.map(\.model) == [.wifi(isOn: false), .bluetooth, .darkMode(checked: false), .about, .signOut])
        #expect(seen.allSatisfy { $0.accessoryBefore == nil }, "fresh cells: the capabilities have not run yet")
        let wifiCell = try #require(host.cell(at: ListIndexPath(item: 0, section: 0)))

        seen = []
        try table.setSwitch(true, at: ListIndexPath(item: 0, section: 0), of: constructor)
        await table.waitUntilIdle()
        let wifi = try #require(seen.first { $0.model == .wifi(isOn: true) }, "the Wi-Fi row is reconfigured: \(seen)")
        #expect(wifi.cell == ObjectIdentifier(wifiCell), "in place, on the same cell")
        #expect(wifi.accessoryBefore == .toggle(isOn: false), "the hook runs before the capabilities update the cell")
        #expect(seen.contains { $0.model == .network("Home") }, "the revealed row is configured too")
        #expect((wifiCell.attachment as? SettingsCell)?.accessory == .toggle(isOn: true))
        #expect(table.updater?.statistics.violations == [])
    }
}
