import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

// The README's UIKit examples, verbatim inside namespaces (so their names do not clash with
// other tests), compiled against the UIKit model and driven below.

enum ReadmeTable {
    struct Contact: Identifiable, Equatable, Differentiable, MFSViewModel {
        let id: Int
        var name: String
    }

    /// An MFS cell: frames by hand, its height from the same pure frame function.
    final class ContactCell: MFSContentView<Contact>, MFSCellSizing {
        let nameLabel = UILabel()

        override func bindData(from contact: Contact) {
            nameLabel.showText(contact.name, style: .body, maximumLines: 0)
        }

        override func resizeSubviews(for contact: Contact, in size: CGSize) {
            nameLabel.frame = Self.nameFrame(for: contact, width: size.width, measurer: UIKitTextMeasurer())
        }

        override func addSubviewsToSuperview() {
            if nameLabel.superview == nil { addSubview(nameLabel) }
        }

        nonisolated static func nameFrame(for contact: Contact, width: CGFloat, measurer: any TextMeasuring) -> CGRect {
            let size = measurer.size(of: contact.name, style: .body, width: width - 32, maximumLines: 0)
            return CGRect(x: 16, y: 12, width: size.width, height: size.height)
        }

        nonisolated static func height(for contact: Contact, width: CGFloat, context: any TextMeasuring) -> CGFloat {
            nameFrame(for: contact, width: width, measurer: context).maxY + 12
        }
    }

    final class ContactsViewController: UIViewController {
        let storage = ListStorage<String, Contact>()
        private(set) var adapter: TableViewAdapter<String, Contact>?
        private(set) var opened: [Contact] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let tableView = UITableView(frame: view.bounds, style: .plain)
            view.addSubview(tableView)

            var cells = TableCellCatalog<Contact>()
            cells.register(mfs: ContactCell.self, context: UIKitTextMeasurer())
            let adapter = TableViewAdapter<String, Contact>(tableView: tableView, cells: cells)
            adapter.onSelect = { [weak self] contact, _ in self?.opened.append(contact) }
            adapter.canDeleteItem = { _ in true }  // swipe to delete
            adapter.canMoveItem = { _ in true }  // drag to reorder
            adapter.bind(to: storage)
            self.adapter = adapter
        }
    }
}

enum ReadmeFriends {
    typealias Contact = ReadmeTable.Contact
    typealias ContactCell = ReadmeTable.ContactCell

    /// The app's network call (not in the README): pages 1 and 2 of 20 friends, then none.
    enum API {
        static func friends(page: Int) async throws -> [Contact] {
            page <= 2 ? (0..<20).map { Contact(id: page * 100 + $0, name: "Friend \(page)-\($0)") } : []
        }
    }

    final class FriendsViewController: UIViewController, UITableViewDelegate {
        let storage = ListStorage<String, Contact>()
        private(set) var adapter: TableViewAdapter<String, Contact>?
        private(set) var shown: Set<Int> = []
        private(set) var openedRows: [Int] = []
        private(set) var drags = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            let tableView = UITableView(frame: view.bounds, style: .plain)
            view.addSubview(tableView)
            var cells = TableCellCatalog<Contact>()
            cells.register(mfs: ContactCell.self, context: UIKitTextMeasurer())
            let adapter = TableViewAdapter<String, Contact>(tableView: tableView, cells: cells)
            adapter.tableDelegate = self  // kept: hears what the adapter does not consume
            adapter.events.willDisplay = { [weak self] contact, _ in self?.shown.insert(contact.id) }  // by model
            adapter.animation.keepsContentOffset = true  // rows arriving above do not move what you read
            adapter.bind(to: storage)
            // Near the end: a "Loading…" row, the page fetched and measured off the main actor, one insert.
            do {
                try adapter.enablePaging(in: "Friends", loadingItem: { Contact(id: -$0, name: "Loading…") }) { page in
                    try await API.friends(page: page)
                }
            } catch {
                print(error)  // only when not bound to a storage
            }
            self.adapter = adapter
        }

        // Your delegate methods still arrive: forwarded by the runtime, or passed on by the adapter.
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { drags += 1 }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            openedRows.append(indexPath.row)
        }

        func showSearchResults(_ results: [Contact]) throws {
            try adapter?.update(animated: false) { try $0.setItems(results, inSectionAt: 0) }  // no animation
        }
    }
}

enum ReadmeWidgetScreen {
    struct Country: Hashable, Sendable {
        let id: Int
        let name: String
    }

    enum Builder {
        @WidgetListBuilder
        static func widgets(objects: [Country]) -> [ListWidget] {
            Spacing(height: 25)
            Header(string: "Choose a country")
            Spacing(height: 10, separator: .bottom)
            for object in objects {
                Title(text: object.name).widget().tag(object.id)
                Spacing(height: 1, separator: .bottom).widget().tag(object.id)
            }
        }
    }

    /// Titles get a cell of their own.
    final class TitleCell: UICollectionViewCell {
        let label = UILabel()
    }

    final class CountriesViewController: UIViewController {
        private(set) var widgets: CollectionViewAdapter<String, ListWidget>?
        var countries = [Country(id: 1, name: "Spain"), Country(id: 2, name: "Chile")] {
            didSet { widgets.map { Builder.widgets(objects: countries).bind(to: $0) } }
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewLayout())
            view.addSubview(collectionView)

            // The shipped primitives' cells, and a cell of the app's own for titles.
            var cells = CollectionCellCatalog<ListWidget>.widgets()
            cells.register(TitleCell.self, forWidgetKind: WidgetKind(Title.self)) { cell, widget in
                cell.label.text = widget.model(as: Title.self)?.text
            }
            let adapter = CollectionViewAdapter<String, ListWidget>(collectionView: collectionView, cells: cells)
            widgets = adapter
            Builder.widgets(objects: countries).bind(to: adapter)  // later arrays animate as diffs
        }
    }
}

enum ReadmeStaticScreen {
    enum Row: Differentiable, Hashable, Sendable, Titled, Accessorized {
        case wifi(isOn: Bool)
        case network
        case about

        var differenceIdentifier: String {
            switch self {
            case .wifi: "wifi"
            case .network: "network"
            case .about: "about"
            }
        }

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

    /// A static cell is the table cell itself; the adapter shows the accessory (a
    /// `UISwitch`, a checkmark, a chevron).
    final class RowCell: UITableViewCell, StaticCell, TitledConfigurable {
        let titleLabel = UILabel()

        func configure(by model: any Titled) {
            if titleLabel.superview == nil { contentView.addSubview(titleLabel) }
            titleLabel.text = model.title
        }
    }

    final class SettingsViewController: UIViewController, StaticTableConstructor {
        private(set) var adapter: TableViewAdapter<String, SettingsViewController.Model>?
        private(set) var opened: [Row] = []
        var wifiOn = false

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
            adapter?.constructorDidChange()  // the network row slides in or out
        }

        func itemSelected(_ model: Row) { opened.append(model) }

        override func viewDidLoad() {
            super.viewDidLoad()
            let tableView = UITableView(frame: view.bounds, style: .insetGrouped)
            view.addSubview(tableView)
            adapter = TableViewAdapter(tableView: tableView, staticTable: self)
        }
    }
}

enum ReadmeAutoLayout {
    struct Note: Identifiable, Equatable, Differentiable, Sendable {
        let id: Int
        var text: String
    }

    final class NoteCell: UITableViewCell {
        lazy var label: UILabel = {
            let label = UILabel()
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            ])
            return label
        }()
    }

    final class NotesViewController: UIViewController {
        let storage = ListStorage<String, Note>()
        private(set) var adapter: TableViewAdapter<String, Note>?

        override func viewDidLoad() {
            super.viewDidLoad()
            let tableView = UITableView(frame: view.bounds, style: .plain)
            view.addSubview(tableView)
            var cells = TableCellCatalog<Note>()
            cells.register(autoLayout: NoteCell.self, sizingCell: NoteCell(style: .default, reuseIdentifier: nil)) {
                cell, note in cell.label.text = note.text  // fills shown cells and the sizing cell
            }
            let adapter = TableViewAdapter<String, Note>(tableView: tableView, cells: cells)
            adapter.bind(to: storage)
            self.adapter = adapter
        }
    }
}

@Suite("README UIKit examples on the UIKit model")
@MainActor
struct ReadmeExamplesTests {
    private func inWindow(_ controller: UIViewController) -> UIWindow {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(controller.view)
        controller.modelSimulateAppearance()
        return window
    }

    @Test func tableScreenShowsStorageChangesAndReportsSelection() async throws {
        let controller = ReadmeTable.ContactsViewController()
        let window = inWindow(controller)
        let adapter = try #require(controller.adapter)
        try controller.storage.appendItems(
            [ReadmeTable.Contact(id: 1, name: "Ann"), ReadmeTable.Contact(id: 2, name: "Bob")], to: "Friends")
        await adapter.updater.waitUntilPresented(version: controller.storage.snapshot.version)
        await adapter.waitUntilIdle()
        let tableView = try #require(adapter.host.tableView)
        let names = tableView.visibleCells.compactMap { $0.content(as: ReadmeTable.ContactCell.self)?.nameLabel.text }
        #expect(names == ["Ann", "Bob"])
        tableView.modelSimulateSelection(at: IndexPath(row: 1, section: 0))
        #expect(controller.opened.map(\.name) == ["Bob"])
        #expect(tableView.modelSimulateSwipeToDelete(at: IndexPath(row: 0, section: 0)))
        await adapter.updater.waitUntilPresented(version: controller.storage.snapshot.version)
        await adapter.waitUntilIdle()
        #expect(controller.storage.snapshot.allItems.map(\.name) == ["Bob"])
        // The README's last two lines: a replacement reconfigured in place, a transaction.
        try controller.storage.replaceItem(ReadmeTable.Contact(id: 2, name: "Robert"))
        await adapter.updater.waitUntilPresented(version: controller.storage.snapshot.version)
        await adapter.waitUntilIdle()
        #expect(
            tableView.visibleCells.compactMap { $0.content(as: ReadmeTable.ContactCell.self)?.nameLabel.text } == [
                "Robert"
            ])
        try controller.storage.update { try $0.removeItems(withIdentifiers: [2]) }
        await adapter.updater.waitUntilPresented(version: controller.storage.snapshot.version)
        await adapter.waitUntilIdle()
        #expect(tableView.numberOfRows(inSection: 0) == 0)
        #expect(tableView.modelExceptions.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func friendsScreenKeepsItsDelegatePagesAndUpdatesWithoutAnimation() async throws {
        let controller = ReadmeFriends.FriendsViewController()
        let window = inWindow(controller)
        let adapter = try #require(controller.adapter)
        let tableView = try #require(adapter.host.tableView)
        try controller.storage.appendItems(
            (1...40).map { ReadmeFriends.Contact(id: $0, name: "Friend \($0)") }, to: "Friends")
        await adapter.updater.waitUntilPresented(version: controller.storage.snapshot.version)
        await adapter.waitUntilIdle()
        #expect(!controller.shown.isEmpty && controller.shown.isSubset(of: Set(1...40)))
        #expect(adapter.pager?.isLoading == false, "40 rows are far from the end")
        // The delegate kept: a selection passed on, a drag forwarded.
        tableView.modelSimulateTap(at: IndexPath(row: 1, section: 0))
        #expect(controller.openedRows == [1])
        // Paging: dragging near the end loads page 1 once, behind a loading row.
        tableView.modelSimulateBeginDragging(to: CGPoint(x: 0, y: tableView.contentSize.height - 844))
        #expect(controller.drags == 1)
        // The finger lifts (while it is down the drag owns the offset, and a search result
        // shorter than the offset would leave the screen blank until it lifts).
        tableView.modelSimulateEndDragging(willDecelerate: false)
        let pager = try #require(adapter.pager)
        #expect(pager.isLoading)
        await pager.waitUntilLoaded()
        await adapter.updater.waitUntilPresented(version: controller.storage.snapshot.version)
        await adapter.waitUntilIdle()
        let ids = controller.storage.snapshot.allItems.map(\.id)
        #expect(ids == Array(1...40) + Array(100...119))
        // An update without animation. (One row is near its end: page 2 starts loading too.)
        let batchesBefore = tableView.modelBatchAnimations.count
        try controller.showSearchResults([ReadmeFriends.Contact(id: 7, name: "Friend 7")])
        await adapter.updater.waitUntilPresented(version: controller.storage.snapshot.version)
        await adapter.waitUntilIdle()
        #expect(tableView.modelBatchAnimations[batchesBefore].animationsEnabled == false)
        #expect(
            tableView.visibleCells.compactMap { $0.content(as: ReadmeFriends.ContactCell.self)?.nameLabel.text }.first
                == "Friend 7"
        )
        #expect(tableView.modelExceptions.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func widgetScreenAnimatesTheNextArray() async throws {
        let controller = ReadmeWidgetScreen.CountriesViewController()
        let window = inWindow(controller)
        let widgets = try #require(controller.widgets)
        await widgets.updater.waitUntilIdle()
        controller.countries.reverse()
        await widgets.updater.waitUntilIdle()
        let collectionView = try #require(widgets.host.collectionView)
        let shown = collectionView.indexPathsForVisibleItems.sorted().compactMap { path -> String? in
            let cell = collectionView.cellForItem(at: path)
            return (cell as? ReadmeWidgetScreen.TitleCell)?.label.text
                ?? cell?.content(as: PrimitiveWidgetView.self)?.model.map { String(describing: $0) }
        }
        #expect(
            shown == [
                "Spacing(25)", "Header(Choose a country)", "Spacing(10, bottom)", "Chile", "Spacing(1, bottom)",
                "Spain",
                "Spacing(1, bottom)",
            ])
        #expect(collectionView.modelCounters.performBatchUpdatesCalls == 1)
        #expect(collectionView.modelExceptions.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func staticScreenShowsTheNetworkRowWhenWiFiTurnsOn() async throws {
        let controller = ReadmeStaticScreen.SettingsViewController()
        let window = inWindow(controller)
        let adapter = try #require(controller.adapter)
        await adapter.waitUntilIdle()
        let tableView = try #require(adapter.host.tableView)
        let wifiSwitch = try #require(
            tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch)
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType == .disclosureIndicator)
        wifiSwitch.modelSimulateUserToggle()  // the user turns Wi-Fi on
        await adapter.waitUntilIdle()
        #expect(controller.wifiOn)
        #expect(
            tableView.visibleCells.compactMap { ($0 as? ReadmeStaticScreen.RowCell)?.titleLabel.text } == [
                "Wi-Fi", "Home network", "About",
            ])
        tableView.modelSimulateSelection(at: IndexPath(row: 2, section: 0))
        #expect(controller.opened == [.about])
        #expect(tableView.modelExceptions.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func autoLayoutScreenSizesRowsFromConstraints() async throws {
        let controller = ReadmeAutoLayout.NotesViewController()
        let window = inWindow(controller)
        let adapter = try #require(controller.adapter)
        let long = String(repeating: "word ", count: 12).trimmingCharacters(in: .whitespaces)
        try controller.storage.appendItems(
            [ReadmeAutoLayout.Note(id: 1, text: "Milk"), ReadmeAutoLayout.Note(id: 2, text: long)], to: "Notes")
        await adapter.updater.waitUntilPresented(version: controller.storage.snapshot.version)
        await adapter.waitUntilIdle()
        let tableView = try #require(adapter.host.tableView)
        // 390 pt wide: the label has 358 pt, 42 characters a line (17 pt font: 20.4 pt lines).
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 45)  // 12 + 21 + 12
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 65)  // 12 + 41 + 12
        #expect(tableView.visibleCells.compactMap { ($0 as? ReadmeAutoLayout.NoteCell)?.label.text } == ["Milk", long])
        #expect(tableView.modelExceptions.isEmpty)
        withExtendedLifetime(window) {}
    }
}
