import Foundation

// `safeAreaInsets` (UIView.h:289, read-only, iOS 11). Apple's documentation of the property
// (https://developer.apple.com/documentation/uikit/uiview/safeareainsets): the root view's
// insets come from the bars and the screen (the sensor housing in landscape); "for other
// views in the view hierarchy, the insets reflect only the portion of the view that is
// covered by those bars or insets. For example, if a view is entirely within the safe area
// of its superview, the edge insets in this property are 0."
//
// Model: a test gives a view its insets with `modelSetSafeAreaInsets(_:)` (what the window
// and the screen do on a device); any other view gets the part of its superview's insets
// its frame overlaps, as the documentation says.
//
// `safeAreaInsetsDidChange` (UIView.h:290; Apple's documentation of the method: "Called when
// the safe area of the view changes"): the model calls it, after the change, on the view
// given new insets and on every view below it whose derived insets changed with them (their
// safe area changed too). Not modelled: a change of a derived view's insets by a change of
// its own frame, and the model's cells (they are not their list view's subviews).

extension UIView {
    /// The insets `safeAreaInsets` answers. *Model internals.*
    func modelSafeAreaInsets() -> UIEdgeInsets {
        if let own = modelOwnSafeAreaInsets { return own }
        guard let superview else { return .zero }
        return UIView.modelOverlap(of: superview.safeAreaInsets, in: superview.bounds, frame: frame)
    }

    /// The part of `insets` (of a view whose bounds are `bounds`) that `frame`, in that
    /// view's coordinates, lies under: how far it reaches into each inset strip (no more
    /// than the strip: a part outside the superview is covered by nothing).
    static func modelOverlap(of insets: UIEdgeInsets, in bounds: CGRect, frame: CGRect) -> UIEdgeInsets {
        UIEdgeInsets(
            top: max(0, bounds.minY + insets.top - max(frame.minY, bounds.minY)),
            left: max(0, bounds.minX + insets.left - max(frame.minX, bounds.minX)),
            bottom: max(0, min(frame.maxY, bounds.maxY) - (bounds.maxY - insets.bottom)),
            right: max(0, min(frame.maxX, bounds.maxX) - (bounds.maxX - insets.right)))
    }
}

/// Controls for tests. *Model only: not UIKit API.*
extension UIView {
    /// Gives the view the safe area a device would (for example a table in landscape on a
    /// phone with a sensor housing: 47 points left and right); `nil` derives it from the
    /// superview again.
    public func modelSetSafeAreaInsets(_ insets: UIEdgeInsets?) {
        let before = modelSubtree().map { ($0, $0.safeAreaInsets) }
        modelOwnSafeAreaInsets = insets
        setNeedsLayout()
        // A scroll view's adjusted insets include the safe area: what is visible changes.
        (self as? UIScrollView)?.modelViewportDidChange()
        for (view, old) in before where view.safeAreaInsets != old {
            view.safeAreaInsetsDidChange()
        }
    }

    /// The view and every view below it, parents first. *Model internals.*
    private func modelSubtree() -> [UIView] {
        [self] + subviews.flatMap { $0.modelSubtree() }
    }
}
