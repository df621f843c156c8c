#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula
import UIKit

/// The width a table row's content view gets, found as a device shows it: UIKit lays a
/// cell's content out in its `contentView`, narrower than the table by the left and right
/// safe area (when the table `insetsContentViewsToSafeArea`, UITableView.h, default YES:
/// landscape on a phone with a sensor housing) and by the accessory (UIKit publishes no
/// accessory widths).
///
/// One probe cell per reuse identifier (dequeued from the table, never shown) is filled
/// with an item (so its `accessoryType` or `accessoryView` is the row's), laid out at the
/// table's width less the safe area (the probe is not in the table, so it has none of its
/// own) and its content view's width read back (`TableCellProbe`).
///
/// - With a key (``TableViewAdapter/contentWidthKey``: what the filling does to the content
///   view, the accessory), widths are kept per reuse identifier, key and row width: the
///   first item of a pair fills the probe, every other one is a dictionary look-up, so a
///   long list of one cell type fills a probe per accessory and width.
/// - Without one, widths are kept per item identity, content and row width: every item
///   fills the probe once per width (a rotation back, a reload or a reinsertion of equal
///   content fills none).
@MainActor
final class TableRowContentWidths<Item: Differentiable & Sendable> {
    private struct SharedWidthKey: Hashable {
        let identifier: String
        let key: AnyHashable
        let rowWidth: CGFloat
    }

    private var probes: [String: UITableViewCell] = [:]
    private let found = ItemSizeCache<Item>()
    private var shared: [SharedWidthKey: CGFloat] = [:]

    /// The content view width of `item`'s row in `tableView` at `tableWidth`.
    ///
    /// - Parameters:
    ///   - item: the row's item.
    ///   - identifier: the reuse identifier of the item's cell.
    ///   - key: what besides the cell type decides the width (`nil`: the item itself).
    ///   - tableView: the table the row is in.
    ///   - tableWidth: the table's width.
    ///   - probe: a cell of the item's type for `identifier` (dequeued once per identifier).
    ///   - configure: fills the probe with the item, as a shown row's cell is filled.
    /// - Returns: the row's content view width.
    func width(
        of item: Item, identifier: String, key: AnyHashable?, in tableView: UITableView, tableWidth: CGFloat,
        probe: () -> UITableViewCell?, configure: (UITableViewCell) -> Void
    ) -> CGFloat {
        let rowWidth = TableCellProbe.rowWidth(in: tableView, tableWidth: tableWidth)
        let sharedKey = key.map { SharedWidthKey(identifier: identifier, key: $0, rowWidth: rowWidth) }
        if let sharedKey, let known = shared[sharedKey] { return known }
        if sharedKey == nil, let known = found.size(for: item, width: rowWidth) { return known.width }
        if probes[identifier] == nil { probes[identifier] = probe() }
        guard let cell = probes[identifier] else { return rowWidth }
        let width = TableCellProbe.contentWidth(of: cell, rowWidth: rowWidth, configure: configure)
        if let sharedKey {
            shared[sharedKey] = width
        } else {
            found.store(CGSize(width: width, height: 0), for: item, width: rowWidth)
        }
        return width
    }

    /// Forgets the widths kept per key (the app changed what the key means).
    func forgetSharedWidths() {
        shared = [:]
    }
}
#endif
