import Foundation

// How a view's traits are found and changed in the model.
//
// - A view's `traitCollection` (UITraitCollection.h:196) is inherited down the hierarchy: the
//   nearest of the view, its superviews (and, for a cell, the list view that dequeued it: the
//   model's cells are not subviews) that a test gave a category; else, in a window, the
//   model's system setting, `.large` (Apple's HIG, Typography: "Large" is the default text
//   size, https://developer.apple.com/design/human-interface-guidelines/typography); else,
//   outside any window, unspecified (UITraitCollection.h:60: "unspecified:
//   UIContentSizeCategoryUnspecified").
// - A test changes the category of a view and its subtree with
//   `modelSetPreferredContentSizeCategory(_:)` (as the user's change in Settings reaches every
//   window); each view of the subtree whose category changed then gets
//   `traitCollectionDidChange(_:)` with its previous traits (UITraitCollection.h:198), then
//   the handlers it registered for the category (line 221), a view before its subviews.
extension UIView {
    /// The traits of this view, resolved as above. *Model internals.*
    func modelResolvedTraitCollection() -> UITraitCollection {
        var view: UIView? = self
        var inWindow = false
        while let current = view {
            if let category = current.modelOwnContentSizeCategory {
                return UITraitCollection(preferredContentSizeCategory: category)
            }
            if current is UIWindow { inWindow = true }
            view = current.superview ?? current.modelDequeuingListView
        }
        return UITraitCollection(preferredContentSizeCategory: inWindow ? .large : .unspecified)
    }

    /// Gives this view and its subtree `category` (`nil`: inherit again), then calls
    /// `traitCollectionDidChange(_:)` on every view of the subtree whose category changed.
    /// *Model only: not UIKit API.*
    public func modelSetPreferredContentSizeCategory(_ category: UIContentSizeCategory?) {
        let subtree = modelSubtree()
        let previous = subtree.map(\.traitCollection)
        modelOwnContentSizeCategory = category
        for (view, before) in zip(subtree, previous)
        where view.traitCollection.preferredContentSizeCategory != before.preferredContentSizeCategory {
            (view as? UILabel)?.modelAdjustFontForContentSizeCategory()
            view.traitCollectionDidChange(before)
            // Then the handlers registered for the category (UITraitChangeObservable.swift).
            for case let registration as ModelTraitChangeRegistration in view.modelTraitRegistrations
            where registration.followsContentSizeCategory {
                registration.handler(view, before)
            }
        }
    }

    /// The view and its subviews, depth first, a view before its subviews.
    private func modelSubtree() -> [UIView] {
        [self] + subviews.flatMap { $0.modelSubtree() }
    }
}
