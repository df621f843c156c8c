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
    var isSettled: Bool { feed.isIdle }

    init(generator: FeedGenerator, sizing: FeedSizing, animationFrames: Int) {
        let feed = FeedList(
            section: "messages", cell: MessageCell.self, sizing: sizing, animationFrames: animationFrames)
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

    func setTextSize(_ textSize: ListTextSize) {
        feed.setTextSize(textSize)
    }

    func waitForBackgroundWork() async {
        await feed.waitForTextSize()
    }
}
