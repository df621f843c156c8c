import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal

/// Thread: replies under a wall post as an outline (``ListOutline``). Enter expands or
/// collapses the selected message's replies, `o` every message's; each is one storage
/// transaction, so the replies slide in or out as one animated batch.
@MainActor
final class ThreadTab: FeedTab {
    let title = "Thread"
    let feed: FeedList<ListOutline<ThreadReply>.Row>
    let navigator: ListNavigator
    /// The tree and what is expanded; the list shows its visible rows.
    private(set) var thread: ListOutline<ThreadReply>

    var list: TerminalListView { feed.list }
    var isSettled: Bool { feed.isIdle }

    init(animationFrames: Int) {
        feed = FeedList(
            section: "thread", cells: [(ThreadReplyCell.reuseIdentifier, ThreadReplyCell.self)],
            animationFrames: animationFrames, reuseIdentifier: { _ in ThreadReplyCell.reuseIdentifier },
            configure: { cell, row in (cell as? ThreadReplyCell)?.show(row) },
            height: { _, _ in ThreadReplyCell.height })
        navigator = ListNavigator(feed: feed)
        // The thread is literals with unique identities (a test builds it), so neither call
        // throws; were one to, the tab would show an empty thread rather than stop the demo.
        var thread = (try? ThreadReply.thread()) ?? ListOutline()
        // The post starts expanded, so its first replies show.
        try? thread.expand([1])
        self.thread = thread
        feed.reload(thread.visibleRows)
    }

    var status: String {
        let stats = feed.updater.statistics
        return "messages \(thread.count) · shown \(feed.items.count) · batches \(stats.batchesApplied)"
            + " · reconfigured \(stats.reconfigures) · violations \(stats.violations.count)"
    }

    func handle(_ key: Key) -> Bool {
        switch key {
        case .enter:
            toggleSelected()
        case .character("o"):
            toggleAll()
        default:
            return navigator.handle(key)
        }
        return true
    }

    func setTextSize(_ textSize: ListTextSize) {
        feed.setTextSize(textSize)
    }

    /// Expands or collapses the selected message (a message without replies: nothing).
    private func toggleSelected() {
        navigator.follow()
        let rows = feed.items
        guard rows.indices.contains(navigator.selectedIndex) else { return }
        let row = rows[navigator.selectedIndex]
        guard row.hasChildren else { return }
        show {
            if row.isExpanded { try $0.collapse([row.item.id]) } else { try $0.expand([row.item.id]) }
        }
    }

    /// Collapses everything when anything is expanded, else expands every message.
    private func toggleAll() {
        let parents = thread.visibleRows.filter(\.hasChildren)
        let anyExpanded = parents.contains(where: \.isExpanded)
        show { thread in
            var all: [Int] = []
            var pending = thread.roots
            while let message = pending.popLast() {
                all.append(message.id)
                pending += try thread.children(of: message.id)
            }
            if anyExpanded { try thread.collapse(all) } else { try thread.expand(all) }
        }
        navigator.reveal()
    }

    /// Changes the thread with `change`, then shows it as one storage transaction.
    private func show(_ change: (inout ListOutline<ThreadReply>) throws -> Void) {
        do {
            try change(&thread)
        } catch {
            list.logger.error("thread: \(error)")
            return
        }
        let thread = thread
        feed.commit { try $0.setOutline(thread, in: "thread") }
    }
}
