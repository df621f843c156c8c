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

    /// Creates a style.
    public init(pointSize: CGFloat = 15, weight: Weight = .regular, lineSpacing: CGFloat = 0) {
        self.pointSize = pointSize
        self.weight = weight
        self.lineSpacing = lineSpacing
    }

    /// Body text.
    public static let body = TextStyle()
    /// A bold title.
    public static let title = TextStyle(pointSize: 17, weight: .bold)
    /// Small secondary text (dates, counters).
    public static let caption = TextStyle(pointSize: 12)
}
