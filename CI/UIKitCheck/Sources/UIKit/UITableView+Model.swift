import Foundation

/// Controls and facts for tests. *Model only: not UIKit API.*
extension UITableView {
    /// The exceptions UIKit would have raised (and crashed with), oldest first.
    public var modelExceptions: [UIKitModelException] {
        engine.exceptions
    }

    /// What the table did.
    public var modelCounters: ModelListCounters {
        engine.counters
    }

    /// Every batch the table accepted, oldest first.
    public var modelAcceptedBatches: [ModelBatchRecord] {
        engine.acceptedBatches
    }

    /// Whether batch completions run on their own on a later main-actor turn (the default)
    /// or wait for ``modelFinishAnimations()``.
    public var modelCompletesAnimationsAutomatically: Bool {
        get { engine.completesAnimationsAutomatically }
        set { engine.completesAnimationsAutomatically = newValue }
    }

    /// Ends every running batch animation now; returns how many completions ran.
    @discardableResult
    public func modelFinishAnimations() -> Int {
        engine.finishAnimations()
    }

    /// The user taps the row at `indexPath`: it is selected (when `allowsSelection`,
    /// UITableView.h:448) and the delegate is told with `tableView(_:didSelectRowAt:)`
    /// (UITableView.h:147). A user's tap, unlike `selectRow(at:animated:scrollPosition:)`,
    /// calls the delegate (UITableView.h:458 says only the programmatic calls do not); in
    /// single selection the row selected before is deselected first (Apple's
    /// `tableView(_:willDeselectRowAt:)` page). The rules: UITableView+Selection.swift.
    public func modelSimulateSelection(at indexPath: IndexPath) {
        modelUserSelects(indexPath)
    }

    /// The user drags the row at `source` to `destination`, if the data source allows it:
    /// ``modelBeginInteractiveMove(at:)`` then ``modelEndInteractiveMove(at:)``. Returns
    /// whether the row could move.
    @discardableResult
    public func modelSimulateInteractiveMove(from source: IndexPath, to destination: IndexPath) -> Bool {
        modelBeginInteractiveMove(at: source) && modelEndInteractiveMove(at: destination)
    }

    /// The user lifts the row at `source` to reorder it, if the data source allows it;
    /// ``hasUncommittedUpdates`` is true until the drop or cancel. Returns whether it began.
    @discardableResult
    public func modelBeginInteractiveMove(at source: IndexPath) -> Bool {
        guard let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return false }
        return engine.beginInteractiveMove(at: source)
    }

    /// The user drops the lifted row at `destination`: the table shows the move, then
    /// tells the data source inside the same update. Returns whether a move was in progress
    /// (a collection view's reload discards it; a table's does not).
    @discardableResult
    public func modelEndInteractiveMove(at destination: IndexPath) -> Bool {
        engine.endInteractiveMove(at: destination) { source in
            dataSource?.tableView(self, moveRowAt: source, to: destination)
        }
    }

    /// The user puts the lifted row back where it was: the data source is not told.
    @discardableResult
    public func modelCancelInteractiveMove() -> Bool {
        engine.cancelInteractiveMove()
    }
}
