import Foundation

/// A font.
///
/// Model: only the metrics measuring needs. The line height is 1.2 × the point size and a
/// character's advance 0.5 × the point size (0.55 for medium and heavier weights): not
/// San Francisco's real metrics, but deterministic, so measuring code can be tested.
open class UIFont: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable after init, as UIKit's UIFont (which is Sendable).

    /// A font weight.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
    }

    /// The size in points. (A get-only `open var`, as UIKit declares it.)
    open var pointSize: CGFloat {
        storedPointSize
    }
    private let storedPointSize: CGFloat
    /// The weight. *Model: UIKit keeps it in the font descriptor.*
    public let modelWeight: Weight
    /// The text style of a font from `preferredFont(forTextStyle:)`; `nil` for the others.
    /// *Model: UIKit keeps it in the font descriptor (UIFontDescriptor.h:50).*
    public let modelTextStyle: TextStyle?

    init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        storedPointSize = pointSize
        modelWeight = weight
        modelTextStyle = textStyle
        super.init()
    }

    /// The system font of `fontSize` points and `weight`.
    @discardableResult
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight)
    }

    /// The height of one line.
    open var lineHeight: CGFloat {
        pointSize * 1.2
    }

    /// The advance of one character. *Model only: not UIKit API.*
    public var modelCharacterWidth: CGFloat {
        pointSize * (modelWeight.rawValue >= Weight.medium.rawValue ? 0.55 : 0.5)
    }
}
