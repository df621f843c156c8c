import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A view whose frame an MFS view sets by hand in `resizeSubviews`: what an ``MFSDriver``
/// mirrors in a right-to-left layout (``MFSView/framedSubviews``).
///
/// `UIView` (TabulaUIKit) and `TerminalView` (TabulaTerminal) adopt it; any view type with
/// a settable frame in its superview's coordinates can.
@MainActor
public protocol MFSFramedView: AnyObject {
    /// The view's rectangle in its superview's coordinates.
    var frame: CGRect { get set }
}
