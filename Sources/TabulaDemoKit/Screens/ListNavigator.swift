import Foundation
import Tabula
import TabulaTerminal

/// Keyboard navigation of a one-section list: a selected row that follows its item by
/// identity when rows are inserted above it, and the scrolling keys.
///
/// - down / `j`: reads on through a row taller than the screen, else selects the next row;
///   up / `k` the same upwards;
/// - page down / space, page up: a screen at a time (the selection moves to the first row
///   in view);
/// - home / end: the first / last row.
@MainActor
final class ListNavigator {
    private(set) var selectedIndex = 0
    private var selectedID: AnyHashable?
    private let identity: @MainActor (Int) -> AnyHashable?
    private let count: @MainActor () -> Int
    private let indexOfIdentity: @MainActor (AnyHashable) -> Int?

    init(
        count: @escaping @MainActor () -> Int,
        identity: @escaping @MainActor (Int) -> AnyHashable?,
        indexOfIdentity: @escaping @MainActor (AnyHashable) -> Int?
    ) {
        self.count = count
        self.identity = identity
        self.indexOfIdentity = indexOfIdentity
    }

    /// Navigation of `feed`'s rows, identified by their difference identifiers.
    convenience init<Item>(feed: FeedList<Item>) {
        self.init(
            count: { feed.items.count },
            identity: { index in
                let items = feed.items
                return items.indices.contains(index) ? AnyHashable(items[index].differenceIdentifier) : nil
            },
            indexOfIdentity: { id in feed.items.firstIndex { AnyHashable($0.differenceIdentifier) == id } })
    }

    /// Selects row `index` (clamped).
    func select(_ index: Int) {
        let total = count()
        selectedIndex = total == 0 ? 0 : min(max(0, index), total - 1)
        selectedID = identity(selectedIndex)
    }

    /// Finds the selected item again after the data changed.
    func follow() {
        if let selectedID, identity(selectedIndex) != selectedID, let index = indexOfIdentity(selectedID) {
            selectedIndex = index
        } else {
            select(selectedIndex)
        }
    }

    /// Handles a navigation key; returns whether it was one.
    func handle(_ key: Key, in list: TerminalListView) -> Bool {
        follow()
        let visible = list.visibleRect
        let total = count()
        guard total > 0 else { return [.up, .down, .pageUp, .pageDown, .home, .end, .space].contains(key) }
        let frame = list.frameProvider.frame(at: ListIndexPath(item: selectedIndex, section: 0))
        let half = max(1, (visible.height / 2).rounded(.down))
        switch key {
        case .down, .character("j"):
            if frame.maxY > visible.maxY, frame.minY < visible.maxY - 1 {
                try? list.scroll(byRows: min(half, frame.maxY - visible.maxY))
            } else {
                select(selectedIndex + 1)
                reveal(in: list)
            }
        case .up, .character("k"):
            if frame.minY < visible.minY, frame.maxY > visible.minY + 1 {
                try? list.scroll(byRows: -min(half, visible.minY - frame.minY))
            } else {
                select(selectedIndex - 1)
                reveal(in: list)
            }
        case .pageDown, .space:
            try? list.scroll(byRows: max(1, visible.height - 1))
            selectFirstVisible(in: list)
        case .pageUp:
            try? list.scroll(byRows: -max(1, visible.height - 1))
            selectFirstVisible(in: list)
        case .home:
            try? list.scroll(toOffset: .zero)
            select(0)
        case .end:
            try? list.scroll(toOffset: CGPoint(x: 0, y: list.contentSize.height))
            select(total - 1)
        default:
            return false
        }
        return true
    }

    /// Scrolls so the selected row shows.
    func reveal(in list: TerminalListView) {
        try? list.scrollToItem(at: ListIndexPath(item: selectedIndex, section: 0))
    }

    private func selectFirstVisible(in list: TerminalListView) {
        let top = list.visibleRect.minY
        let paths = list.indexPathsForVisibleItems
        if let first = paths.first(where: { list.frameProvider.frame(at: $0).minY >= top }) ?? paths.first {
            select(first.item)
        }
    }

    /// Marks the selected row's cell and unmarks the others.
    func markSelection(in list: TerminalListView) {
        follow()
        for cell in list.visibleCells {
            (cell as? DemoListCell)?.isSelectedRow = cell.indexPath?.item == selectedIndex
        }
    }
}
