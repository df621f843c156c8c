#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// The `UITableView` data source and delegate of a front end that sets its own Tabula data
/// source on the host (a ``/Tabula/StaticTable``; anything attached to a ``/Tabula/ListDataSourceHost``):
/// counts, cells and headers are the host's data source's, heights the front end's
/// ``/Tabula/ListLayout``'s.
///
/// The front end registers each cell type on first use through the host (its reuse
/// identifier is asked before the dequeue), so the forwarder registers nothing itself.
@MainActor
public final class TableViewForwarder: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The host whose data source answers.
    public let host: TableViewHost
    /// The row and header heights.
    public let layout: ListLayout
    /// Called when the user selects a row.
    public var onSelect: (@MainActor (ListIndexPath) -> Void)?
    #if !os(tvOS)
    /// The buttons shown when the user swipes a row from the trailing edge; none (`nil`, or
    /// an empty array) leaves the row without swipe actions.
    public var trailingSwipeActions: (@MainActor (ListIndexPath) -> [UIContextualAction])?
    #endif

    /// Creates a forwarder (make it the table's `dataSource` and `delegate`).
    public init(host: TableViewHost, layout: ListLayout) {
        self.host = host
        self.layout = layout
        super.init()
    }

    /// The data source's number of sections.
    public func numberOfSections(in tableView: UITableView) -> Int {
        host.dataSource?.numberOfSections() ?? 0
    }

    /// The data source's number of rows in `section`.
    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        host.dataSource?.numberOfItems(inSection: section) ?? 0
    }

    /// Dequeues the cell the data source names and lets it fill the cell.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let path = ListIndexPath(indexPath)
        guard let dataSource = host.dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = tableView.dequeueReusableCell(withIdentifier: dataSource.reuseIdentifier(forItemAt: path), for: indexPath)
        dataSource.configure(cell, forItemAt: path)
        return cell
    }

    /// The row's height from the layout.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        layout.rowHeight(at: indexPath)
    }

    /// The exact height (rows are measured, never estimated).
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        layout.rowHeight(at: indexPath)
    }

    /// The header's height from the layout.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        layout.supplementaryHeight(.header, inSection: section, in: tableView)
    }

    /// The footer's height from the layout.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        layout.supplementaryHeight(.footer, inSection: section, in: tableView)
    }

    /// The header view the data source names, filled by it.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        supplementaryView(.header, section, in: tableView)
    }

    /// The footer view the data source names, filled by it.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        supplementaryView(.footer, section, in: tableView)
    }

    /// Reports the selected row.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?(ListIndexPath(indexPath))
    }

    #if !os(tvOS)
    /// The row's ``trailingSwipeActions``, or `nil` when it has none (the forwarder commits
    /// no deletions, so UIKit then offers no default Delete either).
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        guard let actions = trailingSwipeActions?(ListIndexPath(indexPath)), !actions.isEmpty else { return nil }
        return UISwipeActionsConfiguration(actions: actions)
    }
    #endif

    private func supplementaryView(_ placement: ListSupplementaryPlacement, _ section: Int, in tableView: UITableView) -> UIView? {
        guard let identifier = host.dataSource?.reuseIdentifier(for: placement, inSection: section),
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
        else { return nil }
        host.configureSupplementaryView(view, placement, inSection: section)
        return view
    }
}
#endif
