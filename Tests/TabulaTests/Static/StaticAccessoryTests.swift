import Foundation
import Testing
import Tabula
import TabulaHeadless

/// Accessories for front ends that draw them: `StaticAccessoryReader` and
/// `StaticTable.willConfigureCell`.
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

    @Test func theTableReadsAccessoriesOfItsModels() {
        let settings = StaticTable(
            constructor: SettingsConstructor(), hosting: .headless, measurer: MonospaceTextMeasurer())
        #expect(settings.accessory(of: .darkMode(checked: false)) == .checkmark(isChecked: false))
        let plain = StaticTable(
            constructor: ViewControllerConstructor(), hosting: .headless, measurer: MonospaceTextMeasurer())
        #expect(plain.accessory(of: .firstText) == nil)
    }

    @Test func theHookSeesEveryConfigurationWithItsModelBeforeTheCapabilities() async throws {
        let constructor = SettingsConstructor()
        let table = StaticTable(
            constructor: constructor, hosting: .headless, measurer: MonospaceTextMeasurer(characterWidth: 8, lineHeight: 20))
        constructor.table = table
        var seen: [(cell: ObjectIdentifier, model: SettingsRow, accessoryBefore: StaticAccessory?)] = []
        table.willConfigureCell = { cell, model in
            seen.append((ObjectIdentifier(cell), model, (cell.attachment as? SettingsCell)?.accessory))
        }
        let host = HeadlessListView(kind: .table, viewportSize: CGSize(width: 320, height: 1_000), frameProvider: table.layout)
        table.attach(to: host)
        #expect(seen.map(\.model) == [.wifi(isOn: false), .bluetooth, .darkMode(checked: false), .about, .signOut])
        #expect(seen.allSatisfy { $0.accessoryBefore == nil }, "fresh cells: the capabilities have not run yet")
        let wifiCell = try #require(host.cell(at: ListIndexPath(item: 0, section: 0)))

        seen = []
        try table.setSwitch(true, at: ListIndexPath(item: 0, section: 0))
        await table.waitUntilIdle()
        let wifi = try #require(seen.first { $0.model == .wifi(isOn: true) }, "the Wi-Fi row is reconfigured: \(seen)")
        #expect(wifi.cell == ObjectIdentifier(wifiCell), "in place, on the same cell")
        #expect(wifi.accessoryBefore == .toggle(isOn: false), "the hook runs before the capabilities update the cell")
        #expect(seen.contains { $0.model == .network("Home") }, "the revealed row is configured too")
        #expect((wifiCell.attachment as? SettingsCell)?.accessory == .toggle(isOn: true))
        #expect(table.updater?.statistics.violations == [])
    }
}
