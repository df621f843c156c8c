#if canImport(UIKit)
import Foundation
import Tabula
import UIKit

/// A ``/Tabula/WidgetListController`` on a `UITableView`: widgets of any kind in one declarative
/// array, each kind's cell registered on first use, row heights from the list's one
/// ``/Tabula/ListLayout``.
///
/// ```swift
/// let list = WidgetListController(cells: .tableCells(), measurer: UIKitTextMeasurer())
/// let adapter = WidgetTableViewAdapter(tableView: tableView, list: list)
/// Builder.widgets(objects: countries).bind(to: list)
/// ```
///
/// The table's own separators are turned off: widgets draw theirs (``/Tabula/Separator``,
/// ``/Tabula/Spacing``'s `separator`). Every batch is checked against UIKit's rules before the
/// table sees it.
@MainActor
public final class WidgetTableViewAdapter {
    /// The widget list.
    public let list: WidgetListController<TableViewHost>
    /// The table as a list host.
    public let host: TableViewHost
    /// The table's data source and delegate.
    public let forwarder: TableViewForwarder
    /// Called when the user selects a widget.
    public var onSelect: (@MainActor (ListWidget, ListIndexPath) -> Void)?

    /// Shows `list` in `tableView`: replaces the table's data source and delegate (UIKit
    /// holds them weakly: keep the adapter).
    public init(tableView: UITableView, list: WidgetListController<TableViewHost>) {
        self.list = list
        host = TableViewHost(tableView: tableView)
        forwarder = TableViewForwarder(host: host, layout: list.layout)
        host.frameProvider = list.layout
        tableView.separatorStyle = .none
        // Widgets are measured at their cell's content view's width (inside the safe area).
        list.rowContentWidth = { [weak forwarder] path, width in
            forwarder?.rowContentWidth(at: path, tableWidth: width) ?? width
        }
        tableView.dataSource = forwarder
        tableView.delegate = forwarder
        list.attach(to: host)
        list.updater?.checksBatchesBeforeHost = true
        forwarder.onSelect = { [weak self] path in
            guard let self, let widget = self.list.widget(at: path) else { return }
            self.onSelect?(widget, path)
        }
    }
}
#endif
