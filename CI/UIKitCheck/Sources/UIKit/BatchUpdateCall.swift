import Foundation

/// One change a table or collection view is told about inside a batch, in UIKit's own
/// vocabulary (`IndexSet`, `IndexPath`), as the app called it. A call outside any
/// `performBatchUpdates` block is a batch of one call.
///
/// The model records these and hands them to ``BatchUpdateOracle``, which judges them
/// without any of Tabula's types: the model must not check Tabula with Tabula's own rules.
///
/// *Model only: not UIKit API.* The calls are UIKit's: UITableView.h:421–429 and
/// UICollectionView.h:462–470 (iPhoneOS 26.2 SDK).
public enum BatchUpdateCall: Hashable, Sendable {
    /// `insertSections(_:)` / `insertSections(_:with:)`: after-indexes.
    case insertSections(IndexSet)
    /// `deleteSections(_:)` / `deleteSections(_:with:)`: before-indexes.
    case deleteSections(IndexSet)
    /// `reloadSections(_:)` / `reloadSections(_:with:)`: before-indexes.
    case reloadSections(IndexSet)
    /// `moveSection(_:toSection:)`: a before-index to an after-index.
    case moveSection(Int, toSection: Int)
    /// `insertItems(at:)` / `insertRows(at:with:)`: after-paths.
    case insertItems([IndexPath])
    /// `deleteItems(at:)` / `deleteRows(at:with:)`: before-paths.
    case deleteItems([IndexPath])
    /// `reloadItems(at:)` / `reloadRows(at:with:)`: before-paths.
    case reloadItems([IndexPath])
    /// `moveItem(at:to:)` / `moveRow(at:to:)`: a before-path to an after-path.
    case moveItem(IndexPath, to: IndexPath)

    /// How many single changes the call makes (an empty set or array makes none).
    var changeCount: Int {
        switch self {
        case let .insertSections(set), let .deleteSections(set), let .reloadSections(set): set.count
        case let .insertItems(paths), let .deleteItems(paths), let .reloadItems(paths): paths.count
        case .moveSection, .moveItem: 1
        }
    }

    /// How many single section changes the call makes.
    var sectionChangeCount: Int {
        switch self {
        case .insertSections, .deleteSections, .reloadSections, .moveSection: changeCount
        case .insertItems, .deleteItems, .reloadItems, .moveItem: 0
        }
    }
}
