import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal

/// The demo app without a terminal: a view tree, the screens, key handling and app time.
/// The runner feeds it keys, resizes and frames, and writes what it renders; tests drive
/// it the same way and read ``screenText``.
///
/// App time advances only in ``tick(live:)``: live events, batch animations and page
/// loads happen on frames, so a script gives the same screen every run.
@MainActor
package final class DemoApp {
    /// Which screen is showing.
    package enum Screen: Hashable, Sendable {
        /// The login screen.
        case login
        /// The feed with its tabs.
        case feed
    }

    /// The options the app was started with.
    package let options: DemoOptions
    /// The root of the view tree (the whole screen).
    package let root = TerminalView()
    /// Which screen is showing.
    package private(set) var screen = Screen.login
    /// The screen size.
    package private(set) var size: TerminalSize
    /// Draws the tree and diffs frames.
    package let renderer: TerminalRenderer
    /// Frames ticked so far.
    package private(set) var frameNumber = 0
    /// Whether the user quit.
    package private(set) var isFinished = false
    /// Whether the status line shows the last frame's time and bytes (interactive runs).
    package var showsFrameStatistics = false
    /// The login screen.
    package let login = LoginScreen()

    let sizing = FeedSizing()
    let generator: FeedGenerator
    private(set) var feed: FeedScreen?
    private var lastFrameDuration = Duration.zero

    /// An app on a screen of `size`, showing the login screen.
    package init(options: DemoOptions, size: TerminalSize) {
        self.options = options
        self.size = size
        generator = FeedGenerator(seed: options.seed)
        renderer = TerminalRenderer(size: size)
        root.frame = CGRect(x: 0, y: 0, width: size.columns, height: size.rows)
        // Every view inherits the root's direction.
        root.layoutDirection = options.layoutDirection
        login.frame = root.bounds
        root.addSubview(login)
        login.driver.layoutDirection = options.layoutDirection
        login.driver.prepareUI(viewModel: LoginViewModel(), containerSize: login.bounds.size)
        root.layoutIfNeeded()
    }

    // MARK: Input

    /// Handles one key.
    package func handle(_ key: Key) {
        defer { root.layoutIfNeeded() }
        if let feed {
            if feed.handle(key) { return }
            if key == .character("q") || key == .control("c") { isFinished = true }
            return
        }
        switch key {
        case .enter, .space:
            showFeed()
        case .tab, .shiftTab, .left, .right, .up, .down:
            login.moveFocus()
        case .character("q"), .control("c"), .escape:
            isFinished = true
        default:
            break
        }
    }

    /// The terminal changed size: every screen resizes only (width-keyed caches keep the
    /// sizes of both widths), and the next frame is a full redraw.
    package func resize(to newSize: TerminalSize) {
        size = newSize
        renderer.resize(to: newSize)
        root.frame = CGRect(x: 0, y: 0, width: newSize.columns, height: newSize.rows)
        login.frame = root.bounds
        feed?.frame = root.bounds
        root.layoutIfNeeded()
    }

    /// Goes from the login screen to the feed (the Wall tab).
    package func showFeed() {
        guard feed == nil else { return }
        let tabs: [any FeedTab] = [
            WallTab(
                generator: generator, sizing: sizing, animationFrames: options.animationFrames,
                liveInterval: options.liveInterval),
            FriendsTab(generator: generator, sizing: sizing, animationFrames: options.animationFrames),
            MessagesTab(generator: generator, sizing: sizing, animationFrames: options.animationFrames),
            SettingsTab(animationFrames: options.animationFrames),
            CountriesTab(animationFrames: options.animationFrames),
            ThreadTab(animationFrames: options.animationFrames),
        ]
        let feed = FeedScreen(tabs: tabs, sizing: sizing, frame: root.bounds)
        login.removeFromSuperview()
        root.addSubview(feed)
        self.feed = feed
        screen = .feed
        root.layoutIfNeeded()
    }

    // MARK: Time

    /// One frame of app time: batch animations advance, live events arrive (when `live`),
    /// the wall loads its next page when near the end, the selection follows its row.
    package func tick(live: Bool = true) {
        frameNumber += 1
        root.layoutIfNeeded()
        feed?.tick(frame: frameNumber, live: live)
        feed?.statusSuffix = showsFrameStatistics ? frameStatistics : ""
        root.layoutIfNeeded()
    }

    /// Draws the tree and returns the bytes that update the screen from the last frame.
    package func render(fullRedraw: Bool = false) -> String {
        let clock = ContinuousClock()
        var output = ""
        lastFrameDuration = clock.measure {
            output = renderer.render(root, fullRedraw: fullRedraw)
        }
        return output
    }

    /// The screen as plain text (drawn afresh; the renderer's previous frame is untouched).
    package var screenText: String {
        renderer.draw(root).plainText
    }

    /// Waits for the work the tabs run off the main actor (a wall page being prepared).
    package func waitForBackgroundWork() async {
        for tab in feed?.tabs ?? [] {
            await tab.waitForBackgroundWork()
        }
    }

    /// Plays `keys` one per frame, waiting for background work after each (so a script is
    /// deterministic), then settles.
    package func play(_ keys: [Key]) async {
        for key in keys {
            handle(key)
            await waitForBackgroundWork()
            tick()
            if isFinished { break }
        }
        await settle()
    }

    /// Runs frames without live events until no batch is in flight, no update is pending,
    /// no row is still sliding to its new frame and nothing is loading (at most `limit`
    /// frames).
    package func settle(limit: Int = 1_000) async {
        for _ in 0..<limit {
            await waitForBackgroundWork()
            guard let feed, !feed.isSettled else { return }
            tick(live: false)
        }
    }

    // MARK: Inspection (tests, benchmark)

    /// The wall tab, once the feed shows.
    var wall: WallTab? {
        feed?.tabs.first { $0 is WallTab } as? WallTab
    }

    /// The active tab's list, once the feed shows.
    package var activeList: TerminalListView? {
        feed?.activeTab.list
    }

    /// The active tab's title, once the feed shows.
    package var activeTabTitle: String? {
        feed?.activeTab.title
    }

    /// The wall's updater statistics, once the feed shows.
    package var wallStatistics: ListUpdaterStatistics? {
        wall?.feed.updater.statistics
    }

    /// The number of posts on the wall, once the feed shows.
    package var wallPostCount: Int {
        wall?.feed.items.count { $0.post != nil } ?? 0
    }

    /// The wall pages loaded so far (the first one included).
    package var wallPagesLoaded: Int {
        wall?.nextPage ?? 0
    }

    /// Posts whose sizes were precomputed off the main actor.
    package var wallPrecomputedSizes: Int {
        wall?.precomputedSizes ?? 0
    }

    private var frameStatistics: String {
        let microseconds =
            Double(lastFrameDuration.components.attoseconds) / 1e12
            + Double(lastFrameDuration.components.seconds) * 1e6
        return " · frame \(Int(microseconds)) µs \(renderer.statistics.lastFrameBytes) B"
    }
}
