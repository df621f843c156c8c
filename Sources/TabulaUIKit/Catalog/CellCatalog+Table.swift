#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

extension CellCatalog where BaseCell == UITableViewCell {
    /// An empty catalog; items nothing matches get an empty row of `unmatchedRowHeight`.
    public init(unmatchedRowHeight: CGFloat = 0) {
        self.init(unmatchedCell: UITableViewCell.self, unmatchedItemSize: CGSize(width: 0, height: unmatchedRowHeight))
    }

    /// Registers a cell type.
    ///
    /// - Parameters:
    ///   - cellType: the cell class; made in code unless `nib` is given.
    ///   - nib: a nib whose top-level object is a `cellType`.
    ///   - reuseIdentifier: defaults to the class name.
    ///   - matches: which items this cell shows (all by default).
    ///   - height: the row height for an item whose cell's content view is the given width
    ///     wide (the table's width less the safe area and the row's accessory); pure, called
    ///     off the main actor too.
    ///   - configure: fills a dequeued cell.
    public mutating func register<Cell: UITableViewCell>(
        _ cellType: Cell.Type, nib: UINib? = nil, reuseIdentifier: String = String(describing: Cell.self),
        when matches: @escaping @Sendable (Item) -> Bool = { _ in true },
        height: @escaping @Sendable (Item, CGFloat) -> CGFloat,
        configure: @escaping @MainActor (Cell, Item) -> Void
    ) {
        add(
            cellType, nib: nib, reuseIdentifier: reuseIdentifier, matches: matches,
            size: { item, width in CGSize(width: width, height: height(item, width)) }, configure: configure)
    }
}
#endif
