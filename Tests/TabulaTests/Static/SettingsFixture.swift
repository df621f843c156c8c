import Foundation
import Tabula
import TabulaHeadless

/// A settings screen: sections with titles, a switch that reveals a row, a checkmark, a
/// disclosure row, a destructive row with a row action.
enum SettingsRow: Differentiable, Hashable, Sendable, Titled, Imaged, Accessorized, Coloured, Subtitled {
    case wifi(isOn: Bool)
    case network(String)
    case bluetooth
    case darkMode(checked: Bool)
    case about
    case signOut

    /// A row keeps its identity when its payload (a switch's state) changes, so the change
    /// reconfigures it in place.
    enum ID: Hashable { case wifi, network, bluetooth, darkMode, about, signOut }

    var differenceIdentifier: ID {
        switch self {
        case .wifi: .wifi
        case .network: .network
        case .bluetooth: .bluetooth
        case .darkMode: .darkMode
        case .about: .about
        case .signOut: .signOut
        }
    }

    var title: String? {
        switch self {
        case .wifi: "Wi-Fi"
        case let .network(name): name
        case .bluetooth: "Bluetooth"
        case .darkMode: "Dark mode"
        case .about: "About"
        case .signOut: "Sign out"
        }
    }

    var subtitle: String? {
        if case .network = self { return "Connected" }
        return nil
    }

    var imageName: String? {
        switch self {
        case .wifi: "wifi"
        case .bluetooth: "bluetooth"
        default: nil
        }
    }

    var accessory: StaticAccessory {
        switch self {
        case let .wifi(isOn): .toggle(isOn: isOn)
        case let .darkMode(checked): .checkmark(isChecked: checked)
        case .about, .bluetooth: .disclosureIndicator
        default: .none
        }
    }

    var textColor: StaticColor? {
        self == .signOut ? .red : nil
    }
}

final class SettingsConstructor: StaticTableConstructor {
    var wifiOn = false
    var darkMode = false
    var aboutFirst = false
    var log: [String] = []
    weak var list: ListAssembly<String, SettingsRow, HeadlessListView>?

    var sections: [StaticSection<SettingsRow>] {
        [
            StaticSection(id: "connections", header: "Connections") {
                SettingsRow.wifi(isOn: wifiOn)
                if wifiOn {
                    SettingsRow.network("Home")
                }
                SettingsRow.bluetooth
            },
            StaticSection(id: "general", header: "General", footer: "Version 1.0") {
                if aboutFirst {
                    SettingsRow.about
                    SettingsRow.darkMode(checked: darkMode)
                } else {
                    SettingsRow.darkMode(checked: darkMode)
                    SettingsRow.about
                }
                SettingsRow.signOut
            },
        ]
    }

    func cellType(for model: SettingsRow) -> any StaticCell.Type {
        switch model {
        case .network, .signOut: TextCell.self
        default: SettingsCell.self
        }
    }

    func itemSelected(_ model: SettingsRow) {
        log.append("selected \(model.title ?? "")")
        if case .darkMode = model {
            darkMode.toggle()
            list?.show(self)
        }
    }

    func switchChanged(_ model: SettingsRow, isOn: Bool) {
        if case .wifi = model {
            wifiOn = isOn
            list?.show(self)
        }
    }

    func actions(for model: SettingsRow) -> [StaticRowAction] {
        guard case .network = model else { return [] }
        return [
            StaticRowAction(title: "Forget", isDestructive: true) { [weak self] in
                self?.log.append("forget network")
                guard let self else { return }
                self.wifiOn = false
                self.list?.show(self)
            }
        ]
    }
}
