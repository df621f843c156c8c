import Foundation

// UIKit's text attributes and string measuring (NSParagraphStyle.h, NSStringDrawing.h).

extension NSAttributedString.Key {
    /// The `UIFont` of the text.
    public static let font = NSAttributedString.Key("NSFont")
    /// The `NSParagraphStyle` of the text.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// How a line that does not fit ends (NSParagraphStyle.h:26-33).
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries: the default of a paragraph style (NSParagraphStyle.h:27).
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping
    /// Clip.
    case byClipping
    /// Truncate at the head: "...wxyz".
    case byTruncatingHead
    /// Truncate at the tail: "abcd...". The default of a `UILabel` (UILabel.h:57).
    case byTruncatingTail
    /// Truncate in the middle: "ab...yz".
    case byTruncatingMiddle
}

/// Paragraph settings: line spacing, line break mode and line break strategy.
///
/// Not `Sendable`, as in UIKit (NSParagraphStyle.h is audited for sendability and imports
/// with an unavailable conformance, which the mutable subclass inherits).
open class NSParagraphStyle: NSObject {
    /// Where line breaks may go (NSParagraphStyle.h:38-49; Swift imports it nested in
    /// `NSParagraphStyle`).
    public struct LineBreakStrategy: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }
        /// Push lines out to avoid an orphan word on the last line (NSParagraphStyle.h:41-44).
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// No breaks between Hangul characters (NSParagraphStyle.h:45-46).
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// What the system uses for standard UI labels (NSParagraphStyle.h:47-48).
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    var storedLineSpacing: CGFloat = 0
    // Defaults: NSParagraphStyle.h:27 (word wrapping) and :107 ("The default value is
    // NSLineBreakStrategyNone").
    var storedLineBreakMode: NSLineBreakMode = .byWordWrapping
    var storedLineBreakStrategy: LineBreakStrategy = []

    /// Extra space between lines (NSParagraphStyle.h:75).
    open var lineSpacing: CGFloat {
        storedLineSpacing
    }

    /// How a line that does not fit ends (NSParagraphStyle.h:87).
    open var lineBreakMode: NSLineBreakMode {
        storedLineBreakMode
    }

    /// Where line breaks may go (NSParagraphStyle.h:107).
    open var lineBreakStrategy: LineBreakStrategy {
        storedLineBreakStrategy
    }

    /// Default settings.
    public override init() {
        super.init()
    }
}

@available(*, unavailable)
extension NSParagraphStyle: @unchecked Sendable {}

/// Paragraph settings that can change (NSParagraphStyle.h:113-131).
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Extra space between lines.
    open override var lineSpacing: CGFloat {
        get { storedLineSpacing }
        set { storedLineSpacing = newValue }
    }

    /// How a line that does not fit ends.
    open override var lineBreakMode: NSLineBreakMode {
        get { storedLineBreakMode }
        set { storedLineBreakMode = newValue }
    }

    /// Where line breaks may go.
    open override var lineBreakStrategy: LineBreakStrategy {
        get { storedLineBreakStrategy }
        set { storedLineBreakStrategy = newValue }
    }
}

/// How strings are measured and drawn.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
    /// Lay out as a block of lines (without it, the string is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Use the font's leading for line height.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph bounds instead of typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate and add an ellipsis to the last visible line.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra results of string measuring. Not `Sendable`, as in UIKit.
open class NSStringDrawingContext: NSObject {}

@available(*, unavailable)
extension NSStringDrawingContext: @unchecked Sendable {}

extension NSAttributedString {
    /// The rectangle the string takes in `size`.
    ///
    /// Model: the font and paragraph style of the first character, the font's model
    /// metrics (``UIFont/modelCharacterWidth``, ``UIFont/lineHeight``), words wrapped
    /// greedily at spaces and `\n`, a word wider than the line broken between characters;
    /// without ``NSStringDrawingOptions/usesLineFragmentOrigin`` the string is one line, as
    /// in UIKit. The paragraph style's line spacing goes between lines (NSParagraphStyle.h:75:
    /// "applied between lines in the same container"). The model does no real text layout:
    /// the line break mode and strategy do not change where it wraps (on a device the
    /// strategy can push a word to the next line), so it can only check that measuring and
    /// drawing use the same attributes, not what those attributes do.
    @discardableResult
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        guard length > 0 else { return .zero }
        let attributes = self.attributes(at: 0, effectiveRange: nil)
        UIModelTextMeasuringRecorder.current?.record(UIModelTextAttributes(attributes))
        let font = attributes[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12, weight: .regular)
        let spacing = (attributes[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing ?? 0
        let advance = font.modelCharacterWidth
        let text = string
        guard options.contains(.usesLineFragmentOrigin) else {
            let width = CGFloat(text.replacingOccurrences(of: "\n", with: " ").count) * advance
            return CGRect(x: 0, y: 0, width: width, height: font.lineHeight)
        }
        let columns = max(1, Int((size.width + 0.0001) / advance))
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = 0
            for word in paragraph.split(separator: " ") {
                var length = word.count
                if current > 0, current + 1 + length <= columns {
                    current += 1 + length
                    continue
                }
                if current > 0 { lines.append(current) }
                while length > columns {
                    lines.append(columns)
                    length -= columns
                }
                current = length
            }
            lines.append(current)
        }
        let count = CGFloat(lines.count)
        let width = CGFloat(lines.max() ?? 0) * advance
        return CGRect(x: 0, y: 0, width: width, height: count * font.lineHeight + (count - 1) * spacing)
    }
}
