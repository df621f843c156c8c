import Foundation

// Sources: the counts come from tableView:numberOfRowsInSection: (UITableView.h:543) and
// collectionView:numberOfItemsInSection: (UICollectionView.h:76), asked before and after
// the update block of performBatchUpdates (UITableView.h:415, UICollectionView.h:475). The
// arithmetic and the message ("Invalid update: invalid number of rows in section …") are
// UIKit's exception text as quoted in ../shared/ANCHORS.md; no header states them.

/// Rule 9 of ``BatchUpdateOracle``: the item count of every section that lives through the
/// batch.
extension BatchUpdateJudgement {
    /// For each after-section with a before-section (not inserted) that is not reloaded
    /// (a reloaded section is read again whole, so its count may change freely):
    /// after = before − deleted + inserted − moved out + moved in, with UIKit's message
    /// (ANCHORS.md). A move whose destination is its source's section after the update
    /// (followed through section moves) leaves both counts alone.
    func checkItemCounts() throws(UIKitModelException) {
        var deleted: [Int: Int] = [:]
        var inserted: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        for path in itemDeletes { deleted[path[0], default: 0] += 1 }
        for path in itemInserts { inserted[path[0], default: 0] += 1 }
        for move in itemMoves where sections.after(move.from[0]) != move.to[0] {
            movedOut[move.from[0], default: 0] += 1
            movedIn[move.to[0], default: 0] += 1
        }
        let reloaded = Set(sectionReloads)
        for section in after.indices {
            guard let old = sections.before(section), !reloaded.contains(old) else { continue }
            let counts = (
                inserted: inserted[section] ?? 0, deleted: deleted[old] ?? 0,
                movedIn: movedIn[section] ?? 0, movedOut: movedOut[old] ?? 0
            )
            let expected = before[old] - counts.deleted + counts.inserted + counts.movedIn - counts.movedOut
            guard after[section] != expected else { continue }
            let items = words.items
            throw fail(
                "Invalid update: invalid number of \(items) in section \(section). The number of \(items) contained in an existing section after the update (\(after[section])) must be equal to the number of \(items) contained in that section before the update (\(before[old])), plus or minus the number of \(items) inserted or deleted from that section (\(counts.inserted) inserted, \(counts.deleted) deleted) and plus or minus the number of \(items) moved into or out of that section (\(counts.movedIn) moved in, \(counts.movedOut) moved out)."
            )
        }
    }
}
