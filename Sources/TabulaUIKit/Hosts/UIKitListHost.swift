#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula
import UIKit

/// A UIKit list view as a ``/Tabula/ListHost``: the body `TableViewHost` and
/// `CollectionViewHost` share (they differ only in UIKit's names, which the list view
/// answers for).
///
/// - A batch runs inside `performBatchUpdates(_:completion:)`: the update closure installs
///   the stage's data first, then the frame provider is brought up to date with the batch,
///   then the section and item changes are declared. The completion is UIKit's.
/// - A reload installs the data, updates the frames and calls `reloadData()`.
/// - Reconfiguring uses UIKit's `reconfigure…(at:)`, which also reaches cells UIKit
///   prefetched. When a reconfigured item's size changed, the view is told to show the new
///   sizes.
/// - After every batch, visible headers and footers whose model changed are configured
///   again in place (UIKit would keep them stale).
///
/// UIKit raises an exception for a batch that breaks its rules, so the host cannot check
/// a batch itself: the adapters turn on ``/Tabula/ListUpdater/checksBatchesBeforeHost``.
@MainActor
package class UIKitListHost<Cell: UIView & ListReusableView, SupplementaryView: UIView & ListReusableView>:
    ListHost
{
    /// `.table` or `.collection`.
    public let kind: ListHostKind
    /// Where counts, cells and headers come from (the updater), held weakly.
    public weak var dataSource: (any ListHostDataSource)?
    /// The item frames, updated inside every batch and reload; `nil` for none.
    public var frameProvider: (any ListFrameProvider)?
    /// Headers and footers refreshed in place after batches, so far.
    public private(set) var supplementaryViewsRefreshed = 0

    /// The list view, held weakly (the screen owns it).
    private(set) weak var listView: (any UIKitListView<Cell, SupplementaryView>)?
    /// Whether batches animate, and whether the content offset follows the items on screen.
    public var animation = ListUpdateAnimation()
    /// Batches are applied without animation while this is above zero (updates an app
    /// asked to show without animation are on their way).
    var unanimatedUpdates = 0
    /// Called after every batch and reload, once the view shows the new data.
    var onUpdated: (@MainActor () -> Void)?
    /// Called after a reload of the view alone (same data: new sizes), which drops the
    /// view's selection as any `reloadData` does.
    var onViewReloaded: (@MainActor () -> Void)?
    private var refresher = SupplementaryRefresher()
    /// Batches handed to the list view so far: a drop animates its items only into rows a
    /// batch of its own inserted (UIKitListAdapter+DragAndDrop.swift).
    private(set) var batchesPerformed = 0
    /// The wait of a view-only reload for the user's reorder to end (UIKitListHost+ViewReload.swift).
    let viewReloadWait = UncommittedUpdatesWait()

    init(listView: some UIKitListView<Cell, SupplementaryView>, kind: ListHostKind) {
        self.listView = listView
        self.kind = kind
    }

    /// The list view's cached number of sections.
    public var numberOfSections: Int {
        listView?.numberOfSections ?? 0
    }

    /// The list view's cached number of items in `section` (0 for a section it lacks).
    public func numberOfItems(inSection section: Int) -> Int {
        guard let listView, section >= 0, section < listView.numberOfSections else { return 0 }
        return listView.itemCount(inSection: section)
    }

    /// Runs `updateData`, updates the frames and declares `batch`, all inside
    /// `performBatchUpdates`.
    public func performBatch(
        _ batch: ListBatch, updateData: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) throws {
        guard let listView else {
            // The view is gone: keep the data in step and let the updater move on.
            updateData()
            completion?(false)
            return
        }
        batchesPerformed += 1
        let anchor = animation.keepsContentOffset ? ContentOffsetAnchor(listView: listView) : nil
        // A batch whose anchor will move the offset runs without animation: the offset moves
        // right after `performBatchUpdates` returns, when an animated batch would already be
        // moving the cells on screen from their old frames, so they would jump by the offset
        // change and slide back. Unanimated, the rows on screen stay still.
        let animated = animatesBatch(in: listView) && anchor?.isMoved(by: batch) != true
        let animations = animated ? TableRowAnimations(animation) : .none
        withoutActuallyEscaping(updateData) { updateData in
            let apply = {
                // UIKit runs the update block synchronously (it is NS_NOESCAPE in Objective-C).
                listView.performListBatch(
                    {
                        updateData()
                        self.updateFrames(applying: batch)
                        listView.declare(batch, animations: animations)
                    },
                    completion: { finished in
                        completion?(finished)
                    })
                // The view has its new content size now: put the anchor back in place.
                if let anchor, let offset = anchor.offset(after: batch, in: listView), offset != listView.contentOffset
                {
                    listView.contentOffset = offset
                }
                // Content that shrank below the offset would leave the screen blank: no
                // header has UIKit move the offset back, so the host does.
                ScrollableRange.bringBackIfPast(listView)
            }
            if animated { apply() } else { UIView.performWithoutAnimation(apply) }
        }
        refreshSupplementaryViews()
        onUpdated?()
    }

    /// Whether the user is in the middle of reordering or dropping (the list view's
    /// `hasUncommittedUpdates`; UITableView.h:434, UICollectionView.h:418). The updater
    /// holds its reloads, data and all, until it is `false`.
    public var hasUncommittedUpdates: Bool {
        listView?.hasUncommittedUpdates ?? false
    }

    /// Runs `updateData`, measures everything again and reloads the list view. It does not
    /// wait for ``hasUncommittedUpdates`` itself: `updateData` must run now (it is not
    /// escaping), and the data source must not report data the view does not show while
    /// the user drags its rows, so the caller waits (``/Tabula/ListUpdater`` does, and
    /// `reloadViewAfterUncommittedUpdates(logger:)` serves reloads that change no data).
    public func reloadData(updateData: () -> Void) throws {
        updateData()
        updateFrames(applying: nil)
        if let listView, animatesReload(in: listView) {
            UIView.transition(
                with: listView, duration: 0.25, options: [.transitionCrossDissolve, .allowUserInteraction],
                animations: { listView.reloadDataNow() }, completion: nil)
        } else {
            listView?.reloadDataNow()
        }
        // A reload that shrank the content below the offset (a filter narrowing the results
        // while scrolled down) would leave the screen blank: brought back, as after a batch.
        // A collection view reloads in its next layout pass, so its content size (and this
        // range) may still be the old one here; clamping to the old range moves nothing.
        if let listView { ScrollableRange.bringBackIfPast(listView) }
        onUpdated?()
    }

    /// Configures the cells of `paths` again in place (UIKit's reconfigure); shows changed
    /// sizes.
    public func reconfigureItems(at paths: [ListIndexPath]) throws {
        guard let listView, !paths.isEmpty else { return }
        let sections = listView.numberOfSections
        for path in paths {
            guard path.section >= 0, path.section < sections else {
                throw ListHostError.reconfigureOutOfRange(path, sectionCount: sections, itemCount: nil, kind: kind)
            }
            let items = listView.itemCount(inSection: path.section)
            guard path.item >= 0, path.item < items else {
                throw ListHostError.reconfigureOutOfRange(path, sectionCount: sections, itemCount: items, kind: kind)
            }
        }
        let sizesBefore = paths.map { frameProvider?.frame(at: $0).size }
        // New content may need a new size: re-measure exactly these items.
        updateFrames(applying: ListBatch(elementUpdated: paths))
        listView.reconfigureListItems(at: paths.map(IndexPath.init))
        if paths.map({ frameProvider?.frame(at: $0).size }) != sizesBefore {
            listView.itemSizesDidChange()
        }
    }

    /// Registers `cellType` for `identifier` with the list view (its nib, for a
    /// ``NibLoadableCell``).
    public func registerCell(_ cellType: Cell.Type, forReuseIdentifier identifier: String) {
        let nib = (cellType as? any NibLoadableCell.Type)?.nib
        listView?.registerCell(ReusableViewSource.of(cellType, nib: nib), forReuseIdentifier: identifier)
    }

    /// Dequeues a cell for `identifier` at `path` from the list view.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for path: ListIndexPath) throws -> Cell {
        guard let listView else { throw ListHostError.noDataSource(operation: "dequeueReusableCell") }
        return listView.dequeueCell(withReuseIdentifier: identifier, for: IndexPath(path))
    }

    /// Registers `viewType` for headers or footers of `identifier` with the list view
    /// (tables share one registry for both).
    public func registerSupplementaryView(
        _ viewType: SupplementaryView.Type, for placement: ListSupplementaryPlacement,
        forReuseIdentifier identifier: String
    ) {
        listView?.registerSupplementaryView(.type(viewType), for: placement, forReuseIdentifier: identifier)
    }

    /// Dequeues a header or footer view for `identifier`; throws for an identifier a table
    /// has not registered (UIKit returns `nil`).
    public func dequeueReusableSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) throws -> SupplementaryView {
        guard let listView else { throw ListHostError.noDataSource(operation: "dequeueReusableSupplementaryView") }
        guard
            let view = listView.dequeueSupplementaryView(placement, withReuseIdentifier: identifier, inSection: section)
        else { throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind) }
        return view
    }

    /// The list view's bounds size.
    public var viewportSize: CGSize {
        listView?.bounds.size ?? .zero
    }

    /// The list view's content offset.
    public var contentOffset: CGPoint {
        listView?.contentOffset ?? .zero
    }

    /// The visible items' index paths, sorted.
    public var indexPathsForVisibleItems: [ListIndexPath] {
        (listView?.visibleItemIndexPaths ?? []).map(ListIndexPath.init).sorted()
    }

    /// Whether the list view is in a window.
    public var isInWindow: Bool {
        listView?.window != nil
    }

    /// Configures a header or footer view the adapter just dequeued, and remembers which
    /// model it shows so a later change refreshes it.
    public func configureSupplementaryView(
        _ view: SupplementaryView, _ placement: ListSupplementaryPlacement, inSection section: Int
    ) {
        refresher.configure(view, placement, section: section, dataSource: dataSource)
    }

    private func refreshSupplementaryViews() {
        guard let listView else { return }
        supplementaryViewsRefreshed += refresher.refresh(
            sectionCount: listView.numberOfSections, dataSource: dataSource
        ) { placement, section in
            listView.visibleSupplementaryView(placement, inSection: section)
        }
    }

    private func updateFrames(applying batch: ListBatch?) {
        guard let frameProvider, let listView else { return }
        let counts = dataSource?.itemCounts() ?? []
        frameProvider.update(sectionCounts: counts, applying: batch, width: listView.bounds.width)
        // Items on screen without a size in the current context are measured now, before the
        // view asks their sizes: after a reload whose rows off screen are measured off the
        // main actor, or a batch that brings rows a text size change has not reached yet
        // onto the screen. Free when every item is measured.
        frameProvider.prepareFrames(in: listView.visibleContentRect)
    }
}
#endif
