#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

/// SwiftUI content in a cell's content view before iOS 16: a hosting controller's view
/// pinned to the content view's edges, measured with `sizeThatFits(in:)`.
///
/// From iOS 16 the cells use `UIHostingConfiguration` instead and this is not made.
@MainActor
final class HostedSwiftUIContent {
    private var controller: UIHostingController<AnyView>?

    /// Shows `view` in `contentView` (installing the hosting view the first time).
    func show(_ view: AnyView, in contentView: UIView) {
        if let controller {
            controller.rootView = view
            controller.view.invalidateIntrinsicContentSize()
            return
        }
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
    }

    /// The SwiftUI view's size at `width`; `nil` before anything is shown.
    func size(width: CGFloat) -> CGSize? {
        guard let controller else { return nil }
        let size = controller.sizeThatFits(in: CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: size.height)
    }
}
#endif
