import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal
import Testing

@testable import TabulaDemoKit

/// Key scripts through the whole app, as `--script` plays them.
@MainActor
@Suite("Demo key scripts")
struct DemoScriptTests {
    static let size = TerminalSize(columns: 100, rows: 30)

    func app(_ script: String, seed: UInt64 = 1, live: Int = 0) async throws -> DemoApp {
        var options = DemoOptions()
        options.seed = seed
        options.liveInterval = live
        let app = DemoApp(options: options, size: Self.size)
        await app.play(try KeyScript.parse(script))
        return app
    }

    /// The index of the first post on page 0 whose text needs "read more" at the app's width.
    func firstLongPost(_ app: DemoApp) throws -> Int {
        let wall = try #require(app.wall)
        let width = wall.list.viewportSize.width
        return try #require(
            wall.feed.items.firstIndex { item in
                guard let post = item.post else { return false }
                return WallPostCell.sizes(for: post, in: app.sizing.context(width: width), context: app.sizing)["text"]?
                    .exceedsLimit == true
            }, "seed 1 has a long post on its first page")
    }

    @Test func expandingAPostGrowsItInPlaceAndMovesTheRest() async throws {
        let app = try await app("<enter>")
        let wall = try #require(app.wall)
        let index = try firstLongPost(app)
        let path = ListIndexPath(item: index, section: 0)
        let next = ListIndexPath(item: index + 1, section: 0)
        let post = try #require(wall.feed.items[index].post)
        let heights = WallPostCell.heights(
            for: post, in: app.sizing.context(width: wall.list.viewportSize.width), context: app.sizing)
        #expect(heights.expanded > heights.compact)
        // Select the post (down `index` times), then "read more".
        await app.play(Array(repeating: .down, count: index))
        #expect(wall.navigator.selectedIndex == index)
        let nextTopBefore = wall.feed.layout.frame(at: next).minY
        let reconfiguresBefore = wall.feed.updater.statistics.reconfigures
        let cell = wall.list.cell(at: path)
        #expect(app.screenText.contains("read more"))
        await app.play([.enter])
        #expect(wall.feed.items[index].post?.isExpanded == true)
        #expect(wall.feed.layout.frame(at: path).height == heights.expanded)
        #expect(wall.feed.layout.frame(at: next).minY == nextTopBefore + heights.expanded - heights.compact)
        #expect(wall.feed.updater.statistics.reconfigures == reconfiguresBefore + 1, "content change → reconfigure")
        #expect(wall.list.cell(at: path) === cell, "the same cell, configured in place")
        // With the whole post in view, the last line of the full text shows.
        #expect(heights.expanded < wall.list.viewportSize.height, "seed 1's first long post fits the screen")
        try wall.list.scrollToItem(at: path)
        let lastLine = try #require(
            TerminalTextMeasurer().lines(of: post.text, width: wall.list.viewportSize.width - 3, maximumLines: 0).last)
        #expect(app.screenText.contains(lastLine))
        // Enter again collapses it.
        await app.play([.enter])
        #expect(wall.feed.items[index].post?.isExpanded == false)
        #expect(wall.feed.layout.frame(at: path).height == heights.compact)
        #expect(wall.feed.updater.statistics.violations.isEmpty)
    }

    @Test func scrollingToTheEndLoadsTheNextPageWithSizesPrecomputed() async throws {
        let app = try await app("<enter>")
        #expect(app.wallPostCount == 10)
        #expect(app.wallPagesLoaded == 1)
        await app.play([.pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .pageDown])
        #expect(app.wallPagesLoaded >= 2, "within 10% of the end a page loads")
        #expect(app.wallPostCount >= 20)
        #expect(app.wallPrecomputedSizes >= 10, "its sizes were computed off the main actor")
        let wall = try #require(app.wall)
        #expect(!wall.feed.items.contains { if case .loading = $0 { true } else { false } }, "no loading row left")
        #expect(wall.feed.updater.statistics.violations.isEmpty)
        #expect(wall.list.counters.batchesRejected == 0)
    }

    @Test func loadingRowShowsWhileAPageIsOnItsWay() throws {
        var options = DemoOptions()
        options.liveInterval = 0
        let app = DemoApp(options: options, size: Self.size)
        app.showFeed()
        let wall = try #require(app.wall)
        app.handle(.end)
        // The page is being prepared off the main actor; the loading row is already there.
        #expect(wall.isLoading)
        #expect(wall.feed.storage.snapshot.allItems.last == .loading(page: 1))
        // A second trigger while loading does not load twice (the loading flag, M10).
        app.handle(.end)
        #expect(wall.feed.storage.snapshot.allItems.count { if case .loading = $0 { true } else { false } } == 1)
    }

    @Test func tabsSwitchWithTabNumbersAndShiftTab() async throws {
        let app = try await app("<enter><tab>")
        #expect(app.activeTabTitle == "Friends")
        #expect(app.screenText.contains("Anna Lee"))
        await app.play(try KeyScript.parse("3"))
        #expect(app.activeTabTitle == "Messages")
        #expect(app.screenText.contains("╭"))
        await app.play(try KeyScript.parse("<s-tab><s-tab>"))
        #expect(app.activeTabTitle == "Wall")
        await app.play(try KeyScript.parse("<tab><tab><tab><tab><tab><tab>"))
        #expect(app.activeTabTitle == "Wall", "tab cycles through all six")
        await app.play(try KeyScript.parse("45"))
        #expect(app.activeTabTitle == "Countries")
    }

    @Test func friendsFilterThroughThePredicateSearch() async throws {
        let app = try await app("<enter>2/ann")
        let friends = try #require(app.feed?.tabs[1] as? FriendsTab)
        #expect(friends.isEditing)
        let names = friends.feed.items.map(\.name)
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0.lowercased().contains("ann") })
        #expect(names.count == friends.everyone.items(where: { $0.name.lowercased().contains("ann") }).count)
        #expect(app.screenText.contains("Filter: /ann"))
        await app.play(try KeyScript.parse("<esc>"))
        #expect(friends.feed.items.count == 120)
        #expect(friends.feed.updater.statistics.violations.isEmpty)
    }

    @Test func reloadCancelsPendingLiveUpdates() async throws {
        // `l`: a live event (three storage updates: the first animates, two wait);
        // `r` one frame later reloads while they still wait.
        let app = try await app("<enter>lr")
        let statistics = try #require(app.wallStatistics)
        #expect(statistics.cancelledUpdates == 2)
        #expect(statistics.reloads[.requested] == 1)
        #expect(statistics.violations.isEmpty)
        #expect(app.screenText.contains("cancelled 2"))
        // After the reload the wall is the first page again.
        #expect(app.wallPostCount == 10)
    }

    @Test func liveUpdatesArriveWhileScrollingAndAreCoalesced() async throws {
        let app = try await app("<enter>" + String(repeating: "j", count: 12), live: 4)
        let wall = try #require(app.wall)
        #expect(wall.liveEvents >= 3)
        #expect(wall.feed.items.first?.post?.isNew == true, "new posts arrive on top")
        let statistics = wall.feed.updater.statistics
        #expect(statistics.coalescedUpdates > 0, "updates that came during a batch were coalesced")
        #expect(statistics.violations.isEmpty)
        #expect(wall.list.counters.batchesOverlapping == 0, "one batch in flight at a time")
        #expect(
            wall.feed.items.map(\.differenceIdentifier)
                == wall.feed.storage.snapshot.allItems.map(\.differenceIdentifier))
    }

    @Test func sameSeedSameScreenOtherSeedOtherFeed() async throws {
        let first = try await app("<enter>jj<enter><pgdn>", seed: 42).screenText
        let again = try await app("<enter>jj<enter><pgdn>", seed: 42).screenText
        let other = try await app("<enter>jj<enter><pgdn>", seed: 43).screenText
        #expect(first == again)
        #expect(first != other)
    }

    @Test func resizeKeepsBothWidthsCached() async throws {
        let app = try await app("<enter>")
        let wall = try #require(app.wall)
        app.resize(to: TerminalSize(columns: 70, rows: 30))
        #expect(wall.list.viewportSize.width == 70)
        wall.feed.layout.resetCounters()
        let misses = app.sizing.wallHeights.misses
        app.resize(to: Self.size)
        app.resize(to: TerminalSize(columns: 70, rows: 30))
        #expect(wall.feed.layout.itemsMeasured == 0, "both widths are kept: rotating back measures nothing")
        #expect(app.sizing.wallHeights.misses == misses)
    }
}
