import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The text size a list is measured at: the user's Dynamic Type setting, without UIKit.
///
/// The twelve cases are UIKit's content size categories in order (`UIContentSizeCategory`,
/// from `extraSmall` to `accessibilityExtraExtraExtraLarge`), so a host maps one to the
/// other case by case. ``scale`` is how much bigger text is than at ``large`` (the default):
/// the size of Apple's Body text style at this size divided by its size at Large, 17 points.
/// The Body sizes are Apple's (Human Interface Guidelines, Typography, "Dynamic Type sizes",
/// <https://developer.apple.com/design/human-interface-guidelines/typography#Specifications>):
/// xSmall 14, Small 15, Medium 16, Large 17, xLarge 19, xxLarge 21, xxxLarge 23, and the
/// accessibility sizes AX1 28, AX2 33, AX3 40, AX4 47, AX5 53 points.
public enum ListTextSize: Int, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// UIKit's `extraSmall` (Body 14 pt).
    case extraSmall
    /// UIKit's `small` (Body 15 pt).
    case small
    /// UIKit's `medium` (Body 16 pt).
    case medium
    /// UIKit's `large`, the system default (Body 17 pt).
    case large
    /// UIKit's `extraLarge` (Body 19 pt).
    case extraLarge
    /// UIKit's `extraExtraLarge` (Body 21 pt).
    case extraExtraLarge
    /// UIKit's `extraExtraExtraLarge` (Body 23 pt), the largest size outside the
    /// accessibility sizes.
    case extraExtraExtraLarge
    /// UIKit's `accessibilityMedium`, AX1 (Body 28 pt).
    case accessibilityMedium
    /// UIKit's `accessibilityLarge`, AX2 (Body 33 pt).
    case accessibilityLarge
    /// UIKit's `accessibilityExtraLarge`, AX3 (Body 40 pt).
    case accessibilityExtraLarge
    /// UIKit's `accessibilityExtraExtraLarge`, AX4 (Body 47 pt).
    case accessibilityExtraExtraLarge
    /// UIKit's `accessibilityExtraExtraExtraLarge`, AX5 (Body 53 pt).
    case accessibilityExtraExtraExtraLarge

    /// The size of Apple's Body text style at this text size, in points (see the type's
    /// documentation for the source).
    public var bodyPointSize: CGFloat {
        switch self {
        case .extraSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .extraLarge: 19
        case .extraExtraLarge: 21
        case .extraExtraExtraLarge: 23
        case .accessibilityMedium: 28
        case .accessibilityLarge: 33
        case .accessibilityExtraLarge: 40
        case .accessibilityExtraExtraLarge: 47
        case .accessibilityExtraExtraExtraLarge: 53
        }
    }

    /// How much bigger text is than at ``large``: ``bodyPointSize`` / 17 (1 at Large, about
    /// 0.82 at extraSmall, about 3.12 at AX5).
    public var scale: CGFloat {
        bodyPointSize / Self.large.bodyPointSize
    }

    /// Whether this is one of the five accessibility sizes (AX1 to AX5).
    public var isAccessibilitySize: Bool {
        self >= .accessibilityMedium
    }

    /// The next size up, wrapping from the largest back to the smallest (what the demo's
    /// text-size key cycles through).
    public var next: ListTextSize {
        ListTextSize(rawValue: rawValue + 1) ?? .extraSmall
    }

    public static func < (lhs: ListTextSize, rhs: ListTextSize) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A short name: "xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1" … "AX5".
    public var description: String {
        switch self {
        case .extraSmall: "xS"
        case .small: "S"
        case .medium: "M"
        case .large: "L"
        case .extraLarge: "xL"
        case .extraExtraLarge: "xxL"
        case .extraExtraExtraLarge: "xxxL"
        case .accessibilityMedium: "AX1"
        case .accessibilityLarge: "AX2"
        case .accessibilityExtraLarge: "AX3"
        case .accessibilityExtraExtraLarge: "AX4"
        case .accessibilityExtraExtraExtraLarge: "AX5"
        }
    }
}
