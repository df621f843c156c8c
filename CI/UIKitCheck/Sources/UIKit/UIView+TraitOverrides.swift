import Foundation

/// The traits a view overrides for itself and its subtree (UIView.h:736, `traitOverrides`,
/// iOS 17; UITraitCollection.h:130-150, `UIMutableTraits`, whose
/// `preferredContentSizeCategory` is line 148). Model: only the content size category.
public struct UITraitOverrides {
    fileprivate var category: UIContentSizeCategory?

    /// The overridden text size; `.unspecified` when not overridden.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { category ?? .unspecified }
        set { category = newValue }
    }
}

extension UIView {
    /// The view's trait overrides (UIView.h:736). A change is applied at the next trait
    /// update: at once by ``updateTraitsIfNeeded()`` (UIView.h:738-740: "Forces an immediate
    /// trait update for this view ... Any trait change callbacks are sent synchronously").
    /// Model: otherwise at the view's next `layoutIfNeeded()` (when UIKit applies it
    /// without that call is not in the headers; Tabula calls `updateTraitsIfNeeded()`).
    /// Applied, the view and its subtree take the category, and those whose category
    /// changed get their trait change callbacks (UIView+Traits.swift).
    @available(iOS 17.0, *)
    public var traitOverrides: UITraitOverrides {
        get {
            let pending = modelPendingTraitOverride
            return UITraitOverrides(category: pending ?? modelOwnContentSizeCategory)
        }
        set { modelPendingTraitOverride = .some(newValue.category) }
    }

    /// Applies pending trait overrides now, callbacks included (UIView.h:738-740).
    @available(iOS 17.0, *)
    public func updateTraitsIfNeeded() {
        modelApplyPendingTraitOverride()
    }

    /// Applies a pending override. *Model internals.*
    func modelApplyPendingTraitOverride() {
        guard case .some(let category) = modelPendingTraitOverride else { return }
        modelPendingTraitOverride = nil
        guard category != modelOwnContentSizeCategory else { return }
        modelSetPreferredContentSizeCategory(category)
    }
}
