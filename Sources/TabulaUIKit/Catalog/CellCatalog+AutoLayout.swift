#if canImport(UIKit)
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
            measure: .onMainActor { item, width in sizing.size(of: item, width: width) }, configure: configure)
    }
}

extension CellCatalog where BaseCell == UITableViewCell {
    /// Registers an Auto Layout cell type: its row height is what its constraints give
    /// (the content view's `systemLayoutSizeFitting` at the width the content view gets) after `configure` filled it.
    ///
    /// - Parameters:
    ///   - cellType: the cell class, made in code.
    ///   - sizingCell: makes the one off-screen instance that is measured (for example
    ///     `NoteCell()`); it is never shown.
    ///   - reuseIdentifier: defaults to the class name.
    ///   - matches: which items this cell shows (all by default).
    ///   - configure: fills a dequeued cell, and the sizing instance before it is
    ///     measured; it must set everything the height depends on.
    public mutating func register<Cell: UITableViewCell>(
        autoLayout cellType: Cell.Type, sizingCell: @autoclosure @escaping @MainActor () -> Cell,
        reuseIdentifier: String = String(describing: Cell.self),
        when matches: @escaping @Sendable (Item) -> Bool = { _ in true },
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) {
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
    public mutating func register<Cell: UITableViewCell>(
        autoLayout cellType: Cell.Type, nib: UINib,
        reuseIdentifier: String = String(describing: Cell.self),
        when matches: @escaping @Sendable (Item) -> Bool = { _ in true },
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) {
        addAutoLayout(
            cellType, nib: nib, sizingCell: AutoLayoutSizingCell<Cell, Item>.fromNib(nib),
            reuseIdentifier: reuseIdentifier, matches: matches, configure: configure)
    }
}

extension CellCatalog where BaseCell == UICollectionViewCell {
    /// Registers an Auto Layout cell type: its size is the width the layout offers by the
    /// height its constraints give at that width (`systemLayoutSizeFitting`) after
    /// `configure` filled it.
    ///
    /// - Parameters:
    ///   - cellType: the cell class, made in code.
    ///   - sizingCell: makes the one off-screen instance that is measured (for example
    ///     `CardCell(frame: .zero)`); it is never shown.
    ///   - reuseIdentifier: defaults to the class name.
    ///   - matches: which items this cell shows (all by default).
    ///   - configure: fills a dequeued cell, and the sizing instance before it is
    ///     measured; it must set everything the height depends on.
    public mutating func register<Cell: UICollectionViewCell>(
        autoLayout cellType: Cell.Type, sizingCell: @autoclosure @escaping @MainActor () -> Cell,
        reuseIdentifier: String = String(describing: Cell.self),
        when matches: @escaping @Sendable (Item) -> Bool = { _ in true },
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) {
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
    public mutating func register<Cell: UICollectionViewCell>(
        autoLayout cellType: Cell.Type, nib: UINib,
        reuseIdentifier: String = String(describing: Cell.self),
        when matches: @escaping @Sendable (Item) -> Bool = { _ in true },
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) {
        addAutoLayout(
            cellType, nib: nib, sizingCell: AutoLayoutSizingCell<Cell, Item>.fromNib(nib),
            reuseIdentifier: reuseIdentifier, matches: matches, configure: configure)
    }
}
#endif
