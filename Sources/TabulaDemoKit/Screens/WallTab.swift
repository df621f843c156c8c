import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal
import TabulaTestSupport

/// The wall: posts with "read more", photo strips and counts; infinite scroll with sizes
/// precomputed off the main actor; live updates (new posts on top, like counts) through the
/// storage and the updater; `r` reloads, cancelling pending updates.
///
/// Keys: enter expands or collapses the selected post, left/right scroll its photos,
/// `r` reloads, `l` makes a live event arrive now.
@MainActor
final class WallTab: FeedTab {
    let title = "Wall"
    let feed: FeedList<WallItem>
    let navigator: ListNavigator
    let generator: FeedGenerator
    let sizing: FeedSizing
    /// Frames between live events; 0: none.
    let liveInterval: Int
    /// The most pages the wall loads.
    let maxPages = 100

    /// Infinite scroll: the near-end threshold, the loading flag and the page counter,
    /// shared with the UIKit adapters (``ListPager``).
    let pager: ListPager<[PostViewModel]>
    private(set) var precomputedSizes = 0
    private(set) var liveEvents = 0

    /// The page the next load asks for.
    var nextPage: Int { pager.nextPage }
    /// Whether a page is on its way.
    var isLoading: Bool { pager.isLoading }

    var list: TerminalListView { feed.list }

    init(generator: FeedGenerator, sizing: FeedSizing, animationFrames: Int, liveInterval: Int) {
        self.generator = generator
        self.sizing = sizing
        self.liveInterval = liveInterval
        let feed = FeedList<WallItem>(
            section: "wall",
            cells: [
                (WallPostCell.reuseIdentifier, WallPostCell.self), (LoadingCell.reuseIdentifier, LoadingCell.self),
            ],
            animationFrames: animationFrames,
            reuseIdentifier: { $0.reuseIdentifier },
            configure: { cell, item in
                switch item {
                case let .post(post): (cell as? WallPostCell)?.show(post, context: sizing)
                case let .loading(page): (cell as? LoadingCell)?.show(page: page)
                }
            },
            height: { item, measuring in
                switch item {
                case let .post(post): WallPostCell.height(for: post, in: measuring, context: sizing)
                case .loading: LoadingCell.height
                }
            },
            warmSize: { item, measuring in
                if case let .post(post) = item { _ = WallPostCell.height(for: post, in: measuring, context: sizing) }
            })
        self.feed = feed
        navigator = ListNavigator(feed: feed)
        // The width is read on the main actor when the load starts; the page is generated
        // and measured off it (`preparePage` is `@concurrent`).
        pager = ListPager(firstPage: 1, lastPage: maxPages - 1, threshold: 0.1) { @MainActor [list = feed.list] page in
            await Self.preparePage(page, generator: generator, sizing: sizing, in: list.measuringContext)
        }
        feed.reload(generator.wallPage(0).map(WallItem.post))
        pager.onLoadingStarted = { [feed] page in
            feed.commit { try $0.appendItems([.loading(page: page)], toSectionAt: 0) }
        }
        pager.onPageLoaded = { [weak self] page, posts in self?.finishLoading(page: page, posts: posts) }
    }

    var status: String {
        let stats = feed.updater.statistics
        let posts = feed.items.count { $0.post != nil }
        return "posts \(posts) · pages \(nextPage)\(isLoading ? " (loading)" : "") · live \(liveEvents)"
            + " · batches \(stats.batchesApplied) · reconfigured \(stats.reconfigures)"
            + " · reloads \(stats.totalReloads) · coalesced \(stats.coalescedUpdates)"
            + " · cancelled \(stats.cancelledUpdates) · violations \(stats.violations.count)"
    }

    var isSettled: Bool {
        feed.isIdle && !isLoading
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .enter:
            toggleExpanded()
        case .left:
            selectedCell?.scrollGallery(by: -1)
        case .right:
            selectedCell?.scrollGallery(by: 1)
        case .character("r"):
            reload()
        case .character("l"):
            liveEvent()
        default:
            guard navigator.handle(key) else { return false }
        }
        loadNextPageIfNeeded()
        return true
    }

    func tick(frame: Int, live: Bool) {
        list.advanceFrame()
        if live, liveInterval > 0, frame % liveInterval == 0 { liveEvent() }
        loadNextPageIfNeeded()
        navigator.markSelection()
    }

    func setTextSize(_ textSize: ListTextSize) {
        feed.setTextSize(textSize)
    }

    func waitForBackgroundWork() async {
        await feed.waitForTextSize()
        await pager.waitUntilLoaded()
    }

    private var selectedCell: WallPostCell? {
        list.cell(at: navigator.selectedPath) as? WallPostCell
    }

    /// "read more": the post's content changes, the updater reconfigures its cell in place,
    /// and the list measures it again (a cache hit: both heights were computed together),
    /// so the posts below move down.
    private func toggleExpanded() {
        navigator.follow()
        let items = feed.items
        guard items.indices.contains(navigator.selectedIndex), var post = items[navigator.selectedIndex].post else {
            return
        }
        post.isExpanded.toggle()
        feed.commit { try $0.replaceItem(.post(post)) }
        if !post.isExpanded { navigator.reveal() }
    }

    /// Replaces the wall with its first page. Updates still waiting behind a batch in
    /// flight are cancelled (the status line counts them), and a page being loaded is
    /// dropped when it arrives.
    private func reload() {
        pager.reset(firstPage: 1)
        feed.reload(generator.wallPage(0).map(WallItem.post))
        try? list.scroll(toOffset: .zero)
        navigator.select(0)
    }

    /// A live event: a new post on top, then like counts change on two posts near the
    /// selection; three storage updates, so while the first animates the others wait and
    /// are coalesced.
    private func liveEvent() {
        liveEvents += 1
        let post = generator.livePost(liveEvents)
        feed.commit { try $0.insertItems([.post(post)], at: ListIndexPath(item: 0, section: 0)) }
        var random = SplitMix64.stream(generator.seed, 900_000 + UInt64(liveEvents))
        for _ in 0..<2 {
            let posts = feed.storage.snapshot.allItems.compactMap(\.post)
            guard !posts.isEmpty else { return }
            let index = min(posts.count - 1, max(0, navigator.selectedIndex + Int.random(in: -1...2, using: &random)))
            var changed = posts[index]
            changed.likes += Int.random(in: 1...25, using: &random)
            feed.commit { try $0.replaceItem(.post(changed)) }
        }
    }

    /// Infinite scroll: within 10% of the end and not already loading, the pager shows a
    /// loading row and prepares the next page off the main actor.
    private func loadNextPageIfNeeded() {
        guard list.numberOfSections > 0, list.isNearEnd(fraction: pager.threshold) else { return }
        pager.loadNextPage()
    }

    /// Generates page `page` and computes every post's frames and heights in `measuring`
    /// (the list's width and text size) in child tasks, off the main actor; the results land
    /// in the context-keyed caches, so the layout's measuring on the main actor is a cache
    /// lookup.
    @concurrent
    nonisolated static func preparePage(
        _ page: Int, generator: FeedGenerator, sizing: FeedSizing, in measuring: ListMeasuringContext
    ) async -> [PostViewModel] {
        let posts = generator.wallPage(page)
        _ = await ListLayout.sizes(of: posts, width: measuring.width) { post, width in
            CGSize(width: width, height: WallPostCell.height(for: post, in: measuring, context: sizing))
        }
        return posts
    }

    private func finishLoading(page: Int, posts: [PostViewModel]) {
        feed.commit { list in
            try list.removeItems(withIdentifiers: [WallItem.loading(page: page).differenceIdentifier])
            try list.appendItems(posts.map(WallItem.post), toSectionAt: 0)
        }
        precomputedSizes += posts.count
    }
}
