#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// A table cell that shows a widget primitive in a ``PrimitiveWidgetView`` filling its
/// content view: the cell of every primitive kind in `TableCellCatalog<ListWidget>.widgets(measurer:)`.
@MainActor
public final class WidgetTableViewCell: UITableViewCell {
    /// The primitive's view (added to the content view on first use).
    public private(set) lazy var widgetView: PrimitiveWidgetView = {
        let view = PrimitiveWidgetView(frame: contentView.bounds)
        contentView.addSubview(view)
        return view
    }()

    /// Shows `widget`'s model, its text scaled as `scaling` says (the scaling of the
    /// measurer that measured it).
    public func show(_ widget: ListWidget, scaling: UIKitTextScaling = .followingLists) {
        widgetView.textScaling = scaling
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
/// its content view: the cell of every primitive kind in `CollectionCellCatalog<ListWidget>.widgets(measurer:)`.
@MainActor
public final class WidgetCollectionViewCell: UICollectionViewCell, PrecomputedSizeCell {
    /// Set by ``CollectionViewAdapter`` when the app's layout sizes the cell (see
    /// `PrecomputedSizeCell`).
    var precomputedSize: (@MainActor (CGFloat) -> CGSize?)?

    /// In a self-sizing layout (the app's own, see ``CollectionViewAdapter``): the height
    /// Tabula measured for the widget at the offered width, else UIKit's answer.
    public override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        precomputedAttributes(fitting: layoutAttributes) ?? super.preferredLayoutAttributesFitting(layoutAttributes)
    }

    /// The primitive's view (added to the content view on first use).
    public private(set) lazy var widgetView: PrimitiveWidgetView = {
        let view = PrimitiveWidgetView(frame: contentView.bounds)
        contentView.addSubview(view)
        return view
    }()

    /// Shows `widget`'s model, its text scaled as `scaling` says (the scaling of the
    /// measurer that measured it).
    public func show(_ widget: ListWidget, scaling: UIKitTextScaling = .followingLists) {
        widgetView.textScaling = scaling
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
#endif
