#if canImport(UIKit)
import Foundation
import Tabula
import UIKit

/// A `UITableView` as a ``ListHost``: what a ``ListUpdater`` drives.
///
/// - A batch runs inside `performBatchUpdates(_:completion:)`: the update closure installs
///   the stage's data first, then the frame provider (the row heights) is brought up to
///   date with the batch, then the section and row changes are declared. The completion is
///   UIKit's.
/// - A reload installs the data, updates the frames and calls `reloadData()`.
/// - Reconfiguring uses `reconfigureRows(at:)` on iOS 15 and later; before, it configures
///   the visible cells (`cellForRow(at:)`) again through the data source. When a
///   reconfigured row's height changed, an empty batch animates the new heights.
/// - After every batch, visible headers and footers whose model changed are configured
///   again in place (UIKit would keep them stale).
///
/// UIKit raises an exception for a batch that breaks its rules, so the host cannot check
/// a batch itself: the adapter turns on ``ListUpdater/checksBatchesBeforeHost``.
@MainActor
public final class TableViewHost: ListHost {
    /// The cell type.
    public typealias Cell = UITableViewCell
    /// The header and footer view type.
    public typealias SupplementaryView = UITableViewHeaderFooterView

    /// The table, held weakly (the screen owns it).
    public private(set) weak var tableView: UITableView?
    /// Where counts, cells and headers come from (the updater), held weakly.
    public weak var dataSource: (any ListHostDataSource)?
    /// The row heights, updated inside every batch and reload; `nil` for none.
    public var frameProvider: (any ListFrameProvider)?
    /// The animation of inserted, deleted and reloaded rows and sections.
    public var rowAnimation: UITableView.RowAnimation = .automatic
    /// Headers and footers refreshed in place after batches, so far.
    public private(set) var supplementaryViewsRefreshed = 0

    private var refresher = SupplementaryRefresher()

    /// Creates a host for `tableView`.
    public init(tableView: UITableView) {
        self.tableView = tableView
    }

    /// `.table`.
    public var kind: ListHostKind {
        .table
    }

    /// The table's cached number of sections.
    public var numberOfSections: Int {
        tableView?.numberOfSections ?? 0
    }

    /// The table's cached number of rows in `section` (0 for a section it lacks).
    public func numberOfItems(inSection section: Int) -> Int {
        guard let tableView, section >= 0, section < tableView.numberOfSections else { return 0 }
        return tableView.numberOfRows(inSection: section)
    }

    /// Runs `updateData`, updates the frames and declares `batch`, all inside
    /// `performBatchUpdates`.
    public func performBatch(
        _ batch: ListBatch, updateData: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) throws {
        guard let tableView else {
            // The view is gone: keep the data in step and let the updater move on.
            updateData()
            completion?(false)
            return
        }
        let animation = rowAnimation
        withoutActuallyEscaping(updateData) { updateData in
            // UIKit runs the update block synchronously (it is NS_NOESCAPE in Objective-C).
            tableView.performBatchUpdates({
                updateData()
                self.updateFrames(applying: batch)
                Self.declare(batch, in: tableView, animation: animation)
            }, completion: { finished in
                completion?(finished)
            })
        }
        refreshSupplementaryViews()
    }

    /// Runs `updateData`, measures everything again and reloads the table.
    public func reloadData(updateData: () -> Void) throws {
        updateData()
        updateFrames(applying: nil)
        tableView?.reloadData()
    }

    /// Configures the visible cells of `paths` again in place, and animates height changes.
    public func reconfigureItems(at paths: [ListIndexPath]) throws {
        guard let tableView, !paths.isEmpty else { return }
        let sections = tableView.numberOfSections
        for path in paths {
            guard path.section >= 0, path.section < sections else {
                throw ListHostError.reconfigureOutOfRange(path, sectionCount: sections, itemCount: nil, kind: kind)
            }
            let rows = tableView.numberOfRows(inSection: path.section)
            guard path.item >= 0, path.item < rows else {
                throw ListHostError.reconfigureOutOfRange(path, sectionCount: sections, itemCount: rows, kind: kind)
            }
        }
        let heightsBefore = paths.map { frameProvider?.frame(at: $0).height }
        // New content may need a new height: re-measure exactly these rows.
        updateFrames(applying: ListBatch(itemReloads: paths))
        if #available(iOS 15.0, tvOS 15.0, *) {
            tableView.reconfigureRows(at: paths.map(IndexPath.init))
        } else {
            reconfigureVisibleCells(at: paths)
        }
        let heightsAfter = paths.map { frameProvider?.frame(at: $0).height }
        if heightsAfter != heightsBefore, tableView.window != nil {
            // An empty batch makes the table ask for heights again and animate the change.
            tableView.performBatchUpdates(nil, completion: nil)
        }
    }

    /// The fallback before iOS 15: configures the visible cell of each path again through
    /// the data source (the same cell object, as `reconfigureRows(at:)` would).
    public func reconfigureVisibleCells(at paths: [ListIndexPath]) {
        guard let tableView, let dataSource else { return }
        for path in paths {
            guard let cell = tableView.cellForRow(at: IndexPath(path)) else { continue }
            dataSource.configure(cell, forItemAt: path)
        }
    }

    /// `register(_:forCellReuseIdentifier:)`.
    public func registerCell(_ cellType: UITableViewCell.Type, forReuseIdentifier identifier: String) {
        tableView?.register(cellType, forCellReuseIdentifier: identifier)
    }

    /// `dequeueReusableCell(withIdentifier:for:)`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for path: ListIndexPath) throws
        -> UITableViewCell
    {
        guard let tableView else { throw ListHostError.noDataSource(operation: "dequeueReusableCell") }
        return tableView.dequeueReusableCell(withIdentifier: identifier, for: IndexPath(path))
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` (tables share one registry for
    /// headers and footers).
    public func registerSupplementaryView(
        _ viewType: UITableViewHeaderFooterView.Type, for placement: ListSupplementaryPlacement,
        forReuseIdentifier identifier: String
    ) {
        tableView?.register(viewType, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`; throws for an unregistered
    /// identifier (UIKit returns `nil`).
    public func dequeueReusableSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) throws -> UITableViewHeaderFooterView {
        guard let view = tableView?.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
            throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
        }
        return view
    }

    /// The table's bounds size.
    public var viewportSize: CGSize {
        tableView?.bounds.size ?? .zero
    }

    /// The table's content offset.
    public var contentOffset: CGPoint {
        tableView?.contentOffset ?? .zero
    }

    /// `indexPathsForVisibleRows`, sorted.
    public var indexPathsForVisibleItems: [ListIndexPath] {
        (tableView?.indexPathsForVisibleRows ?? []).map(ListIndexPath.init).sorted()
    }

    /// Whether the table is in a window.
    public var isInWindow: Bool {
        tableView?.window != nil
    }

    /// Configures a header or footer view the adapter just dequeued, and remembers which
    /// model it shows so a later change refreshes it.
    public func configureSupplementaryView(
        _ view: UITableViewHeaderFooterView, _ placement: ListSupplementaryPlacement, inSection section: Int
    ) {
        refresher.configure(view, placement, section: section, dataSource: dataSource)
    }

    private func refreshSupplementaryViews() {
        guard let tableView else { return }
        supplementaryViewsRefreshed += refresher.refresh(
            sectionCount: tableView.numberOfSections, dataSource: dataSource
        ) { placement, section in
            switch placement {
            case .header: tableView.headerView(forSection: section)
            case .footer: tableView.footerView(forSection: section)
            }
        }
    }

    private func updateFrames(applying batch: ListBatch?) {
        guard let frameProvider, let tableView else { return }
        let counts = dataSource?.itemCounts() ?? []
        frameProvider.update(sectionCounts: counts, applying: batch, width: tableView.bounds.width)
    }

    /// Declares `batch`'s changes, in UIKit's index spaces (UIKit orders them itself).
    private static func declare(_ batch: ListBatch, in tableView: UITableView, animation: UITableView.RowAnimation) {
        if !batch.sectionDeletes.isEmpty { tableView.deleteSections(IndexSet(batch.sectionDeletes), with: animation) }
        if !batch.sectionInserts.isEmpty { tableView.insertSections(IndexSet(batch.sectionInserts), with: animation) }
        for move in batch.sectionMoves { tableView.moveSection(move.source, toSection: move.target) }
        if !batch.sectionReloads.isEmpty { tableView.reloadSections(IndexSet(batch.sectionReloads), with: animation) }
        if !batch.itemDeletes.isEmpty { tableView.deleteRows(at: batch.itemDeletes.map(IndexPath.init), with: animation) }
        if !batch.itemInserts.isEmpty { tableView.insertRows(at: batch.itemInserts.map(IndexPath.init), with: animation) }
        for move in batch.itemMoves { tableView.moveRow(at: IndexPath(move.source), to: IndexPath(move.target)) }
        if !batch.itemReloads.isEmpty { tableView.reloadRows(at: batch.itemReloads.map(IndexPath.init), with: animation) }
    }
}
#endif
