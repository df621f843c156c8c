import Foundation

/// The traits of an environment (UITraitCollection.h:22-23: an immutable `NSObject`,
/// `NS_SWIFT_SENDABLE`, not main-actor: it may be made and read on any thread).
///
/// Model: only the content size category (UITraitCollection.h:59-60) and the layout
/// direction (UITraitCollection.h:44-45); a trait not given is unspecified.
public final class UITraitCollection: NSObject, Sendable {
    /// The user's text size; `.unspecified` when not given (UITraitCollection.h:60).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The direction of the environment's layout; `.unspecified` when not given
    /// (UITraitCollection.h:45).
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    private init(category: UIContentSizeCategory, direction: UITraitEnvironmentLayoutDirection) {
        preferredContentSizeCategory = category
        layoutDirection = direction
        super.init()
    }

    /// An empty collection: every trait unspecified.
    public override convenience init() {
        self.init(category: .unspecified, direction: .unspecified)
    }

    /// A collection with only a content size category (UITraitCollection.h:59).
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(category: preferredContentSizeCategory, direction: .unspecified)
    }

    /// A collection with only a layout direction (UITraitCollection.h:44).
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(category: .unspecified, direction: layoutDirection)
    }
}

/// The direction of an environment's layout (UIInterface.h:44-48, `UITraitEnvironmentLayoutDirection`:
/// unspecified -1, left to right 0, right to left 1).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
}
