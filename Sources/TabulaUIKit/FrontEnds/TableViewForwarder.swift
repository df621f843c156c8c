#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Logging
import Tabula
import UIKit

/// The `UITableView` data source and delegate of a front end that sets its own Tabula data
/// source on the host (a ``/Tabula/StaticTable``; anything attached to a ``/Tabula/ListDataSourceHost``):
/// counts, cells and headers are the host's data source's, heights the front end's
/// ``/Tabula/ListLayout``'s.
///
/// The front end registers each cell type on first use through the host (its reuse
/// identifier is asked before the dequeue), so the forwarder registers nothing itself.
///
/// Rows are measured at the width their content view gets (``rowContentWidth(at:tableWidth:)``:
/// less the safe area and the accessory), and a new table width (rotation, Split View)
/// reaches the layout when the table asks its first row height at that width, before it
/// places rows.
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
        contentWidths = ForwardedRowContentWidths(host: host)
        super.init()
        // The fallback for a table that places rows without asking heights again at a new
        // width (no Apple source says when UIKit asks): the observer sees the width after
        // the layout pass and corrects it.
        if let tableView = host.tableView {
            ListWidthObserver.install(in: tableView) { [weak self] in self?.containerWidthDidChange() }
        }
    }

    private let contentWidths: ForwardedRowContentWidths
    private let logger = Logger(label: "Tabula.TableViewForwarder")

    /// The width the content view of the presented row at `path` gets when the table is
    /// `tableWidth` wide: the table's width less the left and right safe area (when the
    /// table `insetsContentViewsToSafeArea`) and less what the row's accessory takes, read
    /// from a probe cell of the row's type filled by the host's data source. Front ends give
    /// it to their layout's size source, so heights are measured where text really wraps.
    public func rowContentWidth(at path: ListIndexPath, tableWidth: CGFloat) -> CGFloat {
        contentWidths.width(at: path, tableWidth: tableWidth)
    }

    // MARK: Width

    /// Brings the layout to the table's width if it is not there yet: the table asks row
    /// heights when it lays rows out (UITableView.h:119-120: "heightForXXX calls will be
    /// deferred until views are ready to be displayed"), so answering for its *current*
    /// width gives it the right heights in the pass that places the rows. Returns whether
    /// the layout changed width.
    @discardableResult
    func followTableWidth(_ tableView: UITableView) -> Bool {
        let width = tableView.bounds.width
        // No width yet (a table made with `frame: .zero`): nothing visible to measure for.
        guard width > 0, width != layout.width, let dataSource = host.dataSource,
            dataSource.itemCounts() == layout.sectionCounts
        else { return false }
        layout.setWidth(width)
        return true
    }

    /// The table's width changed and the table has laid out without asking heights at it:
    /// measures at the new width and has the table take the heights (animated when on
    /// screen, else a view-only reload).
    func containerWidthDidChange() {
        guard let tableView = host.tableView else { return }
        let previousWidth = layout.width
        guard followTableWidth(tableView) else { return }
        if host.isInWindow, previousWidth > 0 {
            tableView.performBatchUpdates(nil, completion: nil)
        } else {
            host.reloadViewAfterUncommittedUpdates(logger: logger)
        }
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

    /// The row's height from the layout, at the table's current width.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        followTableWidth(tableView)
        return layout.rowHeight(at: indexPath)
    }

    /// The exact height (rows are measured, never estimated), at the table's current width.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        followTableWidth(tableView)
        return layout.rowHeight(at: indexPath)
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
