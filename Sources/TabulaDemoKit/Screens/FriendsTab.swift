import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal

/// Friends: fixed-frame rows; `/` filters by name through the storage's predicate search —
/// the matches of the full list become the shown list, animated as a diff.
///
/// While the filter is edited every key goes into it: enter keeps the filter, escape
/// clears it, backspace deletes a character.
@MainActor
final class FriendsTab: FeedTab {
    let title = "Friends"
    /// Every friend: the storage the filter searches.
    let everyone: ListStorage<String, FriendViewModel>
    let feed: FeedList<FriendViewModel>
    let navigator: ListNavigator
    private(set) var query = ""
    private(set) var isEditing = false

    var list: TerminalListView { feed.list }
    var capturesKeys: Bool { isEditing }
    var isSettled: Bool { feed.isIdle }

    init(generator: FeedGenerator, sizing: FeedSizing, animationFrames: Int) {
        let friends = generator.friends()
        // One section: the storage cannot reject it (it would for two with one identity).
        everyone = ListStorage()
        _ = try? everyone.appendItems(friends, to: "friends")
        let feed = FeedList(section: "friends", cell: FriendCell.self, sizing: sizing, animationFrames: animationFrames)
        self.feed = feed
        navigator = ListNavigator(feed: feed)
        feed.reload(friends)
    }

    var footer: String? {
        guard isEditing || !query.isEmpty else { return nil }
        let shown = feed.storage.snapshot.totalItemCount
        let total = everyone.snapshot.totalItemCount
        let help = isEditing ? "enter: keep · esc: clear" : "/: edit filter"
        return "Filter: /\(query)\(isEditing ? "▏" : "")   \(shown) of \(total) friends   \(help)"
    }

    var status: String {
        let stats = feed.updater.statistics
        return "friends \(feed.items.count) · batches \(stats.batchesApplied) · reloads \(stats.totalReloads)"
            + " · violations \(stats.violations.count) · /: filter by name"
    }

    func handle(_ key: Key) -> Bool {
        if isEditing {
            switch key {
            case .enter:
                isEditing = false
            case .escape:
                isEditing = false
                setQuery("")
            case .backspace, .delete:
                if !query.isEmpty { setQuery(String(query.dropLast())) }
            case .space:
                setQuery(query + " ")
            case let .character(character):
                setQuery(query + String(character))
            default:
                break
            }
            return true
        }
        if key == .character("/") {
            isEditing = true
            return true
        }
        return navigator.handle(key)
    }

    func setTextSize(_ textSize: ListTextSize) {
        feed.setTextSize(textSize)
    }

    func waitForBackgroundWork() async {
        await feed.waitForTextSize()
    }

    /// Shows the friends whose name contains `text` (case-insensitive), found with the
    /// full list's predicate search.
    private func setQuery(_ text: String) {
        query = text
        let needle = text.lowercased()
        let matches =
            needle.isEmpty
            ? everyone.snapshot.allItems
            : everyone.items(where: { $0.name.lowercased().contains(needle) })
        feed.commit { try $0.setItems(matches, inSectionAt: 0) }
        try? list.scroll(toOffset: .zero)
        navigator.select(0)
    }
}
