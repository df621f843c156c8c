#if canImport(UIKit)
import Dispatch
import Tabula
import TabulaDemoData
import TabulaUIKit
import UIKit

/// Friends in two sections, online and offline, written by a background thread: a friend
/// going online or offline is a storage transaction on a background queue, which the adapter
/// turns into one animated batch on the main actor. Selected rows stay selected by identity
/// while they move; pull to refresh reloads everyone's status.
final class ContactsViewController: UIViewController {
    nonisolated static let online = "Online"
    nonisolated static let offline = "Offline"

    let storage = ListStorage<String, FriendViewModel>()
    private(set) var adapter: TableViewAdapter<String, FriendViewModel>?
    /// "2 selected: Anna Lee, 王小明", above the list.
    let selectionLabel = UILabel()
    private let friends: [FriendViewModel]
    private let writerQueue = DispatchQueue(label: "Tabula Showcase contacts writer")
    private let writeInterval: Double?
    private(set) var backgroundWrites = 0

    /// - Parameters:
    ///   - seed: the generator's seed (the terminal demo's default).
    ///   - writeInterval: seconds between background status changes; `nil`: only
    ///     ``changeStatusInBackground(_:)``.
    init(seed: UInt64 = 2_024, writeInterval: Double? = 1.5) {
        friends = FeedGenerator(seed: seed).friends(count: 120)
        self.writeInterval = writeInterval
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        selectionLabel.frame = CGRect(x: 16, y: 0, width: view.bounds.width - 32, height: 32)
        selectionLabel.autoresizingMask = [.flexibleWidth]
        selectionLabel.showText("Tap friends to select them", style: .caption, maximumLines: 1)
        view.addSubview(selectionLabel)
        let tableView = UITableView(
            frame: CGRect(x: 0, y: 32, width: view.bounds.width, height: view.bounds.height - 32), style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.allowsMultipleSelection = true
        view.addSubview(tableView)
        var cells = TableCellCatalog<FriendViewModel>()
        cells.register(mfs: ContactCell.self, context: UIKitTextMeasurer())
        var headers = TableSupplementaryCatalog()
        headers.register(SectionTitleView.self, for: String.self, height: { _, _ in 28 }) { view, title, _ in
            view.show(title)
        }
        let adapter = TableViewAdapter<String, FriendViewModel>(
            tableView: tableView, cells: cells, supplementaries: headers)
        adapter.onSelectionChange = { [weak self] selected in self?.showSelection(selected) }
        adapter.bind(to: storage)
        adapter.enablePullToRefresh { [storage, friends] in
            try await Self.write(
                Self.sections(
                    friends.map {
                        var friend = $0
                        friend.isOnline.toggle()
                        return friend
                    }), to: storage)
        } onError: { error in
            print("Tabula Showcase: refresh failed: \(error)")
        }
        self.adapter = adapter
        _ = try? storage.update { try $0.setSections(Self.sections(friends)) }
        startBackgroundWrites()
    }

    /// Friends split into the online and the offline section, each by id.
    nonisolated static func sections(_ friends: [FriendViewModel]) -> [ListSection<String, FriendViewModel>] {
        [
            ListSection(online, items: friends.filter(\.isOnline), header: SupplementaryModel(online)),
            ListSection(offline, items: friends.filter { !$0.isOnline }, header: SupplementaryModel(offline)),
        ]
    }

    /// Friend number `number` (modulo the list) goes online or offline: written on the
    /// background queue; returns once the storage has it (the screen shows it a moment later).
    func changeStatusInBackground(_ number: Int) async {
        let storage = storage
        await LiveUpdates.write(on: writerQueue, "status change") { try Self.toggleStatus(number, in: storage) }
        backgroundWrites += 1
    }

    /// Runs on the writer queue: one transaction moves the friend to the other section.
    nonisolated private static func toggleStatus(_ number: Int, in storage: ListStorage<String, FriendViewModel>)
        throws
    {
        let everyone = storage.snapshot.allItems.sorted { $0.id < $1.id }
        guard !everyone.isEmpty else { return }
        var friend = everyone[number % everyone.count]
        friend.isOnline.toggle()
        try storage.update { list in
            try list.removeItems(withIdentifiers: [friend.id])
            let section = friend.isOnline ? 0 : 1
            let position = list.sections[section].items.array.firstIndex { $0.id > friend.id }
            try list.insertItems(
                [friend], at: ListIndexPath(item: position ?? list.sections[section].items.count, section: section))
        }
    }

    nonisolated private static func write(
        _ sections: [ListSection<String, FriendViewModel>], to storage: ListStorage<String, FriendViewModel>
    ) async throws {
        try await Task.detached { _ = try storage.update { try $0.setSections(sections) } }.value
    }

    private func showSelection(_ selected: [FriendViewModel]) {
        let names = selected.map(\.name).joined(separator: ", ")
        selectionLabel.showText(
            selected.isEmpty ? "Tap friends to select them" : "\(selected.count) selected: \(names)", style: .caption,
            maximumLines: 1)
    }

    private func startBackgroundWrites() {
        // Every seventh friend in turn.
        LiveUpdates.repeating(every: writeInterval, for: self) {
            await $0.changeStatusInBackground(7 * ($0.backgroundWrites + 1))
        }
    }
}
#endif
