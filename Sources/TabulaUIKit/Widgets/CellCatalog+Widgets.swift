#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

extension CellCatalog where Item == ListWidget {
    /// The kinds of the shipped primitives, one reuse identifier each.
    static var primitiveKinds: [WidgetKind] {
        [Spacing.self, Header.self, Title.self, TextBlock.self, Separator.self, ImagePlaceholder.self].map {
            WidgetKind($0)
        }
    }

    /// Adds `cellType` for the widgets of `kind`, under the kind's reuse identifier (a kind
    /// registered again replaces its earlier cell), sized by the widget itself.
    mutating func addWidgetCell<Cell: UIView>(
        _ cellType: Cell.Type, kind: WidgetKind, nib: UINib?, measurer: any TextMeasuring,
        size: @escaping @Sendable (CGSize, CGFloat) -> CGSize,
        configure: @escaping @MainActor (Cell, ListWidget) -> Void
    ) {
        add(
            cellType, nib: nib, reuseIdentifier: kind.reuseIdentifier, matches: { $0.kind == kind },
            size: { widget, width in size(widget.size(width: width, measurer: measurer), width) },
            configure: configure)
    }
}

extension CellCatalog where Item == ListWidget, BaseCell == UITableViewCell {
    /// Table cells for every shipped primitive (``/Tabula/Spacing``, ``/Tabula/Header``,
    /// ``/Tabula/Title``, ``/Tabula/TextBlock``, ``/Tabula/Separator``, ``/Tabula/ImagePlaceholder``):
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
    public static func widgets(measurer: any TextMeasuring = UIKitTextMeasurer()) -> Self {
        var catalog = Self()
        for kind in primitiveKinds {
            catalog.register(WidgetTableViewCell.self, forWidgetKind: kind, measurer: measurer) { cell, widget in
                cell.show(widget)
            }
        }
        return catalog
    }

    /// Registers `cellType` for the widgets of `kind`, under the kind's reuse identifier
    /// (a kind registered again, a shipped primitive's included, gets the new cell). The
    /// row's height is the widget's own ``/Tabula/ListWidget/size(width:measurer:)``.
    ///
    /// - Parameters:
    ///   - cellType: the cell class; made in code unless `nib` is given.
    ///   - kind: the kind of widget the cell shows.
    ///   - nib: a nib whose top-level object is a `cellType`.
    ///   - measurer: measures the widgets' text.
    ///   - configure: fills a dequeued cell.
    public mutating func register<Cell: UITableViewCell>(
        _ cellType: Cell.Type, forWidgetKind kind: WidgetKind, nib: UINib? = nil,
        measurer: any TextMeasuring = UIKitTextMeasurer(),
        configure: @escaping @MainActor (Cell, ListWidget) -> Void
    ) {
        addWidgetCell(
            cellType, kind: kind, nib: nib, measurer: measurer,
            size: { size, width in CGSize(width: width, height: size.height) }, configure: configure)
    }
}

extension CellCatalog where Item == ListWidget, BaseCell == UICollectionViewCell {
    /// Collection cells for every shipped primitive (``/Tabula/Spacing``, ``/Tabula/Header``,
    /// ``/Tabula/Title``, ``/Tabula/TextBlock``, ``/Tabula/Separator``, ``/Tabula/ImagePlaceholder``):
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
    public static func widgets(measurer: any TextMeasuring = UIKitTextMeasurer()) -> Self {
        var catalog = Self()
        for kind in primitiveKinds {
            catalog.register(WidgetCollectionViewCell.self, forWidgetKind: kind, measurer: measurer) { cell, widget in
                cell.show(widget)
            }
        }
        return catalog
    }

    /// Registers `cellType` for the widgets of `kind`, under the kind's reuse identifier
    /// (a kind registered again, a shipped primitive's included, gets the new cell), sized
    /// by the widget's own ``/Tabula/ListWidget/size(width:measurer:)``.
    ///
    /// - Parameters:
    ///   - cellType: the cell class; made in code unless `nib` is given.
    ///   - kind: the kind of widget the cell shows.
    ///   - nib: a nib whose top-level object is a `cellType`.
    ///   - measurer: measures the widgets' text.
    ///   - configure: fills a dequeued cell.
    public mutating func register<Cell: UICollectionViewCell>(
        _ cellType: Cell.Type, forWidgetKind kind: WidgetKind, nib: UINib? = nil,
        measurer: any TextMeasuring = UIKitTextMeasurer(),
        configure: @escaping @MainActor (Cell, ListWidget) -> Void
    ) {
        addWidgetCell(
            cellType, kind: kind, nib: nib, measurer: measurer, size: { size, _ in size }, configure: configure)
    }
}
#endif
