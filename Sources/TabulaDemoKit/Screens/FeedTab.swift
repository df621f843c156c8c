import Tabula
import TabulaTerminal

/// One tab of the feed screen.
@MainActor
protocol FeedTab: AnyObject {
    /// The tab's name in the tab bar.
    var title: String { get }
    /// The tab's list.
    var list: TerminalListView { get }
    /// The keyboard selection on the tab's list.
    var navigator: ListNavigator { get }
    /// Whether the tab takes every key (a text field is being edited). `false` by default.
    var capturesKeys: Bool { get }
    /// A line above the status line (a filter field), if the tab shows one. None by default.
    var footer: String? { get }
    /// The tab's part of the status line.
    var status: String { get }
    /// Whether nothing is pending: no batch in flight, no update waiting, nothing loading.
    var isSettled: Bool { get }

    /// Handles `key`; returns whether the tab used it.
    func handle(_ key: Key) -> Bool
    /// One frame of app time (`frame` counts from 1); `live` allows live updates. By
    /// default the list's animations take a step and the selection is marked again.
    func tick(frame: Int, live: Bool)
    /// Waits for work running off the main actor (a page being loaded, a text size change
    /// measuring the rows off screen). Returns at once by default.
    func waitForBackgroundWork() async
    /// Lays the list out at `textSize` (the `t` key): the rows on screen first.
    func setTextSize(_ textSize: ListTextSize)
}

extension FeedTab {
    var capturesKeys: Bool { false }

    var footer: String? { nil }

    func tick(frame: Int, live: Bool) {
        list.advanceFrame()
        navigator.markSelection()
    }

    func waitForBackgroundWork() async {}
}
