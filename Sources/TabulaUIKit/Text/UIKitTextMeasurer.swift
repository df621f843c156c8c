#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// A ``/Tabula/TextMeasuring`` on UIKit's text system: a text style's attributed string
/// (system font scaled for the user's text size, line spacing, line break mode and strategy)
/// measured with `NSAttributedString.boundingRect(with:options:context:)` (thread-safe since
/// iOS 6, so sizes can be computed off the main actor). Draw measured text with
/// `UILabel.showText(_:style:maximumLines:scaling:)`, which draws that same string.
///
/// Fonts follow Dynamic Type (``UIKitTextScaling``): by default they are scaled, inside an
/// adapter, for the text size of the list being measured (the category its list view shows),
/// elsewhere for the category the lists show; the adapters measure again when it changes. A measurer made
/// with `.category(_:)` measures for a category of its own (off the main actor too, before
/// the screen shows it); `.fixedSize` keeps the style's point size whatever the user chose.
///
/// Heights are rounded up to whole points, as the text will be drawn. A line limit cuts the
/// height at that many lines of the font's `lineHeight` plus the style's line spacing.
public struct UIKitTextMeasurer: TextMeasuring {
    /// Which content size category the measurer measures for.
    public let scaling: UIKitTextScaling

    /// Creates a measurer whose fonts are scaled as `scaling` says (by default for the
    /// category the lists show).
    public init(scaling: UIKitTextScaling = .followingLists) {
        self.scaling = scaling
    }

    /// A measurer for the style's point sizes as given, whatever the user's text size: the
    /// opt-out of Dynamic Type.
    public static let fixedSize = UIKitTextMeasurer(scaling: .fixedSize)

    /// The system font of `style`'s size and weight, scaled for the category the lists show
    /// (``UIKitTextScaling/followingLists``).
    public static func font(for style: TextStyle) -> UIFont {
        UIKitTextAttributes.font(for: style)
    }

    /// The system font of `style`'s size and weight, scaled as `scaling` says: with
    /// `UIFontMetrics` along the curve of ``fontTextStyle(for:)``.
    public static func font(for style: TextStyle, scaling: UIKitTextScaling) -> UIFont {
        UIKitTextAttributes.font(for: style, scaling: scaling)
    }

    /// The text style whose Dynamic Type curve `style` scales along: the one whose size at the
    /// default text size (Large) is nearest `style`'s point size, the smaller on a tie (15
    /// points follows subheadline, 17 body, 28 title 1).
    public static func fontTextStyle(for style: TextStyle) -> UIFont.TextStyle {
        UIKitTextAttributes.fontTextStyle(for: style)
    }

    /// The size of `text` in `style` wrapped to `width`, at most `maximumLines` lines (`0`: no
    /// limit), as UIKit's text system lays it out.
    public func size(of text: String, style: TextStyle, width: CGFloat, maximumLines: Int) -> CGSize {
        guard !text.isEmpty, width > 0 else { return .zero }
        let attributes = UIKitTextAttributes(style: style, maximumLines: maximumLines, scaling: scaling)
        let rect = Self.boundingRect(of: text, attributes: attributes, width: width)
        var height = rect.height.rounded(.up)
        if attributes.numberOfLines > 0 {
            let lines = CGFloat(attributes.numberOfLines)
            let limit = lines * attributes.font.lineHeight + (lines - 1) * attributes.lineSpacing
            height = min(height, limit.rounded(.up))
        }
        return CGSize(width: min(rect.width.rounded(.up), width), height: height)
    }

    /// The number of lines `text` takes in `style` wrapped to `width`.
    public func lineCount(of text: String, style: TextStyle, width: CGFloat) -> Int {
        guard !text.isEmpty, width > 0 else { return 0 }
        let attributes = UIKitTextAttributes(style: style, maximumLines: 0, scaling: scaling)
        let height = Self.boundingRect(of: text, attributes: attributes, width: width).height
        // height = lines × lineHeight + (lines − 1) × spacing
        let spacing = attributes.lineSpacing
        let lines = (height + spacing) / (attributes.font.lineHeight + spacing)
        return max(1, Int(lines.rounded()))
    }

    private static func boundingRect(of text: String, attributes: UIKitTextAttributes, width: CGFloat) -> CGRect {
        attributes.attributedString(text).boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    }
}
#endif
