import Foundation

// Editing mode and inset-grouped margins: what they take from a row's content view.
//
// - UITableView.h:445-446: the table's `editing` (default NO) and `setEditing(_:animated:)`.
// - UITableView.h:546: a cell "gets various attributes set automatically based on table
//   (separators) and data source (accessory views, editing controls)".
// - UITableView.h:559: rows can opt out of having `editing` set (`canEditRowAt`; all editable
//   when the data source does not say).
// - UITableView.h:182: a delegate that does not say gives every editable row
//   `UITableViewCellEditingStyleDelete`; UITableViewCell.h:149: the table sets the cell's
//   `editingStyle` from the delegate.
// - UITableViewCell.h:162: a cell's `editing` shows its edit controls (+/- and reorder);
//   UITableViewCell.h:151: `shouldIndentWhileEditing` (default YES) moves the content aside.
// - Apple's documentation of `showsReorderControl`
//   (https://developer.apple.com/documentation/uikit/uitableviewcell/showsreordercontrol): the
//   reorder control appears only when the property is set *and* the data source implements
//   `tableView(_:moveRowAt:to:)`, and not on a row `canMoveRowAt` refuses.
// - UITableView.h:27: `.insetGrouped` sections are "inset with rounded corners".
//
// UIKit publishes none of the widths: how much room the editing control, the reorder control
// and the inset-grouped margin take are *model constants* below, of the size seen on iPhones.
// The adapters must read the content width from a laid-out row, never assume these.

extension UITableViewCell {
    /// Room the delete or insert control takes at the leading edge. *Model constant.*
    static let modelEditingControlRoom: CGFloat = 38
    /// Room the reorder control takes at the trailing edge. *Model constant.*
    static let modelReorderControlRoom: CGFloat = 40
    /// The margin each side of an `.insetGrouped` table's rows. *Model constant* (UIKit
    /// derives it from the table's layout margins and size class; it publishes no value).
    static let modelInsetGroupedMargin: CGFloat = 20

    /// `frame` (the content frame beside the accessory) less what editing controls and an
    /// inset-grouped table's margins take. *Model internals.*
    func modelEditingAndMarginFrame(_ frame: CGRect) -> CGRect {
        var frame = frame
        if modelTableView?.style == .insetGrouped {
            frame.origin.x += Self.modelInsetGroupedMargin
            frame.size.width -= 2 * Self.modelInsetGroupedMargin
        }
        if isEditing, editingStyle != .none, shouldIndentWhileEditing {
            frame.origin.x += Self.modelEditingControlRoom
            frame.size.width -= Self.modelEditingControlRoom
        }
        if isEditing, modelShowsReorderControlNow {
            frame.size.width -= Self.modelReorderControlRoom
        }
        frame.size.width = max(0, frame.width)
        return frame
    }
}

extension UITableView {
    /// Whether the table is in editing mode (UITableView.h:445; default NO; setting it is not
    /// animated).
    public var isEditing: Bool {
        get { modelIsEditing }
        set { setEditing(newValue, animated: false) }
    }
    /// ``allowsMultipleSelectionDuringEditing``'s storage (UITableView+Selection.swift).
    /// *Model internals.*
    var modelAllowsMultipleSelectionDuringEditing: Bool {
        get { engine.allowsMultipleSelectionDuringEditing }
        set { engine.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// Enters or leaves editing mode: every visible row the data source lets edit shows its
    /// controls (UITableView.h:446). Model: never animated; rows keep their heights (whether
    /// UIKit asks the delegate for heights again here is not published).
    public func setEditing(_ editing: Bool, animated: Bool) {
        modelIsEditing = editing
        for cell in visibleCells {
            guard let path = indexPath(for: cell) else { continue }
            modelApplyEditingAttributes(to: cell, at: path)
            cell.layoutIfNeeded()
        }
    }

    /// Gives `cell` the editing attributes of the row at `indexPath`, as UIKit does to the cell
    /// the data source returns (UITableView.h:546). *Model internals.*
    func modelApplyEditingAttributes(to cell: UITableViewCell, at indexPath: IndexPath) {
        let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
        cell.editingStyle =
            editable ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        cell.setEditing(modelIsEditing && editable, animated: false)
        let movable = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
        cell.modelShowsReorderControlNow = cell.isEditing && cell.showsReorderControl && movable
    }
}
