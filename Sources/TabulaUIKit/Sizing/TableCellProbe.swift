#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// How a table row's content-view width is read: from a probe cell (dequeued from the
/// table, never shown) laid out at the row's width. UIKit publishes neither the accessory
/// widths nor the margins it takes off, so the width is read back from a laid-out cell,
/// never computed.
@MainActor
enum TableCellProbe {
    /// The width of a row of `tableView` when the table is `tableWidth` wide: less the left
    /// and right safe area when the table keeps content views inside it
    /// (`insetsContentViewsToSafeArea`, UITableView.h:474, default YES). A probe is not in
    /// the table, so it has no safe area of its own: it is laid out at this width instead.
    static func rowWidth(in tableView: UITableView, tableWidth: CGFloat) -> CGFloat {
        guard tableView.insetsContentViewsToSafeArea else { return tableWidth }
        let insets = tableView.safeAreaInsets
        return max(0, tableWidth - insets.left - insets.right)
    }

    /// The content view's width of `cell` laid out `rowWidth` wide after `configure` filled
    /// it (the filling sets the row's accessory).
    static func contentWidth(of cell: UITableViewCell, rowWidth: CGFloat, configure: (UITableViewCell) -> Void)
        -> CGFloat
    {
        fill(cell, rowWidth: rowWidth, configure: configure)
        return layOut(cell)
    }

    /// Sizes `cell` to `rowWidth` and fills it (the filling sets the row's accessory), with
    /// no layout yet.
    static func fill(_ cell: UITableViewCell, rowWidth: CGFloat, configure: (UITableViewCell) -> Void) {
        cell.bounds = CGRect(x: 0, y: 0, width: rowWidth, height: cell.bounds.height)
        configure(cell)
    }

    /// Lays a filled `cell` out and reads its content view's width.
    static func layOut(_ cell: UITableViewCell) -> CGFloat {
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        return cell.contentView.bounds.width
    }
}
#endif
