import Foundation

// Sources: insertSections/deleteSections/moveSection/reloadSections, UITableView.h:421-424
// and UICollectionView.h:462-465; numberOfSectionsInTableView: (UITableView.h:552) and
// numberOfSectionsInCollectionView: (UICollectionView.h:83) give the counts. Before/after
// index spaces: Apple's performBatchUpdates page (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)). The conflict messages are UIKit's
// as reported in crash logs (../shared/ANCHORS.md); no header states the rules.

/// Rules 2–4 of ``BatchUpdateOracle``: section indexes, section conflicts, section count.
extension BatchUpdateJudgement {
    /// Rule 2: deletes, reloads and move sources name sections that exist before the
    /// update; inserts and move destinations sections that exist after it.
    func checkSectionIndexes() throws(UIKitModelException) {
        let beforeRange = 0..<before.count
        let afterRange = 0..<after.count
        for section in sectionDeletes where !beforeRange.contains(section) {
            throw fail(
                "attempt to delete section \(section), but there are only \(before.count) sections before the update")
        }
        for section in sectionReloads where !beforeRange.contains(section) {
            throw fail(
                "attempt to reload section \(section), but there are only \(before.count) sections before the update")
        }
        for section in sectionInserts where !afterRange.contains(section) {
            throw fail(
                "attempt to insert section \(section) but there are only \(after.count) sections after the update")
        }
        for move in sectionMoves {
            if !beforeRange.contains(move.from) {
                throw fail(
                    "attempt to move section \(move.from), but there are only \(before.count) sections before the update"
                )
            }
            if !afterRange.contains(move.to) {
                throw fail(
                    "attempt to move section \(move.from) to section \(move.to), but there are only \(after.count) sections after the update"
                )
            }
        }
    }

    /// Rule 3. UIKit turns each call into update items keyed by index; two for one section
    /// on the same side make its bookkeeping (and the counts below) name the section twice.
    /// A reload deletes the section and inserts it at the same place, so a reloaded section
    /// cannot also be deleted or moved away.
    func checkSectionConflicts() throws(UIKitModelException) {
        if let section = firstRepeated(sectionDeletes) {
            throw fail("attempt to delete section \(section) more than once")
        }
        if let section = firstRepeated(sectionInserts) {
            throw fail("attempt to insert section \(section) more than once")
        }
        if let section = firstRepeated(sectionReloads) {
            throw fail("attempt to reload section \(section) more than once")
        }
        let deleted = Set(sectionDeletes)
        let reloaded = Set(sectionReloads)
        let inserted = Set(sectionInserts)
        if let section = sectionDeletes.first(where: reloaded.contains) {
            throw fail("attempt to delete and reload the same section (\(section))")
        }
        if let section = firstRepeated(sectionMoves.map(\.from)) {
            throw fail("attempt to perform multiple moves from the same section (\(section))")
        }
        if let section = firstRepeated(sectionMoves.map(\.to)) {
            throw fail("attempt to perform multiple moves to the same section (\(section))")
        }
        for move in sectionMoves {
            if deleted.contains(move.from) || reloaded.contains(move.from) {
                throw fail("attempt to perform a delete and a move from the same section (\(move.from))")
            }
            if inserted.contains(move.to) {
                throw fail("attempt to perform an insert and a move to the same section (\(move.to))")
            }
        }
    }

    /// Rule 4, with UIKit's message (ANCHORS.md). Moves and reloads keep the count.
    func checkSectionCount() throws(UIKitModelException) {
        let inserted = sectionInserts.count
        let deleted = sectionDeletes.count
        guard after.count != before.count - deleted + inserted else { return }
        let view = words.view
        throw fail(
            "Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(after.count)) must be equal to the number of sections contained in the \(view) before the update (\(before.count)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        )
    }

    /// The first value seen a second time, in order.
    func firstRepeated<Value: Hashable>(_ values: [Value]) -> Value? {
        var seen = Set<Value>()
        return values.first { !seen.insert($0).inserted }
    }
}
