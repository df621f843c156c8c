import Foundation

/// The model's own judge of a batch update, written from UIKit's documented behaviour and
/// independent of Tabula (it imports Foundation only): given the section item counts the
/// view showed before the batch, the calls the app made (``BatchUpdateCall``), and the data
/// source's counts after the block, it gives the exception UIKit raises for the first rule
/// the batch breaks, or `nil` when UIKit accepts it.
///
/// Tabula's `BatchUpdateRules` is the library's own pre-check; this oracle exists so that a
/// mistake in those rules cannot hide behind the same rules in the model. A test
/// (BatchOracleAgreementTests) runs both over many random batches and asserts they agree.
///
/// ## Where the rules come from
///
/// - The calls and `performBatchUpdates(_:completion:)` ("Allows multiple
///   insert/delete/reload/move calls to be animated simultaneously. Nestable."):
///   UITableView.h:415–429, UICollectionView.h:462–475 (iPhoneOS 26.2 SDK).
/// - The counts come from the data source: UITableView.h:543 and :552 (rows, sections;
///   "Default is 1 if not implemented"), UICollectionView.h:76 and :83.
/// - Index spaces, from the documentation of `performBatchUpdates(_:completion:)` and the
///   Table View Programming Guide ("Batch Insertion, Deletion, and Reloading of Rows and
///   Sections"): deletes are processed before inserts whatever the call order; deletes,
///   reloads and move sources are indexes before the update, inserts and move
///   destinations indexes after it. A reload is a delete plus an insert at one place.
/// - Counts and messages: UIKit's exception texts as seen in crash reports
///   (/work/shared/ANCHORS.md, "UIKit's batch-update rules"). Since the iOS 16.4 SDK a
///   broken count is always an exception (before, UIKit often fell back to reloadData).
///
/// ## The rules, in the order they are checked
///
/// 1. Every index path has exactly two indexes (section, item): the UIKit overlay's
///    `IndexPath.section`/`.row`/`.item` require it.
/// 2. Section indexes: deletes, reloads and move sources within the sections before;
///    inserts and move destinations within the sections after.
/// 3. Sections, as a reload is a delete plus an insert: one section is not deleted,
///    inserted or reloaded twice, not both deleted and reloaded, not deleted (or reloaded)
///    and moved from, not inserted and moved to, and not moved from or to twice.
/// 4. Section count: after = before − deleted + inserted (moves and reloads change none).
/// 5. Item indexes, in the space of each call: before-paths within the section before,
///    after-paths within the section after.
/// 6. Items, for the same reason as 3: one path is not deleted, inserted or reloaded
///    twice, not both deleted and reloaded, not deleted (or reloaded) and moved from, not
///    inserted and moved to, and not moved from or to twice.
/// 7. Item changes inside sections the same batch changes (see
///    `BatchUpdateJudgement.checkItemsInChangedSections()` for why each is refused).
/// 8. Collections: `reloadSections` in a batch that makes any other change.
/// 9. Item counts of every section that exists before and after and is not reloaded:
///    after = before − deleted + inserted − moved out + moved in; a move that stays in its
///    section (followed through section moves) counts as neither.
///
/// *Model only: not UIKit API.*
public struct BatchUpdateOracle: Hashable, Sendable {
    /// Which view's rules and words apply.
    public enum ViewKind: Hashable, Sendable {
        /// `UITableView`: "rows", "table view".
        case tableView
        /// `UICollectionView`: "items", "collection view".
        case collectionView
    }

    /// The view whose rules and words apply.
    public var kind: ViewKind

    /// An oracle for `kind`.
    public init(kind: ViewKind) {
        self.kind = kind
    }

    /// The exception UIKit raises for `calls`, made on a view that showed `before` (item
    /// counts, one per section) when the data source then reports `after`; `nil` when
    /// UIKit accepts the batch.
    public func violation(before: [Int], calls: [BatchUpdateCall], after: [Int]) -> UIKitModelException? {
        var judgement = BatchUpdateJudgement(kind: kind, before: before, after: after, calls: calls)
        do {
            try judgement.judge()
            return nil
        } catch {
            return error
        }
    }
}
