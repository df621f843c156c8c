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

    /// A catalog of this base class with a ``PrimitiveWidgetView`` in a cell for every shipped
    /// primitive's kind: the body of both catalogs' `widgets(measurer:)`.
    static func primitives(in catalog: Self, measurer: any TextMeasuring) -> Self {
        var catalog = catalog
        let scaling = textScaling(of: measurer)
        let rowFillsWidth = rowFillsWidth
        for kind in primitiveKinds {
            catalog.addContent(
                PrimitiveWidgetView.self, reuseIdentifier: kind.reuseIdentifier, matches: { $0.kind == kind },
                measure: .pure { widget, measuring in
                    widget.size(in: measuring.width, measurer: measurer, rowFillsWidth: rowFillsWidth)
                },
                configure: { view, cell, widget in
                    view.textScaling = scaling
                    view.show(widget.model)
                    cell.setNeedsLayout()
                })
        }
        return catalog
    }

    /// The one difference between the two catalogs: a table row takes the table's width
    /// whatever the widget asks for; a collection item keeps the widget's own width.
    static var rowFillsWidth: Bool {
        BaseCell.self is UITableViewCell.Type
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
        let rowFillsWidth = Self.rowFillsWidth
        add(
            cellType, nib: nib, reuseIdentifier: kind.reuseIdentifier, matches: { $0.kind == kind },
            size: { widget, width in widget.size(in: width, measurer: measurer, rowFillsWidth: rowFillsWidth) },
            configure: configure)
    }
}

extension CellCatalog where Item == ListWidget, BaseCell == UITableViewCell {
    /// Table cells for every shipped primitive (``/Tabula/Spacing``, ``/Tabula/Header``,
    /// ``/Tabula/Title``, ``/Tabula/TextBlock``, ``/Tabula/ImagePlaceholder``):
    /// one reuse identifier per ``/Tabula/WidgetKind``, each a table cell showing
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
        primitives(in: Self(), measurer: measurer)
    }
}

extension CellCatalog where Item == ListWidget, BaseCell == UICollectionViewCell {
    /// Collection cells for every shipped primitive (``/Tabula/Spacing``, ``/Tabula/Header``,
    /// ``/Tabula/Title``, ``/Tabula/TextBlock``, ``/Tabula/ImagePlaceholder``):
    /// one reuse identifier per ``/Tabula/WidgetKind``, each a collection cell
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
        primitives(in: Self(), measurer: measurer)
    }
}
extension ListWidget {
    /// The widget's size at `width`: a table row is as wide as the table (`rowFillsWidth`).
    fileprivate func size(in width: CGFloat, measurer: any TextMeasuring, rowFillsWidth: Bool) -> CGSize {
        let size = size(width: width, measurer: measurer)
        return rowFillsWidth ? CGSize(width: width, height: size.height) : size
    }
}
#endif
