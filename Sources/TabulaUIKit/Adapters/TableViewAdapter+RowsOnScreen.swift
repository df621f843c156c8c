#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

extension TableViewAdapter {
    /// The key of `item`'s row for ``RowWidthsSeenOnScreen`` at row width `rowWidth`.
    func screenWidthKey(of item: Item, identifier: String, rowWidth: CGFloat, in tableView: UITableView)
        -> RowWidthsSeenOnScreen.Key
    {
        RowWidthsSeenOnScreen.Key(
            identifier: identifier, contentKey: contentWidthKey?(item), rowWidth: rowWidth,
            tableIsEditing: tableView.isEditing,
            deletable: canDeleteItem?(item) == true, movable: canMoveItem?(item) == true)
    }

    /// Compares the content view of a row the table lays out with the width its item was
    /// measured at; a difference (margins or editing controls a probe cannot show) is
    /// learnt for rows of that kind, and they are measured again on the next turn.
    func checkContentWidth(of cell: UITableViewCell, at indexPath: IndexPath, in tableView: UITableView) {
        let path = ListIndexPath(indexPath)
        guard layout.width > 0, let item = updater.item(at: path) else { return }
        let identifier = catalogs.cells.reuseIdentifier(for: item)
        if contentWidthKey == nil, contentWidths.noteShown(cell, identifier: identifier) {
            // The cell type's rows differ in accessory: they are probed per item from now on.
            return remeasureRowsOnNextTurn(identifier: identifier)
        }
        cell.layoutIfNeeded()
        let observed = cell.contentView.bounds.width
        let rowWidth = TableCellProbe.rowWidth(in: tableView, tableWidth: layout.width)
        let key = screenWidthKey(of: item, identifier: identifier, rowWidth: rowWidth, in: tableView)
        let expected = rowContentWidth(of: item, at: path, tableWidth: layout.width)
        if rowsOnScreen.record(observed: observed, expected: expected, for: key) {
            remeasureRowsOnNextTurn(identifier: identifier)
        }
    }

    /// The table asks a row's editing style when it shows editing controls (UITableView.h:182):
    /// a change of mode is noticed there, and the rows on screen are compared once laid out.
    func noticeEditingMode(of tableView: UITableView) {
        guard tableView.isEditing != rowsOnScreen.lastSeenEditing else { return }
        rowsOnScreen.lastSeenEditing = tableView.isEditing
        Task { @MainActor [weak self, weak tableView] in
            guard let self, let tableView else { return }
            // Every row's width depends on the mode: rows of every kind are measured again
            // (a kind with nothing to learn finds its sizes cached).
            self.remeasureRowsOnNextTurn(identifier: nil)
            for cell in tableView.visibleCells {
                guard let indexPath = tableView.indexPath(for: cell) else { continue }
                self.checkContentWidth(of: cell, at: indexPath, in: tableView)
            }
        }
    }

    /// Measures again, on a later main-actor turn once the updater is idle and no reorder is
    /// in progress, the rows of the kind `identifier` (`nil`: every row), and shows their
    /// heights as any size change (an animated empty batch).
    private func remeasureRowsOnNextTurn(identifier: String?) {
        if let identifier {
            pendingRemeasure.identifiers?.insert(identifier)
        } else {
            pendingRemeasure.identifiers = nil
        }
        guard !pendingRemeasure.isScheduled else { return }
        pendingRemeasure.isScheduled = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            while !self.updater.isIdle || self.listHost.hasUncommittedUpdates {
                await self.updater.waitUntilIdle()
                if self.listHost.hasUncommittedUpdates { try? await Task.sleep(nanoseconds: 100_000_000) }
            }
            let identifiers = self.pendingRemeasure.identifiers
            self.pendingRemeasure = PendingRemeasure()
            self.remeasureRows(identifiers: identifiers)
        }
    }

    private func remeasureRows(identifiers: Set<String>?) {
        let sections = updater.presentedSections
        guard sections.map(\.items.count) == layout.sectionCounts else { return }
        var paths: [ListIndexPath] = []
        for (section, content) in sections.enumerated() {
            for (index, item) in content.items.enumerated()
            where identifiers.map({ $0.contains(catalogs.cells.reuseIdentifier(for: item)) }) ?? true {
                paths.append(ListIndexPath(item: index, section: section))
            }
        }
        guard !paths.isEmpty else { return }
        // Heights kept for other table widths were measured without what was learnt.
        layout.forgetOtherWidths()
        layout.update(
            sectionCounts: layout.sectionCounts, applying: ListBatch(elementUpdated: paths), width: layout.width)
        listHost.listView?.itemSizesDidChange()
    }
}

/// Rows waiting to be measured again after their content width was learnt on screen.
struct PendingRemeasure {
    /// The kinds to measure again; `nil`: every row.
    var identifiers: Set<String>? = []
    var isScheduled = false
}
#endif
