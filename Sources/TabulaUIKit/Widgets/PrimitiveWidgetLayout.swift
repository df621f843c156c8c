#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula

/// Where the parts of a shipped widget primitive go in a cell of a given size: the text of
/// a ``/Tabula/Header``, ``/Tabula/Title`` or ``/Tabula/TextBlock`` inside its insets, the line of a ``/Tabula/Spacing``
/// or of a ``/Tabula/Spacing`` with a separator, the box of an ``/Tabula/ImagePlaceholder``.
///
/// Pure (no views), so what a ``PrimitiveWidgetView`` shows can be checked against the
/// size the widget's model measured.
@_spi(Testing) public struct PrimitiveWidgetLayout: Equatable, Sendable {
    /// The text's frame, for the text primitives.
    public var text: CGRect?
    /// The separator line's frame.
    public var line: CGRect?
    /// The image box's frame, for an ``/Tabula/ImagePlaceholder``.
    public var image: CGRect?

    /// Nothing to show (a ``/Tabula/Spacing`` without a line, a model that is not a primitive).
    public init(text: CGRect? = nil, line: CGRect? = nil, image: CGRect? = nil) {
        self.text = text
        self.line = line
        self.image = image
    }

    /// The thickness of a ``/Tabula/Spacing``'s separator line.
    public static let spacingLineThickness: CGFloat = 1

    /// The frames of `model`'s parts in a cell of `size`, laid out in `direction`: right to
    /// left each is the mirror image of its left-to-right frame (a leading inset, a title's
    /// left inset, stays on the leading side).
    public static func frames(
        for model: any WidgetModel, in size: CGSize, direction: ListLayoutDirection
    ) -> PrimitiveWidgetLayout {
        let frames = frames(for: model, in: size)
        guard direction.isRightToLeft else { return frames }
        let mirror = { (frame: CGRect) in direction.place(frame, inWidth: size.width) }
        return PrimitiveWidgetLayout(
            text: frames.text.map(mirror), line: frames.line.map(mirror), image: frames.image.map(mirror))
    }

    /// The frames of `model`'s parts in a cell of `size`, left to right.
    public static func frames(for model: any WidgetModel, in size: CGSize) -> PrimitiveWidgetLayout {
        let bounds = CGRect(origin: .zero, size: size)
        switch model {
        case let header as Header: return PrimitiveWidgetLayout(text: inset(bounds, by: header.insets))
        case let title as Title: return PrimitiveWidgetLayout(text: inset(bounds, by: title.insets))
        case let block as TextBlock: return PrimitiveWidgetLayout(text: inset(bounds, by: block.insets))
        case let spacing as Spacing:
            let thickness = min(spacingLineThickness, size.height)
            let inset = min(max(0, spacing.separatorInset), size.width)
            switch spacing.separator {
            case .none: return PrimitiveWidgetLayout()
            case .top:
                return PrimitiveWidgetLayout(line: CGRect(x: inset, y: 0, width: size.width - inset, height: thickness))
            case .bottom:
                return PrimitiveWidgetLayout(
                    line: CGRect(x: inset, y: size.height - thickness, width: size.width - inset, height: thickness))
            }
        case is ImagePlaceholder: return PrimitiveWidgetLayout(image: bounds)
        default: return PrimitiveWidgetLayout()
        }
    }

    private static func inset(_ rect: CGRect, by insets: ListEdgeInsets) -> CGRect {
        CGRect(
            x: insets.left, y: insets.top, width: max(0, rect.width - insets.left - insets.right),
            height: max(0, rect.height - insets.top - insets.bottom))
    }
}
#endif
