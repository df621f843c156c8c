#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

extension UITableView: UIKitListView {
    /// Tables scroll vertically.
    var scrollsHorizontally: Bool {
        false
    }

    func itemCount(inSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    var visibleItemIndexPaths: [IndexPath] {
        indexPathsForVisibleRows ?? []
    }

    var selectedItemIndexPaths: [IndexPath] {
        indexPathsForSelectedRows ?? []
    }

    var selectsMultipleItemsNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// A table's reload is carried out in the call ("Reloads everything from scratch.
    /// Redisplays visible rows", UITableView.h:437): a row selected right after it stays
    /// selected.
    func reloadDataNow() {
        reloadData()
    }

    func selectItemQuietly(at indexPath: IndexPath, animated: Bool) {
        selectRow(at: indexPath, animated: animated, scrollPosition: .none)
    }

    func deselectItemQuietly(at indexPath: IndexPath, animated: Bool) {
        deselectRow(at: indexPath, animated: animated)
    }

    func itemFrame(at indexPath: IndexPath) -> CGRect {
        rectForRow(at: indexPath)
    }

    func visibleCell(at indexPath: IndexPath) -> UITableViewCell? {
        cellForRow(at: indexPath)
    }

    func visibleSupplementaryView(
        _ placement: ListSupplementaryPlacement, inSection section: Int
    ) -> UITableViewHeaderFooterView? {
        switch placement {
        case .header: headerView(forSection: section)
        case .footer: footerView(forSection: section)
        }
    }

    func performListBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        performBatchUpdates(updates, completion: completion)
    }

    func declare(_ batch: ListBatch, animations: TableRowAnimations) {
        if !batch.sectionDeleted.isEmpty {
            deleteSections(IndexSet(batch.sectionDeleted), with: animations.sectionDelete)
        }
        if !batch.sectionInserted.isEmpty {
            insertSections(IndexSet(batch.sectionInserted), with: animations.sectionInsert)
        }
        for move in batch.sectionMoved { moveSection(move.source, toSection: move.target) }
        if !batch.sectionUpdated.isEmpty {
            reloadSections(IndexSet(batch.sectionUpdated), with: animations.sectionReload)
        }
        if !batch.elementDeleted.isEmpty {
            deleteRows(at: batch.elementDeleted.map(IndexPath.init), with: animations.delete)
        }
        if !batch.elementInserted.isEmpty {
            insertRows(at: batch.elementInserted.map(IndexPath.init), with: animations.insert)
        }
        for move in batch.elementMoved { moveRow(at: IndexPath(move.source), to: IndexPath(move.target)) }
        if !batch.elementUpdated.isEmpty {
            reloadRows(at: batch.elementUpdated.map(IndexPath.init), with: animations.reload)
        }
    }

    func reconfigureListItems(at indexPaths: [IndexPath]) {
        reconfigureRows(at: indexPaths)
    }

    func itemSizesDidChange() {
        // An empty batch makes the table ask for heights again and animate the change.
        if window != nil { performBatchUpdates(nil, completion: nil) }
    }

    func registerCell(_ source: ReusableViewSource, forReuseIdentifier identifier: String) {
        switch source {
        case let .type(type): register(type, forCellReuseIdentifier: identifier)
        case let .nib(nib): register(nib, forCellReuseIdentifier: identifier)
        }
    }

    func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// Tables share one registry for headers and footers.
    func registerSupplementaryView(
        _ source: ReusableViewSource, for placement: ListSupplementaryPlacement, forReuseIdentifier identifier: String
    ) {
        switch source {
        case let .type(type): register(type, forHeaderFooterViewReuseIdentifier: identifier)
        case let .nib(nib): register(nib, forHeaderFooterViewReuseIdentifier: identifier)
        }
    }

    func dequeueSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) -> UITableViewHeaderFooterView? {
        dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }
}
#endif
