import Foundation

// Sources: UITableView.h:448-460 (see ListViewEngine+Selection.swift for what the model
// does with the selection through batches and reloads, and where each rule is written).

extension UITableView {
    /// Whether rows can be selected; `true` by default (UITableView.h:448).
    public var allowsSelection: Bool {
        get { engine.allowsSelection }
        set { engine.allowsSelection = newValue }
    }

    /// Whether several rows can be selected at once; `false` by default (UITableView.h:450).
    public var allowsMultipleSelection: Bool {
        get { engine.allowsMultipleSelection }
        set { engine.allowsMultipleSelection = newValue }
    }

    /// Whether several rows can be selected at once in editing mode; `false` by default
    /// (UITableView.h:451: "Controls whether multiple rows can be selected simultaneously in
    /// editing mode"). Model: in editing mode this, not ``allowsMultipleSelection``, decides
    /// whether a selection adds to the others.
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { modelAllowsMultipleSelectionDuringEditing }
        set { modelAllowsMultipleSelectionDuringEditing = newValue }
    }

    /// Whether a new selection adds to the others now (UITableView.h:450-451). *Model internals.*
    var modelSelectsMultipleRows: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// The selected row, `nil` when none (UITableView.h:455). Model: the first selected.
    public var indexPathForSelectedRow: IndexPath? {
        engine.selectedPaths.first
    }

    /// The selected rows, `nil` when none (UITableView.h:456).
    public var indexPathsForSelectedRows: [IndexPath]? {
        engine.selectedPathsOrNil
    }

    /// Selects the row at `indexPath` without telling the delegate (UITableView.h:458-459).
    /// Model: `nil` is ignored (the adapters never pass it), and the table does not scroll.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {
        engine.loadIfNeeded()
        guard let indexPath else { return }
        engine.select(indexPath, multiple: modelSelectsMultipleRows)
    }

    /// Deselects the row at `indexPath` without telling the delegate (UITableView.h:458, 460).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        engine.deselect(indexPath)
    }

    /// A user's tap selects the row: in single selection the row selected before is
    /// deselected first and the delegate told (see ListViewEngine+Selection.swift).
    /// *Model internals.*
    func modelUserSelects(_ indexPath: IndexPath) {
        guard allowsSelection else { return }
        if !modelSelectsMultipleRows {
            for previous in engine.selectedPaths where previous != indexPath {
                engine.deselect(previous)
                modelDelegate("tableView:didDeselectRowAtIndexPath:")?.tableView(self, didDeselectRowAt: previous)
            }
        }
        engine.select(indexPath, multiple: modelSelectsMultipleRows)
        modelDelegate("tableView:didSelectRowAtIndexPath:")?.tableView(self, didSelectRowAt: indexPath)
    }
}
