import Foundation

// Source: UIView.h:58-64 (`UIViewAutoresizing`, `UIViewAutoresizingFlexibleHeight`), 215-216
// (`autoresizesSubviews`, `autoresizingMask`).

extension UIView {
    /// How a view's frame follows its superview's size.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes the subviews whose mask has a flexible width or height by the change of the
    /// view's size (model: only the width and height follow; margins are not modelled).
    /// A resized subview lays out in the next `layoutIfNeeded()` of its superview, as in
    /// UIKit's next layout pass. *Model internals.*
    func modelAutoresizeSubviews(from oldSize: CGSize, to newSize: CGSize) {
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            var frame = subview.frame
            if subview.autoresizingMask.contains(.flexibleWidth) { frame.size.width += newSize.width - oldSize.width }
            if subview.autoresizingMask.contains(.flexibleHeight) {
                frame.size.height += newSize.height - oldSize.height
            }
            if frame != subview.frame { subview.frame = frame }
        }
    }
}
