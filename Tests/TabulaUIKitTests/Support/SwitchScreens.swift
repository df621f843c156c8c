#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import TabulaUIKit
import UIKit

/// Static screens with switches, checkmarks and row actions, on the model `UITableView`.
enum SwitchScreens {
    /// A settings screen: Wi-Fi reveals the home network (which can be forgotten by a
    /// swipe action), a banner can appear on top, Bluetooth is a second switch below the
    /// revealed row.
    enum Row: Differentiable, Hashable, Sendable, Titled, Accessorized {
        case banner
        case wifi(isOn: Bool)
        case network
        case bluetooth(isOn: Bool)
        case darkMode(checked: Bool)
        case about

        var differenceIdentifier: String {
            switch self {
            case .banner: "banner"
            case .wifi: "wifi"
            case .network: "network"
            case .bluetooth: "bluetooth"
            case .darkMode: "darkMode"
            case .about: "about"
            }
        }

        var title: String? {
            switch self {
            case .banner: "Update available"
            case .wifi: "Wi-Fi"
            case .network: "Home network"
            case .bluetooth: "Bluetooth"
            case .darkMode: "Dark mode"
            case .about: "About"
            }
        }

        var accessory: StaticAccessory {
            switch self {
            case let .wifi(isOn), let .bluetooth(isOn): .toggle(isOn: isOn)
            case let .darkMode(checked): .checkmark(isChecked: checked)
            case .about: .disclosureIndicator
            case .banner, .network: .none
            }
        }
    }

    /// A plain static cell: UIKit accessories come from the adapter.
    final class TitleCell: UITableViewCell, StaticCell, TitledConfigurable {
        let titleLabel = UILabel()
        func configure(by model: any Titled) { titleLabel.text = model.title }
    }

    final class Settings: StaticTableConstructor {
        var showsBanner = false
        var wifiOn = false
        var bluetoothOn = false
        var darkMode = true
        var log: [String] = []
        weak var adapter: TableViewAdapter<String, Settings.Model>?

        var sections: [StaticSection<Row>] {
            [
                StaticSection(id: "main", header: "Settings") {
                    if showsBanner { Row.banner }
                    Row.wifi(isOn: wifiOn)
                    if wifiOn { Row.network }
                    Row.bluetooth(isOn: bluetoothOn)
                    Row.darkMode(checked: darkMode)
                    Row.about
                }
            ]
        }

        func cellType(for model: Row) -> any StaticCell.Type { TitleCell.self }

        func switchChanged(_ model: Row, isOn: Bool) {
            log.append("\(model.title ?? "?") \(isOn ? "on" : "off")")
            switch model {
            case .wifi: wifiOn = isOn
            case .bluetooth: bluetoothOn = isOn
            default: return
            }
            adapter?.constructorDidChange()
        }

        func actions(for model: Row) -> [StaticRowAction] {
            guard model == .network else { return [] }
            return [
                StaticRowAction(title: "Forget", isDestructive: true) { [weak self] in
                    self?.log.append("forget")
                    self?.wifiOn = false
                    self?.adapter?.constructorDidChange()
                },
                StaticRowAction(title: "Share") { [weak self] in self?.log.append("share") },
            ]
        }
    }

    /// Forty switches, more than a screen: cells are reused while scrolling.
    struct Option: Differentiable, Hashable, Sendable, Titled, Accessorized {
        let number: Int
        let isOn: Bool
        var differenceIdentifier: Int { number }
        var title: String? { "Option \(number)" }
        var accessory: StaticAccessory { .toggle(isOn: isOn) }
    }

    final class Options: StaticTableConstructor {
        var on: Set<Int>
        var log: [String] = []
        weak var adapter: TableViewAdapter<String, Options.Model>?

        init(on: Set<Int>) {
            self.on = on
        }

        var sections: [StaticSection<Option>] {
            [StaticSection(id: "options", rows: (0..<40).map { Option(number: $0, isOn: on.contains($0)) })]
        }

        func cellType(for model: Option) -> any StaticCell.Type { TitleCell.self }

        func switchChanged(_ model: Option, isOn: Bool) {
            log.append("option \(model.number) \(isOn ? "on" : "off")")
            if isOn { on.insert(model.number) } else { on.remove(model.number) }
            adapter?.constructorDidChange()
        }
    }

    /// `constructor` on a 320 × 480 table in a window.
    @MainActor
    static func show<Constructor: StaticTableConstructor>(_ constructor: Constructor)
        -> (UITableView, TableViewAdapter<String, Constructor.Model>, UIWindow)
    {
        let window = makeTestWindow()
        let tableView = UITableView(frame: window.bounds, style: .grouped)
        window.addSubview(tableView)
        let adapter = TableViewAdapter(tableView: tableView, staticTable: constructor)
        return (tableView, adapter, window)
    }
}
#endif
