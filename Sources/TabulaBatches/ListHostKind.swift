/// Which UIKit list a host behaves like: it decides the wording of UIKit's messages
/// ("rows" and "table view" for tables, "items" and "collection view" for collections) and
/// the few batch rules on which the two views differ.
public enum ListHostKind: String, Hashable, Sendable, CaseIterable {
    /// `UITableView`.
    case table
    /// `UICollectionView`.
    case collection

    /// "row" or "item".
    public var itemNoun: String {
        switch self {
        case .table: "row"
        case .collection: "item"
        }
    }

    /// "rows" or "items".
    public var itemsNoun: String {
        switch self {
        case .table: "rows"
        case .collection: "items"
        }
    }

    /// "table view" or "collection view".
    public var viewNoun: String {
        switch self {
        case .table: "table view"
        case .collection: "collection view"
        }
    }
}
