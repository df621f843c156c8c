#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// A ``/Tabula/TextMeasuring`` on UIKit's text system: the system font at the style's size and
/// weight, measured with `NSAttributedString.boundingRect(with:options:context:)`
/// (thread-safe since iOS 6, so sizes can be computed off the main actor).
///
/// Heights are rounded up to whole points, as the text will be drawn. A line limit cuts the
/// height at that many lines of the font's `lineHeight` plus the style's line spacing.
public struct UIKitTextMeasurer: TextMeasuring {
    /// Creates a measurer.
    public init() {}

    /// The system font for `style`.
    public static func font(for style: TextStyle) -> UIFont {
        let weight: UIFont.Weight = switch style.weight {
        case .regular: .regular
        case .medium: .medium
        case .bold: .bold
        }
        return UIFont.systemFont(ofSize: style.pointSize, weight: weight)
    }

    /// The size of `text` in `style` wrapped to `width`, at most `maximumLines` lines (`0`: no
    /// limit), as UIKit's text system lays it out.
    public func size(of text: String, style: TextStyle, width: CGFloat, maximumLines: Int) -> CGSize {
        guard !text.isEmpty, width > 0 else { return .zero }
        let font = Self.font(for: style)
        let rect = Self.boundingRect(of: text, font: font, style: style, width: width)
        var height = rect.height.rounded(.up)
        if maximumLines > 0 {
            let lines = CGFloat(maximumLines)
            let limit = lines * font.lineHeight + (lines - 1) * style.lineSpacing
            height = min(height, limit.rounded(.up))
        }
        return CGSize(width: min(rect.width.rounded(.up), width), height: height)
    }

    /// The number of lines `text` takes in `style` wrapped to `width`.
    public func lineCount(of text: String, style: TextStyle, width: CGFloat) -> Int {
        guard !text.isEmpty, width > 0 else { return 0 }
        let font = Self.font(for: style)
        let height = Self.boundingRect(of: text, font: font, style: style, width: width).height
        // height = lines × lineHeight + (lines − 1) × spacing
        let lines = (height + style.lineSpacing) / (font.lineHeight + style.lineSpacing)
        return max(1, Int(lines.rounded()))
    }

    private static func boundingRect(of text: String, font: UIFont, style: TextStyle, width: CGFloat) -> CGRect {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = style.lineSpacing
        let string = NSAttributedString(string: text, attributes: [.font: font, .paragraphStyle: paragraph])
        return string.boundingRect(
            with: CGSize(width: width, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
    }
}
#endif
