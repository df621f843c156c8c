/// One way a batch breaks UIKit's batch-update rules, with the message UIKit raises for it.
///
/// Show ``message`` to people. The message is UIKit's own text
/// where UIKit's text is known (see ``BatchUpdateRules`` for which ones), in the wording of
/// ``kind`` ("rows"/"table view" or "items"/"collection view").
public struct BatchUpdateViolation: Hashable, Sendable, CustomStringConvertible {
    /// What rule was broken, with the indexes and counts involved.
    package var reason: Reason
    /// The view whose wording the message uses.
    public var kind: ListHostKind

    /// Creates a violation of `reason` worded for `kind`.
    package init(_ reason: Reason, kind: ListHostKind) {
        self.reason = reason
        self.kind = kind
    }

    /// UIKit's message for this violation.
    public var message: String {
        reason.message(for: kind)
    }

    /// The message.
    public var description: String {
        message
    }

    /// One item-level change of a batch, as named in a violation.
    package enum ItemChange: Hashable, Sendable {
        /// A delete of a before-path.
        case delete(ListIndexPath)
        /// An insert at an after-path.
        case insert(ListIndexPath)
        /// A reload of a before-path.
        case reload(ListIndexPath)
        /// A move, judged on its source (before) side.
        case moveFrom(Move<ListIndexPath>)
        /// A move, judged on its target (after) side.
        case moveTo(Move<ListIndexPath>)
    }

    /// What the same batch does to a section that an item change lands in.
    package enum SectionChange: String, Hashable, Sendable {
        /// The section is deleted.
        case deleted
        /// The section is inserted.
        case inserted
        /// The section is moved.
        case moved
        /// The section is reloaded.
        case reloaded
    }

    /// The rule a batch broke.
    package enum Reason: Hashable, Sendable {
        /// The section count after is not before − deleted + inserted.
        case invalidSectionCount(before: Int, after: Int, inserted: Int, deleted: Int)
        /// An existing section's item count after is not before − deleted + inserted +
        /// moved in − moved out. `section` is the after-index; `before` is the count of the
        /// same section before (found through section deletes, inserts and moves).
        case invalidItemCount(
            section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
        /// The data source's counts at the start of the batch differ from the counts the
        /// host presented after its last update: the data changed outside an update block.
        case dataChangedOutsideUpdate(presented: [Int], reported: [Int])

        /// A section delete outside the sections before.
        case sectionDeleteOutOfRange(section: Int, sectionCount: Int)
        /// A section reload outside the sections before.
        case sectionReloadOutOfRange(section: Int, sectionCount: Int)
        /// A section insert outside the sections after.
        case sectionInsertOutOfRange(section: Int, sectionCount: Int)
        /// A section move whose source is outside the sections before.
        case sectionMoveSourceOutOfRange(Move<Int>, sectionCount: Int)
        /// A section move whose target is outside the sections after.
        case sectionMoveTargetOutOfRange(Move<Int>, sectionCount: Int)
        /// The same section deleted more than once.
        case sectionDeletedTwice(Int)
        /// The same section inserted more than once.
        case sectionInsertedTwice(Int)
        /// The same section reloaded more than once.
        case sectionReloadedTwice(Int)
        /// A section both deleted and reloaded.
        case sectionDeletedAndReloaded(Int)
        /// A section both moved and deleted (or reloaded: a reload is a delete + insert).
        case sectionDeletedAndMoved(Int)
        /// A section both inserted and the target of a move.
        case sectionInsertedAndMoved(Int)
        /// Two moves from the same section.
        case sectionMovedTwiceFrom(Int)
        /// Two moves to the same section.
        case sectionMovedTwiceTo(Int)
        /// `reloadSections` in a collection view batch that also makes other changes.
        case sectionReloadInsideBatch(Int)

        /// An item change whose section does not exist (before for deletes, reloads and
        /// move sources; after for inserts and move targets).
        case itemSectionOutOfRange(ItemChange, sectionCount: Int)
        /// An item change whose item index is outside its section.
        case itemOutOfRange(ItemChange, itemCount: Int)
        /// The same before-path deleted more than once.
        case itemDeletedTwice(ListIndexPath)
        /// The same after-path inserted more than once.
        case itemInsertedTwice(ListIndexPath)
        /// The same before-path reloaded more than once.
        case itemReloadedTwice(ListIndexPath)
        /// A before-path both deleted and reloaded.
        case itemDeletedAndReloaded(ListIndexPath)
        /// A before-path both moved and deleted or reloaded.
        case itemDeletedAndMoved(ListIndexPath)
        /// An after-path both inserted and the target of a move.
        case itemInsertedAndMoved(ListIndexPath)
        /// Two moves from the same before-path.
        case itemMovedTwiceFrom(ListIndexPath)
        /// Two moves to the same after-path.
        case itemMovedTwiceTo(ListIndexPath)
        /// An item change inside a section that the same batch deletes, inserts, moves or
        /// reloads, where the view rejects or mishandles it. `section` is the section named
        /// by the item change.
        case itemChangeInChangedSection(ItemChange, section: Int, sectionChange: SectionChange)

        /// UIKit's message for this reason, worded for `kind`.
        public func message(for kind: ListHostKind) -> String {
            let row = kind.itemNoun
            let rows = kind.itemsNoun
            let view = kind.viewNoun
            let path = IndexPathFormat.describe
            switch self {
            case let .invalidSectionCount(before, after, inserted, deleted):
                return
                    "Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(after)) must be equal to the number of sections contained in the \(view) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
            case let .invalidItemCount(section, before, after, inserted, deleted, movedIn, movedOut):
                return
                    "Invalid update: invalid number of \(rows) in section \(section). The number of \(rows) contained in an existing section after the update (\(after)) must be equal to the number of \(rows) contained in that section before the update (\(before)), plus or minus the number of \(rows) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            case let .dataChangedOutsideUpdate(presented, reported):
                return
                    "Invalid update: the data source changed outside the update block. At the start of the update it reports \(reported.count) sections with \(rows) \(reported), but the \(view) last presented \(presented.count) sections with \(rows) \(presented); change the data only inside the update closure, or call reloadData."

            case let .sectionDeleteOutOfRange(section, count):
                return "attempt to delete section \(section), but there are only \(count) sections before the update"
            case let .sectionReloadOutOfRange(section, count):
                return "attempt to reload section \(section), but there are only \(count) sections before the update"
            case let .sectionInsertOutOfRange(section, count):
                return "attempt to insert section \(section) but there are only \(count) sections after the update"
            case let .sectionMoveSourceOutOfRange(move, count):
                return "attempt to move section \(move.source), but there are only \(count) sections before the update"
            case let .sectionMoveTargetOutOfRange(move, count):
                return
                    "attempt to move section \(move.source) to section \(move.target), but there are only \(count) sections after the update"
            case let .sectionDeletedTwice(section):
                return "attempt to delete section \(section) more than once"
            case let .sectionInsertedTwice(section):
                return "attempt to insert section \(section) more than once"
            case let .sectionReloadedTwice(section):
                return "attempt to reload section \(section) more than once"
            case let .sectionDeletedAndReloaded(section):
                return "attempt to delete and reload the same section (\(section))"
            case let .sectionDeletedAndMoved(section):
                return "attempt to perform a delete and a move from the same section (\(section))"
            case let .sectionInsertedAndMoved(section):
                return "attempt to perform an insert and a move to the same section (\(section))"
            case let .sectionMovedTwiceFrom(section):
                return "attempt to perform multiple moves from the same section (\(section))"
            case let .sectionMovedTwiceTo(section):
                return "attempt to perform multiple moves to the same section (\(section))"
            case let .sectionReloadInsideBatch(section):
                return
                    "attempt to reload section \(section) in a batch update that makes other changes; the \(view) mishandles reloadSections inside performBatchUpdates (reload the section in its own update, or delete and insert it)"

            case let .itemSectionOutOfRange(change, count):
                switch change {
                case let .delete(p):
                    return
                        "attempt to delete \(row) \(p.item) from section \(p.section), but there are only \(count) sections before the update"
                case let .reload(p):
                    return
                        "attempt to reload \(row) \(p.item) from section \(p.section), but there are only \(count) sections before the update"
                case let .insert(p):
                    return
                        "attempt to insert \(row) \(p.item) into section \(p.section), but there are only \(count) sections after the update"
                case let .moveFrom(move):
                    return
                        "attempt to move index path \(path(move.source)) that does not exist - there are only \(count) sections before the update"
                case let .moveTo(move):
                    return
                        "attempt to move index path \(path(move.source)) to index path \(path(move.target)) that does not exist - there are only \(count) sections after the update"
                }
            case let .itemOutOfRange(change, count):
                switch change {
                case let .delete(p):
                    return
                        "attempt to delete \(row) \(p.item) from section \(p.section) which only contains \(count) \(rows) before the update"
                case let .reload(p):
                    return
                        "attempt to reload \(row) \(p.item) from section \(p.section) which only contains \(count) \(rows) before the update"
                case let .insert(p):
                    return
                        "attempt to insert \(row) \(p.item) into section \(p.section), but there are only \(count) \(rows) in section \(p.section) after the update"
                case let .moveFrom(move):
                    return
                        "attempt to move index path \(path(move.source)) that does not exist - there are only \(count) \(rows) in section \(move.source.section) before the update"
                case let .moveTo(move):
                    return
                        "attempt to move index path \(path(move.source)) to index path \(path(move.target)) that does not exist - there are only \(count) \(rows) in section \(move.target.section) after the update"
                }
            case let .itemDeletedTwice(p):
                return "attempt to delete the same index path more than once \(path(p))"
            case let .itemInsertedTwice(p):
                return "attempt to insert the same index path more than once \(path(p))"
            case let .itemReloadedTwice(p):
                return "attempt to reload the same index path more than once \(path(p))"
            case let .itemDeletedAndReloaded(p):
                return "attempt to delete and reload the same index path \(path(p))"
            case let .itemDeletedAndMoved(p):
                return "attempt to perform a delete and a move from the same index path \(path(p))"
            case let .itemInsertedAndMoved(p):
                return "attempt to perform an insert and a move to the same index path \(path(p))"
            case let .itemMovedTwiceFrom(p):
                return "attempt to perform multiple moves from the same index path \(path(p))"
            case let .itemMovedTwiceTo(p):
                return "attempt to perform multiple moves to the same index path \(path(p))"
            case let .itemChangeInChangedSection(change, section, sectionChange):
                let does: String
                switch sectionChange {
                case .deleted: does = "deletes"
                case .inserted: does = "inserts"
                case .moved: does = "moves"
                case .reloaded: does = "reloads"
                }
                switch change {
                case let .delete(p):
                    return "attempt to delete \(row) \(p.item) from section \(section), which the same update \(does)"
                case let .reload(p):
                    return "attempt to reload \(row) \(p.item) in section \(section), which the same update \(does)"
                case let .insert(p):
                    return "attempt to insert \(row) \(p.item) into section \(section), which the same update \(does)"
                case let .moveFrom(move):
                    if kind == .table && sectionChange == .deleted {
                        return "cannot move a row from a deleted section (\(section))"
                    }
                    return
                        "attempt to move index path \(path(move.source)) out of section \(section), which the same update \(does)"
                case let .moveTo(move):
                    if kind == .table && sectionChange == .inserted {
                        return "cannot move a row into a newly inserted section (\(section))"
                    }
                    return
                        "attempt to move index path \(path(move.source)) into section \(section), which the same update \(does)"
                }
            }
        }
    }
}
