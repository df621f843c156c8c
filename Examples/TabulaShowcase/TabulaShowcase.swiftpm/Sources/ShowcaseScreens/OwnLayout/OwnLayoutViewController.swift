#if canImport(UIKit)
import Dispatch
import Tabula
import TabulaDemoData
import TabulaUIKit
import UIKit

/// A collection view with the app's own compositional layout: a row of favourites that
/// scrolls sideways, then an inset-grouped list of messages. Tabula keeps the layout
/// (`keepsCollectionViewLayout: true`) and feeds the list's self-sizing cells its measured
/// heights. Swiping a message offers Archive (it leaves the storage); a long press previews
/// the whole message, with Archive in its menu; new messages arrive from a background queue.
final class OwnLayoutViewController: UIViewController {
    nonisolated static let favourites = "Favourites"
    nonisolated static let messages = "Messages"
    /// How many of the generator's messages the screen starts with; the rest arrive live.
    nonisolated static let initialMessages = 40

    let storage = ListStorage<String, InboxItem>()
    private(set) var adapter: CollectionViewAdapter<String, InboxItem>?
    private let friends: [FriendViewModel]
    private let messagePool: [MessageViewModel]
    private let writerQueue = DispatchQueue(label: "Tabula Showcase inbox writer")
    private let writeInterval: Double?
    private(set) var liveMessages = 0

    /// - Parameters:
    ///   - seed: the generator's seed (the terminal demo's default).
    ///   - writeInterval: seconds between live messages; `nil`: only
    ///     ``deliverMessageInBackground()``.
    init(seed: UInt64 = 2_024, writeInterval: Double? = 4) {
        let generator = FeedGenerator(seed: seed)
        friends = Array(generator.friends(count: 12))
        messagePool = generator.messages(count: 100)
        self.writeInterval = writeInterval
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        var cells = CollectionCellCatalog<InboxItem>()
        cells.register(mfs: FavouriteTile.self, context: UIKitTextMeasurer()) { $0.favourite }
        cells.register(mfs: InboxMessageCell.self, context: UIKitTextMeasurer()) { $0.message }
        let adapter = CollectionViewAdapter<String, InboxItem>(
            collectionView: collectionView, cells: cells, keepsCollectionViewLayout: true)
        adapter.trailingSwipeActions = { [weak self] item, _ in
            guard item.message != nil else { return [] }
            return [
                UIContextualAction(style: .destructive, title: "Archive") { _, _, done in
                    done(self?.archive(item) ?? false)
                }
            ]
        }
        adapter.contextMenu = { [weak self] item, _, _ in
            guard let message = item.message else { return nil }
            return UIContextMenuConfiguration(
                identifier: item.differenceIdentifier as NSString,
                previewProvider: { MessagePreviewController(message: message) },
                actionProvider: { _ in
                    UIMenu(children: [UIAction(title: "Archive") { _ in self?.archive(item) }])
                })
        }

        // The adapter first, so that the list configuration carries its swipe actions.
        var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        adapter.installSwipeActions(on: &list)
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { section, environment in
            guard section == 0 else {
                return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.3), heightDimension: .absolute(96)),
                subitems: [item])
            let row = NSCollectionLayoutSection(group: group)
            row.orthogonalScrollingBehavior = .continuous
            return row
        }
        adapter.bind(to: storage)
        self.adapter = adapter
        let messages = messagePool.prefix(Self.initialMessages).map(InboxItem.message)
        _ = try? storage.update { list in
            try list.setSections([
                ListSection(Self.favourites, items: friends.map(InboxItem.favourite)),
                ListSection(Self.messages, items: Array(messages)),
            ])
        }
        startLiveMessages()
    }

    /// Archive: the message leaves the storage (one batch); `false` when it was gone already.
    /// Through the adapter, by identity: the row is gone before a swipe's completion handler
    /// runs, and it is the swiped message though the list changed since the swipe began.
    @discardableResult
    func archive(_ item: InboxItem) -> Bool {
        do {
            try adapter?.deleteItem(withIdentifier: item.differenceIdentifier)
            return true
        } catch {
            print("Tabula Showcase: not archived: \(error)")
            return false
        }
    }

    /// The next live message arrives at the top of the list: written on the background queue;
    /// returns once the storage has it (the screen shows it a moment later).
    func deliverMessageInBackground() async {
        let number = liveMessages
        var next = messagePool[(Self.initialMessages + number) % messagePool.count]
        next.id = 1_000 + number
        let message = InboxItem.message(next)
        let storage = storage
        await LiveUpdates.write(on: writerQueue, "live message") {
            _ = try storage.update { list in try list.insertItems([message], at: ListIndexPath(item: 0, section: 1)) }
        }
        liveMessages += 1
    }

    private func startLiveMessages() {
        LiveUpdates.repeating(every: writeInterval, for: self) { await $0.deliverMessageInBackground() }
    }
}

/// The context menu's preview: the whole message.
final class MessagePreviewController: UIViewController {
    let message: MessageViewModel

    init(message: MessageViewModel) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: view.bounds.insetBy(dx: 16, dy: 16))
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        label.showText("\(message.sender), \(message.time)\n\n\(message.text)", style: .body, maximumLines: 0)
        view.addSubview(label)
    }
}
#endif
