import Foundation
import Tabula
import TabulaHeadless

/// What the model's list engine asks its table or collection view: the view's data
/// source and delegate calls, in kind-independent terms. *Model internals.*
@MainActor
protocol ModelListView: UIScrollView {
    /// The data source's number of sections, or `nil` without a data source.
    func modelNumberOfSections() -> Int?
    /// The data source's number of items in `section`.
    func modelNumberOfItems(inSection section: Int) -> Int
    /// The data source's cell for `indexPath` (`cellForRowAt` / `cellForItemAt`).
    func modelCell(at indexPath: IndexPath) -> UIView?
    /// Whether `section` shows a header or footer (tables: the delegate's height is above
    /// zero; collections: the layout places one).
    func modelHasSupplementary(_ placement: ModelSupplementaryPlacement, inSection section: Int) -> Bool
    /// The delegate's or data source's header or footer view.
    func modelSupplementaryView(_ placement: ModelSupplementaryPlacement, inSection section: Int) -> UIView?
    /// Tells the prefetch data source about paths about to appear.
    func modelPrefetch(_ indexPaths: [IndexPath])
    /// Tells the prefetch data source that paths are no longer about to appear.
    func modelCancelPrefetch(_ indexPaths: [IndexPath])
    /// The frame a dequeued view for `indexPath` gets (UIKit sizes a cell before it returns
    /// it from `dequeue…(for:)`).
    func modelFrame(forItemAt indexPath: IndexPath) -> CGRect
}

/// The data source the backing ``HeadlessListView`` sees: the UIKit data source's counts
/// (frozen at their pre-block values while a `performBatchUpdates` block is being
/// checked), one cell identifier for every row, and configuration that asks the UIKit
/// data source for the real cell and attaches it to the headless cell. *Model internals.*
@MainActor
final class ModelHeadlessDataSource: ListHostDataSource {
    static let cellIdentifier = "cell"

    weak var engine: ListViewEngine?
    /// Counts to report instead of the data source's (the state before a batch's block).
    var frozenCounts: [Int]?

    func numberOfSections() -> Int {
        if let frozenCounts { return frozenCounts.count }
        return engine?.view?.modelNumberOfSections() ?? 0
    }

    func numberOfItems(inSection section: Int) -> Int {
        if let frozenCounts { return frozenCounts.indices.contains(section) ? frozenCounts[section] : 0 }
        return engine?.view?.modelNumberOfItems(inSection: section) ?? 0
    }

    func reuseIdentifier(forItemAt path: ListIndexPath) -> String {
        Self.cellIdentifier
    }

    func configure(_ cell: any ListReusableView, forItemAt path: ListIndexPath) {
        guard let cell = cell as? HeadlessCell else { return }
        engine?.attachCell(to: cell, at: path)
    }

    func reuseIdentifier(for placement: ListSupplementaryPlacement, inSection section: Int) -> String? {
        guard let view = engine?.view, view.modelHasSupplementary(placement.modelPlacement, inSection: section) else { return nil }
        return placement.rawValue
    }

    func configure(_ view: any ListReusableView, for placement: ListSupplementaryPlacement, inSection section: Int) {
        guard let view = view as? HeadlessSupplementaryView else { return }
        engine?.attachSupplementaryView(to: view, placement, section: section)
    }

    // contentToken: none. UIKit never refreshes a header a batch did not insert or reload.
}
