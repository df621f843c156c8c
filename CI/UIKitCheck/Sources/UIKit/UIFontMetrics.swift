import Foundation

/// Scales fonts and values for the user's text size along a text style's curve
/// (UIFontMetrics.h:16-32: `NS_SWIFT_SENDABLE`, not main-actor, so it may be used on any
/// thread; only the methods that take a trait collection, UIFontMetrics.h:28 and 32, are
/// modelled: without one UIKit reads the current trait collection, which is thread-local,
/// UITraitCollection.h:238).
///
/// Model: a font or value is scaled by the ratio of the style's point size at the trait
/// collection's category to its size at `.large`, from ``modelPointSizes``. A `nil` collection,
/// or one whose category is unspecified, leaves it as it is (the size at `.large`, the default
/// text size). UIKit's own curves are finer (fractional sizes, its own rounding); the model's
/// are the published table.
public final class UIFontMetrics: NSObject, Sendable {
    /// The text style whose curve this scales along.
    let modelTextStyle: UIFont.TextStyle

    /// Metrics for `textStyle` (UIFontMetrics.h:24).
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        modelTextStyle = textStyle
        super.init()
    }

    /// The metrics of the body style (UIFontMetrics.h:19, `defaultMetrics`).
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for `traitCollection`'s content size category (UIFontMetrics.h:28).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        UIFont.systemFont(
            ofSize: font.pointSize * modelScale(for: traitCollection), weight: font.modelWeight)
    }

    /// `value` scaled for `traitCollection`'s content size category (UIFontMetrics.h:32).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * modelScale(for: traitCollection)
    }

    /// The size at the collection's category over the size at `.large`.
    private func modelScale(for traitCollection: UITraitCollection?) -> CGFloat {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        guard let sizes = Self.modelPointSizes[modelTextStyle], category.modelRank >= 0 else { return 1 }
        return sizes[category.modelRank] / sizes[UIContentSizeCategory.large.modelRank]
    }

    /// The point size of each text style at each category, in the order of
    /// ``UIContentSizeCategory/modelAllSpecified`` (xSmall … xxxLarge, AX1 … AX5): Apple's
    /// Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes"
    /// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
    /// *Model only: not UIKit API.*
    public static let modelPointSizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
