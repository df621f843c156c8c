import Tabula
import TabulaTerminal

/// One tab of the feed screen.
@MainActor
protocol FeedTab: AnyObject {
    /// The tab's name in the tab bar.
    var title: String { get }
    /// The tab's list.
    var list: TerminalListView { get }
    /// Whether the tab takes every key (a text field is being edited).
    var capturesKeys: Bool { get }
    /// A line above the status line (a filter field), if the tab shows one.
    var footer: String? { get }
    /// The tab's part of the status line.
    var status: String { get }
    /// Whether nothing is pending: no batch in flight, no update waiting, nothing loading.
    var isSettled: Bool { get }

    /// Handles `key`; returns whether the tab used it.
    func handle(_ key: Key) -> Bool
    /// One frame of app time (`frame` counts from 1); `live` allows live updates.
    func tick(frame: Int, live: Bool)
    /// Waits for work running off the main actor (a page being loaded, a text size change
    /// measuring the rows off screen).
    func waitForBackgroundWork() async
    /// Lays the list out at `textSize` (the `t` key): the rows on screen first.
    func setTextSize(_ textSize: ListTextSize)
}
