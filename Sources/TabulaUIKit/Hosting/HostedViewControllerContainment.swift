#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import UIKit

/// View-controller containment for a view controller whose view a cell embeds (a SwiftUI
/// hosting controller before iOS 16): the child is added to the first view controller up
/// the cell's responder chain, and removed again when the cell is reused or leaves.
///
/// The steps are UIKit's (UIViewController.h, "Implementing a Container View Controller"):
/// `addChild` (which calls `willMove(toParent:)`), then `didMove(toParent:)`; to remove,
/// `willMove(toParent: nil)`, then `removeFromParent()` (which calls `didMove(toParent: nil)`).
///
/// A cell not yet in a view controller's view (being configured before the list view adds
/// it, or in a list view outside any view controller) finds no parent: the child's view is
/// still shown, but without containment (no appearance callbacks, no parent for what the
/// content presents) until ``attach(from:)`` is called again from a place that has one.
@MainActor
package final class HostedViewControllerContainment {
    /// The view controller whose view is embedded.
    package let child: UIViewController
    /// The view controller it is a child of, if any.
    package private(set) weak var parent: UIViewController?

    /// Containment for `child`, not yet attached.
    package init(child: UIViewController) {
        self.child = child
    }

    /// The first view controller up `view`'s responder chain (`next`), not counting `child`.
    package func parentViewController(of view: UIView) -> UIViewController? {
        var responder = view.next
        while let current = responder {
            if let controller = current as? UIViewController, controller !== child { return controller }
            responder = current.next
        }
        return nil
    }

    /// Makes ``child`` a child of the first view controller up `host`'s responder chain (moving
    /// it from another parent). Returns whether it is contained now.
    @discardableResult
    package func attach(from host: UIView) -> Bool {
        guard let found = parentViewController(of: host) else { return false }
        if found === parent, child.parent === found { return true }
        detach()
        found.addChild(child)
        child.didMove(toParent: found)
        parent = found
        return true
    }

    /// Ends the containment, if any (the child's view stays where it is).
    package func detach() {
        guard child.parent != nil else {
            parent = nil
            return
        }
        child.willMove(toParent: nil)
        child.removeFromParent()
        parent = nil
    }
}
#endif
