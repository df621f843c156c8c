import Foundation

// Sources: the section and item calls, UITableView.h:421-429 and UICollectionView.h:462-470,
// inside performBatchUpdates (UITableView.h:415, UICollectionView.h:475). No header states
// which item changes a changed section allows; these rules and their messages come from
// public crash reports and peers' workarounds collected in ../shared/ANCHORS.md (for
// collections: items inside a moved section, and reloadSections with other changes).

/// Rules 7 and 8 of ``BatchUpdateOracle``: item changes inside sections the same batch
/// changes, and collection section reloads mixed with other changes.
extension BatchUpdateJudgement {
    /// What the batch does to a section, seen from one side of the update.
    enum SectionFate: String {
        case deletes, inserts, moves, reloads
    }

    /// The fate of before-section `section` (rules 3 leave at most one).
    func fate(ofBefore section: Int) -> SectionFate? {
        if sectionDeletes.contains(section) { return .deletes }
        if sectionMoves.contains(where: { $0.from == section }) { return .moves }
        if sectionReloads.contains(section) { return .reloads }
        return nil
    }

    /// The fate of after-section `section`: a reloaded section is reloaded at its new place.
    func fate(ofAfter section: Int) -> SectionFate? {
        if sectionInserts.contains(section) { return .inserts }
        if sectionMoves.contains(where: { $0.to == section }) { return .moves }
        if sectionReloads.contains(where: { sections.after($0) == section }) { return .reloads }
        return nil
    }

    /// Rule 7. Why each case is refused:
    /// - A deleted section takes all its items with it, and a reloaded one is deleted and
    ///   inserted whole: an item deleted, reloaded or moved out of it is also deleted by
    ///   the section, and one moved into a reloaded section is also inserted by it (both
    ///   views). UITableView's own text for two of these: "cannot move a row into a newly
    ///   inserted section (S)" and "… from a deleted section".
    /// - UITableView reloads an item as a delete at its before-path plus an insert at the
    ///   same path after the update, which in a moved section is another section: the
    ///   counts no longer add up, so a row reload in a moved section is refused.
    /// - UICollectionView builds its update from the section changes first and mishandles
    ///   (exceptions or corrupt layouts) any item change in a section the same batch
    ///   deletes, inserts, moves or reloads (ANCHORS.md: inserting into or moving items
    ///   inside a moved section; IGListKit rewrites these into section deletes and inserts).
    ///   UITableView handles rows inserted into inserted, moved or reloaded sections, and
    ///   rows deleted from or moved within moved sections.
    func checkItemsInChangedSections() throws(UIKitModelException) {
        let table = kind == .tableView
        let item = words.item
        for path in itemDeletes {
            guard let fate = fate(ofBefore: path[0]), !table || fate != .moves else { continue }
            throw fail(
                "attempt to delete \(item) \(path[1]) from section \(path[0]), which the same update \(fate.rawValue)")
        }
        for path in itemReloads {
            guard let fate = fate(ofBefore: path[0]) else { continue }
            throw fail(
                "attempt to reload \(item) \(path[1]) in section \(path[0]), which the same update \(fate.rawValue)")
        }
        for move in itemMoves {
            if let fate = fate(ofBefore: move.from[0]), !table || fate != .moves {
                if table, fate == .deletes { throw fail("cannot move a row from a deleted section (\(move.from[0]))") }
                throw fail(
                    "attempt to move index path \(words.describe(move.from)) out of section \(move.from[0]), which the same update \(fate.rawValue)"
                )
            }
            if let fate = fate(ofAfter: move.to[0]), !table || fate != .moves {
                if table, fate == .inserts {
                    throw fail("cannot move a row into a newly inserted section (\(move.to[0]))")
                }
                throw fail(
                    "attempt to move index path \(words.describe(move.from)) into section \(move.to[0]), which the same update \(fate.rawValue)"
                )
            }
        }
        guard !table else { return }
        for path in itemInserts {
            guard let fate = fate(ofAfter: path[0]) else { continue }
            throw fail(
                "attempt to insert \(item) \(path[1]) into section \(path[0]), which the same update \(fate.rawValue)")
        }
    }

    /// Rule 8. UICollectionView mishandles `reloadSections` inside `performBatchUpdates`
    /// together with other changes (ANCHORS.md); alone, it is what `reloadSections(_:)`
    /// outside a batch does, and it is fine.
    func checkSectionReloadsAmongOtherChanges() throws(UIKitModelException) {
        guard kind == .collectionView, let section = sectionReloads.first, changeCount > sectionReloads.count else {
            return
        }
        throw fail(
            "attempt to reload section \(section) in a batch update that makes other changes; the collection view mishandles reloadSections inside performBatchUpdates (reload the section in its own update, or delete and insert it)"
        )
    }
}
