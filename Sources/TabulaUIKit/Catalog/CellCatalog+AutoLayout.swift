#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

// Auto Layout cells: no frame functions, measured from their constraints.
//
// Each registered type gets one off-screen sizing instance; an item's size is measured on
// the main actor the first time the layout needs it at a width, then kept per identity,
// content and width in the adapter's size cache, so a reload, a move or a width seen before
// measures nothing, and an item whose content changed is measured again. Prefetched items
// are measured on the main actor after the pure sizes of the same prefetch, not inside
// UIKit's prefetch call. Auto Layout and MFS (pure) cells mix freely in one catalog.

extension CellCatalog {
    /// Adds an Auto Layout cell type, table or collection alike: one off-screen instance
    /// from `sizingCell`, measured on the main actor after `configure` filled it.
    mutating func addAutoLayout<Cell: UIView>(
        _ cellType: Cell.Type, nib: UINib?, sizingCell: @escaping @MainActor () -> Cell?, reuseIdentifier: String,
        matches: @escaping @Sendable (Item) -> Bool,
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) {
        let sizing = AutoLayoutSizingCell<Cell, Item>(make: sizingCell, configure: configure)
        add(
            cellType, nib: nib, reuseIdentifier: reuseIdentifier, matches: matches,
            measure: .onMainActor { item, context in
                sizing.size(
                    of: item, width: context.width,
                    category: UIKitTextScaling.contentSizeCategory(for: context.textSize))
            },
            configure: configure
        )
    }
}

extension CellCatalog {
    /// Registers an Auto Layout cell type: its size is what its constraints give after
    /// `configure` filled it. A table row's height is the content view's
    /// `systemLayoutSizeFitting` at the width the content view gets; a collection item is the
    /// width the layout offers by the height its constraints give at that width.
    ///
    /// - Parameters:
    ///   - cellType: the cell class, made in code: a `UITableViewCell` in a
    ///     ``TableCellCatalog``, a `UICollectionViewCell` in a ``CollectionCellCatalog``.
    ///   - sizingCell: makes the one off-screen instance that is measured (for example
    ///     `NoteCell()` or `CardCell(frame: .zero)`); it is never shown.
    ///   - reuseIdentifier: defaults to the class name.
    ///   - matches: which items this cell shows (all by default).
    ///   - configure: fills a dequeued cell, and the sizing instance before it is
    ///     measured; it must set everything the height depends on.
    public mutating func register<Cell: CatalogedCell>(
        autoLayout cellType: Cell.Type, sizingCell: @autoclosure @escaping @MainActor () -> Cell,
        reuseIdentifier: String = String(describing: Cell.self),
        when matches: @escaping @Sendable (Item) -> Bool = { _ in true },
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) where Cell.CatalogBaseCell == BaseCell {
        addAutoLayout(
            cellType, nib: nil, sizingCell: { sizingCell() }, reuseIdentifier: reuseIdentifier, matches: matches,
            configure: configure)
    }

    /// Registers an Auto Layout cell type from a nib: cells are made from `nib` (its
    /// top-level `Cell`), and so is the off-screen instance that is measured.
    ///
    /// - Parameters:
    ///   - cellType: the cell class the nib's top-level object is.
    ///   - nib: the nib cells and the sizing instance are made from.
    ///   - reuseIdentifier: defaults to the class name.
    ///   - matches: which items this cell shows (all by default).
    ///   - configure: fills a dequeued cell, and the sizing instance before it is
    ///     measured; it must set everything the height depends on.
    public mutating func register<Cell: CatalogedCell>(
        autoLayout cellType: Cell.Type, nib: UINib,
        reuseIdentifier: String = String(describing: Cell.self),
        when matches: @escaping @Sendable (Item) -> Bool = { _ in true },
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) where Cell.CatalogBaseCell == BaseCell {
        addAutoLayout(
            cellType, nib: nib, sizingCell: AutoLayoutSizingCell<Cell, Item>.fromNib(nib),
            reuseIdentifier: reuseIdentifier, matches: matches, configure: configure)
    }
}
#endif
