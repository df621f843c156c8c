import Foundation
import Logging
import Tabula
@_spi(TabulaInternal) import TabulaListEngine

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A list view without a screen: the test oracle of Tabula. It enforces UIKit's
/// batch-update rules (``/Tabula/BatchUpdateRules``), keeps reuse queues and visible cells the way
/// `UITableView` / `UICollectionView` do, and counts everything it does.
///
/// - The data source is held **weakly**, as UIKit holds it: keep it alive yourself.
/// - Frames come from a ``/Tabula/ListFrameProvider`` (by default ``FixedRowHeightFrames`` with
///   44-point rows); the host calls ``/Tabula/ListFrameProvider/update(sectionCounts:applying:width:)``
///   after every batch, reload and width change, and asks it for every frame.
/// - The host loads its data on the first ``reloadData(updateData:)``, or at the start of
///   the first batch (taking the counts it reads then as the "before" state, as UIKit
///   does for a view that has not loaded yet).
/// - After a batch, a reload, a resize or a scroll the visible cells follow UIKit: cells
///   of moved or shifted items keep their object and get their new index path (and are not
///   configured again); inserted, reloaded and newly visible items get a dequeued and
///   configured cell; cells that leave the viewport go back to their reuse queue first, so
///   they can be reused in the same pass.
/// - Headers and footers are reused the same way, and a kept header or footer is
///   configured again in place when its ``/Tabula/ListHostDataSource/contentToken(for:inSection:)``
///   changed.
/// - The content offset is clamped to the scrollable range after every change.
@MainActor
public final class HeadlessListView: ListEngineHost {
    /// The cell type.
    public typealias Cell = HeadlessCell
    /// The header and footer view type.
    public typealias SupplementaryView = HeadlessSupplementaryView

    /// The shared host machinery (reuse, visible cells, batch checking).
    @_spi(TabulaInternal) public let engine: ListHostEngine<HeadlessCell, HeadlessSupplementaryView>

    /// When batch completions run.
    public var animationMode: AnimationMode
    /// The most entries ``log`` keeps (the oldest go first).
    public var logLimit: Int {
        get { engine.logLimit }
        set { engine.logLimit = newValue }
    }

    /// The direction the host places cells in, left to right by default. Right to left,
    /// every cell, header and footer gets the mirror image of its frame provider's frame
    /// across the content's width (at least the viewport's); the offset and visibility stay
    /// left to right, as on a collection view whose layout flips. Setting it gives the
    /// visible cells their new frames at once.
    public var layoutDirection: ListLayoutDirection {
        get { engine.layoutDirection }
        set { engine.setLayoutDirection(newValue) }
    }
    /// The scroll position.
    public var contentOffset: CGPoint { engine.contentOffset }

    /// Creates a host.
    ///
    /// - Parameters:
    ///   - kind: table or collection.
    ///   - viewportSize: the visible area.
    ///   - frameProvider: the frames; 44-point rows with no headers by default.
    ///   - animationMode: when completions run; `.immediate` by default.
    ///   - strictness: what a rule violation does; `.throwing` by default.
    ///   - logger: where fallback reloads are reported.
    public init(
        kind: ListHostKind,
        viewportSize: CGSize,
        frameProvider: any ListFrameProvider = FixedRowHeightFrames(rowHeight: 44),
        animationMode: AnimationMode = .immediate,
        strictness: Strictness = .throwing,
        logger: Logger = Logger(label: "Tabula.HeadlessListView")
    ) {
        self.engine = ListHostEngine(
            kind: kind, viewportSize: viewportSize, frameProvider: frameProvider, strictness: strictness,
            logger: logger)
        self.animationMode = animationMode
    }

    // MARK: Presented data

    /// The visible headers and footers, in order.
    public var visibleSupplementaryElements: [ListSupplementaryElement] {
        engine.visibleSupplementaryElements
    }

    /// The visible header or footer view of `section`, if any.
    public func supplementaryView(_ placement: ListSupplementaryPlacement, inSection section: Int)
        -> HeadlessSupplementaryView?
    {
        engine.visibleSupplementaryView(ListSupplementaryElement(placement, section: section))
    }

    /// The number of completions waiting for ``finishAnimations()`` (batches in flight).
    public var pendingCompletionCount: Int {
        engine.pendingCompletions.count
    }

    // MARK: Registration and reuse

    /// Registers `identifier` for cells. (`cellType` is always ``HeadlessCell``; the
    /// parameter exists to match ``/Tabula/ListHost``.)
    public func registerCell(_ cellType: HeadlessCell.Type, forReuseIdentifier identifier: String) {
        engine.registerCell(forReuseIdentifier: identifier) { HeadlessCell(reuseIdentifier: $0, serial: $1) }
    }

    /// Registers `identifier` for cells.
    public func registerCell(reuseIdentifier identifier: String) {
        registerCell(HeadlessCell.self, forReuseIdentifier: identifier)
    }

    /// Registers `identifier` for headers or footers.
    public func registerSupplementaryView(
        _ viewType: HeadlessSupplementaryView.Type, for placement: ListSupplementaryPlacement,
        forReuseIdentifier identifier: String
    ) {
        engine.registerSupplementaryView(placement, forReuseIdentifier: identifier) {
            HeadlessSupplementaryView(reuseIdentifier: $0, placement: placement, serial: $1)
        }
    }

    /// Registers `identifier` for headers or footers.
    public func registerSupplementaryView(_ placement: ListSupplementaryPlacement, reuseIdentifier identifier: String) {
        registerSupplementaryView(HeadlessSupplementaryView.self, for: placement, forReuseIdentifier: identifier)
    }

}

extension HeadlessListView {
    /// Simulates the user dragging the item at `source` to `destination`: the view moves
    /// its own cell, with no batch and no question to the data source, as UIKit does during
    /// interactive reordering. Tell the data source afterwards (a ``/Tabula/ListUpdater``:
    /// ``/Tabula/ListUpdater/userMovedItem(from:to:in:)``), as UIKit's `moveRowAt` does.
    public func moveItemInteractively(from source: ListIndexPath, to destination: ListIndexPath) throws {
        try engine.moveItemInteractively(from: source, to: destination)
    }
}

extension HeadlessListView {

}
