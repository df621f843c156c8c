import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal

/// A row of the settings screen: an enum of rows with capabilities. Switch states are
/// content, not identity, so toggling reconfigures the row.
package enum SettingsRow: Differentiable, Hashable, Sendable, Titled, Subtitled, Accessorized {
    case notifications(isOn: Bool)
    case sound(String)
    case previews(isOn: Bool)
    case darkMode(isOn: Bool)
    case language(String)
    case privacy
    case about

    /// The row's name, whatever its state.
    package var differenceIdentifier: String {
        switch self {
        case .notifications: "notifications"
        case .sound: "sound"
        case .previews: "previews"
        case .darkMode: "darkMode"
        case .language: "language"
        case .privacy: "privacy"
        case .about: "about"
        }
    }

    package var title: String? {
        switch self {
        case .notifications: "Notifications"
        case .sound: "Sound"
        case .previews: "Show previews"
        case .darkMode: "Dark mode"
        case .language: "Language"
        case .privacy: "Privacy"
        case .about: "About Tabula"
        }
    }

    package var subtitle: String? {
        switch self {
        case let .sound(name), let .language(name): name
        default: nil
        }
    }

    package var accessory: StaticAccessory {
        switch self {
        case let .notifications(isOn), let .previews(isOn), let .darkMode(isOn): .toggle(isOn: isOn)
        case .sound, .language, .privacy, .about: .disclosureIndicator
        }
    }
}

/// The settings screen's constructor: its rows as models, the cell type of each,
/// selection and switches by model. The sound and preview rows show only while
/// notifications are on.
@MainActor
final class SettingsScreen: StaticTableConstructor {
    var notificationsOn = false
    var previewsOn = true
    var darkModeOn = true
    /// What the last selection did, for the status line.
    var lastAction = "enter/space: toggle or open"
    weak var list: ListAssembly<String, SettingsRow, TerminalListView>?

    var sections: [StaticSection<SettingsRow>] {
        [
            StaticSection(id: "notifications", header: "Notifications") {
                SettingsRow.notifications(isOn: notificationsOn)
                if notificationsOn {
                    SettingsRow.sound("Chime")
                    SettingsRow.previews(isOn: previewsOn)
                }
            },
            StaticSection(id: "appearance", header: "Appearance") {
                SettingsRow.darkMode(isOn: darkModeOn)
                SettingsRow.language("English")
            },
            StaticSection(id: "account", header: "Account") {
                SettingsRow.privacy
                SettingsRow.about
            },
        ]
    }

    func cellType(for model: SettingsRow) -> any StaticCell.Type {
        SettingsRowContent.self
    }

    func switchChanged(_ model: SettingsRow, isOn: Bool) {
        switch model {
        case .notifications: notificationsOn = isOn
        case .previews: previewsOn = isOn
        case .darkMode: darkModeOn = isOn
        default: return
        }
        lastAction = "\(model.title ?? "") \(isOn ? "on" : "off")"
        list?.show(self)
    }

    func itemSelected(_ model: SettingsRow) {
        lastAction = "opened \(model.title ?? "")"
    }
}

/// Settings: a static table on the terminal list.
@MainActor
final class SettingsTab: FeedTab {
    let title = "Settings"
    let screen = SettingsScreen()
    let table: ListAssembly<String, SettingsRow, TerminalListView>
    let list: TerminalListView
    let navigator: ListNavigator

    var isSettled: Bool {
        (table.updater?.isIdle ?? true) && list.pendingAnimationCount == 0 && !list.isAnimatingFrames
            && !textSizeChanges.isRunning
    }
    /// The text size changes, each after the one before.
    private let textSizeChanges = TextSizeChanges()

    init(animationFrames: Int) {
        table = ListAssembly(catalog: Self.catalog(screen))
        list = TerminalListView(
            kind: .table, frameProvider: table.layout,
            batchAnimation: animationFrames > 0 ? .frames(animationFrames) : .immediate)
        screen.list = table
        table.attach(to: list)
        table.show(screen)
        navigator = ListNavigator(
            list: list,
            identity: { [table] path in
                (try? table.model(at: path)).map { AnyHashable($0.differenceIdentifier) }
            },
            pathOfIdentity: { [table] id in
                table.sections.enumerated().lazy.compactMap { section, rows in
                    rows.items.firstIndex { AnyHashable($0.differenceIdentifier) == id }
                        .map { ListIndexPath(item: $0, section: section) }
                }.first
            })
    }

    /// The screen's rows drawn by ``StaticRowCell``, section titles by ``SectionTitleView``.
    static func catalog(_ screen: SettingsScreen) -> HostCellCatalog<SettingsRow, TerminalListView> {
        .staticTable(
            screen, measurer: TerminalTextMeasurer(),
            cellType: { _ in StaticRowCell.self },
            staticCell: { cell, type in
                guard let row = cell as? StaticRowCell else { return type.init() }
                return row.content(of: type)
            },
            titleViewType: SectionTitleView.self,
            configureTitle: { view, title, _ in (view as? SectionTitleView)?.title = title },
            headerHeight: 2, footerHeight: 0)
    }

    var status: String {
        let stats = table.updater?.statistics
        return "settings: \(screen.lastAction) · batches \(stats?.batchesApplied ?? 0)"
            + " · reconfigured \(stats?.reconfigures ?? 0) · violations \(stats?.violations.count ?? 0)"
    }

    func handle(_ key: Key) -> Bool {
        guard key == .enter || key == .space else { return navigator.handle(key) }
        navigator.follow()
        let path = navigator.selectedPath
        guard let model = try? table.model(at: path) else { return true }
        if case let .toggle(isOn) = model.accessory {
            try? table.setSwitch(!isOn, at: path, of: screen)
        } else {
            try? table.selectItem(at: path, of: screen)
        }
        return true
    }

    func waitForBackgroundWork() async {
        await textSizeChanges.wait()
    }

    func setTextSize(_ textSize: ListTextSize) {
        textSizeChanges.start { [table] in await table.setTextSize(textSize) }
    }
}
