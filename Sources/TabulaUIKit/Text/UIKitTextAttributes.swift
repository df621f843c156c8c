#if canImport(UIKit)
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
/// A value type of immutable parts; the non-`Sendable` paragraph style is built anew on every
/// call, so measuring off the main actor shares nothing.
public struct UIKitTextAttributes: Sendable {
    /// The system font of the style's size and weight.
    public let font: UIFont
    /// Extra space between lines.
    public let lineSpacing: CGFloat
    /// How a line that does not fit ends: `.byTruncatingTail` for one line (an ellipsis, as
    /// a label shows), `.byWordWrapping` otherwise. A truncating mode in a paragraph style
    /// makes `boundingRect` measure a single line, so it is used only where one line is all
    /// there is; a text cut at several lines ends at a word, without an ellipsis.
    public let lineBreakMode: NSLineBreakMode
    /// Where lines may break: `.standard` (what `UILabel` uses for plain text) from iOS 14,
    /// none before (the option does not exist there).
    public let lineBreakStrategy: NSParagraphStyle.LineBreakStrategy
    /// The label's line limit: `maximumLines` (`0`: no limit).
    public let numberOfLines: Int

    /// The attributes of text in `style`, at most `maximumLines` lines (`0`: no limit; a
    /// negative count is no limit too).
    public init(style: TextStyle, maximumLines: Int) {
        font = Self.font(for: style)
        lineSpacing = max(0, style.lineSpacing)
        numberOfLines = max(0, maximumLines)
        lineBreakMode = numberOfLines == 1 ? .byTruncatingTail : .byWordWrapping
        if #available(iOS 14, tvOS 14, *) {
            lineBreakStrategy = .standard
        } else {
            lineBreakStrategy = []
        }
    }

    /// The system font for `style`.
    public static func font(for style: TextStyle) -> UIFont {
        let weight: UIFont.Weight =
            switch style.weight {
            case .regular: .regular
            case .medium: .medium
            case .bold: .bold
            }
        return UIFont.systemFont(ofSize: style.pointSize, weight: weight)
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
    /// (``UIKitTextAttributes``), and its `numberOfLines` the limit.
    ///
    /// Use it wherever a measured text is drawn (MFS cells' `bindData`, cells of your own), not
    /// `text` and `font`: a label draws plain text with other line breaks and no line spacing.
    /// Set `lineBreakMode` or `font` afterwards and the label applies them to the whole string,
    /// and it no longer matches what was measured.
    public func showText(_ text: String, style: TextStyle, maximumLines: Int) {
        let attributes = UIKitTextAttributes(style: style, maximumLines: maximumLines)
        // Font and mode first: set over attributed text they would rewrite it.
        font = attributes.font
        lineBreakMode = attributes.lineBreakMode
        numberOfLines = attributes.numberOfLines
        attributedText = attributes.attributedString(text)
    }
}
#endif
