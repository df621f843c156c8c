import Foundation

// Sources: insertRows/deleteRows/moveRow/reloadRows, UITableView.h:426-429, and the item
// calls, UICollectionView.h:467-470; index paths are (section, row) or (section, item),
// NSIndexPath+UIKitAdditions.h:23 and :25. Before/after index spaces: Apple's
// performBatchUpdates page (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)). The conflict messages are UIKit's as reported in
// crash logs (../shared/ANCHORS.md); no header states the rules.

/// Rules 5 and 6 of ``BatchUpdateOracle``: item indexes and item conflicts.
extension BatchUpdateJudgement {
    /// Rule 5: a delete, reload or move source names an item that exists before the update
    /// (UIKit processes them first, against the old state); an insert or move destination
    /// one that exists after it.
    func checkItemIndexes() throws(UIKitModelException) {
        let item = words.item
        let items = words.items
        for path in itemDeletes {
            try checkSection(
                path, in: before,
                "attempt to delete \(item) \(path[1]) from section \(path[0]), but there are only \(before.count) sections before the update"
            )
            if !exists(path, in: before) {
                throw fail(
                    "attempt to delete \(item) \(path[1]) from section \(path[0]) which only contains \(before[path[0]]) \(items) before the update"
                )
            }
        }
        for path in itemReloads {
            try checkSection(
                path, in: before,
                "attempt to reload \(item) \(path[1]) from section \(path[0]), but there are only \(before.count) sections before the update"
            )
            if !exists(path, in: before) {
                throw fail(
                    "attempt to reload \(item) \(path[1]) from section \(path[0]) which only contains \(before[path[0]]) \(items) before the update"
                )
            }
        }
        for path in itemInserts {
            try checkSection(
                path, in: after,
                "attempt to insert \(item) \(path[1]) into section \(path[0]), but there are only \(after.count) sections after the update"
            )
            if !exists(path, in: after) {
                throw fail(
                    "attempt to insert \(item) \(path[1]) into section \(path[0]), but there are only \(after[path[0]]) \(items) in section \(path[0]) after the update"
                )
            }
        }
        for move in itemMoves {
            let from = words.describe(move.from)
            let to = words.describe(move.to)
            try checkSection(
                move.from, in: before,
                "attempt to move index path \(from) that does not exist - there are only \(before.count) sections before the update"
            )
            if !exists(move.from, in: before) {
                throw fail(
                    "attempt to move index path \(from) that does not exist - there are only \(before[move.from[0]]) \(items) in section \(move.from[0]) before the update"
                )
            }
            try checkSection(
                move.to, in: after,
                "attempt to move index path \(from) to index path \(to) that does not exist - there are only \(after.count) sections after the update"
            )
            if !exists(move.to, in: after) {
                throw fail(
                    "attempt to move index path \(from) to index path \(to) that does not exist - there are only \(after[move.to[0]]) \(items) in section \(move.to[0]) after the update"
                )
            }
        }
    }

    /// Rule 6. A reload is a delete plus an insert at the same path, and a move a delete at
    /// its source plus an insert at its destination: one before-path can leave only once,
    /// one after-path can arrive only once. The three messages for delete/reload,
    /// delete/move and insert/move are UIKit's (ANCHORS.md).
    func checkItemConflicts() throws(UIKitModelException) {
        if let path = firstRepeated(itemDeletes) {
            throw fail("attempt to delete the same index path more than once \(words.describe(path))")
        }
        if let path = firstRepeated(itemInserts) {
            throw fail("attempt to insert the same index path more than once \(words.describe(path))")
        }
        if let path = firstRepeated(itemReloads) {
            throw fail("attempt to reload the same index path more than once \(words.describe(path))")
        }
        let deleted = Set(itemDeletes)
        let reloaded = Set(itemReloads)
        let inserted = Set(itemInserts)
        if let path = itemDeletes.first(where: reloaded.contains) {
            throw fail("attempt to delete and reload the same index path \(words.describe(path))")
        }
        for move in itemMoves {
            if deleted.contains(move.from) || reloaded.contains(move.from) {
                throw fail(
                    "attempt to perform a delete and a move from the same index path \(words.describe(move.from))")
            }
            if inserted.contains(move.to) {
                throw fail("attempt to perform an insert and a move to the same index path \(words.describe(move.to))")
            }
        }
        if let path = firstRepeated(itemMoves.map(\.from)) {
            throw fail("attempt to perform multiple moves from the same index path \(words.describe(path))")
        }
        if let path = firstRepeated(itemMoves.map(\.to)) {
            throw fail("attempt to perform multiple moves to the same index path \(words.describe(path))")
        }
    }

    /// Throws `message` when `path`'s section is not one of `counts`.
    private func checkSection(_ path: IndexPath, in counts: [Int], _ message: @autoclosure () -> String)
        throws(UIKitModelException)
    {
        if !counts.indices.contains(path[0]) { throw fail(message()) }
    }

    /// Whether `path` names an item of `counts` (its section exists).
    private func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
        path[1] >= 0 && path[1] < counts[path[0]]
    }
}
