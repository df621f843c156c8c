import Foundation

// Sources: tables speak of rows and collections of items (NSIndexPath+UIKitAdditions.h:23
// `row`, :25 `item`; UITableView.h:543 numberOfRowsInSection, UICollectionView.h:76
// numberOfItemsInSection); the wording of the messages is UIKit's exception text as quoted in
// ../shared/ANCHORS.md.

/// The words UIKit's batch messages use for one kind of view, and its index path format.
/// *Model internals.*
struct BatchUpdateWords {
    /// "row" / "item".
    let item: String
    /// "rows" / "items".
    let items: String
    /// "table view" / "collection view".
    let view: String
    /// The overlay's trap message for an index path without exactly two indexes.
    let pathLengthMessage: String

    init(kind: BatchUpdateOracle.ViewKind) {
        switch kind {
        case .tableView:
            item = "row"
            items = "rows"
            view = "table view"
            pathLengthMessage =
                "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row."
        case .collectionView:
            item = "item"
            items = "items"
            view = "collection view"
            pathLengthMessage =
                "Invalid index path for use with UICollectionView. This index path must contain exactly two indices specifying the section and item."
        }
    }

    /// UIKit prints `<NSIndexPath: 0x…> {length = 2, path = S - I}` in parentheses; the
    /// model leaves out the object address, which means nothing outside one process.
    func describe(_ path: IndexPath) -> String {
        "(<NSIndexPath> {length = 2, path = \(path[0]) - \(path[1])})"
    }
}
