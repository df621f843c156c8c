#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// The width a table row's content view gets, found as a device shows it: UIKit lays a
/// cell's content out in its `contentView`, narrower than the table by the left and right
/// safe area (when the table `insetsContentViewsToSafeArea`, UITableView.h, default YES:
/// landscape on a phone with a sensor housing) and by the accessory (UIKit publishes no
/// accessory widths).
///
/// One probe cell per reuse identifier (dequeued from the table, never shown) is filled
/// with the item (so its `accessoryType` or `accessoryView` is the row's), laid out at the
/// table's width less the safe area (the probe is not in the table, so it has none of its
/// own) and its content view's width read back. Widths found are kept per item identity,
/// content and row width: a rotation back, a reload or a reinsertion of equal content
/// configures no probe.
@MainActor
final class TableRowContentWidths<Item: Differentiable & Sendable> {
    private var probes: [String: UITableViewCell] = [:]
    private let found = ItemSizeCache<Item>()

    /// The content view width of `item`'s row in `tableView` at `tableWidth`.
    ///
    /// - Parameters:
    ///   - probe: a cell of the item's type for `identifier` (dequeued once per identifier).
    ///   - configure: fills the probe with the item, as a shown row's cell is filled.
    func width(
        of item: Item, identifier: String, in tableView: UITableView, tableWidth: CGFloat,
        probe: () -> UITableViewCell?, configure: (UITableViewCell) -> Void
    ) -> CGFloat {
        let rowWidth = TableCellProbe.rowWidth(in: tableView, tableWidth: tableWidth)
        if let known = found.size(for: item, width: rowWidth) { return known.width }
        if probes[identifier] == nil { probes[identifier] = probe() }
        guard let cell = probes[identifier] else { return rowWidth }
        let width = TableCellProbe.contentWidth(of: cell, rowWidth: rowWidth, configure: configure)
        found.store(CGSize(width: width, height: 0), for: item, width: rowWidth)
        return width
    }
}
#endif
