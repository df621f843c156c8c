import Foundation

extension UIFont {
    /// The font of `style` at the current trait collection's text size (UIFont.h:22:
    /// "scaled appropriately for the user's selected content size category"; the current
    /// trait collection, UITraitCollection.h:237-240, is what UIKit resolves against outside
    /// a view's own trait update).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: UITraitCollection.current)
    }

    /// The font of `style` at `traitCollection`'s text size (UIFont.h:24); an unspecified
    /// category (or `nil`) gives the size at Large, the default text size.
    ///
    /// Model: the sizes of Apple's published table (``UIFontMetrics/modelPointSizes``),
    /// headline semibold and the others regular, as the table's weights say.
    public class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        let rank = category.modelRank >= 0 ? category.modelRank : UIContentSizeCategory.large.modelRank
        let sizes = UIFontMetrics.modelPointSizes[style] ?? UIFontMetrics.modelPointSizes[.body] ?? []
        let pointSize = rank < sizes.count ? sizes[rank] : 17
        return UIFont(pointSize: pointSize, weight: style == .headline ? .semibold : .regular, textStyle: style)
    }
}

extension UITraitCollection {
    /// The current trait collection of this thread (UITraitCollection.h:237-240: "a
    /// thread-local property"). Model: a task-local value, set only by
    /// ``performAsCurrent(_:)``; by default the traits of the model's system setting, text
    /// size Large (the default of Settings, as a window's, UIView+Traits.swift). The setter
    /// UIKit also has is not modelled.
    public static var current: UITraitCollection {
        modelCurrent ?? UITraitCollection(preferredContentSizeCategory: .large)
    }

    /// Makes this collection the current one while `actions` runs, then restores the
    /// previous one; this thread only (UITraitCollection.h:242-247).
    public func performAsCurrent(_ actions: () -> Void) {
        Self.$modelCurrent.withValue(self) { actions() }
    }

    @TaskLocal private static var modelCurrent: UITraitCollection?
}
