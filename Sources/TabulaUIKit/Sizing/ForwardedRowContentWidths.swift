#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// The content-view widths of the rows of a front end that fills its cells through its
/// host's data source (``StaticTableViewAdapter``, ``WidgetTableViewAdapter``): one probe
/// cell per reuse identifier, filled with the row through the data source (so its
/// accessory, a static row's switch included, is the row's) and laid out at the row's
/// width (see `TableCellProbe`).
///
/// Nothing is cached here: the front end's `ListLayout` keeps each row's height per width
/// and carries it across batches, so it asks for a row's content width only when it
/// measures that row (a new or reloaded row, or a width not seen before).
@MainActor
final class ForwardedRowContentWidths {
    private weak var host: TableViewHost?
    private var probes: [String: UITableViewCell] = [:]

    init(host: TableViewHost) {
        self.host = host
    }

    /// The content view width of the presented row at `path` when the table is
    /// `tableWidth` wide; `tableWidth` when there is nothing to read it from (no table, no
    /// data source, no width yet).
    func width(at path: ListIndexPath, tableWidth: CGFloat) -> CGFloat {
        guard tableWidth > 0, let host, let tableView = host.tableView, let dataSource = host.dataSource else {
            return tableWidth
        }
        let rowWidth = TableCellProbe.rowWidth(in: tableView, tableWidth: tableWidth)
        // Asking the identifier registers the row's cell type on first use.
        let identifier = dataSource.reuseIdentifier(forItemAt: path)
        if probes[identifier] == nil { probes[identifier] = tableView.dequeueReusableCell(withIdentifier: identifier) }
        guard let probe = probes[identifier] else { return rowWidth }
        return TableCellProbe.contentWidth(of: probe, rowWidth: rowWidth) { cell in
            dataSource.configure(cell, forItemAt: path)
        }
    }
}
#endif
