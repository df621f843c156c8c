#if os(iOS) || TABULA_UIKIT_MODEL
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
/// - Without one (the default), widths are learnt per row kind: reuse identifier, the
///   accessory the filling gave (type, and whether an accessory view is there and how big),
///   and row width (the table's width less the safe area); the editing state is
///   ``RowWidthsSeenOnScreen``'s. A cell type is taken to give all its rows the accessory
///   its first probed row got, so a long list fills one probe per cell type and width, not
///   one per row. A row shown with another accessory than its kind's
///   (``noteShown(_:identifier:)``) proves the type's rows differ: from then on each of its
///   items fills the probe once per width (content and identity kept, so a rotation back
///   fills none), and is laid out only when its accessory is new.
@MainActor
final class TableRowContentWidths<Item: Differentiable & Sendable> {
    private struct SharedWidthKey: Hashable {
        let identifier: String
        let key: AnyHashable
        let rowWidth: CGFloat
    }

    /// What a row's filling gives its content view's neighbours: the accessory (type, or
    /// view and its size) and the editing accessory, read from the cell without a layout.
    struct AccessoryKind: Hashable {
        let accessory: Int
        let accessoryView: CGSize?
        let editingAccessory: Int
        let editingAccessoryView: CGSize?

        @MainActor init(of cell: UITableViewCell) {
            accessory = cell.accessoryType.rawValue
            accessoryView = cell.accessoryView?.frame.size
            editingAccessory = cell.editingAccessoryType.rawValue
            editingAccessoryView = cell.editingAccessoryView?.frame.size
        }
    }

    /// A row kind at one row width.
    private struct KindWidthKey: Hashable {
        let identifier: String
        let accessory: AccessoryKind
        let rowWidth: CGFloat
    }

    private var probes: [String: UITableViewCell] = [:]
    private let found = ItemSizeCache<Item>()
    private var shared: [SharedWidthKey: CGFloat] = [:]
    /// The accessory each cell type's first probed row got: taken for all its rows.
    private var accessoryByIdentifier: [String: AccessoryKind] = [:]
    /// Cell types whose rows were seen with different accessories: probed per item.
    private var variedIdentifiers: Set<String> = []
    private var kindWidths: [KindWidthKey: CGFloat] = [:]
    /// Probe fills (each runs the app's filling on the main actor), for tests and measurements.
    private(set) var probeFills = 0

    /// The content view width of `item`'s row in `tableView` at `tableWidth`.
    ///
    /// - Parameters:
    ///   - item: the row's item.
    ///   - identifier: the reuse identifier of the item's cell.
    ///   - key: what besides the cell type decides the width (`nil`: the row's kind).
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
        if let key {
            let sharedKey = SharedWidthKey(identifier: identifier, key: key, rowWidth: rowWidth)
            if let known = shared[sharedKey] { return known }
            guard let cell = probeCell(identifier, probe) else { return rowWidth }
            let width = TableCellProbe.contentWidth(of: cell, rowWidth: rowWidth, configure: configure)
            probeFills += 1
            shared[sharedKey] = width
            return width
        }
        let varied = variedIdentifiers.contains(identifier)
        if !varied, let accessory = accessoryByIdentifier[identifier],
            let known = kindWidths[KindWidthKey(identifier: identifier, accessory: accessory, rowWidth: rowWidth)]
        {
            return known
        }
        if varied, let known = found.size(for: item, width: rowWidth) { return known.width }
        guard let cell = probeCell(identifier, probe) else { return rowWidth }
        // Filled first, without a layout: the accessory names the kind, and a kind already
        // laid out at this width needs no layout.
        TableCellProbe.fill(cell, rowWidth: rowWidth, configure: configure)
        probeFills += 1
        let accessory = AccessoryKind(of: cell)
        if accessoryByIdentifier[identifier] == nil { accessoryByIdentifier[identifier] = accessory }
        let kindKey = KindWidthKey(identifier: identifier, accessory: accessory, rowWidth: rowWidth)
        let width = kindWidths[kindKey] ?? TableCellProbe.layOut(cell)
        kindWidths[kindKey] = width
        if varied { found.store(CGSize(width: width, height: 0), for: item, width: rowWidth) }
        return width
    }

    /// The content width every row of cell type `identifier` gets at `rowWidth` when no key
    /// is used, if a probe learnt it and the type's rows are not known to differ; `nil`
    /// otherwise (the width is learnt by filling a probe, on the main actor).
    func knownWidth(identifier: String, rowWidth: CGFloat) -> CGFloat? {
        guard !variedIdentifiers.contains(identifier), let accessory = accessoryByIdentifier[identifier] else {
            return nil
        }
        return kindWidths[KindWidthKey(identifier: identifier, accessory: accessory, rowWidth: rowWidth)]
    }

    private func probeCell(_ identifier: String, _ probe: () -> UITableViewCell?) -> UITableViewCell? {
        if probes[identifier] == nil { probes[identifier] = probe() }
        return probes[identifier]
    }

    /// A row of cell type `identifier` is shown in `cell` (filled for display): when its
    /// accessory is not the one its cell type was taken to give every row, the type's rows
    /// differ, and are probed per item from now on. Returns whether that was learnt now
    /// (the type's rows must then be measured again).
    func noteShown(_ cell: UITableViewCell, identifier: String) -> Bool {
        guard !variedIdentifiers.contains(identifier), let expected = accessoryByIdentifier[identifier],
            AccessoryKind(of: cell) != expected
        else { return false }
        variedIdentifiers.insert(identifier)
        return true
    }

    /// Forgets the widths kept per key (the app changed what the key means).
    func forgetSharedWidths() {
        shared = [:]
    }
}
#endif
