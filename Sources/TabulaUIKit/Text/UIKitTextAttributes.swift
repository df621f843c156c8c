#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// The one set of attributes UIKit text in Tabula is both measured and drawn with: the font,
/// the line spacing, the line break mode and the line break strategy of a text style.
///
/// ``UIKitTextMeasurer`` measures with ``attributedString(_:)``, and
/// `UILabel.showText(_:style:maximumLines:)` draws the same string, so a label wraps where
/// the measurer wrapped. Plain `UILabel.text` would not: a label draws plain text with
/// `NSLineBreakStrategyStandard` and no line spacing (UILabel.h), while a new
/// `NSParagraphStyle` has no strategy (NSParagraphStyle.h), so the last line can wrap
/// differently from what was measured and be clipped.
///
/// Fonts follow the user's text size unless told otherwise (``UIKitTextScaling``): the style's
/// system font scaled with `UIFontMetrics.scaledFont(for:compatibleWith:)` for a trait
/// collection of the category. Only the calls that take a trait collection are used: `UIFont`,
/// `UIFontMetrics` and `UITraitCollection` are Sendable and not main-actor (UIFont.h:18,
/// UIFontMetrics.h:16, UITraitCollection.h:22), while the calls without one read the current
/// trait collection, which is thread-local (UITraitCollection.h:238): off the main actor it
/// would not be the screen's.
///
/// A value type of immutable parts; the non-`Sendable` paragraph style is built anew on every
/// call, so measuring off the main actor shares nothing.
@_spi(TabulaInternal) public struct UIKitTextAttributes: Sendable {
    /// The system font of the style's size and weight, scaled for the content size category.
    public let font: UIFont
    /// Extra space between lines, scaled as the font is.
    public let lineSpacing: CGFloat
    /// How a line that does not fit ends: `.byTruncatingTail` for one line (an ellipsis, as
    /// a label shows), `.byWordWrapping` otherwise. A truncating mode in a paragraph style
    /// makes `boundingRect` measure a single line, so it is used only where one line is all
    /// there is; a text cut at several lines ends at a word, without an ellipsis.
    public let lineBreakMode: NSLineBreakMode
    /// Where lines may break: `.standard` (what `UILabel` uses for plain text).
    public let lineBreakStrategy: NSParagraphStyle.LineBreakStrategy
    /// The label's line limit: `maximumLines` (`0`: no limit).
    public let numberOfLines: Int

    /// The attributes of text in `style`, at most `maximumLines` lines (`0`: no limit; a
    /// negative count is no limit too), scaled as `scaling` says.
    public init(style: TextStyle, maximumLines: Int, scaling: UIKitTextScaling = .followingLists) {
        // The category is read once: the font and the spacing are for the same one.
        let traits = scaling.contentSizeCategory.map { UITraitCollection(preferredContentSizeCategory: $0) }
        font = Self.font(for: style, traits: traits)
        let spacing = max(0, style.lineSpacing)
        lineSpacing =
            traits.map {
                UIFontMetrics(forTextStyle: Self.fontTextStyle(for: style)).scaledValue(
                    for: spacing, compatibleWith: $0)
            } ?? spacing
        numberOfLines = max(0, maximumLines)
        lineBreakMode = numberOfLines == 1 ? .byTruncatingTail : .byWordWrapping
        lineBreakStrategy = .standard
    }

    /// The system font for `style`, scaled for the category the lists show
    /// (``UIKitTextScaling/followingLists``).
    public static func font(for style: TextStyle) -> UIFont {
        font(for: style, scaling: .followingLists)
    }

    /// The system font for `style`, scaled as `scaling` says.
    public static func font(for style: TextStyle, scaling: UIKitTextScaling) -> UIFont {
        font(
            for: style, traits: scaling.contentSizeCategory.map { UITraitCollection(preferredContentSizeCategory: $0) })
    }

    /// The system font of `style`'s size and weight, scaled for `traits` (`nil`: not scaled).
    private static func font(for style: TextStyle, traits: UITraitCollection?) -> UIFont {
        let weight: UIFont.Weight =
            switch style.weight {
            case .regular: .regular
            case .medium: .medium
            case .bold: .bold
            }
        let font = UIFont.systemFont(ofSize: style.pointSize, weight: weight)
        guard let traits else { return font }
        return UIFontMetrics(forTextStyle: fontTextStyle(for: style)).scaledFont(for: font, compatibleWith: traits)
    }

    /// The text style whose Dynamic Type curve `style` scales along: the one whose size at the
    /// default text size (Large) is nearest `style`'s point size, the smaller on a tie. Apple's
    /// sizes at Large: large title 34, title 1 28, title 2 22, title 3 20, body 17, callout 16,
    /// subheadline 15, footnote 13, caption 1 12, caption 2 11 (headline shares body's curve).
    public static func fontTextStyle(for style: TextStyle) -> UIFont.TextStyle {
        var nearest = (style: UIFont.TextStyle.caption2, distance: CGFloat.infinity)
        for (size, textStyle) in sizesAtLarge where abs(size - style.pointSize) < nearest.distance {
            nearest = (textStyle, abs(size - style.pointSize))
        }
        return nearest.style
    }

    /// The text styles' point sizes at Large, smallest first (Apple's Human Interface
    /// Guidelines, Typography, Dynamic Type sizes).
    private static var sizesAtLarge: [(CGFloat, UIFont.TextStyle)] {
        [
            (11, .caption2), (12, .caption1), (13, .footnote), (15, .subheadline), (16, .callout), (17, .body),
            (20, .title3), (22, .title2), (28, .title1), (34, .largeTitle),
        ]
    }

    /// A new paragraph style with the line spacing, break mode and break strategy.
    public func paragraphStyle() -> NSParagraphStyle {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = lineSpacing
        paragraph.lineBreakMode = lineBreakMode
        paragraph.lineBreakStrategy = lineBreakStrategy
        return paragraph
    }

    /// `text` with the font and a new paragraph style: the string measured and drawn.
    public func attributedString(_ text: String) -> NSAttributedString {
        NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: paragraphStyle()])
    }
}

extension UILabel {
    /// Shows `text` exactly as ``UIKitTextMeasurer`` measures it in `style` with at most
    /// `maximumLines` lines: the label's `attributedText` is the string the measurer measures
    /// (font, line spacing, line break mode and strategy), and its `numberOfLines` the limit.
    ///
    /// Use it wherever a measured text is drawn (MFS cells' `bindData`, cells of your own), not
    /// `text` and `font`: a label draws plain text with other line breaks and no line spacing.
    /// Set `lineBreakMode` or `font` afterwards and the label applies them to the whole string,
    /// and it no longer matches what was measured.
    ///
    /// - Parameters:
    ///   - text: the text.
    ///   - style: the style it was measured in.
    ///   - maximumLines: the line limit it was measured with (`0`: no limit).
    ///   - scaling: the scaling of the measurer that measured the text (the default follows
    ///     the lists' content size category, as ``UIKitTextMeasurer``'s default does).
    public func showText(
        _ text: String, style: TextStyle, maximumLines: Int, scaling: UIKitTextScaling = .followingLists
    ) {
        let attributes = UIKitTextAttributes(style: style, maximumLines: maximumLines, scaling: scaling)
        // Tabula measures, the label only draws: a label adjusting its font by itself
        // (UIContentSizeCategoryAdjusting.h:17-23; it would, as the font comes from
        // UIFontMetrics) would draw a size no one measured, in a row of the old height, until
        // the adapter re-measured. The adapter re-measures on a category change and shows the
        // text again at the new size.
        adjustsFontForContentSizeCategory = false
        // Font and mode first: set over attributed text they would rewrite it.
        font = attributes.font
        lineBreakMode = attributes.lineBreakMode
        numberOfLines = attributes.numberOfLines
        attributedText = attributes.attributedString(text)
    }
}
#endif
