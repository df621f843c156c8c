#if canImport(UIKit)
import Tabula
import TabulaUIKit
import UIKit

/// The settings rows: an enum, with the capabilities the cells draw (a title, an accessory).
enum SettingsRow: Differentiable, Hashable, Sendable, Titled, Accessorized {
    case wifi(isOn: Bool)
    case network
    case notifications(isOn: Bool)
    case textSize
    case about

    // A switch's state is content, not identity: turning it reconfigures the row in place.
    var differenceIdentifier: String {
        switch self {
        case .wifi: "wifi"
        case .network: "network"
        case .notifications: "notifications"
        case .textSize: "textSize"
        case .about: "about"
        }
    }

    var title: String? {
        switch self {
        case .wifi: "Wi-Fi"
        case .network: "Home network"
        case .notifications: "Notifications"
        case .textSize: "Text size follows Settings ▸ Accessibility"
        case .about: "About Tabula"
        }
    }

    var accessory: StaticAccessory {
        switch self {
        case let .wifi(isOn), let .notifications(isOn): .toggle(isOn: isOn)
        case .network, .textSize: .none
        case .about: .disclosureIndicator
        }
    }
}

/// A static table cell: the title; the adapter draws the accessory (switch, chevron).
final class SettingsCell: UITableViewCell, StaticCell, TitledConfigurable {
    let titleLabel = UILabel()

    func configure(by model: any Titled) {
        if titleLabel.superview == nil { contentView.addSubview(titleLabel) }
        titleLabel.showText(model.title ?? "", style: .body, maximumLines: 1)
        titleLabel.frame = CGRect(x: 16, y: 12, width: max(0, contentView.bounds.width - 32), height: 21)
    }
}

/// Settings as a static table: the rows are read from `sections` on every change, so turning
/// Wi-Fi on slides the network row in, as one animated batch.
final class SettingsViewController: UIViewController, StaticTableConstructor {
    private(set) var adapter: TableViewAdapter<String, SettingsViewController.Model>?
    private(set) var opened: [SettingsRow] = []
    private(set) var wifiOn = false
    private(set) var notificationsOn = true

    var sections: [StaticSection<SettingsRow>] {
        [
            StaticSection(id: "network", header: "Network") {
                SettingsRow.wifi(isOn: wifiOn)
                if wifiOn { SettingsRow.network }
            },
            StaticSection(id: "general", header: "General") {
                SettingsRow.notifications(isOn: notificationsOn)
                SettingsRow.textSize
                SettingsRow.about
            },
        ]
    }

    func cellType(for model: SettingsRow) -> any StaticCell.Type { SettingsCell.self }

    func switchChanged(_ model: SettingsRow, isOn: Bool) {
        switch model {
        case .wifi: wifiOn = isOn
        case .notifications: notificationsOn = isOn
        case .network, .textSize, .about: return
        }
        adapter?.constructorDidChange()
    }

    func itemSelected(_ model: SettingsRow) { opened.append(model) }

    override func viewDidLoad() {
        super.viewDidLoad()
        let tableView = UITableView(frame: view.bounds, style: .insetGrouped)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        adapter = TableViewAdapter(tableView: tableView, staticTable: self)
    }
}
#endif
