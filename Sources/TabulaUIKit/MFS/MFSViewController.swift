#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// A screen built in MFS steps: subclass it, override the steps, and give it
/// view models.
///
/// - The UI is built (`prepareUI`) once the view is loaded and a view model is there: in
///   `viewDidLoad`, or in `viewWillAppear` if the view model came later.
/// - A new view model after that binds and resizes (each skipped when nothing visible
///   changed).
/// - A size transition (rotation) resizes, animated alongside the transition;
///   `viewDidLayoutSubviews` resizes only when the view's size or its
///   `effectiveUserInterfaceLayoutDirection` changed (right to left, the driver mirrors the
///   frames).
///
/// Override only the steps the screen needs: each does nothing by default.
@MainActor
open class MFSViewController<ViewModel: MFSViewModel>: UIViewController, MFSView {
    /// A screen: bind before resize on a new view model; `postUISetting` after a build.
    public static var role: MFSRole {
        .screen
    }

    /// The driver that runs this screen's steps (it holds the screen weakly).
    public private(set) lazy var mfs = MFSDriver(view: MFSViewProxy(self))
    private var pendingViewModel: ViewModel?

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
        mfs.layoutDirection = ListLayoutDirection(view.effectiveUserInterfaceLayoutDirection)
        if mfs.isBuilt {
            mfs.setViewModel(viewModel, containerSize: view.bounds.size)
        } else {
            pendingViewModel = viewModel
            prepareUIIfNeeded()
        }
    }

    /// Builds the UI when a view model is waiting.
    open override func viewDidLoad() {
        super.viewDidLoad()
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

    /// Resizes when the view's size changed (skipped otherwise).
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        mfs.layoutDirection = ListLayoutDirection(view.effectiveUserInterfaceLayoutDirection)
        mfs.containerDidResize(to: view.bounds.size)
    }

    private func prepareUIIfNeeded() {
        guard !mfs.isBuilt, let viewModel = pendingViewModel else { return }
        pendingViewModel = nil
        mfs.layoutDirection = ListLayoutDirection(view.effectiveUserInterfaceLayoutDirection)
        mfs.prepareUI(viewModel: viewModel, containerSize: view.bounds.size)
    }

    /// Removes every subview; does nothing by default.
    open func removeSubviews() {}

    /// Creates the missing subviews; does nothing by default.
    open func initSubviews(for viewModel: ViewModel) {}

    /// Styles the subviews; does nothing by default.
    open func updateStyles(for viewModel: ViewModel, styles: inout MFSStyleContext) {}

    /// Puts the data into the subviews; does nothing by default.
    open func bindData(from viewModel: ViewModel) {}

    /// Sets the subviews' frames; does nothing by default.
    open func resizeSubviews(for viewModel: ViewModel, in size: CGSize) {}

    /// Adds the subviews not yet added (to `view`); does nothing by default.
    open func addSubviewsToSuperview() {}

    /// The view's subviews: what the driver mirrors right to left. Override it when the
    /// view holds a view `resizeSubviews` does not place.
    open var framedSubviews: [any MFSFramedView] {
        view.subviews
    }

    /// Screen-wide settings after a build; does nothing by default.
    open func postUISetting() {}
}
#endif
