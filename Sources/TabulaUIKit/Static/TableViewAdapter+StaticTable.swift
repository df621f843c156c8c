#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Logging
import Tabula
import UIKit

extension TableViewAdapter where Section == String {
    /// Shows a static screen (settings, login, about) described by `constructor`: its
    /// sections are the table's data, each row's cell type (a `UITableViewCell` subclass
    /// adopting ``/Tabula/StaticCell``, or its ``NibLoadableCell`` nib) is registered under the
    /// type's reuse identifier on first use, and section titles show in a
    /// `StaticTitleHeaderView`.
    ///
    /// ```swift
    /// let screen = SettingsScreen()                    // a StaticTableConstructor
    /// let adapter = TableViewAdapter(tableView: tableView, staticTable: screen)
    /// screen.adapter = adapter                         // weak: to call constructorDidChange()
    /// ```
    ///
    /// - Cells are filled with the UIKit accessory of an ``/Tabula/Accessorized`` model
    ///   (`.disclosureIndicator` and `.checkmark(isChecked:)` as the `accessoryType`,
    ///   `.toggle(isOn:)` as a `UISwitch` whose changes reach
    ///   ``/Tabula/StaticTableConstructor/switchChanged(_:isOn:)``),
    ///   then with every capability model and cell share (the static table's capability resolver),
    ///   then by ``/Tabula/StaticTableConstructor/configure(cell:by:)``.
    /// - Heights come from the cell type's ``/Tabula/StaticCell/height(for:width:measurer:)`` at the
    ///   width the row's content view gets (beside the switch, the indicator or the
    ///   checkmark, inside the safe area), as for every row of the adapter; the row's
    ///   accessory is its ``TableViewAdapter/contentWidthKey``.
    /// - Selection goes to ``/Tabula/StaticTableConstructor/itemSelected(_:)`` (through
    ///   ``UIKitListAdapter/onSelect``), the row's ``/Tabula/StaticTableConstructor/actions(for:)``
    ///   become its trailing swipe actions (through ``UIKitListAdapter/trailingSwipeActions``, iOS).
    /// - After the constructor's state changed, ``constructorDidChange()`` reads its
    ///   sections again and animates the difference.
    ///
    /// - Parameters:
    ///   - tableView: the table the adapter drives.
    ///   - constructor: declares the rows and receives the table's events (kept by the adapter).
    ///   - measurer: what dynamic heights measure text with.
    ///   - titleHeight: the height of a section header or footer that has a title.
    ///   - logger: receives the adapter's and its updater's debug log.
    public convenience init<Constructor: StaticTableConstructor>(
        tableView: UITableView, staticTable constructor: Constructor,
        measurer: any TextMeasuring = UIKitTextMeasurer(), titleHeight: CGFloat = 28,
        logger: Logger = Logger(label: "Tabula.TableViewAdapter")
    ) where Constructor.Model == Item {
        let link = StaticTableLink(constructor: constructor, measurer: measurer, logger: logger)
        var cells = TableCellCatalog<Item>()
        let sections = link.readSections(into: &cells)
        self.init(
            tableView: tableView, cells: cells, supplementaries: .staticTitles(height: titleHeight), logger: logger)
        link.adapter = self
        readStaticTable = { [weak self] in
            self?.growCells { link.readSections(into: &$0) } ?? []
        }
        // The model names each row's accessory, so rows of one cell type share a content
        // width per accessory without a probe filled per row (a toggle's switch, a checked
        // row's checkmark, an indicator, or none).
        contentWidthKey = { [weak link] model in AnyHashable(link?.accessory(of: model)) }
        onSelect = { [weak link] model, _ in link?.constructor.itemSelected(model) }
        trailingSwipeActions = { [weak link] model, _ in link?.trailingSwipeActions(for: model) ?? [] }
        show(sections: sections)
    }

    /// Reads the static table's constructor again (`TableViewAdapter(tableView:staticTable:)`)
    /// and shows its sections, animated as a diff: rows shown or hidden by a condition slide
    /// in or out, reordered rows move, rows whose model changed in place (same identity) are
    /// reconfigured. Call it after the constructor's state changed (a switch turned, a row
    /// action ran). On an adapter made without a constructor it logs an error and changes
    /// nothing.
    public func constructorDidChange() {
        guard let readStaticTable else {
            logger.error("constructorDidChange: this adapter was not made with a static table constructor")
            return
        }
        show(sections: readStaticTable())
    }
}
#endif
