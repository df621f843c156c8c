#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

extension CellCatalog where Item == ListWidget {
    /// The kinds of the shipped primitives, one reuse identifier each.
    static var primitiveKinds: [WidgetKind] {
        [Spacing.self, Header.self, Title.self, TextBlock.self, ImagePlaceholder.self].map {
            WidgetKind($0)
        }
    }

    /// The scaling the primitives' text is drawn with: the measurer's, so text is drawn at
    /// the size it was measured at; a measurer of another kind measures no UIKit font, and the
    /// text follows the lists' category.
    static func textScaling(of measurer: any TextMeasuring) -> UIKitTextScaling {
        (measurer as? UIKitTextMeasurer)?.scaling ?? .followingLists
    }

    /// Registers `cellType` for every shipped primitive's kind: the body of both catalogs'
    /// `widgets(measurer:)`, which differ only in the cell class.
    mutating func registerPrimitives<Cell: CatalogedCell>(
        _ cellType: Cell.Type, measurer: any TextMeasuring, show: @escaping @MainActor (Cell, ListWidget) -> Void
    ) where Cell.CatalogBaseCell == BaseCell {
        for kind in Self.primitiveKinds {
            register(cellType, forWidgetKind: kind, measurer: measurer, configure: show)
        }
    }

    /// Registers `cellType` for the widgets of `kind`, under the kind's reuse identifier
    /// (a kind registered again, a shipped primitive's included, gets the new cell), sized
    /// by the widget's own ``/Tabula/ListWidget/size(width:measurer:)``: in a
    /// ``TableCellCatalog`` its height (a row is as wide as the table), in a
    /// ``CollectionCellCatalog`` its whole size at the width the layout offers.
    ///
    /// - Parameters:
    ///   - cellType: the cell class, made in code unless `nib` is given: a
    ///     `UITableViewCell` in a ``TableCellCatalog``, a `UICollectionViewCell` in a
    ///     ``CollectionCellCatalog``.
    ///   - kind: the kind of widget the cell shows.
    ///   - nib: a nib whose top-level object is a `cellType`.
    ///   - measurer: measures the widgets' text.
    ///   - configure: fills a dequeued cell.
    public mutating func register<Cell: CatalogedCell>(
        _ cellType: Cell.Type, forWidgetKind kind: WidgetKind, nib: UINib? = nil,
        measurer: any TextMeasuring = UIKitTextMeasurer(),
        configure: @escaping @MainActor (Cell, ListWidget) -> Void
    ) where Cell.CatalogBaseCell == BaseCell {
        // The one difference between the two catalogs: a table row takes the table's width
        // whatever the widget asks for; a collection item keeps the widget's own width.
        let rowFillsWidth = BaseCell.self is UITableViewCell.Type
        add(
            cellType, nib: nib, reuseIdentifier: kind.reuseIdentifier, matches: { $0.kind == kind },
            size: { widget, width in
                let size = widget.size(width: width, measurer: measurer)
                return rowFillsWidth ? CGSize(width: width, height: size.height) : size
            },
            configure: configure)
    }
}

extension CellCatalog where Item == ListWidget, BaseCell == UITableViewCell {
    /// Table cells for every shipped primitive (``/Tabula/Spacing``, ``/Tabula/Header``,
    /// ``/Tabula/Title``, ``/Tabula/TextBlock``, ``/Tabula/ImagePlaceholder``):
    /// one reuse identifier per ``/Tabula/WidgetKind``, each a ``WidgetTableViewCell`` showing
    /// the primitive in a ``PrimitiveWidgetView``, each row as tall as
    /// ``/Tabula/ListWidget/size(width:measurer:)`` at its content view's width (measured off
    /// the main actor by the adapter's prefetcher, like any pure size).
    ///
    /// ```swift
    /// var cells = TableCellCatalog<ListWidget>.widgets()
    /// cells.register(AvatarCell.self, forWidgetKind: "avatar") { cell, widget in cell.show(widget) }
    /// let adapter = TableViewAdapter<String, ListWidget>(tableView: tableView, cells: cells)
    /// Builder.widgets(objects: countries).bind(to: adapter)
    /// ```
    ///
    /// A kind of your own shows an empty cell until it is registered.
    ///
    /// - Parameter measurer: measures the widgets' text.
    /// - Returns: a catalog with a cell for every shipped primitive.
    public static func widgets(measurer: any TextMeasuring = UIKitTextMeasurer()) -> Self {
        var catalog = Self()
        let scaling = textScaling(of: measurer)
        catalog.registerPrimitives(WidgetTableViewCell.self, measurer: measurer) { cell, widget in
            cell.show(widget, scaling: scaling)
        }
        return catalog
    }
}

extension CellCatalog where Item == ListWidget, BaseCell == UICollectionViewCell {
    /// Collection cells for every shipped primitive (``/Tabula/Spacing``, ``/Tabula/Header``,
    /// ``/Tabula/Title``, ``/Tabula/TextBlock``, ``/Tabula/ImagePlaceholder``):
    /// one reuse identifier per ``/Tabula/WidgetKind``, each a ``WidgetCollectionViewCell``
    /// showing the primitive in a ``PrimitiveWidgetView``, sized by
    /// ``/Tabula/ListWidget/size(width:measurer:)`` at the width the layout offers (measured
    /// off the main actor by the adapter's prefetcher).
    ///
    /// ```swift
    /// let adapter = CollectionViewAdapter<String, ListWidget>(collectionView: collectionView, cells: .widgets())
    /// adapter.show { Header(string: "Choose a country"); Title(text: "Spain") }
    /// ```
    ///
    /// - Parameter measurer: measures the widgets' text.
    /// - Returns: a catalog with a cell for every shipped primitive.
    public static func widgets(measurer: any TextMeasuring = UIKitTextMeasurer()) -> Self {
        var catalog = Self()
        let scaling = textScaling(of: measurer)
        catalog.registerPrimitives(WidgetCollectionViewCell.self, measurer: measurer) { cell, widget in
            cell.show(widget, scaling: scaling)
        }
        return catalog
    }
}
#endif
