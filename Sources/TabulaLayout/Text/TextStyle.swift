import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a piece of text is drawn, as far as its size is concerned.
///
/// Hosts map it to their own fonts: UIKit to a `UIFont` of `pointSize` and `weight`; the
/// terminal to one column per narrow character and one row per line.
public struct TextStyle: Hashable, Sendable {
    /// Font weight, as far as measuring cares.
    public enum Weight: Hashable, Sendable {
        /// Regular text.
        case regular
        /// Medium weight (buttons, names).
        case medium
        /// Bold text.
        case bold
    }

    /// The font size in points (ignored by hosts with a fixed cell size, like a terminal).
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Weight
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat
    /// The text size to measure at (the user's Dynamic Type setting): ``pointSize`` and
    /// ``lineSpacing`` are the sizes at ``ListTextSize/large``, and a measurer makes text
    /// ``ListTextSize/scale`` times bigger. A measuring context sets it
    /// (``TextMeasuring/atTextSize(_:)``); cells rarely set it themselves.
    public var textSize: ListTextSize

    /// Creates a style.
    public init(
        pointSize: CGFloat = 15, weight: Weight = .regular, lineSpacing: CGFloat = 0, textSize: ListTextSize = .large
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.lineSpacing = lineSpacing
        self.textSize = textSize
    }

    /// The point size at ``textSize``: ``pointSize`` times its scale.
    public var scaledPointSize: CGFloat {
        pointSize * textSize.scale
    }

    /// Body text.
    public static let body = TextStyle()
    /// A bold title.
    public static let title = TextStyle(pointSize: 17, weight: .bold)
    /// Small secondary text (dates, counters).
    public static let caption = TextStyle(pointSize: 12)
}
