import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Runs the MFS steps of one view in order (cells and screens differ, see below) and keeps
/// the state their guards need, so a cell or screen only implements the steps.
///
/// Events and what runs:
/// - first build (``prepareUI(viewModel:containerSize:)``, or the first
///   ``setViewModel(_:containerSize:)``): `removeSubviews` (only if the view model type's
///   subviews can depend on the view model) → `initSubviews` → `updateStyles` → bind and
///   resize (resize first when ``MFSView/resizesBeforeBinding``) → `addSubviewsToSuperview` → `postUISetting`
///   (screens only);
/// - a new view model with a different ``MFSViewModel/layoutShape``: a rebuild, the same
///   chain with `removeSubviews` first;
/// - a new view model with the same shape: cells `updateStyles` → resize → bind; screens
///   bind → resize;
/// - a new container size (rotation, `layoutSubviews`): resize only;
/// - a new ``layoutDirection``: resize only.
///
/// Right to left: frame functions stay pure and left to right. When ``layoutDirection`` is
/// ``ListLayoutDirection/rightToLeft``, the driver mirrors every one of the view's
/// ``MFSView/framedSubviews`` in the container's width (`x' = W - x - width`) once the
/// steps of the event have run (after `addSubviewsToSuperview` on a build), so no cell type
/// mirrors anything itself.
///
/// Guards: bind is skipped when the new view model is visibly equal to the
/// bound one; resize is skipped when the view model is visibly equal to the one last laid
/// out and the size is the same; a `styles.once` styling runs once per subview until a
/// rebuild replaces the subviews.
@MainActor
public final class MFSDriver<View: MFSView> {
    /// The view model type.
    public typealias ViewModel = View.ViewModel

    /// The driven view.
    public let view: View
    /// Whether the view is driven as a cell or a screen: the view type's ``MFSView/role``
    /// unless the driver was made with another (a content view a screen hosts).
    public let role: MFSRole
    /// The current view model, if one was set.
    public var viewModel: ViewModel? {
        current?.value
    }
    /// The current container size, if one was given.
    public private(set) var containerSize: CGSize?
    /// The direction the subviews are placed in. A change re-lays out a built view at once
    /// (resize, then the mirroring right to left). UIKit cells set it from
    /// `effectiveUserInterfaceLayoutDirection`, terminal cells from their view's direction.
    public var layoutDirection: ListLayoutDirection = .leftToRight {
        didSet {
            guard layoutDirection != oldValue, isBuilt, let current, let containerSize else { return }
            resize(current, containerSize)
            mirrorIfResized()
        }
    }
    /// What ran and what was skipped.
    @_spi(Testing) public private(set) var counters = MFSCounters()

    // The view models and the shape are held in boxes: in code the app's module does not
    // specialize (every cell's reuse), an `Optional<ViewModel>` would look its generic
    // metadata up at each read and write; an optional reference needs none. The cost is one
    // box per view model shown, shared by `current`, `boundViewModel` and `laidOutViewModel`
    // (measured cheaper than the look-ups; keeping boxes and writing values into them was
    // tried and not kept: Benchmarks/README.md, "The feed's metadata look-ups").
    private var current: MFSHeld<ViewModel>?
    private var builtShape: MFSHeld<ViewModel.LayoutShape>?
    private var boundViewModel: MFSHeld<ViewModel>?
    private var laidOutViewModel: MFSHeld<ViewModel>?
    private var laidOutSize: CGSize?
    private var laidOutDirection: ListLayoutDirection?
    /// A resize ran in this event: the framed subviews hold left-to-right frames.
    private var resizedSinceMirror = false
    private var stylizedKeys: Set<String> = []

    /// Creates a driver for `view`, in the role `role` (the view type's by default); nothing
    /// runs until a view model arrives.
    ///
    /// The role is the driver's because one content type can be hosted either way: an MFS
    /// content view is a cell in a list and a screen in a view controller.
    public init(view: View, role: MFSRole = View.role) {
        self.view = view
        self.role = role
    }

    /// Whether the subviews have been built.
    public var isBuilt: Bool {
        builtShape != nil
    }

    /// The layout shape the current subviews were built for.
    package var builtLayoutShape: ViewModel.LayoutShape? {
        builtShape?.value
    }

    /// The keys of subviews whose one-time styling has run.
    package var stylizedSubviews: Set<String> {
        stylizedKeys
    }

    /// Builds the whole UI for `viewModel`: the first build, or a full rebuild if the view
    /// is already built.
    public func prepareUI(viewModel: ViewModel, containerSize: CGSize) {
        prepareUI(MFSHeld(viewModel), containerSize: containerSize)
    }

    private func prepareUI(_ held: MFSHeld<ViewModel>, containerSize: CGSize) {
        let viewModel = held.value
        current = held
        self.containerSize = containerSize
        let rebuilding = isBuilt
        if rebuilding || ViewModel.subviewsDependOnViewModel {
            view.removeSubviews()
            counters.removals += 1
            // Fresh subviews: nothing is bound, laid out or stylized on them yet.
            boundViewModel = nil
            laidOutViewModel = nil
            laidOutSize = nil
            laidOutDirection = nil
            stylizedKeys = []
        }
        if rebuilding {
            counters.rebuilds += 1
        } else {
            counters.builds += 1
        }
        view.initSubviews(for: viewModel)
        builtShape = MFSHeld(viewModel.layoutShape)
        updateStyles(viewModel)
        if View.resizesBeforeBinding {
            resize(held, containerSize)
            bind(held)
        } else {
            bind(held)
            resize(held, containerSize)
        }
        view.addSubviewsToSuperview()
        mirrorIfResized()
        if role == .screen {
            view.postUISetting()
            counters.postUISettings += 1
        }
    }

    /// Shows a new view model (cell reuse, or new data on a screen) in a container of
    /// `containerSize`.
    ///
    /// Builds if the view was never built and rebuilds if the layout shape changed;
    /// otherwise runs the reuse order of the view's role, with both guards.
    @inlinable
    public func setViewModel(_ viewModel: ViewModel, containerSize: CGSize) {
        // The box is made here, in the caller's module, where the view model's type is
        // concrete: made in this module's unspecialized code, it would look up
        // `MFSHeld<ViewModel>`'s generic metadata on every reuse.
        show(MFSHeld(viewModel), containerSize: containerSize)
    }

    /// ``setViewModel(_:containerSize:)`` with the view model boxed.
    @usableFromInline
    func show(_ held: MFSHeld<ViewModel>, containerSize: CGSize) {
        let viewModel = held.value
        guard let builtShape, builtShape.value == viewModel.layoutShape else {
            prepareUI(held, containerSize: containerSize)
            return
        }
        current = held
        self.containerSize = containerSize
        switch role {
        case .cell:
            updateStyles(viewModel)
            resize(held, containerSize)
            bind(held)
        case .screen:
            bind(held)
            resize(held, containerSize)
        }
        mirrorIfResized()
    }

    /// The container changed size (rotation, `layoutSubviews`): resizes only, and only if
    /// the size differs from the last layout.
    public func containerDidResize(to size: CGSize) {
        containerSize = size
        guard isBuilt, let current else { return }
        resize(current, size)
        mirrorIfResized()
    }

    /// The measuring context changed (a text size) while the view model and the size stayed:
    /// resizes now, past the guard that skips a resize to the same size (a collapsed post
    /// keeps its height at a bigger text size, but its text wraps differently).
    public func measuringContextDidChange() {
        forgetLayout()
        guard isBuilt, let current, let containerSize else { return }
        resize(current, containerSize)
    }

    /// Forgets the last layout, so the next resize runs even at the same size: call before
    /// ``setViewModel(_:containerSize:)`` when the measuring context changed since the view
    /// was laid out.
    public func forgetLayout() {
        laidOutViewModel = nil
        laidOutSize = nil
    }

    /// Sets the counters back to zero (the guard state is kept).
    @_spi(Testing) public func resetCounters() {
        counters = MFSCounters()
    }

    private func updateStyles(_ viewModel: ViewModel) {
        var context = MFSStyleContext(stylizedKeys: stylizedKeys)
        view.updateStyles(for: viewModel, styles: &context)
        stylizedKeys = context.stylizedKeys
        counters.styleUpdates += 1
        counters.stylesApplied += context.applied
        counters.stylesSkipped += context.skipped
    }

    private func bind(_ held: MFSHeld<ViewModel>) {
        if let boundViewModel, boundViewModel.value.isVisiblyEqual(to: held.value) {
            counters.bindsSkipped += 1
            return
        }
        view.bindData(from: held.value)
        boundViewModel = held
        counters.bindsPerformed += 1
    }

    private func resize(_ held: MFSHeld<ViewModel>, _ size: CGSize) {
        if let laidOutViewModel, let laidOutSize, laidOutSize == size, laidOutDirection == layoutDirection,
            laidOutViewModel.value.isVisiblyEqual(to: held.value)
        {
            counters.resizesSkipped += 1
            return
        }
        view.resizeSubviews(for: held.value, in: size)
        laidOutViewModel = held
        laidOutSize = size
        laidOutDirection = layoutDirection
        resizedSinceMirror = true
        counters.resizesPerformed += 1
    }

    /// Right to left, mirrors the frames the last resize set, in the width it set them for;
    /// once per resize, after every step of the event (a first build adds its subviews after
    /// resizing them, so the list of framed subviews is complete only then).
    private func mirrorIfResized() {
        guard resizedSinceMirror else { return }
        resizedSinceMirror = false
        guard layoutDirection.isRightToLeft, let width = laidOutSize?.width else { return }
        for subview in view.framedSubviews {
            subview.frame = layoutDirection.place(subview.frame, inWidth: width)
        }
        counters.mirrors += 1
    }
}

/// A value held by reference: see ``MFSDriver``'s stored view models.
@usableFromInline
final class MFSHeld<Value> {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
