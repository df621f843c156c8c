#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

extension CellCatalog where BaseCell == UICollectionViewCell {
    /// An empty catalog; items nothing matches get an empty cell of `unmatchedItemSize`.
    public init(unmatchedItemSize: CGSize = .zero) {
        self.init(unmatchedCell: UICollectionViewCell.self, unmatchedItemSize: unmatchedItemSize)
    }

    /// Registers a cell type.
    ///
    /// - Parameters:
    ///   - cellType: the cell class; made in code unless `nib` is given.
    ///   - nib: a nib whose top-level object is a `cellType`.
    ///   - reuseIdentifier: defaults to the class name.
    ///   - matches: which items this cell shows (all by default).
    ///   - size: the item's size for the width the layout offers (a column's width in a
    ///     grid); pure, called off the main actor too.
    ///   - configure: fills a dequeued cell.
    public mutating func register<Cell: UICollectionViewCell>(
        _ cellType: Cell.Type, nib: UINib? = nil, reuseIdentifier: String = String(describing: Cell.self),
        when matches: @escaping @Sendable (Item) -> Bool = { _ in true },
        size: @escaping @Sendable (Item, CGFloat) -> CGSize,
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) {
        add(
            cellType, nib: nib, reuseIdentifier: reuseIdentifier, matches: matches, size: size, configure: configure)
    }
}
#endif
