#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// The UIKit view of every shipped widget primitive: ``/Tabula/Spacing``, ``/Tabula/Header``, ``/Tabula/Title``,
/// ``/Tabula/TextBlock``, ``/Tabula/Spacing`` and ``/Tabula/ImagePlaceholder``.
///
/// Text is drawn with the attributes ``UIKitTextMeasurer`` measures it with (font scaled as
/// ``textScaling`` says, line spacing, line breaks:
/// `UILabel.showText(_:style:maximumLines:scaling:)`), inside the model's insets, so it wraps
/// as measured and fits the size the list computed; parts are placed by
/// `PrimitiveWidgetLayout`, mirrored when the view's `effectiveUserInterfaceLayoutDirection`
/// is right to left (the label's alignment stays natural: leading). A model that is not a
/// primitive shows nothing (register a
/// cell for its kind in the cell catalog, `register(_:forWidgetKind:configure:)`).
@MainActor
public final class PrimitiveWidgetView: UIView {
    /// The text of a header, title or text block.
    public let textLabel = UILabel()
    /// The line of a separator, or of a spacing with a separator.
    public let lineView = UIView()
    /// The box of an image placeholder: the image named by the placeholder, on a fill.
    public let imageView = UIImageView(frame: .zero)
    /// The model shown.
    public private(set) var model: (any WidgetModel)?
    /// How the text follows the user's text size: the scaling of the measurer that measured
    /// the model (the widget catalogs set it from theirs). Applied at the next ``show(_:)``.
    public var textScaling: UIKitTextScaling = .followingLists

    /// Shows `model` (its parts are placed at the next layout).
    public func show(_ model: any WidgetModel) {
        self.model = model
        for part in [textLabel, lineView, imageView] where part.superview == nil {
            addSubview(part)
        }
        lineView.backgroundColor = .separator
        imageView.backgroundColor = .secondarySystemFill
        imageView.image = nil
        textLabel.text = nil
        switch model {
        case let header as Header: showText(header.string, style: header.style, maximumLines: 0)
        case let title as Title: showText(title.text, style: title.style, maximumLines: 1)
        case let block as TextBlock: showText(block.text, style: block.style, maximumLines: block.maximumLines)
        case let placeholder as ImagePlaceholder: imageView.image = UIImage(named: placeholder.name)
        default: break
        }
        setNeedsLayout()
    }

    private func showText(_ text: String, style: TextStyle, maximumLines: Int) {
        textLabel.showText(text, style: style, maximumLines: maximumLines, scaling: textScaling)
    }

    /// Places the parts for the shown model; a part the model does not have is hidden.
    public override func layoutSubviews() {
        super.layoutSubviews()
        // Its own direction: the view arranges its immediate content (UIView.h:181).
        let direction = ListLayoutDirection(effectiveUserInterfaceLayoutDirection)
        let frames =
            model.map { PrimitiveWidgetLayout.frames(for: $0, in: bounds.size, direction: direction) }
            ?? PrimitiveWidgetLayout()
        place(textLabel, at: frames.text)
        place(lineView, at: frames.line)
        place(imageView, at: frames.image)
    }

    private func place(_ view: UIView, at frame: CGRect?) {
        view.isHidden = frame == nil
        if let frame { view.frame = frame }
    }
}
#endif
