/// UIKit's batch-update rules as a pure checker: given the section item counts before a
/// batch, the batch, and the counts after it, it lists every violation UIKit would raise
/// (since the iOS 16.4 SDK each one is an `NSInternalInconsistencyException`).
///
/// Where UIKit would stop at the first problem, the checker reports them all, in this
/// order: section indexes, section conflicts, item indexes, item conflicts, item changes
/// inside changed sections, `reloadSections` in a collection batch, the section count, the
/// item counts. Item counts are checked only when the section changes are consistent
/// (otherwise no section of the after-state can be matched with one before).
///
/// ## The rules and their messages
///
/// Messages marked *(UIKit)* are UIKit's text as seen in public crash reports, with the
/// object address of `<NSIndexPath: 0x…>` left out. The others
/// follow UIKit's phrasing for cases whose text is not on record; they are Tabula's words.
/// Tables say "row(s)" and "table view", collections "item(s)" and "collection view".
///
/// Counts
/// - Sections: after = before − deleted + inserted; moves and reloads count as neither.
///   *(UIKit)* "Invalid update: invalid number of sections. The number of sections contained
///   in the table view after the update (X) must be equal to the number of sections
///   contained in the table view before the update (Y), plus or minus the number of sections
///   inserted or deleted (A inserted, B deleted)."
/// - Items, for each after-section that is neither inserted nor a reloaded section: after =
///   before − deleted + inserted + moved in − moved out, where "before" is the count of the
///   same section before the batch (its before-index found through section deletes, inserts
///   and moves), and a move between two positions of the same section counts as neither.
///   *(UIKit)* "Invalid update: invalid number of rows in section N. The number of rows
///   contained in an existing section after the update (X) must be equal to the number of
///   rows contained in that section before the update (Y), plus or minus the number of rows
///   inserted or deleted from that section (A inserted, B deleted) and plus or minus the
///   number of rows moved into or out of that section (C moved in, D moved out)."
/// - The data source changed outside the update block (checked by the host, which knows the
///   counts it last presented):
///   "Invalid update: the data source changed outside the update block. …". UIKit itself
///   shows this bug as an invalid-count message computed from its stale counts; the host
///   reports both.
///
/// Section indexes (deletes, reloads and move sources are before-indexes; inserts and move
/// targets after-indexes)
/// - "attempt to delete section S, but there are only N sections before the update"
/// - "attempt to reload section S, but there are only N sections before the update"
/// - "attempt to insert section S but there are only N sections after the update"
/// - "attempt to move section S, but there are only N sections before the update"
/// - "attempt to move section S to section T, but there are only N sections after the update"
///
/// Section conflicts
/// - "attempt to delete section S more than once" (likewise "insert", "reload")
/// - "attempt to delete and reload the same section (S)"
/// - "attempt to perform a delete and a move from the same section (S)" (also a reload and
///   a move: a reload is a delete plus an insert)
/// - "attempt to perform an insert and a move to the same section (S)"
/// - "attempt to perform multiple moves from the same section (S)" / "… to the same section (S)"
///
/// Item indexes
/// - *(UIKit)* "attempt to delete row I from section S which only contains N rows before the update"
/// - "attempt to reload row I from section S which only contains N rows before the update"
/// - *(UIKit)* "attempt to insert row I into section S, but there are only N rows in section S after the update"
/// - *(UIKit)* "attempt to move index path (<NSIndexPath> {length = 2, path = S - I}) that does
///   not exist - there are only N rows in section S before the update"
/// - "attempt to move index path (…) to index path (…) that does not exist - there are only N
///   rows in section S after the update"
/// - a missing section: "attempt to delete row I from section S, but there are only N
///   sections before the update"; *(UIKit)* "attempt to insert row I into section S, but
///   there are only N sections after the update"; and the same shapes for reloads and moves.
///
/// Item conflicts
/// - *(UIKit)* "attempt to delete and reload the same index path (…)"
/// - *(UIKit)* "attempt to perform a delete and a move from the same index path (…)" (UIKit
///   raises the same text for a reload and a move from one path)
/// - *(UIKit)* "attempt to perform an insert and a move to the same index path (…)"
/// - "attempt to perform multiple moves from the same index path (…)" / "… to the same index path (…)"
/// - "attempt to delete the same index path more than once (…)" (likewise "insert",
///   "reload"). UICollectionView misbehaves on these; UITableView's behaviour is not
///   documented, so the checker rejects them for both kinds.
///
/// Item changes inside a section that the same batch changes
/// - Collections (UICollectionView rejects or corrupts these; IGListKit rewrites them into
///   section deletes and inserts): any item delete, reload or move source in a section that
///   is deleted, moved or reloaded, and any item insert or move target in a section that is
///   inserted, moved or reloaded. "attempt to delete item I from section S, which the same
///   update moves", "attempt to insert item I into section S, which the same update
///   inserts", "attempt to move index path (…) out of section S, which the same update
///   moves", "attempt to move index path (…) into section S, which the same update inserts".
/// - Tables: deletes and reloads of rows in a deleted or reloaded section ("attempt to delete
///   row I from section S, which the same update deletes"); a reload of a row in a moved
///   section (UITableView computes wrong counts for it); *(UIKit)* "cannot move a row into a
///   newly inserted section (S)"; "cannot move a row from a deleted section (S)"; moves into
///   or out of a reloaded section, with the generic wording above. Rows
///   inserted into an inserted section and rows inserted into or deleted from a moved
///   section are accepted.
/// - Collections only: `reloadSections` in a batch that also makes any other change:
///   "attempt to reload section S in a batch update that makes other changes; …". A batch of
///   section reloads alone is accepted (it is what `reloadSections(_:)` does by itself).
public struct BatchUpdateRules: Hashable, Sendable {
    /// The view whose rules and wording apply.
    public var kind: ListHostKind

    /// A checker for `kind`.
    public init(kind: ListHostKind) {
        self.kind = kind
    }

    /// Every violation of UIKit's rules in `batch`, applied to a state with item counts
    /// `before` (one per section) that must end with item counts `after`; empty when UIKit
    /// accepts the batch.
    public static func violations(
        before: [Int], batch: ListBatch, after: [Int], kind: ListHostKind
    ) -> [BatchUpdateViolation] {
        BatchUpdateRules(kind: kind).violations(before: before, batch: batch, after: after)
    }

    /// Throws a ``BatchUpdateError`` carrying every violation, if there is any.
    public func validate(before: [Int], batch: ListBatch, after: [Int]) throws(BatchUpdateError) {
        let found = violations(before: before, batch: batch, after: after)
        if !found.isEmpty {
            throw BatchUpdateError(violations: found, kind: kind, batch: batch)
        }
    }

    /// Every violation of UIKit's rules in `batch` (see ``violations(before:batch:after:kind:)``).
    public func violations(before: [Int], batch: ListBatch, after: [Int]) -> [BatchUpdateViolation] {
        check(before: before, batch: batch, after: after).violations
    }

    /// The violations and, for a batch whose section changes are consistent, the index
    /// mapping the check built: a host that applies the batch next needs both, and builds
    /// the mapping only once.
    package func check(
        before: [Int], batch: ListBatch, after: [Int]
    ) -> (violations: [BatchUpdateViolation], mapping: ListBatchMapping?) {
        var check = BatchCheck(kind: kind, before: before, after: after, batch: batch)
        check.run()
        return (check.reasons.map { BatchUpdateViolation($0, kind: kind) }, check.mapping)
    }

    /// The index mapping of `batch` between counts `before` and `after`, or a throw when the
    /// batch cannot take one to the other at all: an index out of range, an index changed
    /// twice, counts that do not add up. Unlike ``validate(before:batch:after:)`` it accepts
    /// what the index model can map but a view refuses (item changes inside a section the
    /// same batch changes, section reloads mixed with other changes): for consumers of the
    /// model, such as ``ListLayout``, that serve both views and trust each host to check
    /// its own. The mapping is the one the check built, so callers do not build it again.
    package func structuralMapping(before: [Int], batch: ListBatch, after: [Int]) throws(BatchUpdateError)
        -> ListBatchMapping?
    {
        var check = BatchCheck(kind: kind, before: before, after: after, batch: batch)
        check.enforcesViewRestrictions = false
        check.run()
        if !check.reasons.isEmpty {
            throw BatchUpdateError(
                violations: check.reasons.map { BatchUpdateViolation($0, kind: kind) }, kind: kind, batch: batch)
        }
        return check.mapping
    }
}

/// One run of the checker: the working sets of one batch.
private struct BatchCheck {
    typealias Reason = BatchUpdateViolation.Reason
    let kind: ListHostKind
    let before: [Int]
    let after: [Int]
    let batch: ListBatch
    var reasons: [Reason] = []
    /// The batch's index mapping, once the section changes are known to be consistent.
    var mapping: ListBatchMapping?
    /// Whether the restrictions of the view (not of the index model) apply: item changes
    /// inside changed sections, section reloads mixed with other changes.
    var enforcesViewRestrictions = true

    // Valid (in range), unique section changes.
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var reloadedSections = Set<Int>()
    var sectionMoveTargetBySource: [Int: Int] = [:]
    var sectionMoveSourceByTarget: [Int: Int] = [:]
    var sectionsConsistent = true

    // Item changes whose section exists (item index may still be out of range), unique.
    var deletes = Set<ListIndexPath>()
    var inserts = Set<ListIndexPath>()
    var reloads = Set<ListIndexPath>()
    var countedMoves: [Move<ListIndexPath>] = []

    init(kind: ListHostKind, before: [Int], after: [Int], batch: ListBatch) {
        self.kind = kind
        self.before = before
        self.after = after
        self.batch = batch
    }

    mutating func run() {
        checkSectionIndexes()
        checkSectionConflicts()
        mapping =
            sectionsConsistent
            ? ListBatchMapping(sectionCountBefore: before.count, batch: batch, sectionCountAfter: after.count)
            : nil
        checkItemIndexesAndConflicts()
        if enforcesViewRestrictions {
            checkItemsInChangedSections(mapping: mapping)
            checkSectionReloadsInsideBatch()
        }
        let sectionCountValid = checkSectionCount()
        if sectionsConsistent, sectionCountValid, let mapping {
            checkItemCounts(mapping: mapping)
        }
    }

    // MARK: Sections

    /// The sections of one kind of change (deletes, reloads or inserts) that lie in `range`
    /// (the before or after side), each once; reports a section outside `range` with
    /// `outOfRange` and one named again with `twice`, in the batch's order.
    private mutating func validSections(
        _ sections: [Int], in range: Range<Int>, _ outOfRange: (_ section: Int, _ sectionCount: Int) -> Reason,
        twice: (Int) -> Reason
    ) -> Set<Int> {
        var valid = Set<Int>()
        for section in sections {
            if !range.contains(section) {
                fail(outOfRange(section, range.count))
            } else if !valid.insert(section).inserted {
                fail(twice(section))
            }
        }
        return valid
    }

    mutating func checkSectionIndexes() {
        let beforeRange = 0..<before.count
        let afterRange = 0..<after.count
        deletedSections = validSections(
            batch.sectionDeleted, in: beforeRange, Reason.sectionDeleteOutOfRange, twice: Reason.sectionDeletedTwice)
        reloadedSections = validSections(
            batch.sectionUpdated, in: beforeRange, Reason.sectionReloadOutOfRange, twice: Reason.sectionReloadedTwice)
        insertedSections = validSections(
            batch.sectionInserted, in: afterRange, Reason.sectionInsertOutOfRange, twice: Reason.sectionInsertedTwice)
        for move in batch.sectionMoved {
            var valid = true
            if !beforeRange.contains(move.source) {
                fail(.sectionMoveSourceOutOfRange(move, sectionCount: before.count))
                valid = false
            }
            if !afterRange.contains(move.target) {
                fail(.sectionMoveTargetOutOfRange(move, sectionCount: after.count))
                valid = false
            }
            guard valid else { continue }
            if sectionMoveTargetBySource[move.source] != nil {
                fail(.sectionMovedTwiceFrom(move.source))
            } else {
                sectionMoveTargetBySource[move.source] = move.target
            }
            if sectionMoveSourceByTarget[move.target] != nil {
                fail(.sectionMovedTwiceTo(move.target))
            } else {
                sectionMoveSourceByTarget[move.target] = move.source
            }
        }
    }

    mutating func checkSectionConflicts() {
        for section in deletedSections.intersection(reloadedSections).sorted() {
            fail(.sectionDeletedAndReloaded(section))
        }
        for move in batch.sectionMoved {
            if deletedSections.contains(move.source) || reloadedSections.contains(move.source) {
                fail(.sectionDeletedAndMoved(move.source))
            }
            if insertedSections.contains(move.target) {
                fail(.sectionInsertedAndMoved(move.target))
            }
        }
        if !reasons.isEmpty { sectionsConsistent = false }
    }

    mutating func checkSectionReloadsInsideBatch() {
        guard kind == .collection, !reloadedSections.isEmpty else { return }
        let other = batch.changeCount - batch.sectionUpdated.count
        guard other > 0 else { return }
        for section in reloadedSections.sorted() {
            fail(.sectionReloadInsideBatch(section))
        }
    }

    /// Whether the section count adds up.
    mutating func checkSectionCount() -> Bool {
        // Like UIKit, count every distinct section named, in range or not: an index
        // out of range is reported once, by its own message.
        let deleted = Set(batch.sectionDeleted).count
        let inserted = Set(batch.sectionInserted).count
        let expected = before.count - deleted + inserted
        guard after.count == expected else {
            fail(.invalidSectionCount(before: before.count, after: after.count, inserted: inserted, deleted: deleted))
            return false
        }
        return true
    }

    // MARK: Items

    mutating func checkItemIndexesAndConflicts() {
        var validDeletes = Set<ListIndexPath>()
        var validReloads = Set<ListIndexPath>()
        var validInserts = Set<ListIndexPath>()
        for path in batch.elementDeleted where checkBefore(.delete(path), path) {
            if !deletes.insert(path).inserted {
                fail(.itemDeletedTwice(path))
            } else if inRange(path, counts: before) {
                validDeletes.insert(path)
            }
        }
        for path in batch.elementUpdated where checkBefore(.reload(path), path) {
            if !reloads.insert(path).inserted {
                fail(.itemReloadedTwice(path))
            } else if inRange(path, counts: before) {
                validReloads.insert(path)
            }
        }
        for path in batch.elementInserted where checkAfter(.insert(path), path) {
            if !inserts.insert(path).inserted {
                fail(.itemInsertedTwice(path))
            } else if inRange(path, counts: after) {
                validInserts.insert(path)
            }
        }
        var moveSources = Set<ListIndexPath>()
        var moveTargets = Set<ListIndexPath>()
        for move in batch.elementMoved {
            let sourceExists = checkBefore(.moveFrom(move), move.source)
            let targetExists = checkAfter(.moveTo(move), move.target)
            guard sourceExists, targetExists else { continue }
            countedMoves.append(move)
            if inRange(move.source, counts: before) {
                if validDeletes.contains(move.source) || validReloads.contains(move.source) {
                    fail(.itemDeletedAndMoved(move.source))
                }
                if !moveSources.insert(move.source).inserted {
                    fail(.itemMovedTwiceFrom(move.source))
                }
            }
            if inRange(move.target, counts: after) {
                if validInserts.contains(move.target) {
                    fail(.itemInsertedAndMoved(move.target))
                }
                if !moveTargets.insert(move.target).inserted {
                    fail(.itemMovedTwiceTo(move.target))
                }
            }
        }
        for path in validDeletes.intersection(validReloads).sorted() {
            fail(.itemDeletedAndReloaded(path))
        }
    }

    /// Reports a before-side change whose section or item is out of range; returns whether
    /// its section exists (so it takes part in the counts).
    mutating func checkBefore(_ change: BatchUpdateViolation.ItemChange, _ path: ListIndexPath) -> Bool {
        check(change, path, counts: before)
    }

    /// The after-side twin of ``checkBefore(_:_:)``.
    mutating func checkAfter(_ change: BatchUpdateViolation.ItemChange, _ path: ListIndexPath) -> Bool {
        check(change, path, counts: after)
    }

    /// Reports `change` when its section is not among `counts` (the before or after side)
    /// or its item is past its section's count; returns whether the section exists.
    private mutating func check(_ change: BatchUpdateViolation.ItemChange, _ path: ListIndexPath, counts: [Int]) -> Bool
    {
        guard path.section >= 0, path.section < counts.count else {
            fail(.itemSectionOutOfRange(change, sectionCount: counts.count))
            return false
        }
        if !inRange(path, counts: counts) {
            fail(.itemOutOfRange(change, itemCount: counts[path.section]))
        }
        return true
    }

    func inRange(_ path: ListIndexPath, counts: [Int]) -> Bool {
        path.section >= 0 && path.section < counts.count && path.item >= 0 && path.item < counts[path.section]
    }

    mutating func checkItemsInChangedSections(mapping: ListBatchMapping?) {
        // After-indexes of reloaded sections, when the sections map.
        var reloadedAfter = Set<Int>()
        if let mapping {
            for section in reloadedSections {
                if let target = mapping.afterSection(forBeforeSection: section) { reloadedAfter.insert(target) }
            }
        }
        func beforeChange(_ section: Int) -> BatchUpdateViolation.SectionChange? {
            if deletedSections.contains(section) { return .deleted }
            if sectionMoveTargetBySource[section] != nil { return .moved }
            if reloadedSections.contains(section) { return .reloaded }
            return nil
        }
        func afterChange(_ section: Int) -> BatchUpdateViolation.SectionChange? {
            if insertedSections.contains(section) { return .inserted }
            if sectionMoveSourceByTarget[section] != nil { return .moved }
            if reloadedAfter.contains(section) { return .reloaded }
            return nil
        }
        let table = kind == .table
        for path in batch.elementDeleted {
            guard let change = beforeChange(path.section) else { continue }
            if !table || change == .deleted || change == .reloaded {
                fail(.itemChangeInChangedSection(.delete(path), section: path.section, sectionChange: change))
            }
        }
        for path in batch.elementUpdated {
            guard let change = beforeChange(path.section) else { continue }
            fail(.itemChangeInChangedSection(.reload(path), section: path.section, sectionChange: change))
        }
        for move in batch.elementMoved {
            if let change = beforeChange(move.source.section), !table || change != .moved {
                fail(.itemChangeInChangedSection(.moveFrom(move), section: move.source.section, sectionChange: change))
            }
            if let change = afterChange(move.target.section), !table || change != .moved {
                fail(.itemChangeInChangedSection(.moveTo(move), section: move.target.section, sectionChange: change))
            }
        }
        for path in batch.elementInserted {
            guard let change = afterChange(path.section), !table else { continue }
            fail(.itemChangeInChangedSection(.insert(path), section: path.section, sectionChange: change))
        }
    }

    mutating func checkItemCounts(mapping: ListBatchMapping) {
        var deletedBySection: [Int: Int] = [:]
        var insertedBySection: [Int: Int] = [:]
        var movedInBySection: [Int: Int] = [:]
        var movedOutBySection: [Int: Int] = [:]
        for path in deletes { deletedBySection[path.section, default: 0] += 1 }
        for path in inserts { insertedBySection[path.section, default: 0] += 1 }
        for move in countedMoves {
            // A move inside one section (same section before and after) counts as neither.
            if mapping.afterSection(forBeforeSection: move.source.section) == move.target.section { continue }
            movedOutBySection[move.source.section, default: 0] += 1
            movedInBySection[move.target.section, default: 0] += 1
        }
        // Per section of a long list, so an empty table is not hashed into.
        func count(_ table: [Int: Int], _ section: Int) -> Int {
            table.isEmpty ? 0 : table[section] ?? 0
        }
        for section in after.indices {
            guard let beforeSection = mapping.beforeSection(forAfterSection: section),
                reloadedSections.isEmpty || !reloadedSections.contains(beforeSection)
            else { continue }
            let inserted = count(insertedBySection, section)
            let deleted = count(deletedBySection, beforeSection)
            let movedIn = count(movedInBySection, section)
            let movedOut = count(movedOutBySection, beforeSection)
            let expected = before[beforeSection] - deleted + inserted + movedIn - movedOut
            if after[section] != expected {
                fail(
                    .invalidItemCount(
                        section: section, before: before[beforeSection], after: after[section],
                        inserted: inserted, deleted: deleted, movedIn: movedIn, movedOut: movedOut))
            }
        }
    }

    mutating func fail(_ reason: Reason) {
        reasons.append(reason)
    }
}
