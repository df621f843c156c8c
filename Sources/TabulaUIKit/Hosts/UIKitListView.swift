#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

/// What the UIKit hosts and adapters need of their list view: the calls in which
/// `UITableView` and `UICollectionView` differ only by name, so one host body
/// (`UIKitListHost`) and one adapter body (``UIKitListAdapter``) serve both.
@MainActor
protocol UIKitListView<Cell, SupplementaryView>: UIScrollView {
    /// The cell type.
    associatedtype Cell: UIView & ListReusableView
    /// The header and footer view type.
    associatedtype SupplementaryView: UIView & ListReusableView

    /// Whether the list scrolls sideways (its leading edge is the left one).
    var scrollsHorizontally: Bool { get }
    /// The view's cached number of sections.
    var numberOfSections: Int { get }
    /// The view's cached number of items in `section` (the section must exist).
    func itemCount(inSection section: Int) -> Int
    /// The index paths of the visible items, unsorted.
    var visibleItemIndexPaths: [IndexPath] { get }
    /// Where the view places the item at `indexPath`, in content coordinates (its own
    /// geometry, not Tabula's layout).
    func itemFrame(at indexPath: IndexPath) -> CGRect
    /// The visible cell of `indexPath`, if any.
    func visibleCell(at indexPath: IndexPath) -> Cell?
    /// The visible header or footer view of `section`, if any.
    func visibleSupplementaryView(_ placement: ListSupplementaryPlacement, inSection section: Int) -> SupplementaryView?

    /// Runs `updates` inside `performBatchUpdates(_:completion:)`; `completion` may be `nil`,
    /// as UIKit's may.
    func performListBatch(_ updates: @escaping () -> Void, completion: ((Bool) -> Void)?)
    /// Declares `batch`'s changes, in UIKit's index spaces (UIKit orders them itself);
    /// tables animate rows and sections with `animations`.
    func declare(_ batch: ListBatch, animations: TableRowAnimations)
    /// The view behind the content (the adapters' empty state).
    var backgroundView: UIView? { get set }
    /// Reconfigures the items of `indexPaths` with UIKit's own call (`reconfigureRows(at:)`,
    /// `reconfigureItems(at:)`), which reaches prefetched cells too.
    func reconfigureListItems(at indexPaths: [IndexPath])
    /// Shows new item sizes after a reconfigure changed some.
    func itemSizesDidChange()
    /// Forgets every item and asks the data source again.
    func reloadData()
    /// ``reloadData()``, carried out before this returns, so that what follows (the
    /// selection kept by identity, an offset put back) acts on the reloaded items.
    func reloadDataNow()
    /// The selected items' index paths (UITableView.h:456, UICollectionView.h:414).
    var selectedItemIndexPaths: [IndexPath] { get }
    /// Whether a new selection adds to the others now: `allowsMultipleSelection`, or a
    /// table's `allowsMultipleSelectionDuringEditing` in editing mode (UITableView.h:450-451,
    /// UICollectionView.h:412).
    var selectsMultipleItemsNow: Bool { get }
    /// Selects the item at `indexPath` without telling the delegate (UITableView.h:458).
    func selectItemQuietly(at indexPath: IndexPath, animated: Bool)
    /// Deselects the item at `indexPath` without telling the delegate (UITableView.h:458).
    func deselectItemQuietly(at indexPath: IndexPath, animated: Bool)
    /// Whether the user is reordering or a drop is in progress (UIKit's own property,
    /// iOS 11; UITableView.h:434 asks not to call `reloadData` meanwhile).
    var hasUncommittedUpdates: Bool { get }

    /// Registers `source` for cells of `identifier`.
    func registerCell(_ source: ReusableViewSource, forReuseIdentifier identifier: String)
    /// A reusable cell for `identifier` at `indexPath`.
    func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> Cell
    /// Registers `source` for headers or footers of `identifier`.
    func registerSupplementaryView(
        _ source: ReusableViewSource, for placement: ListSupplementaryPlacement, forReuseIdentifier identifier: String)
    /// A reusable header or footer view for `identifier`; `nil` when none is registered
    /// (tables).
    func dequeueSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) -> SupplementaryView?
}
#endif
