import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The surface a list view offers Tabula: what `UITableView` and `UICollectionView` share,
/// and what TabulaHeadless's `HeadlessListView` implements on Linux with UIKit's rules enforced.
///
/// Index paths are ``/TabulaDiff/ListIndexPath`` (the UIKit adapter converts to `IndexPath`).
///
/// | Requirement | `UITableView` | `UICollectionView` |
/// |---|---|---|
/// | ``kind`` | `.table` | `.collection` |
/// | ``dataSource`` | the adapter (UIKit's `dataSource` is the adapter, which forwards to it) | the adapter |
/// | ``numberOfSections`` | `numberOfSections` | `numberOfSections` |
/// | ``numberOfItems(inSection:)`` | `numberOfRows(inSection:)` | `numberOfItems(inSection:)` |
/// | ``performBatch(_:updateData:completion:)`` | `performBatchUpdates(_:completion:)` with `deleteSections`, `insertSections`, `moveSection(_:toSection:)`, `reloadSections`, `deleteRows(at:with:)`, `insertRows(at:with:)`, `moveRow(at:to:)`, `reloadRows(at:with:)` inside | `performBatchUpdates(_:completion:)` with `deleteSections`, `insertSections`, `moveSection`, `reloadSections`, `deleteItems(at:)`, `insertItems(at:)`, `moveItem(at:to:)`, `reloadItems(at:)` inside |
/// | ``reloadData(updateData:)`` | `updateData()` then `reloadData()` | `updateData()` then `reloadData()` |
/// | ``reconfigureItems(at:)`` | `reconfigureRows(at:)` | `reconfigureItems(at:)` |
/// | ``registerCell(_:forReuseIdentifier:)`` | `register(_:forCellReuseIdentifier:)` | `register(_:forCellWithReuseIdentifier:)` |
/// | ``dequeueReusableCell(withReuseIdentifier:for:)`` | `dequeueReusableCell(withIdentifier:for:)` | `dequeueReusableCell(withReuseIdentifier:for:)` |
/// | ``registerSupplementaryView(_:for:forReuseIdentifier:)`` | `register(_:forHeaderFooterViewReuseIdentifier:)` | `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with `elementKindSectionHeader`/`Footer` |
/// | ``dequeueReusableSupplementaryView(_:withReuseIdentifier:inSection:)`` | `dequeueReusableHeaderFooterView(withIdentifier:)` | `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)` |
/// | ``viewportSize`` | `bounds.size` | `bounds.size` |
/// | ``contentOffset`` | `contentOffset` | `contentOffset` |
/// | ``indexPathsForVisibleItems`` | `indexPathsForVisibleRows ?? []` | `indexPathsForVisibleItems` (sorted) |
/// | ``isInWindow`` | `window != nil` | `window != nil` |
/// | ``hasUncommittedUpdates`` | `hasUncommittedUpdates` | `hasUncommittedUpdates` |
///
/// The update closure of ``performBatch(_:updateData:completion:)`` is where the caller
/// installs the new data: the data source must report the old counts before it runs and
/// the new counts after it, as inside UIKit's `performBatchUpdates` block.
@MainActor
public protocol ListHost: AnyObject {
    /// The host's cell type (`UITableViewCell`, `UICollectionViewCell`, TabulaHeadless's `HeadlessCell`).
    associatedtype Cell: ListReusableView
    /// The host's header/footer view type (`UITableViewHeaderFooterView`,
    /// `UICollectionReusableView`, TabulaHeadless's `HeadlessSupplementaryView`).
    associatedtype SupplementaryView: ListReusableView

    /// Whether the host is a table or a collection: decides rules and wording.
    var kind: ListHostKind { get }

    /// What the host asks for counts, cells and sizes, held weakly by the host (keep it
    /// alive yourself). Settable through the protocol, so a list (`ListAssembly`) attaches
    /// itself to any host without knowing its type.
    var dataSource: (any ListHostDataSource)? { get set }

    /// The number of sections the host presents (its cached count, as UIKit's
    /// `numberOfSections` answers, not a fresh question to the data source).
    var numberOfSections: Int { get }

    /// The number of items the host presents in `section` (0 for a section it lacks).
    func numberOfItems(inSection section: Int) -> Int

    /// Performs one batch: runs `updateData` inside the update (where the caller installs
    /// the new data), applies `batch`'s changes, and calls `completion` when the batch's
    /// animation ends (`true` when it ran to its end).
    func performBatch(
        _ batch: ListBatch, updateData: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) throws

    /// Runs `updateData`, then forgets every presented count and cell and asks again.
    func reloadData(updateData: () -> Void) throws

    /// Reconfigures the visible cells of `paths` (current, after-batch paths) in place:
    /// the same cell objects are configured again; no batch, no dequeue.
    func reconfigureItems(at paths: [ListIndexPath]) throws

    /// Registers the cell type created for `identifier`.
    func registerCell(_ cellType: Cell.Type, forReuseIdentifier identifier: String)

    /// A cell for `identifier`: a reusable one if there is any, otherwise a new one.
    func dequeueReusableCell(withReuseIdentifier identifier: String, for path: ListIndexPath) throws -> Cell

    /// Registers the header or footer view type created for `identifier`.
    func registerSupplementaryView(
        _ viewType: SupplementaryView.Type, for placement: ListSupplementaryPlacement,
        forReuseIdentifier identifier: String)

    /// A header or footer view for `identifier`: a reusable one if any, otherwise new.
    func dequeueReusableSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) throws -> SupplementaryView

    /// The size of the visible area.
    var viewportSize: CGSize { get }

    /// The scroll position: the content point shown at the viewport's top-left corner.
    var contentOffset: CGPoint { get }

    /// The index paths of the visible items, sorted.
    var indexPathsForVisibleItems: [ListIndexPath] { get }

    /// Whether the view is on screen (has a window). A batch on a view without a window
    /// can crash UIKit: callers reload instead.
    var isInWindow: Bool { get }

    /// Whether the user is in the middle of an interaction a reload would interfere with:
    /// UIKit's `hasUncommittedUpdates` (reordering, a drop target gap, drop placeholders;
    /// UITableView.h says to avoid `reloadData` meanwhile). ``ListUpdater`` holds a reload
    /// until it is `false`. `false` by default.
    var hasUncommittedUpdates: Bool { get }

    /// The measuring context the host lays its list out in (text size, layout direction,
    /// an app's values; its width is the viewport's). The viewport's width in the default
    /// context by default.
    var measuringContext: ListMeasuringContext { get }

    /// Takes `context` as the host's measuring context after its frame provider was moved
    /// to it (`ListAssembly.setMeasuringContext(_:)` measures what is visible first, then
    /// the rest off the main actor), moves the content offset by `offsetChange` (so the row
    /// at the top of the screen stays there when the rows above it changed height), and
    /// brings what is on screen in line with the new frames. Does nothing by default (hosts
    /// that re-read their frame provider when laid out).
    func adoptMeasuringContext(_ context: ListMeasuringContext, offsetChange: CGPoint) throws
}

extension ListHost {
    /// Performs `batch` with no completion.
    public func performBatch(_ batch: ListBatch, updateData: () -> Void) throws {
        try performBatch(batch, updateData: updateData, completion: nil)
    }

    /// Reloads without changing the data.
    public func reloadData() throws {
        try reloadData(updateData: {})
    }

    /// No uncommitted updates: hosts without user interactions of that kind.
    public var hasUncommittedUpdates: Bool { false }

    /// The default context at the viewport's width, for hosts that keep none.
    public var measuringContext: ListMeasuringContext {
        ListMeasuringContext(width: viewportSize.width)
    }

    /// Nothing to do for a host that re-reads its frame provider itself when laid out (the
    /// UIKit hosts: the adapter that owns them observes the text size).
    public func adoptMeasuringContext(_ context: ListMeasuringContext, offsetChange: CGPoint) throws {}
}
