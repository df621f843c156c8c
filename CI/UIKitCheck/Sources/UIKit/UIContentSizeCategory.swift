import Foundation

/// The size the user chose for text in Settings (UIContentSizeCategory.h:14: a typed
/// string).
///
/// Model: the constants of UIContentSizeCategory.h:18-32 (the raw strings are the model's own:
/// the header does not give them), ``isAccessibilityCategory`` and the comparison operators of
/// UIKit's Swift overlay (`extension UIContentSizeCategory` in UIKit.swiftinterface, iOS 11;
/// its `Comparable` conformance is iOS 17, so the model declares only the operators).
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) {
        self.rawValue = rawValue
    }
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    // UIContentSizeCategory.h:18-25.
    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    // UIContentSizeCategory.h:27-32: "Accessibility sizes".
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every specified category, smallest first (the order of UIContentSizeCategory.h:19-32).
    /// *Model only: not UIKit API.*
    public static let modelAllSpecified: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in ``modelAllSpecified``; `-1` for unspecified and unknown
    /// strings. *Model internals.*
    var modelRank: Int {
        Self.modelAllSpecified.firstIndex(of: self) ?? -1
    }

    /// Whether this is one of the five accessibility sizes (UIContentSizeCategory.h:38,
    /// `UIContentSizeCategoryIsAccessibilityCategory`, refined for Swift as this property).
    public var isAccessibilityCategory: Bool {
        modelRank >= Self.accessibilityMedium.modelRank
    }

    // UIContentSizeCategory.h:39 (`UIContentSizeCategoryCompareToCategory`, refined for Swift
    // as these operators). Model: unspecified sorts below every size.
    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.modelRank < right.modelRank
    }
    public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.modelRank <= right.modelRank
    }
    public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.modelRank > right.modelRank
    }
    public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.modelRank >= right.modelRank
    }
}
