import Foundation

// UIKit's overlay adds rows, items and sections to IndexPath (Foundation on Linux lacks them):
// NSIndexPath+UIKitAdditions.h:16-17 (`indexPathForRow:inSection:`, `indexPathForItem:inSection:`),
// :20 (`section`, the index at position 0), :23 (`row`) and :25 (`item`, the index at position 1).
extension IndexPath {
    /// A path to `row` in `section` (tables).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A path to `item` in `section` (collections).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (first index). Traps unless the path has exactly two indices, as
    /// UIKit's overlay does.
    public var section: Int {
        get {
            precondition(count == 2, Self.modelTableMessage)
            return self[0]
        }
        set {
            precondition(count == 2, Self.modelTableMessage)
            self[0] = newValue
        }
    }

    /// The row (second index). Traps unless the path has exactly two indices.
    public var row: Int {
        get {
            precondition(count == 2, Self.modelTableMessage)
            return self[1]
        }
        set {
            precondition(count == 2, Self.modelTableMessage)
            self[1] = newValue
        }
    }

    /// The item (second index). Traps unless the path has exactly two indices.
    public var item: Int {
        get {
            precondition(count == 2, Self.modelCollectionMessage)
            return self[1]
        }
        set {
            precondition(count == 2, Self.modelCollectionMessage)
            self[1] = newValue
        }
    }

    // The messages of the Swift overlay's UIKit.swift. *Model internals.*
    private static let modelTableMessage =
        "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row."
    private static let modelCollectionMessage =
        "Invalid index path for use with UICollectionView. This index path must contain exactly two indices specifying the section and item."
}
