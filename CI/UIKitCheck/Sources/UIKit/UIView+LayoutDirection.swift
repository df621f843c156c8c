import Foundation

// The layout direction of a view. SDK iPhoneOS26.2, UIKit.framework/Headers:
// - UIInterface.h:38-41: `UIUserInterfaceLayoutDirection` (LeftToRight, RightToLeft).
// - UIView.h:137-143: `UISemanticContentAttribute` (Unspecified, Playback, Spatial,
//   ForceLeftToRight, ForceRightToLeft); UIView.h:173: the view's `semanticContentAttribute`.
// - UIView.h:175-176: `userInterfaceLayoutDirectionForSemanticContentAttribute:` resolves an
//   attribute "relative to the application-wide layout direction (as returned by
//   UIApplication.sharedApplication.userInterfaceLayoutDirection)" (UIApplication.h:163).
// - UIView.h:178-179: the same relative to a given direction; "when provided a layout
//   direction of RightToLeft and a semantic content attribute of Playback, this method
//   returns LeftToRight". Spatial is not flipped either: "a view that should never be
//   flipped" (https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/spatial).
// - UIView.h:181-182: `effectiveUserInterfaceLayoutDirection`, "the user interface layout
//   direction appropriate for arranging the immediate content of this view … Do not assume
//   that the value propagates through the view's subtree."
//
// Model: the application-wide direction is left to right (the model's app runs in English,
// with no right-to-left localization), so a view is right to left only when its own
// attribute forces it; nothing propagates to subviews, as the header warns.

/// The direction of the user interface (UIInterface.h:38).
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// How a view's content relates to the layout direction (UIView.h:137).
public enum UISemanticContentAttribute: Int, Sendable {
    /// Follows the layout direction.
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback
    /// Directional controls: never flipped.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

extension UIView {
    /// The application-wide direction of the model's app (UIApplication.h:163): left to right.
    /// *Model internals.*
    static let modelApplicationLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

    /// The direction `attribute` implies relative to the application-wide one (UIView.h:176).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        userInterfaceLayoutDirection(for: attribute, relativeTo: modelApplicationLayoutDirection)
    }

    /// The direction `attribute` implies relative to `layoutDirection` (UIView.h:179).
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute, relativeTo layoutDirection: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction this view's immediate content is arranged in (UIView.h:182): its own
    /// attribute, resolved against the application-wide direction; a superview's attribute
    /// does not reach it.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
}
