#if canImport(UIKit)
import Foundation
import Tabula
import UIKit

/// A `UICollectionView` as a ``ListHost``: what a ``ListUpdater`` drives.
///
/// Works like ``TableViewHost``: each batch runs inside `performBatchUpdates(_:completion:)`
/// with the stage's data installed first, then the frame provider (the
/// ``ListCollectionViewLayout``'s ``ListLayout``) updated with the batch, then the changes
/// declared; `reconfigureItems(at:)` on iOS 15 and later, the visible cells configured again
/// before; headers and footers whose model changed refreshed after each batch.
@MainActor
public final class CollectionViewHost: ListHost {
    /// The cell type.
    public typealias Cell = UICollectionViewCell
    /// The header and footer view type.
    public typealias SupplementaryView = UICollectionReusableView

    /// The collection view, held weakly (the screen owns it).
    public private(set) weak var collectionView: UICollectionView?
    /// Where counts, cells and headers come from (the updater), held weakly.
    public weak var dataSource: (any ListHostDataSource)?
    /// The item frames, updated inside every batch and reload; `nil` for none.
    public var frameProvider: (any ListFrameProvider)?
    /// Headers and footers refreshed in place after batches, so far.
    public private(set) var supplementaryViewsRefreshed = 0

    private var refresher = SupplementaryRefresher()

    /// Creates a host for `collectionView`.
    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// `.collection`.
    public var kind: ListHostKind {
        .collection
    }

    /// The collection view's cached number of sections.
    public var numberOfSections: Int {
        collectionView?.numberOfSections ?? 0
    }

    /// The collection view's cached number of items in `section` (0 for a section it lacks).
    public func numberOfItems(inSection section: Int) -> Int {
        guard let collectionView, section >= 0, section < collectionView.numberOfSections else { return 0 }
        return collectionView.numberOfItems(inSection: section)
    }

    /// Runs `updateData`, updates the frames and declares `batch`, all inside
    /// `performBatchUpdates`.
    public func performBatch(
        _ batch: ListBatch, updateData: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) throws {
        guard let collectionView else {
            updateData()
            completion?(false)
            return
        }
        withoutActuallyEscaping(updateData) { updateData in
            // UIKit runs the update block synchronously (it is NS_NOESCAPE in Objective-C).
            collectionView.performBatchUpdates({
                updateData()
                self.updateFrames(applying: batch)
                Self.declare(batch, in: collectionView)
            }, completion: { finished in
                completion?(finished)
            })
        }
        refreshSupplementaryViews()
    }

    /// Runs `updateData`, measures everything again and reloads the collection view.
    public func reloadData(updateData: () -> Void) throws {
        updateData()
        updateFrames(applying: nil)
        collectionView?.reloadData()
    }

    /// Configures the visible cells of `paths` again in place; invalidates the layout when
    /// a size changed.
    public func reconfigureItems(at paths: [ListIndexPath]) throws {
        guard let collectionView, !paths.isEmpty else { return }
        let sections = collectionView.numberOfSections
        for path in paths {
            guard path.section >= 0, path.section < sections else {
                throw ListHostError.reconfigureOutOfRange(path, sectionCount: sections, itemCount: nil, kind: kind)
            }
            let items = collectionView.numberOfItems(inSection: path.section)
            guard path.item >= 0, path.item < items else {
                throw ListHostError.reconfigureOutOfRange(path, sectionCount: sections, itemCount: items, kind: kind)
            }
        }
        let sizesBefore = paths.map { frameProvider?.frame(at: $0).size }
        updateFrames(applying: ListBatch(itemReloads: paths))
        if #available(iOS 15.0, tvOS 15.0, *) {
            collectionView.reconfigureItems(at: paths.map(IndexPath.init))
        } else {
            reconfigureVisibleCells(at: paths)
        }
        if paths.map({ frameProvider?.frame(at: $0).size }) != sizesBefore {
            collectionView.collectionViewLayout.invalidateLayout()
        }
    }

    /// The fallback before iOS 15: configures the visible cell of each path again through
    /// the data source.
    public func reconfigureVisibleCells(at paths: [ListIndexPath]) {
        guard let collectionView, let dataSource else { return }
        for path in paths {
            guard let cell = collectionView.cellForItem(at: IndexPath(path)) else { continue }
            dataSource.configure(cell, forItemAt: path)
        }
    }

    /// `register(_:forCellWithReuseIdentifier:)`.
    public func registerCell(_ cellType: UICollectionViewCell.Type, forReuseIdentifier identifier: String) {
        collectionView?.register(cellType, forCellWithReuseIdentifier: identifier)
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for path: ListIndexPath) throws
        -> UICollectionViewCell
    {
        guard let collectionView else { throw ListHostError.noDataSource(operation: "dequeueReusableCell") }
        return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: IndexPath(path))
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with the placement's
    /// element kind.
    public func registerSupplementaryView(
        _ viewType: UICollectionReusableView.Type, for placement: ListSupplementaryPlacement,
        forReuseIdentifier identifier: String
    ) {
        collectionView?.register(
            viewType, forSupplementaryViewOfKind: placement.elementKind, withReuseIdentifier: identifier)
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    public func dequeueReusableSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) throws -> UICollectionReusableView {
        guard let collectionView else {
            throw ListHostError.noDataSource(operation: "dequeueReusableSupplementaryView")
        }
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: placement.elementKind, withReuseIdentifier: identifier, for: IndexPath(item: 0, section: section))
    }

    /// The collection view's bounds size.
    public var viewportSize: CGSize {
        collectionView?.bounds.size ?? .zero
    }

    /// The collection view's content offset.
    public var contentOffset: CGPoint {
        collectionView?.contentOffset ?? .zero
    }

    /// `indexPathsForVisibleItems`, sorted.
    public var indexPathsForVisibleItems: [ListIndexPath] {
        (collectionView?.indexPathsForVisibleItems ?? []).map(ListIndexPath.init).sorted()
    }

    /// Whether the collection view is in a window.
    public var isInWindow: Bool {
        collectionView?.window != nil
    }

    /// Configures a header or footer view the adapter just dequeued, and remembers which
    /// model it shows so a later change refreshes it.
    public func configureSupplementaryView(
        _ view: UICollectionReusableView, _ placement: ListSupplementaryPlacement, inSection section: Int
    ) {
        refresher.configure(view, placement, section: section, dataSource: dataSource)
    }

    private func refreshSupplementaryViews() {
        guard let collectionView else { return }
        supplementaryViewsRefreshed += refresher.refresh(
            sectionCount: collectionView.numberOfSections, dataSource: dataSource
        ) { placement, section in
            collectionView.supplementaryView(
                forElementKind: placement.elementKind, at: IndexPath(item: 0, section: section))
        }
    }

    private func updateFrames(applying batch: ListBatch?) {
        guard let frameProvider, let collectionView else { return }
        let counts = dataSource?.itemCounts() ?? []
        frameProvider.update(sectionCounts: counts, applying: batch, width: collectionView.bounds.width)
    }

    /// Declares `batch`'s changes, in UIKit's index spaces (UIKit orders them itself).
    private static func declare(_ batch: ListBatch, in collectionView: UICollectionView) {
        if !batch.sectionDeletes.isEmpty { collectionView.deleteSections(IndexSet(batch.sectionDeletes)) }
        if !batch.sectionInserts.isEmpty { collectionView.insertSections(IndexSet(batch.sectionInserts)) }
        for move in batch.sectionMoves { collectionView.moveSection(move.source, toSection: move.target) }
        if !batch.sectionReloads.isEmpty { collectionView.reloadSections(IndexSet(batch.sectionReloads)) }
        if !batch.itemDeletes.isEmpty { collectionView.deleteItems(at: batch.itemDeletes.map(IndexPath.init)) }
        if !batch.itemInserts.isEmpty { collectionView.insertItems(at: batch.itemInserts.map(IndexPath.init)) }
        for move in batch.itemMoves { collectionView.moveItem(at: IndexPath(move.source), to: IndexPath(move.target)) }
        if !batch.itemReloads.isEmpty { collectionView.reloadItems(at: batch.itemReloads.map(IndexPath.init)) }
    }
}
#endif
