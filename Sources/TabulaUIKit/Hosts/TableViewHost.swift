#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

/// A `UITableView` as a ``/Tabula/ListHost``: what a ``/Tabula/ListUpdater`` drives.
///
/// Works as `UIKitListHost` describes, with the table's names: `performBatchUpdates`
/// with `insertRows(at:with:)` and friends animated with the adapter animation's table row animations,
/// `reconfigureRows(at:)`. When a reconfigured row's height changed and the table is in a window, an empty batch animates
/// the new heights. Headers and footers come from `dequeueReusableHeaderFooterView`, which
/// returns `nil` for an identifier not registered (the host throws).
@MainActor
package final class TableViewHost: UIKitListHost<UITableViewCell, UITableViewHeaderFooterView> {
    /// The table, held weakly (the screen owns it).
    public var tableView: UITableView? {
        listView as? UITableView
    }

    /// Creates a host for `tableView`, and takes the padding above headers away
    /// (`sectionHeaderTopPadding`, automatic by default, UITableView.h:374): Tabula's
    /// layout places the headers, and a header of height h takes h. An app that sets the
    /// padding again gets it; the kept content offset measures the table, not the layout.
    public init(tableView: UITableView) {
        tableView.sectionHeaderTopPadding = 0
        super.init(listView: tableView, kind: .table)
    }
}
#endif
