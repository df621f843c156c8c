import Foundation
import Tabula
import TabulaHeadless
import Testing

/// The README's static-table example, verbatim inside a namespace.
enum ReadmeSettings {
    enum Row: Differentiable, Hashable, Sendable, Titled, Accessorized {
        case wifi(isOn: Bool)
        case network, about

        // The switch state is content, not identity: toggling reconfigures the row.
        var differenceIdentifier: String { title ?? "" }
        var title: String? {
            switch self {
            case .wifi: "Wi-Fi"
            case .network: "Home network"
            case .about: "About"
            }
        }

        var accessory: StaticAccessory {
            switch self {
            case let .wifi(isOn): .toggle(isOn: isOn)
            case .network: .none
            case .about: .disclosureIndicator
            }
        }
    }

    final class RowCell: StaticCell, TitledConfigurable, AccessorizedConfigurable {
        var title: String?
        var accessory = StaticAccessory.none
        init() {}
        func configure(by model: any Titled) { title = model.title }
        func configure(by model: any Accessorized) { accessory = model.accessory }
    }

    final class SettingsScreen: StaticTableConstructor {
        var wifiOn = false
        var opened: [Row] = []
        weak var list: ListAssembly<String, Row, HeadlessListView>?

        var sections: [StaticSection<Row>] {
            [
                StaticSection(id: "main", header: "Settings") {
                    Row.wifi(isOn: wifiOn)
                    if wifiOn { Row.network }
                    Row.about
                }
            ]
        }

        func cellType(for model: Row) -> any StaticCell.Type { RowCell.self }

        func switchChanged(_ model: Row, isOn: Bool) {
            wifiOn = isOn
            list?.show(self)  // the network row slides in or out
        }

        func itemSelected(_ model: Row) { opened.append(model) }
    }

    @MainActor
    static func run() async throws -> (SettingsScreen, HeadlessListView) {
        let screen = SettingsScreen()
        let list = ListAssembly<String, Row, HeadlessListView>(
            catalog: .staticTable(screen, measurer: MonospaceTextMeasurer()))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 480), frameProvider: list.layout)
        screen.list = list
        list.attach(to: host)
        list.show(screen)  // the constructor's rows, read again on every show

        try list.setSwitch(true, at: ListIndexPath(item: 0, section: 0), of: screen)  // Wi-Fi on
        try list.selectItem(at: ListIndexPath(item: 2, section: 0), of: screen)  // "About", by model
        await list.waitUntilIdle()
        withExtendedLifetime(list) {}
        return (screen, host)
    }
}

@MainActor
@Suite("README examples, static")
struct ReadmeStaticExampleTests {
    @Test func settingsExampleRevealsTheNetworkRowAndSelectsByModel() async throws {
        let (screen, host) = try await ReadmeSettings.run()
        #expect(screen.opened == [.about])
        let titles = host.visibleCells.compactMap { ($0.attachment as? ReadmeSettings.RowCell)?.title }
        #expect(titles == ["Wi-Fi", "Home network", "About"])
        #expect(host.counters.batchesApplied == 1, "the reveal is one animated batch")
        #expect(host.supplementaryView(.header, inSection: 0)?.contentDescription == "Settings")
    }
}
