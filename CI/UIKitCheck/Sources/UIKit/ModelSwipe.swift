import Foundation

/// Where a row the user swiped is now, followed through the batches the view accepted
/// since the swipe. *Model only: not UIKit API.*
public enum ModelSwipedRowState: Hashable, Sendable {
    /// Still shown, at this index path (batches may have moved it).
    case shown(at: IndexPath)
    /// An accepted batch deleted it (`deleteRows`, or `deleteSections` of its section).
    case deleted
    /// `reloadData`, or a reload of its section, replaced the rows wholesale: no
    /// correspondence says which row, if any, is the swiped one now.
    case unknown
}

/// What happened when a swipe ended. *Model only: not UIKit API.*
public enum ModelSwipeEvent: Hashable, Sendable {
    /// The data source's `tableView(_:commit:forRowAt:)` returned for a `.delete` at `path`;
    /// `rowThen` is the row when it returned. UIKit hands the deletion to the data source in
    /// this call: "the dataSource must commit the change" (UITableView.h:574, iPhoneOS 26.2
    /// SDK), and "the data source commits the insertion or deletion by invoking the
    /// UITableView methods insertRows(at:with:) or deleteRows(at:with:)" (Apple
    /// documentation, UITableViewDataSource `tableView(_:commit:forRowAt:)`, Discussion;
    /// also the Table View Programming Guide, "Inserting and Deleting Rows in Editing
    /// Mode"). A row still `.shown` was not deleted while UIKit asked.
    case deleteCommitted(at: IndexPath, rowThen: ModelSwipedRowState)
    /// A contextual action's handler called its completion handler with `actionPerformed`;
    /// `rowThen` is the swiped row at that moment. The completion handler "reset[s] the
    /// context to its normal state (e.g. when swiping, resets to unswiped state)", and
    /// `actionPerformed` YES shows "a visual indication of the successful completion"
    /// (UIContextualAction.h:17–18, iPhoneOS 26.2 SDK): a row still `.shown` then slides
    /// closed on screen (see ``closedWithRowShown``).
    case actionCompleted(
        title: String?, style: UIContextualAction.Style, actionPerformed: Bool, rowThen: ModelSwipedRowState)

    /// Whether the swipe was reset to unswiped while its row was still on screen: the row
    /// visibly closed (UIContextualAction.h:17). Right for an action that keeps the row;
    /// for one that deletes it, the row snaps closed before it leaves.
    public var closedWithRowShown: Bool {
        if case .actionCompleted(_, _, _, .shown) = self { return true }
        return false
    }
}

/// A swiped row the engine follows through accepted batches. *Model internals.*
@MainActor
final class ModelSwipedRow {
    private(set) var state: ModelSwipedRowState

    init(at path: IndexPath) {
        state = .shown(at: path)
    }

    /// Follows the row through a batch the oracle accepted.
    func follow(_ correspondence: BatchCorrespondence) {
        guard case let .shown(path) = state else { return }
        if let after = correspondence.afterPath(path) {
            state = .shown(at: after)
        } else if correspondence.isSectionReloaded(path[0]) {
            state = .unknown
        } else {
            // afterPath is nil for a deleted item, an item of a deleted section, and an
            // item of a reloaded section (handled above).
            state = .deleted
        }
    }

    /// `reloadData` keeps no correspondence between the rows before and after.
    func lose() {
        if case .shown = state { state = .unknown }
    }
}

extension ListViewEngine {
    /// Starts following the row at `path` (the user swiped it).
    func followSwipedRow(at path: IndexPath) -> ModelSwipedRow {
        let row = ModelSwipedRow(at: path)
        swipedRows.append(row)
        return row
    }

    /// Stops following `row` (its swipe ended).
    func stopFollowing(_ row: ModelSwipedRow) {
        swipedRows.removeAll { $0 === row }
    }
}
