#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

// Cells whose content is hosted (SwiftUI): Auto Layout cells whose `configure` also gets the
// item's identity, so hosted content can keep its state per item (its `differenceIdentifier` as an `AnyHashable`).

extension CellCatalog where Item: Differentiable {
    /// Registers a cell type whose content is hosted (a SwiftUI view, say), measured like an
    /// Auto Layout cell; `configure` also gets the item's identity, which the hosted content
    /// must take as its own (SwiftUI: `.id(identity)`), so a reused cell starts fresh for
    /// another item and keeps its state for the same one.
    ///
    /// - Parameters:
    ///   - cellType: the cell class, made in code: a `UITableViewCell` in a
    ///     ``TableCellCatalog``, a `UICollectionViewCell` in a ``CollectionCellCatalog``.
    ///   - sizingCell: makes the one off-screen instance that is measured.
    ///   - reuseIdentifier: defaults to the class name.
    ///   - matches: which items this cell shows (all by default).
    ///   - configure: fills a dequeued cell, and the sizing instance before it is measured.
    public mutating func register<Cell: CatalogedCell>(
        hosted cellType: Cell.Type, sizingCell: @autoclosure @escaping @MainActor () -> Cell,
        reuseIdentifier: String = String(describing: Cell.self),
        when matches: @escaping @Sendable (Item) -> Bool = { _ in true },
        configure: @escaping @MainActor (Cell, Item, AnyHashable) -> Void
    ) where Cell.CatalogBaseCell == BaseCell {
        register(autoLayout: cellType, sizingCell: sizingCell(), reuseIdentifier: reuseIdentifier, when: matches) {
            cell, item in
            configure(cell, item, Self.hostedIdentity(of: item))
        }
    }
}
#endif
