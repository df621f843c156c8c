import Foundation
import Tabula

/// Right to left on the terminal: a view inherits its direction from its superview, as a
/// `UIView`'s trait collection carries the app's layout direction.
extension TerminalView: MFSFramedView {
    /// The direction the view's content runs in: its own ``layoutDirection``, else its
    /// superview's, else left to right.
    public var effectiveLayoutDirection: ListLayoutDirection {
        var view: TerminalView? = self
        while let current = view {
            if let direction = current.layoutDirection { return direction }
            view = current.superview
        }
        return .leftToRight
    }

    /// Asks for ``layoutSubviews()`` of this view and every view below it.
    func setNeedsLayoutInSubtree() {
        setNeedsLayout()
        for subview in subviews { subview.setNeedsLayoutInSubtree() }
    }
}

extension MFSView where Self: TerminalView {
    /// A terminal MFS view's framed subviews are all of its subviews: the driver mirrors
    /// them right to left.
    public var framedSubviews: [any MFSFramedView] {
        subviews
    }
}

extension MFSDriver where View: TerminalView {
    /// Lays the driven terminal view out as it is now: in its ``TerminalView/effectiveLayoutDirection``
    /// (a change mirrors the framed subviews) and at its size (resizes only when the size
    /// changed). Call it from `layoutSubviews`, which runs when either changes.
    public func followTerminalView() {
        layoutDirection = view.effectiveLayoutDirection
        containerDidResize(to: view.bounds.size)
    }
}

extension ListLayoutDirection {
    /// The column a run of `runWidth` columns that starts at `column` left to right starts at
    /// in this direction, in a view `width` columns wide: for text a view draws itself. The
    /// run moves; its characters keep their order.
    public func column(_ column: Int, runWidth: Int, in width: Int) -> Int {
        isRightToLeft ? width - column - runWidth : column
    }
}
