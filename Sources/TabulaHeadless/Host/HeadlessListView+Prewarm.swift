import Foundation
import Tabula

extension HeadlessListView {
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
    /// Throws ``/Tabula/ListHostError/unregisteredReuseIdentifier(_:kind:)`` for an identifier
    /// nobody registered and ``/Tabula/ListHostError/negativeReusableCellCount(_:count:)`` for a
    /// negative count, before creating any cell.
    ///
    /// - Parameters:
    ///   - counts: reuse identifier → the number of cells it should have.
    ///   - prepare: called on each new cell, before it is queued.
    /// - Returns: the number of cells created.
    @discardableResult
    public func prepareReusableCells(_ counts: [String: Int], prepare: (HeadlessCell) -> Void = { _ in }) throws -> Int
    {
        try engine.prepareReusableCells(counts, prepare: prepare)
    }
}
