import Foundation
import UIKit

/// A table that records the cell reuse identifiers registered with it, in order: adapters
/// register a cell type the first time an item needs it.
@MainActor
final class CountingTableView: UITableView {
    private(set) var registeredCellIdentifiers: [String] = []

    override func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredCellIdentifiers.append(identifier)
        super.register(cellClass, forCellReuseIdentifier: identifier)
    }

    override func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredCellIdentifiers.append(identifier)
        super.register(nib, forCellReuseIdentifier: identifier)
    }
}

/// A collection view that records the cell reuse identifiers registered with it, in order.
@MainActor
final class CountingCollectionView: UICollectionView {
    private(set) var registeredCellIdentifiers: [String] = []

    override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredCellIdentifiers.append(identifier)
        super.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    override func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        registeredCellIdentifiers.append(identifier)
        super.register(nib, forCellWithReuseIdentifier: identifier)
    }
}
