import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal

/// Messages: bubbles whose height comes from their text.
@MainActor
final class MessagesTab: FeedTab {
    let title = "Messages"
    let feed: FeedList<MessageViewModel>
    let navigator: ListNavigator

    var list: TerminalListView { feed.list }
    var capturesKeys: Bool { false }
    var footer: String? { nil }
    var isSettled: Bool { feed.isIdle }

    init(generator: FeedGenerator, sizing: FeedSizing, animationFrames: Int) {
        let feed = FeedList<MessageViewModel>(
            section: "messages",
            cells: [(MessageCell.reuseIdentifier, MessageCell.self)],
            animationFrames: animationFrames,
            reuseIdentifier: { _ in MessageCell.reuseIdentifier },
            configure: { cell, message in (cell as? MessageCell)?.show(message, context: sizing) },
            height: { message, measuring in MessageCell.height(for: message, in: measuring, context: sizing) })
        self.feed = feed
        navigator = ListNavigator(feed: feed)
        feed.reload(generator.messages())
    }

    var status: String {
        let layout = feed.layout
        return "messages \(feed.items.count) · content \(Int(layout.contentSize.height)) rows"
            + " · measured \(layout.itemsMeasured) · violations \(feed.updater.statistics.violations.count)"
    }

    func handle(_ key: Key) -> Bool {
        navigator.handle(key)
    }

    func tick(frame: Int, live: Bool) {
        list.advanceFrame()
        navigator.markSelection()
    }

    func waitForBackgroundWork() async {}

    func setTextSize(_ textSize: ListTextSize) {
        feed.setTextSize(textSize)
    }
}
