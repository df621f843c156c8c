import Foundation

/// A rectangle on screen: frame, bounds, subviews, layout.
///
/// Model: no drawing. A size change marks the view as needing layout; `layoutIfNeeded()`
/// runs `layoutSubviews()` then (list views run it for their visible cells after every
/// update, as UIKit's layout pass would).
@MainActor
open class UIView: UIResponder {
    private var storedFrame: CGRect
    private var storedBoundsOrigin: CGPoint = .zero
    private var needsLayout = true
    private weak var storedSuperview: UIView?
    private var storedSubviews: [UIView] = []

    /// Creates a view with `frame`.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let oldSize = storedFrame.size
            storedFrame = newValue
            if newValue.size != oldSize {
                setNeedsLayout()
                modelAutoresizeSubviews(from: oldSize, to: newValue.size)
            }
        }
    }

    /// The view's own coordinate space: origin (the scroll position of a scroll view) and
    /// size (the frame's size).
    open var bounds: CGRect {
        get { CGRect(origin: storedBoundsOrigin, size: storedFrame.size) }
        set {
            storedBoundsOrigin = newValue.origin
            frame = CGRect(origin: storedFrame.origin, size: newValue.size)
        }
    }

    /// Whether the view is hidden.
    open var isHidden = false

    /// How the view's content is laid out against the layout direction (UIView.h:173);
    /// unspecified by default. `effectiveUserInterfaceLayoutDirection` resolves it
    /// (UIView+LayoutDirection.swift).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The view's traits (UITraitCollection.h:194-196, `UITraitEnvironment`, which UIView
    /// adopts: UIView.h:148). Model: see UIView+Traits.swift.
    open var traitCollection: UITraitCollection {
        modelResolvedTraitCollection()
    }

    /// Called after the view's traits changed (UITraitCollection.h:198: "To be overridden as
    /// needed to provide custom behavior when the environment's traits change"; deprecated
    /// from iOS 17 for the registration APIs, still declared). Model: see UIView+Traits.swift.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The content size category a test gave this view and its subtree
    /// (`modelSetPreferredContentSizeCategory(_:)`). *Model internals.*
    var modelOwnContentSizeCategory: UIContentSizeCategory?
    /// The trait change handlers registered on this view (UITraitChangeObservable.swift).
    var modelTraitRegistrations: [AnyObject] = []
    /// A content size category set through `traitOverrides` and not yet applied (the outer
    /// optional: whether one is pending; the inner: the override, `nil` when removed).
    /// *Model internals* (UIView+TraitOverrides.swift).
    var modelPendingTraitOverride: UIContentSizeCategory??

    /// The insets the view's content should stay clear of (UIView.h:289; derived as Apple
    /// documents it, see UIView+SafeArea.swift).
    open var safeAreaInsets: UIEdgeInsets {
        modelSafeAreaInsets()
    }
    /// Insets a test gave this view itself (`modelSetSafeAreaInsets(_:)`). *Model internals.*
    var modelOwnSafeAreaInsets: UIEdgeInsets?

    /// Called after ``safeAreaInsets`` changed (UIView.h:290, iOS 11; Apple's documentation:
    /// "Called when the safe area of the view changes"). Does nothing by default. Model: see
    /// UIView+SafeArea.swift for when it is called.
    open func safeAreaInsetsDidChange() {}

    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true

    /// How the frame follows the superview's size (see UIView+Autoresizing.swift).
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// The fill behind the view's content; `nil`: transparent.
    open var backgroundColor: UIColor?

    /// The superview, if any.
    open var superview: UIView? {
        storedSuperview
    }

    /// The view controller whose root view this is, and the list view that dequeued this
    /// cell (the model's cells are not its subviews): for the responder chain
    /// (UIResponder+Next.swift).
    weak var modelViewController: UIViewController?
    weak var modelDequeuingListView: UIView?

    /// The view controller that manages the view, else the superview (UIResponder+Next.swift).
    open override var next: UIResponder? {
        modelNextResponder
    }

    /// The subviews, back to front.
    open var subviews: [UIView] {
        storedSubviews
    }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        storedSuperview?.window
    }

    /// Adds `view` on top of the subviews (moving it from its old superview).
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        storedSubviews.append(view)
        view.storedSuperview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        superview.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
    }

    /// Lays out the subviews; does nothing by default.
    open func layoutSubviews() {}

    /// Marks the view as needing layout.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs `layoutSubviews()` if the view needs layout, then does the same for the
    /// subviews (UIKit lays out the whole subtree).
    open func layoutIfNeeded() {
        modelApplyPendingTraitOverride()
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Whether the view's autoresizing mask becomes constraints (UIKit: `true` for views
    /// made in code). Model: kept, not used.
    open var translatesAutoresizingMaskIntoConstraints = true

    /// The active constraints this view holds (model: each active constraint is held by
    /// both views it relates). *Model internals.*
    var modelConstraints: [NSLayoutConstraint] = []

    /// The smallest size that satisfies the view's constraints, fitting `targetSize` as
    /// closely as possible (see ``systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``).
    @discardableResult
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the view's constraints, closest to `targetSize` with the
    /// given priorities.
    ///
    /// Model: the width is `targetSize.width`; the height is solved from the declared
    /// content (see `ModelAutoLayout.fittingHeight(of:width:)`).
    @discardableResult
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(width: targetSize.width, height: ModelAutoLayout.fittingHeight(of: self, width: targetSize.width))
    }
}

/// The root of a view hierarchy on screen.
@MainActor
open class UIWindow: UIView {
    /// The window itself.
    open override var window: UIWindow? {
        self
    }
}

/// A view that scrolls its content.
@MainActor
open class UIScrollView: UIView {
    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero

    /// Extra scroll area around the content (UIScrollView.h:91: "default UIEdgeInsetsZero.
    /// add additional scroll area around content").
    open var contentInset: UIEdgeInsets = .zero {
        didSet { modelViewportDidChange() }
    }

    /// The insets the scroll view really uses: ``contentInset`` plus the safe area
    /// insets the adjustment behaviour lets in (UIScrollView.h:98-101: "When
    /// contentInsetAdjustmentBehavior allows, UIScrollView may incorporate its
    /// safeAreaInsets into the adjustedContentInset"). Model: all of ``safeAreaInsets``
    /// (UIView+SafeArea.swift), as the default `.automatic` behaviour does for a scroll view
    /// that fills its view controller's view.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
    }

    /// Whether the user is dragging the content (see UIScrollView+Model.swift).
    open var isDragging: Bool {
        modelIsDragging
    }
    /// Whether the content still moves after the user lifted the finger.
    open var isDecelerating: Bool {
        modelIsDecelerating
    }
    var modelIsDragging = false
    var modelIsDecelerating = false

    /// The pull-to-refresh control shown above the content (UIScrollView.h:286, iOS 10, not
    /// tvOS). Model: kept; the control is not drawn (UIRefreshControl.swift).
    @available(iOS 10.0, *)
    @available(tvOS, unavailable)
    open var refreshControl: UIRefreshControl? {
        get { modelRefreshControl }
        set { modelRefreshControl = newValue }
    }
    var modelRefreshControl: UIRefreshControl?

    /// The content point at the view's top-left corner (the bounds origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            super.frame = newValue
            modelViewportDidChange()
        }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set {
            super.bounds = newValue
            modelViewportDidChange()
        }
    }

    /// Called after the frame or bounds changed; list views lay their items out again.
    /// A plain scroll view has nothing to lay out. *Model internals.*
    func modelViewportDidChange() {}
}
