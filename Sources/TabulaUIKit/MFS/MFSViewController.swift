#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// A screen whose view holds an ``MFSContentView``, filling it: the steps are the
/// content's, written once for a cell or a screen; the controller drives them in a screen's
/// order and at a screen's moments.
///
/// - The UI is built (`prepareUI`) once the view is loaded and a view model is there: in
///   `viewDidLoad`, or in `viewWillAppear` if the view model came later.
/// - A new view model after that binds and resizes (each skipped when nothing visible
///   changed); `postUISetting` runs after a build.
/// - A size transition (rotation) resizes, animated alongside the transition; the content's
///   own layout resizes only when its size or its `effectiveUserInterfaceLayoutDirection`
///   changed (right to left, the driver mirrors the frames).
///
/// Subclass it for what only a controller has (navigation items, presentation).
@MainActor
open class MFSViewController<ViewModel: MFSViewModel>: UIViewController {
    /// The view the steps build, which fills the controller's view.
    public let content: MFSContentView<ViewModel>
    private var pendingViewModel: ViewModel?

    /// Creates a screen showing `content` in its view; the content's steps run in a screen's
    /// order from now on.
    public init(content: MFSContentView<ViewModel>) {
        content.hostRole = .screen
        self.content = content
        super.init(nibName: nil, bundle: nil)
    }

    /// MFS screens are made in code (a generic subclass cannot be named in a storyboard):
    /// `nil`.
    public required init?(coder: NSCoder) {
        nil
    }

    /// The driver that runs the content's steps.
    public var mfs: MFSDriver<MFSViewProxy<MFSContentView<ViewModel>>> {
        content.mfs
    }

    /// The view model shown, or waiting to be shown once the view loads.
    public var viewModel: ViewModel? {
        mfs.viewModel ?? pendingViewModel
    }

    /// Shows `viewModel`: builds the UI if the view is loaded and not built yet, otherwise
    /// binds and resizes; before the view loads, keeps it for `viewDidLoad`.
    public func show(_ viewModel: ViewModel) {
        guard isViewLoaded else {
            pendingViewModel = viewModel
            return
        }
        if mfs.isBuilt {
            content.show(viewModel)
        } else {
            pendingViewModel = viewModel
            prepareUIIfNeeded()
        }
    }

    /// Puts the content in the view, filling it, then builds the UI when a view model is
    /// waiting.
    open override func viewDidLoad() {
        super.viewDidLoad()
        // A subview that follows the root view's size, rather than the root view itself: UIKit
        // sizes the view `loadView` makes, and an override of `loadView` must not call super.
        content.frame = view.bounds
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content)
        prepareUIIfNeeded()
    }

    /// Builds the UI when it was not built yet (the view model came after `viewDidLoad`).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        prepareUIIfNeeded()
    }

    /// Resizes alongside the size transition (rotation).
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    {
        super.viewWillTransition(to: size, with: coordinator)
        _ = coordinator.animate(
            alongsideTransition: { [weak self] _ in
                self?.mfs.containerDidResize(to: size)
            }, completion: nil)
    }

    private func prepareUIIfNeeded() {
        guard !mfs.isBuilt, let viewModel = pendingViewModel else { return }
        pendingViewModel = nil
        content.followLayoutDirection()
        mfs.prepareUI(viewModel: viewModel, containerSize: content.bounds.size)
    }
}
#endif
