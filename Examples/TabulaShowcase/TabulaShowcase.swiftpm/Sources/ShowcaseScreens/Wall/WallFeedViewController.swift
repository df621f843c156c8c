#if canImport(UIKit)
import Tabula
import TabulaDemoData
import TabulaUIKit
import UIKit

/// The terminal demo's wall on UIKit: posts from the same seeded generator, "read more" on a
/// tap, a photo strip, the next page loaded and measured off the main actor near the end, and
/// live posts arriving at the top without moving what the user reads.
final class WallFeedViewController: UIViewController {
    static let section = "wall"

    let storage = ListStorage<String, PostViewModel>()
    let generator: FeedGenerator
    private(set) var adapter: TableViewAdapter<String, PostViewModel>?
    private let liveInterval: Double?
    private(set) var livePostsDelivered = 0

    /// - Parameters:
    ///   - seed: the generator's seed (the terminal demo's default).
    ///   - liveInterval: seconds between live posts; `nil`: only ``deliverLivePost()``.
    init(seed: UInt64 = 2_024, liveInterval: Double? = 6) {
        generator = FeedGenerator(seed: seed)
        self.liveInterval = liveInterval
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
        var cells = TableCellCatalog<PostViewModel>()
        cells.register(mfs: WallPostCell.self, context: UIKitTextMeasurer())
        let adapter = TableViewAdapter<String, PostViewModel>(tableView: tableView, cells: cells)
        adapter.animation.keepsContentOffset = true  // live posts above do not move the one being read
        adapter.onSelect = { [weak self] post, _ in self?.toggleReadMore(post) }
        adapter.bind(to: storage)
        self.adapter = adapter
        do {
            try storage.appendSection(ListSection(Self.section, items: generator.wallPage(0)))
            let generator = generator
            try adapter.enablePaging(
                in: Self.section, lastPage: 50,
                loadingItem: { page in
                    PostViewModel(
                        id: -page, author: "", date: "", text: "Loading page \(page + 1)…", photos: [], likes: 0,
                        comments: 0, reposts: 0)
                },
                load: { page in generator.wallPage(page) })
        } catch {
            print("Tabula Showcase: the wall's first page was not stored: \(error)")
        }
        startLivePosts()
    }

    /// "Read more" and back: the post is replaced, so its row is measured again and animates.
    func toggleReadMore(_ post: PostViewModel) {
        guard post.id > 0, let current = storage.snapshot.allItems.first(where: { $0.id == post.id }) else { return }
        var changed = current
        changed.isExpanded.toggle()
        changed.isNew = false
        _ = try? storage.replaceItem(changed)
    }

    /// A post arrives at the top.
    func deliverLivePost() {
        let post = generator.livePost(livePostsDelivered)
        livePostsDelivered += 1
        _ = try? storage.insertItems([post], at: ListIndexPath(item: 0, section: 0))
    }

    private func startLivePosts() {
        LiveUpdates.repeating(every: liveInterval, for: self) { $0.deliverLivePost() }
    }
}
#endif
