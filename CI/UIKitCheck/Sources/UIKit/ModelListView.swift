import Foundation

/// What the model's list engine asks its table or collection view (UITableView.h:543, 548,
/// 552; UICollectionView.h:76, 79, 83: counts and cells from the data source): the view's data
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
    /// Asks the displayed `cells` for their preferred layout attributes and gives the layout
    /// those it takes; whether the layout changed (collections only: UICollectionViewCell.h:57,
    /// UICollectionViewLayout.h:131-132; a table's rows have no such step in the model).
    func modelSelfSize(_ cells: [IndexPath: UIView]) -> Bool
}

extension ModelListView {
    func modelSelfSize(_ cells: [IndexPath: UIView]) -> Bool { false }
}
