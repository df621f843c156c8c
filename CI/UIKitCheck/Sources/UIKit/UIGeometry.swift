import Foundation

/// Insets for each edge of a rectangle (UIGeometry.h:23-25: `top, left, bottom, right`,
/// positive insets; `UIEdgeInsetsZero`, UIGeometry.h:150). Sendable, as UIKit declares it
/// (`NS_SWIFT_SENDABLE`).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
