import Foundation

// Where a table cell's content view goes: what the safe area and the accessory take.
//
// UIKit publishes that the content view is inset by the safe area when the table
// `insetsContentViewsToSafeArea` (UITableView.h:474, default YES; Apple's documentation of
// the property: the table "adjusts the frames of the content views in its cells … to keep
// them within the safe area"), and that the accessory (`accessoryView` if set, else
// `accessoryType`, UITableViewCell.h:153-154) shows at the trailing edge, beside the content.
// It does not publish how wide the accessories are: the widths below are model constants,
// of the size seen on iPhones, so the adapter must read the content view's width from a
// laid-out cell, never assume them.

extension UITableViewCell {
    /// Room a standard accessory takes at the trailing edge, content spacing included.
    /// *Model constants* (UIKit does not publish them).
    static func modelRoom(for type: AccessoryType) -> CGFloat {
        switch type {
        case .none: 0
        case .disclosureIndicator: 34
        case .checkmark: 39
        case .detailButton: 46
        case .detailDisclosureButton: 68
        @unknown default: 0
        }
    }

    /// Space between an `accessoryView` and the cell's trailing edge, plus between it and
    /// the content. *Model constant.*
    static let modelAccessoryViewSpacing: CGFloat = 16 + 8

    /// The content view's frame in the cell's bounds. *Model internals.*
    func modelContentFrame() -> CGRect {
        var frame = bounds
        if let table = modelTableView, table.insetsContentViewsToSafeArea {
            let insets = safeAreaInsets
            frame.origin.x += insets.left
            frame.size.width -= insets.left + insets.right
        }
        // While editing, the editing accessory takes the accessory's place
        // (UITableViewCell.h:155-156).
        let shownView = isEditing ? editingAccessoryView : accessoryView
        let shownType = isEditing ? editingAccessoryType : accessoryType
        let accessoryRoom =
            shownView.map { $0.frame.width + UITableViewCell.modelAccessoryViewSpacing }
            ?? UITableViewCell.modelRoom(for: shownType)
        frame.size.width = max(0, frame.width - accessoryRoom)
        return modelEditingAndMarginFrame(frame)
    }
}
