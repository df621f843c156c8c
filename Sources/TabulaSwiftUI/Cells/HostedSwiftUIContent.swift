#if os(iOS)
import SwiftUI
import TabulaUIKit
import UIKit

/// SwiftUI content in a cell's content view before iOS 16: a hosting controller's view
/// pinned to the content view's edges, contained (`addChild`, `didMove(toParent:)`) by the
/// first view controller up the cell's responder chain (`HostedViewControllerContainment`).
///
/// A cell that finds no view controller (not yet in a list view, or in a list view outside
/// any view controller) shows the content without containment: it then gets no appearance
/// callbacks and has no parent to present from, until the cell moves into a window under one.
/// From iOS 16 the cells use `UIHostingConfiguration` instead, which needs no view
/// controller, and this is not made. Compiled against the iOS SDK only.
@MainActor
final class HostedSwiftUIContent {
    private var controller: UIHostingController<AnyView>?
    private var containment: HostedViewControllerContainment?

    /// Shows `view` in `contentView` (installing the hosting view the first time), and
    /// contains the hosting controller in the view controller found from `cell`.
    func show(_ view: AnyView, in contentView: UIView, cell: UIView) {
        if let controller {
            controller.rootView = view
            controller.view.invalidateIntrinsicContentSize()
        } else {
            install(view, in: contentView)
        }
        containment?.attach(from: cell)
    }

    private func install(_ view: AnyView, in contentView: UIView) {
        let controller = UIHostingController(rootView: view)
        controller.view.backgroundColor = .clear
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(controller.view)
        NSLayoutConstraint.activate([
            controller.view.topAnchor.constraint(equalTo: contentView.topAnchor),
            controller.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            controller.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            controller.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        self.controller = controller
        containment = HostedViewControllerContainment(child: controller)
    }

    /// Contains the hosting controller in the view controller found from `cell` (the cell
    /// moved into a window).
    func attach(from cell: UIView) {
        containment?.attach(from: cell)
    }

    /// Ends the containment (the cell is reused or left its window); the view stays.
    func detach() {
        containment?.detach()
    }

    /// The SwiftUI view's size at `width`; `nil` before anything is shown.
    func size(width: CGFloat) -> CGSize? {
        guard let controller else { return nil }
        let size = controller.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: size.height)
    }
}
#endif
