import Foundation

/// Swipes, for tests. *Model only: not UIKit API.* Each swipe follows its row through the
/// batches the table accepts until the swipe ends, and records how it ended
/// (``ModelSwipeEvent``: why each ending matters is cited there).
extension UITableView {
    /// How swipes ended, oldest first.
    public var modelSwipeEvents: [ModelSwipeEvent] {
        engine.swipeEvents
    }

    /// Contextual actions tapped whose handler has not called its completion handler yet
    /// (UIContextualAction.h:17: the handler is to call it; until then the row stays swiped).
    public var modelPendingActionCompletions: Int {
        engine.swipedRows.count
    }

    /// The user swipes the row at `indexPath` and taps Delete, if the row can be edited
    /// and its editing style is `.delete`: the data source's `commit` is called, which is
    /// to delete the row before it returns (recorded as ``ModelSwipeEvent/deleteCommitted(at:rowThen:)``).
    /// Returns whether the swipe was possible.
    @discardableResult
    public func modelSimulateSwipeToDelete(at indexPath: IndexPath) -> Bool {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
            (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return false }
        let row = engine.followSwipedRow(at: indexPath)
        dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
        engine.stopFollowing(row)
        engine.swipeEvents.append(.deleteCommitted(at: indexPath, rowThen: row.state))
        return true
    }

    /// The user swipes the row at `indexPath` from the trailing edge, if the row can be
    /// edited: the delegate's trailing swipe actions, which a test then taps with
    /// ``modelSimulateTap(_:forRowAt:)`` (or by calling an action's `handler`). `nil` when
    /// the row cannot be edited or the delegate offers none.
    @available(tvOS, unavailable)
    public func modelSimulateTrailingSwipe(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return nil }
        return delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The user taps `action`, shown on the row swiped open at `indexPath`: UIKit runs the
    /// action's handler with a completion handler (UIContextualAction.h:19). Each call of
    /// that completion is recorded as ``ModelSwipeEvent/actionCompleted(title:style:actionPerformed:rowThen:)``
    /// with where the row was at that moment.
    @available(tvOS, unavailable)
    public func modelSimulateTap(_ action: UIContextualAction, forRowAt indexPath: IndexPath) {
        let row = engine.followSwipedRow(at: indexPath)
        // `sourceView` is the view the action was shown in (UIContextualAction.h:19); the
        // model draws no action buttons, so it is a plain view.
        action.handler(action, UIView()) { [weak self] performed in
            guard let self else { return }
            self.engine.stopFollowing(row)
            self.engine.swipeEvents.append(
                .actionCompleted(
                    title: action.title, style: action.style, actionPerformed: performed, rowThen: row.state))
        }
    }
}
