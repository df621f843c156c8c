#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// A table cell that shows a widget primitive in a ``PrimitiveWidgetView`` filling its
/// content view. Registered per widget kind on first use by `WidgetCellRegistry.tableCells()`.
@MainActor
public final class WidgetTableViewCell: UITableViewCell {
    /// The primitive's view (added to the content view on first use).
    public private(set) lazy var widgetView: PrimitiveWidgetView = {
        let view = PrimitiveWidgetView(frame: contentView.bounds)
        contentView.addSubview(view)
        return view
    }()

    /// Shows `widget`'s model.
    public func show(_ widget: ListWidget) {
        widgetView.show(widget.model)
        setNeedsLayout()
    }

    /// The primitive's view fills the content view.
    public override func layoutSubviews() {
        super.layoutSubviews()
        widgetView.frame = contentView.bounds
        widgetView.layoutIfNeeded()
    }
}

/// A collection cell that shows a widget primitive in a ``PrimitiveWidgetView`` filling
/// its content view. Registered per widget kind on first use by `WidgetCellRegistry.collectionCells()`.
@MainActor
public final class WidgetCollectionViewCell: UICollectionViewCell {
    /// The primitive's view (added to the content view on first use).
    public private(set) lazy var widgetView: PrimitiveWidgetView = {
        let view = PrimitiveWidgetView(frame: contentView.bounds)
        contentView.addSubview(view)
        return view
    }()

    /// Shows `widget`'s model.
    public func show(_ widget: ListWidget) {
        widgetView.show(widget.model)
        setNeedsLayout()
    }

    /// The primitive's view fills the content view.
    public override func layoutSubviews() {
        super.layoutSubviews()
        widgetView.frame = contentView.bounds
        widgetView.layoutIfNeeded()
    }
}

extension WidgetCellRegistry where Host == TableViewHost {
    /// Table cells for every shipped primitive: each kind is registered with the table, as a
    /// ``WidgetTableViewCell``, the first time a widget of that kind is shown. Kinds of your
    /// own go in with `register`; until then they show an empty cell.
    public static func tableCells() -> WidgetCellRegistry<TableViewHost> {
        WidgetCellRegistry(fallbackCellType: WidgetTableViewCell.self) { cell, widget in
            (cell as? WidgetTableViewCell)?.show(widget)
        }
    }
}

extension WidgetCellRegistry where Host == CollectionViewHost {
    /// Collection cells for every shipped primitive: each kind is registered with the
    /// collection view, as a ``WidgetCollectionViewCell``, the first time a widget of that
    /// kind is shown. Kinds of your own go in with `register`; until then they show an
    /// empty cell.
    public static func collectionCells() -> WidgetCellRegistry<CollectionViewHost> {
        WidgetCellRegistry(fallbackCellType: WidgetCollectionViewCell.self) { cell, widget in
            (cell as? WidgetCollectionViewCell)?.show(widget)
        }
    }
}
#endif
