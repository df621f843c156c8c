import Foundation
import Tabula
import TabulaTerminal

/// Keyboard navigation of a list: a selected row (counted across sections) that follows
/// its item by identity when rows are inserted above it, and the scrolling keys.
///
/// - down / `j`: reads on through a row taller than the screen, else selects the next row;
///   up / `k` the same upwards;
/// - page down / space, page up: a screen at a time (the selection moves to the first row
///   in view);
/// - home / end: the first / last row.
@MainActor
final class ListNavigator {
    /// The selected row, counted across sections.
    private(set) var selectedIndex = 0
    private var selectedID: AnyHashable?
    private let identity: @MainActor (ListIndexPath) -> AnyHashable?
    private let pathOfIdentity: @MainActor (AnyHashable) -> ListIndexPath?
    private let list: TerminalListView

    /// - Parameters:
    ///   - list: the list whose rows are selected and scrolled to.
    ///   - identity: the identity of the item at a path (nil when out of range).
    ///   - pathOfIdentity: where an identity is now.
    init(
        list: TerminalListView,
        identity: @escaping @MainActor (ListIndexPath) -> AnyHashable?,
        pathOfIdentity: @escaping @MainActor (AnyHashable) -> ListIndexPath?
    ) {
        self.list = list
        self.identity = identity
        self.pathOfIdentity = pathOfIdentity
    }

    /// Navigation of an updater's rows, identified by their difference identifiers.
    convenience init<Section, Item>(list: TerminalListView, updater: ListUpdater<Section, Item>) {
        self.init(
            list: list,
            identity: { path in updater.item(at: path).map { AnyHashable($0.differenceIdentifier) } },
            pathOfIdentity: { id in
                for (section, rows) in updater.presentedSections.enumerated() {
                    if let item = rows.items.firstIndex(where: { AnyHashable($0.differenceIdentifier) == id }) {
                        return ListIndexPath(item: item, section: section)
                    }
                }
                return nil
            })
    }

    /// Navigation of `feed`'s rows.
    convenience init<Item>(feed: FeedList<Item>) {
        self.init(list: feed.list, updater: feed.updater)
    }

    /// The number of rows in every section together.
    private var count: Int {
        (0..<list.numberOfSections).reduce(0) { $0 + list.numberOfItems(inSection: $1) }
    }

    /// The path of row `index` counted across sections.
    func path(ofRow index: Int) -> ListIndexPath {
        var rest = index
        for section in 0..<list.numberOfSections {
            let items = list.numberOfItems(inSection: section)
            if rest < items { return ListIndexPath(item: rest, section: section) }
            rest -= items
        }
        return ListIndexPath(item: rest, section: max(0, list.numberOfSections - 1))
    }

    /// The row number of `path` counted across sections.
    func row(of path: ListIndexPath) -> Int {
        (0..<max(0, path.section)).reduce(0) { $0 + list.numberOfItems(inSection: $1) } + path.item
    }

    /// The selected row's path.
    var selectedPath: ListIndexPath {
        path(ofRow: selectedIndex)
    }

    /// Selects row `index` (clamped).
    func select(_ index: Int) {
        let total = count
        selectedIndex = total == 0 ? 0 : min(max(0, index), total - 1)
        selectedID = identity(selectedPath)
    }

    /// Finds the selected item again after the data changed.
    func follow() {
        if let selectedID, identity(selectedPath) != selectedID, let path = pathOfIdentity(selectedID) {
            selectedIndex = row(of: path)
        } else {
            select(selectedIndex)
        }
    }

    /// Handles a navigation key; returns whether it was one.
    func handle(_ key: Key) -> Bool {
        follow()
        let visible = list.visibleRect
        let total = count
        guard total > 0 else { return [.up, .down, .pageUp, .pageDown, .home, .end, .space].contains(key) }
        let frame = list.frameProvider.frame(at: selectedPath)
        let half = max(1, (visible.height / 2).rounded(.down))
        switch key {
        case .down, .character("j"):
            if frame.maxY > visible.maxY, frame.minY < visible.maxY - 1 {
                try? list.scroll(byRows: min(half, frame.maxY - visible.maxY))
            } else {
                select(selectedIndex + 1)
                reveal()
            }
        case .up, .character("k"):
            if frame.minY < visible.minY, frame.maxY > visible.minY + 1 {
                try? list.scroll(byRows: -min(half, visible.minY - frame.minY))
            } else {
                select(selectedIndex - 1)
                reveal()
            }
        case .pageDown, .space:
            try? list.scroll(byRows: max(1, visible.height - 1))
            selectFirstVisible()
        case .pageUp:
            try? list.scroll(byRows: -max(1, visible.height - 1))
            selectFirstVisible()
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

    /// Scrolls so the selected row shows (with its section's header, for a first row).
    func reveal() {
        let path = selectedPath
        try? list.scrollToItem(at: path)
        guard path.item == 0, let layout = list.frameProvider as? any ListSupplementaryFrameProvider,
            let header = layout.supplementaryFrame(.header, inSection: path.section),
            header.minY < list.contentOffset.y
        else { return }
        try? list.scroll(toOffset: CGPoint(x: list.contentOffset.x, y: header.minY))
    }

    private func selectFirstVisible() {
        let top = list.visibleRect.minY
        let paths = list.indexPathsForVisibleItems
        if let first = paths.first(where: { list.frameProvider.frame(at: $0).minY >= top }) ?? paths.first {
            select(row(of: first))
        }
    }

    /// Marks the selected row's cell and unmarks the others.
    func markSelection() {
        follow()
        let path = selectedPath
        for cell in list.visibleCells {
            (cell as? DemoListCell)?.isSelectedRow = cell.indexPath == path
        }
    }
}
