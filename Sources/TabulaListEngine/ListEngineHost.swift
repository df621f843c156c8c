import Foundation
import Logging
import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A list host built on Tabula's list engine (``HeadlessListView``, the terminal list view):
/// what every such host offers, written once here and forwarded to its engine.
///
/// A host adds what is its own (how batches animate, its content offset, registering its
/// cell types); everything below behaves the same on each host because one engine does it.
@MainActor
public protocol ListEngineHost: ListHost
where Cell: ListHostEngineCell, SupplementaryView: ListHostEngineSupplementaryView {
    /// The host's engine (SPI: hosts Tabula owns, not apps, reach it).
    @_spi(TabulaInternal) var engine: ListHostEngine<Cell, SupplementaryView> { get }
}

// MARK: State

extension ListEngineHost {
    /// Table or collection: decides UIKit's rules and the wording of their messages.
    public var kind: ListHostKind { engine.kind }
    /// The data source, held weakly (as UIKit holds it: keep it alive yourself).
    public var dataSource: (any ListHostDataSource)? {
        get { engine.dataSource }
        set { engine.dataSource = newValue }
    }
    /// The source of every frame.
    public var frameProvider: any ListFrameProvider { engine.frameProvider }
    /// What a batch that breaks UIKit's rules does.
    public var strictness: ListHostStrictness {
        get { engine.strictness }
        set { engine.strictness = newValue }
    }
    /// Whether the list is in a window. Batches are applied either way, those without one
    /// counted in ``ListHostCounters/batchesWithoutWindow``; an updater reloads a list that
    /// is not in one instead of animating.
    public var isInWindow: Bool {
        get { engine.isInWindow }
        set { engine.isInWindow = newValue }
    }
    /// Where the list reports fallback reloads (and a terminal list its failed resizes).
    public var logger: Logger { engine.logger }
    /// The visible area's size.
    public var viewportSize: CGSize { engine.viewportSize }
    /// The item counts the list presents, one per section; `nil` until it first loads.
    public var presentedCounts: [Int]? { engine.presentedCounts }
    /// What the list did so far.
    public var counters: ListHostCounters { engine.counters }
    /// The latest updates the list presented, oldest first.
    public var log: [ListHostLogEntry] { engine.log }
}

// MARK: Presented data and visible cells

extension ListEngineHost {
    /// The number of sections presented (0 before the first load).
    public var numberOfSections: Int { engine.numberOfSections }

    /// The number of items presented in `section`; 0 for a section the list lacks.
    public func numberOfItems(inSection section: Int) -> Int {
        engine.numberOfItems(inSection: section)
    }

    /// The visible items' paths, sorted.
    public var indexPathsForVisibleItems: [ListIndexPath] { engine.indexPathsForVisibleItems }

    /// The visible cells, in index-path order.
    public var visibleCells: [Cell] { engine.visibleCells }

    /// The visible cell of `path`, if it is visible.
    public func cell(at path: ListIndexPath) -> Cell? {
        engine.visibleCell(at: path)
    }

    /// The number of cells waiting in the reuse queue of `identifier`.
    public func reuseQueueCount(forIdentifier identifier: String) -> Int {
        engine.reuseQueueCount(forIdentifier: identifier)
    }

    /// The visible area in content coordinates.
    public var visibleRect: CGRect { engine.visibleRect }
}

// MARK: Reuse and scrolling

extension ListEngineHost {
    /// A cell for `identifier`: reused when one waits in its queue, created otherwise.
    /// Throws ``/Tabula/ListHostError/unregisteredReuseIdentifier(_:kind:)`` for an identifier
    /// nobody registered. The list dequeues its visible cells itself; a cell dequeued here
    /// by a caller is the caller's.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for path: ListIndexPath) throws -> Cell {
        try engine.dequeueReusableCell(withReuseIdentifier: identifier, for: path)
    }

    /// A header or footer view for `identifier`: reused or created.
    public func dequeueReusableSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) throws -> SupplementaryView {
        try engine.dequeueReusableSupplementaryView(placement, withReuseIdentifier: identifier, inSection: section)
    }

    /// Creates cells into the reuse queues ahead of need, so that each identifier in
    /// `counts` has at least that many cells (its visible cells and queued cells count);
    /// identifiers that already have enough get none. Pass each identifier's peak
    /// visible count (the most of its items one viewport shows) to make a whole scroll
    /// through the list reuse cells only.
    ///
    /// The cells are real cells, counted in ``ListHostCounters/cellsCreated`` and in
    /// ``ListHostCounters/cellsPrewarmed``; they are configured when first dequeued.
    /// `prepare` runs once on each new cell before it is queued: the place for work a
    /// UIKit cell does in its initializer (building subviews, attaching a driver), so that
    /// the first dequeue during a scroll does not do it.
    ///
    /// UIKit has no public API for this: `UITableView` and `UICollectionView` create a cell
    /// only inside a dequeue and never accept cells into their queues. The nearest an
    /// adapter can do there is to dequeue cells itself and hold them (a cell dequeued
    /// outside the data source's cell callback and never returned is the caller's; UIKit
    /// asserts on some of these paths in collection views), so Tabula's UIKit adapter does
    /// not offer it. This method exists for hosts Tabula owns (headless, terminal).
    ///
    /// - Parameters:
    ///   - counts: reuse identifier → the number of cells it should have.
    ///   - prepare: called on each new cell, before it is queued.
    /// - Returns: the number of cells created.
    /// - Throws: ``/Tabula/ListHostError/unregisteredReuseIdentifier(_:kind:)`` for an
    ///   identifier nobody registered and
    ///   ``/Tabula/ListHostError/negativeReusableCellCount(_:count:)`` for a negative count,
    ///   before creating any cell.
    @discardableResult
    public func prepareReusableCells(_ counts: [String: Int], prepare: (Cell) -> Void = { _ in }) throws -> Int {
        try engine.prepareReusableCells(counts, prepare: prepare)
    }

    /// Scrolls to `offset` (clamped to the scrollable range) and does what UIKit does for
    /// one frame: cells that left go to their queues, newly visible ones are dequeued and
    /// configured; headers and footers too. Throws, without scrolling, when a newly visible
    /// cell's reuse identifier is not registered.
    public func scroll(toOffset offset: CGPoint) throws {
        try engine.scroll(toOffset: offset)
    }
}

// MARK: Measuring context

extension ListEngineHost {
    /// The measuring context the list is laid out in (text size, layout direction, an
    /// app's values; its width is the viewport's).
    public var measuringContext: ListMeasuringContext {
        engine.context(width: engine.viewportSize.width)
    }

    /// Lays the list out in `context` (its width ignored: the viewport's), as a width change
    /// does: the frame provider is updated with an empty batch in it (free for a context it
    /// kept), then the visible cells are brought in line. For a long list, change the
    /// context through the list instead (``ListAssembly/setMeasuringContext(_:)``
    /// measures only what is visible on the main actor). On a thrown error nothing changed.
    public func setMeasuringContext(_ context: ListMeasuringContext) throws {
        try engine.setMeasuringContext(context)
    }

    /// Takes `context` after the frame provider was moved to it, moves the content offset
    /// by `offsetChange`, and brings the visible cells in line with its frames.
    public func adoptMeasuringContext(_ context: ListMeasuringContext, offsetChange: CGPoint) throws {
        try engine.adoptMeasuringContext(context, offsetChange: offsetChange)
    }
}
