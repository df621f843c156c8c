import Foundation
import Tabula

/// A rectangle of terminal cells in a retained view tree, like a minimal `UIView`.
///
/// Geometry is in cells: `frame.origin.x` is a column, `frame.origin.y` a row, both
/// relative to the superview's top left cell (moved by the superview's
/// ``contentOffset``). Drawing is clipped to the view and every ancestor. Subclasses draw
/// in ``draw(in:)`` and place subviews in ``layoutSubviews()``, which the renderer calls
/// before drawing when ``setNeedsLayout()`` was called or the size changed.
@MainActor
open class TerminalView {
    /// The view's rectangle in its superview's coordinates, in cells.
    open var frame: CGRect {
        didSet {
            if frame.size != oldValue.size { setNeedsLayout() }
        }
    }
    /// Where the renderer draws the view while a frame change animates (a
    /// ``TerminalListView`` moving its cells after an update), in the superview's
    /// coordinates; `nil` (the usual case): at ``frame``.
    ///
    /// It is presentation only, like a `CALayer`'s presentation layer: ``frame`` already
    /// holds the final rectangle, the view lays out its content once for that size, and
    /// the renderer draws that content from this rectangle's origin, clipped to it.
    public internal(set) var presentationFrame: CGRect?
    /// How many times the view went into a list's reuse queue: an animation that started
    /// before a view was reused must not move it.
    var reuseGeneration = 0
    /// Scrolls the subviews: a subview at `y` is drawn at `y - contentOffset.y`.
    public var contentOffset: CGPoint = .zero
    /// The subviews, back to front.
    public private(set) var subviews: [TerminalView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: TerminalView?
    /// A hidden view and its subviews are not drawn.
    public var isHidden = false
    /// The colour the view's cells are filled with; `nil` leaves what is behind.
    public var backgroundColor: TerminalColor?
    /// The direction this view's content runs in; `nil` (the default): its superview's,
    /// left to right at the root. Read ``effectiveLayoutDirection``. Setting it lays out the
    /// view and its subviews again before the next draw.
    public var layoutDirection: ListLayoutDirection? {
        didSet {
            if layoutDirection != oldValue { setNeedsLayoutInSubtree() }
        }
    }
    /// Whether ``layoutSubviews()`` is due before the next draw.
    public private(set) var needsLayout = true

    /// Creates a view with `frame` in cells.
    public init(frame: CGRect = .zero) {
        self.frame = frame
    }

    /// The view's size at 0, 0: its own coordinates.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    // MARK: - Tree

    /// Adds `view` on top of the other subviews, taking it from its old superview.
    ///
    /// - Returns: `false`, changing nothing, when `view` is this view or one of its
    ///   ancestors (a cycle).
    @discardableResult
    public func addSubview(_ view: TerminalView) -> Bool {
        (try? insertSubview(view, at: subviews.count(where: { $0 !== view }))) != nil
    }

    /// Inserts `view` at `index` in ``subviews`` (0 is the back), taking it from its old
    /// superview. The index counts the subviews without `view`.
    ///
    /// - Throws: ``TerminalViewError`` when the index is outside `0...count` or `view`
    ///   is this view or one of its ancestors; nothing changes then.
    public func insertSubview(_ view: TerminalView, at index: Int) throws(TerminalViewError) {
        var ancestor: TerminalView? = self
        while let current = ancestor {
            if current === view { throw .wouldCreateCycle(operation: "insertSubview(_:at:)") }
            ancestor = current.superview
        }
        let others = subviews.count(where: { $0 !== view })
        guard index >= 0, index <= others else {
            throw .subviewIndexOutOfRange(index: index, count: others)
        }
        let directionBefore = view.effectiveLayoutDirection
        view.removeFromSuperview()
        subviews.insert(view, at: index)
        view.superview = self
        setNeedsLayout()
        // A view that joins a tree running the other way lays its content out again.
        if view.effectiveLayoutDirection != directionBefore { view.setNeedsLayoutInSubtree() }
    }

    /// Removes the view from its superview.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    // MARK: - Layout

    /// Asks for ``layoutSubviews()`` before the next draw.
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs ``layoutSubviews()`` now if it is due, then does the same for the subviews.
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews {
            subview.layoutIfNeeded()
        }
    }

    /// Places the subviews; the default does nothing. Called by ``layoutIfNeeded()``.
    open func layoutSubviews() {}

    /// The size the view would like within `size`; the default is its current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        frame.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of an unbounded size, keeping its origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(
            CGSize(
                width: CGFloat.greatestFiniteMagnitude,
                height: CGFloat.greatestFiniteMagnitude))
    }

    // MARK: - Drawing

    /// Draws the view's own cells (not its subviews, which draw after it, on top).
    ///
    /// The default fills the view with ``backgroundColor`` when it has one; subclasses
    /// call `super` first to keep that.
    open func draw(in canvas: inout TerminalCanvas) {
        if let backgroundColor {
            canvas.fill(background: backgroundColor)
        }
    }
}
