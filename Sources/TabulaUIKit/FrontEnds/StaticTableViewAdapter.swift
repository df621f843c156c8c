#if canImport(UIKit)
import Foundation
import Logging
import Tabula
import UIKit

/// A ``/Tabula/StaticTable`` on a `UITableView`: a settings, login or about screen
/// described by a constructor, its rows' cell types registered on first use, heights from
/// the cell types, selection reported by model.
///
/// Rows whose model is ``/Tabula/Accessorized`` get UIKit accessories: `.disclosureIndicator` and
/// `.checkmark(isChecked:)` as the cell's `accessoryType`, `.toggle(isOn:)` as a `UISwitch`
/// in its `accessoryView` whose changes reach the constructor's
/// ``/Tabula/StaticTableConstructor/switchChanged(_:isOn:)`` (iOS; tvOS has no switch and shows a
/// checkmark). The constructor's ``/Tabula/StaticTableConstructor/actions(for:)`` become the row's
/// trailing swipe actions (iOS). A cell's own ``/Tabula/AccessorizedConfigurable`` conformance runs
/// after and may replace either.
///
/// ```swift
/// let screen = SettingsScreen()                       // a StaticTableConstructor
/// let adapter = StaticTableViewAdapter(tableView: tableView, constructor: screen)
/// screen.table = adapter.table                        // to call update() later
/// ```
///
/// Static cells are the table cells themselves: `final` `UITableViewCell` subclasses that
/// adopt ``/Tabula/StaticCell`` and the capabilities they show (``/Tabula/TitledConfigurable``...), made in
/// code (`StaticCellHosting.uikit`).
@MainActor
public final class StaticTableViewAdapter<Constructor: StaticTableConstructor> {
    /// The static table.
    public let table: StaticTable<Constructor, TableViewHost>
    /// The table as a list host.
    public let host: TableViewHost
    /// The table's data source and delegate.
    public let forwarder: TableViewForwarder
    let logger: Logger

    /// Shows `constructor`'s rows in `tableView`: becomes its data source and delegate
    /// (UIKit holds them weakly: keep the adapter).
    public init(
        tableView: UITableView, constructor: Constructor, measurer: any TextMeasuring = UIKitTextMeasurer(),
        hosting: StaticCellHosting<TableViewHost> = .uikit,
        logger: Logger = Logger(label: "Tabula.StaticTableViewAdapter")
    ) {
        self.logger = logger
        host = TableViewHost(tableView: tableView)
        table = StaticTable(constructor: constructor, hosting: hosting, measurer: measurer)
        host.frameProvider = table.layout
        forwarder = TableViewForwarder(host: host, layout: table.layout)
        tableView.dataSource = forwarder
        tableView.delegate = forwarder
        table.willConfigureCell = { [weak self] cell, model in self?.showAccessory(of: model, in: cell) }
        // Rows are measured at their content view's width: beside the switch, the
        // indicator or the checkmark, inside the safe area.
        table.rowContentWidth = { [weak forwarder] path, width in
            forwarder?.rowContentWidth(at: path, tableWidth: width) ?? width
        }
        #if !os(tvOS)
        forwarder.trailingSwipeActions = { [weak self] path in self?.trailingSwipeActions(at: path) ?? [] }
        #endif
        table.attach(to: host)
        table.updater?.checksBatchesBeforeHost = true
        forwarder.onSelect = { [weak self] path in
            guard let self else { return }
            do {
                try self.table.selectItem(at: path)
            } catch {
                self.logger.error("selection failed: \(error)")
            }
        }
    }
}

extension StaticCellHosting where Host == TableViewHost {
    /// UIKit: each static cell type is a `UITableViewCell` subclass registered as itself,
    /// and the dequeued table cell is the static cell. Section titles show in a
    /// ``StaticTitleHeaderView``. (A static cell type that is not a `UITableViewCell` gets a
    /// plain cell and a detached static cell: nothing crashes, nothing shows.)
    public static var uikit: StaticCellHosting<TableViewHost> {
        StaticCellHosting(
            cellType: { type in (type as? UITableViewCell.Type) ?? UITableViewCell.self },
            staticCell: { cell, type in (cell as? any StaticCell) ?? type.init() },
            titleViewType: StaticTitleHeaderView.self,
            configureTitleView: { view, title, _ in (view as? StaticTitleHeaderView)?.titleLabel.text = title })
    }
}

/// The header and footer view of a static table's section titles.
@MainActor
open class StaticTitleHeaderView: UITableViewHeaderFooterView {
    /// The title.
    public let titleLabel = UILabel()

    /// Places the title, inset 16 points on the sides.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if titleLabel.superview == nil { contentView.addSubview(titleLabel) }
        titleLabel.frame = contentView.bounds.insetBy(dx: 16, dy: 4)
    }
}
#endif
