import Foundation

/// A view that shows text. Model: it keeps the text and its attributes, and draws nothing;
/// ``modelDrawnAttributes`` says which attributes UIKit would draw the text with.
@MainActor
open class UILabel: UIView {
    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    private var storedFont: UIFont = UILabel.defaultFont
    private var storedLineBreakMode: NSLineBreakMode = .byTruncatingTail

    // UILabel.h:36: "default is nil (system font 17 plain)".
    private static var defaultFont: UIFont {
        UIFont.systemFont(ofSize: 17, weight: .regular)
    }

    /// The text shown. Setting it replaces any attributed text (UILabel.h:59: the attributed
    /// text is "the underlying attributed string drawn by the label"; plain text is drawn
    /// with the label's own properties).
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue
            storedAttributedText = nil
        }
    }

    /// The text with attributes; when set, "the label ignores the properties above"
    /// (UILabel.h:59-60), and ``text`` is its string.
    open var attributedText: NSAttributedString? {
        get {
            storedAttributedText ?? storedText.map { NSAttributedString(string: $0, attributes: plainTextAttributes) }
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
        }
    }

    /// The font of plain text; `nil` resets the default (UILabel.h:36, `null_resettable`).
    ///
    /// Setting it over attributed text applies it to the whole string: Apple's page says so
    /// (https://developer.apple.com/documentation/uikit/uilabel/font). The model then draws
    /// the string with the new font.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? Self.defaultFont
            // An empty string has no character to give the font to.
            if let attributed = storedAttributedText, attributed.length > 0 {
                storedAttributedText = Self.replacing(.font, with: storedFont, in: attributed)
            }
        }
    }

    /// How lines that do not fit end; default `byTruncatingTail` (UILabel.h:57).
    ///
    /// Setting it over attributed text applies it to the whole string (Apple's page:
    /// https://developer.apple.com/documentation/uikit/uilabel/linebreakmode); the model
    /// gives the string's paragraph style the new mode.
    open var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set {
            storedLineBreakMode = newValue
            // An empty string has no character to give the mode to.
            if let attributed = storedAttributedText, attributed.length > 0 {
                let old = attributed.attributes(at: 0, effectiveRange: nil)[.paragraphStyle] as? NSParagraphStyle
                let paragraph = NSMutableParagraphStyle()
                paragraph.lineSpacing = old?.lineSpacing ?? 0
                paragraph.lineBreakStrategy = old?.lineBreakStrategy ?? []
                paragraph.lineBreakMode = newValue
                storedAttributedText = Self.replacing(.paragraphStyle, with: paragraph, in: attributed)
            }
        }
    }

    /// Where plain text may break lines: "If this property is not set, the default value is
    /// NSLineBreakStrategyStandard" (UILabel.h:88-91). A paragraph style of attributed text
    /// that names strategies is used instead (UILabel.h:90).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard

    /// Whether the label updates its font by itself when the content size category changes
    /// (UIContentSizeCategoryAdjusting.h:17-23, adopted by UILabel: UILabel.h:33); default
    /// `false` (a `BOOL` property). "For this property to take effect, the element's font
    /// must be" one from `preferredFont(forTextStyle:)` (line 20) or from `UIFontMetrics`
    /// (line 21). Model: a label whose font came from `preferredFont(forTextStyle:)` takes
    /// that style's font at its new category when its traits change (UIView+Traits.swift);
    /// a `UIFontMetrics` font is not followed.
    open var adjustsFontForContentSizeCategory = false

    /// The label's traits changed: a preferred font follows them when the label adjusts.
    /// *Model internals.*
    func modelAdjustFontForContentSizeCategory() {
        guard adjustsFontForContentSizeCategory, let style = storedFont.modelTextStyle,
            traitCollection.preferredContentSizeCategory != .unspecified
        else { return }
        font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection)
    }

    /// The most lines shown; 0 for no limit; default 1 (UILabel.h:70-74).
    open var numberOfLines = 1

    /// The rectangle of the text in `bounds`, at most `numberOfLines` lines (`0`: no limit)
    /// (UILabel.h:96, an override point).
    ///
    /// Model: the drawn string's `boundingRect` at the bounds' width (see NSStringDrawing.swift:
    /// no real text layout), cut at `numberOfLines` lines of the font's line height plus the
    /// paragraph style's line spacing between them. The bounds' height does not cut it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let string = attributedText, string.length > 0 else {
            return CGRect(origin: bounds.origin, size: .zero)
        }
        let attributes = UIModelTextAttributes(string.attributes(at: 0, effectiveRange: nil))
        let lineHeight = (string.attributes(at: 0, effectiveRange: nil)[.font] as? UIFont ?? storedFont).lineHeight
        let rect = string.boundingRect(
            with: CGSize(width: bounds.width, height: .greatestFiniteMagnitude), options: [.usesLineFragmentOrigin],
            context: nil)
        var height = rect.height
        if numberOfLines > 0 {
            let lines = CGFloat(numberOfLines)
            height = min(height, lines * lineHeight + (lines - 1) * attributes.lineSpacing)
        }
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(rect.width, bounds.width), height: height)
    }

    // Plain text is drawn in the label's font with a paragraph style of its line break mode
    // and strategy (UILabel.h:36, 57, 88-91); a plain label has no line spacing property.
    private var plainTextAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineBreakMode = storedLineBreakMode
        paragraph.lineBreakStrategy = lineBreakStrategy
        return [.font: storedFont, .paragraphStyle: paragraph]
    }

    private static func replacing(_ key: NSAttributedString.Key, with value: Any, in string: NSAttributedString)
        -> NSAttributedString
    {
        // Rebuilt from the first character's attributes (the ones the model reads, see
        // `modelDrawnAttributes`) rather than with `addAttribute(_:value:range:)`, which traps
        // in swift-corelibs-foundation over a string that already has attributes.
        var attributes = string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : [:]
        attributes[key] = value
        return NSAttributedString(string: string.string, attributes: attributes)
    }
}

/// What a test can ask. *Model only: not UIKit API.*
extension UILabel {
    /// The attributes the label draws its text with: the attributed text's (at its first
    /// character), or for plain text the label's font, line break mode and strategy.
    /// `nil` with no text.
    public var modelDrawnAttributes: UIModelTextAttributes? {
        guard let string = attributedText, string.length > 0 else { return nil }
        return UIModelTextAttributes(string.attributes(at: 0, effectiveRange: nil))
    }
}
