#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula
import UIKit

// A table row's content width (`rowContentWidth(of:at:tableWidth:)`) as a value the list core's
// passes off the main actor can call: the rows a reload, a new width or a new text size left
// unmeasured are then measured there, at the width their content view gets, and the main actor
// measures only the rows on screen.
extension TableViewAdapter {
    /// The content width of each row at `tableWidth`, read from what the probes and the rows
    /// on screen have taught so far: one number per cell type. `nil` for an item of a cell
    /// type whose width no probe has learnt at this width (or whose rows differ): the main
    /// actor learns it. `nil` as a whole when a width depends on main-actor state per item:
    /// an app's `contentWidthKey`, or editing mode (delete and reorder controls).
    func offMainRowContentWidths(tableWidth: CGFloat) -> (@Sendable (Item, ListIndexPath) -> CGFloat?)? {
        guard let tableView = host.tableView, contentWidthKey == nil, !tableView.isEditing else { return nil }
        let rowWidth = TableCellProbe.rowWidth(in: tableView, tableWidth: tableWidth)
        var known: [String: CGFloat] = [:]
        for identifier in catalogs.cells.reuseIdentifiers {
            guard let probed = contentWidths.knownWidth(identifier: identifier, rowWidth: rowWidth),
                let extra = sharedExtraRoom(identifier: identifier, rowWidth: rowWidth, in: tableView)
            else { continue }
            known[identifier] = max(0, probed - extra)
        }
        let widths = known
        let identifierOf = catalogs.cells.reuseIdentifierOf
        return { item, _ in widths[identifierOf(item)] }
    }

    /// The room the table was seen to take beyond a probe from rows of `identifier` at
    /// `rowWidth` outside editing mode, when it is the same whether or not a row may be
    /// deleted or moved (the parts of the key that are read per item on the main actor);
    /// `nil` when those rows were seen to differ.
    private func sharedExtraRoom(identifier: String, rowWidth: CGFloat, in tableView: UITableView) -> CGFloat? {
        if canDeleteItem == nil, canMoveItem == nil {
            // No row may be deleted or moved: one key for every row of the type.
            return rowsOnScreen.extra(
                for: RowWidthsSeenOnScreen.Key(
                    identifier: identifier, contentKey: nil, rowWidth: rowWidth, tableIsEditing: false,
                    deletable: false, movable: false))
        }
        let rooms = [false, true].flatMap { deletable in
            [false, true].map { movable in
                rowsOnScreen.extra(
                    for: RowWidthsSeenOnScreen.Key(
                        identifier: identifier, contentKey: nil, rowWidth: rowWidth, tableIsEditing: false,
                        deletable: deletable, movable: movable))
            }
        }
        return Set(rooms).count == 1 ? rooms[0] : nil
    }
}
#endif
