#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// A hidden, zero-size subview of a list view that reports each change of the list view's
/// content size category: how an adapter, which is not a view, hears that the user changed
/// the text size.
///
/// A subview inherits its list view's traits and is told of their changes with
/// `traitCollectionDidChange(_:)` (UITraitCollection.h:194-198; UIView adopts
/// `UITraitEnvironment`, UIView.h:148), which covers the system setting and a trait override
/// of a parent view controller alike, and reads the category the view really has. The
/// `UIContentSizeCategory.didChangeNotification` (UIContentSizeCategory.h:35) would miss the
/// overrides, and is posted before the views' traits are updated. From iOS 17 the view
/// registers for the category instead (`registerForTraitChanges`, UITraitCollection.h:221):
/// the method is deprecated there (line 198), though UIKit still calls it, so the override
/// reports only below iOS 17, and is marked deprecated the same way, so that its `super`
/// call does not warn where the deployment target is iOS 17 or later.
@MainActor
final class ListContentSizeCategoryObserver: UIView {
    private let onChange: @MainActor (UIContentSizeCategory) -> Void

    private init(onChange: @escaping @MainActor (UIContentSizeCategory) -> Void) {
        self.onChange = onChange
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
    }

    /// Not made from archives.
    required init?(coder: NSCoder) {
        return nil
    }

    /// Adds an observer to `view` that calls `onChange` with the new category after each
    /// change of the view's content size category.
    static func install(in view: UIView, onChange: @escaping @MainActor (UIContentSizeCategory) -> Void) {
        let observer = ListContentSizeCategoryObserver(onChange: onChange)
        view.addSubview(observer)
        if #available(iOS 17.0, *) {
            observer.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) {
                (observer: ListContentSizeCategoryObserver, previous: UITraitCollection) in
                observer.categoryMayHaveChanged(from: previous)
            }
        }
    }

    @available(iOS, deprecated: 17.0, message: "UIKit's trait change registration replaces it from iOS 17")
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // From iOS 17 the registration reports the change (UIKit calls both).
        if #available(iOS 17.0, *) { return }
        categoryMayHaveChanged(from: previousTraitCollection)
    }

    private func categoryMayHaveChanged(from previousTraitCollection: UITraitCollection?) {
        let category = traitCollection.preferredContentSizeCategory
        guard category != previousTraitCollection?.preferredContentSizeCategory else { return }
        onChange(category)
    }
}
#endif
