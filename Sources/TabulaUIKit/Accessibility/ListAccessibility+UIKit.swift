#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

extension UIAccessibilityTraits {
    /// UIKit's traits for `traits` (UIAccessibilityConstants.h, iOS 26.2 SDK, lines 34-109).
    /// ``/Tabula/ListAccessibility/Traits-swift.struct/toggle`` is `toggleButton` on iOS 17
    /// and later (line 109); before, no public trait says "switch": `switchTraits` (the
    /// traits of the row's own `UISwitch`, which carry UIKit's private switch trait), else
    /// the button trait.
    init(_ traits: ListAccessibility.Traits, switchTraits: UIAccessibilityTraits? = nil) {
        self = []
        let pairs: [(ListAccessibility.Traits, UIAccessibilityTraits)] = [
            (.button, .button), (.header, .header), (.selected, .selected), (.staticText, .staticText),
            (.image, .image), (.notEnabled, .notEnabled), (.adjustable, .adjustable),
        ]
        for (list, uiKit) in pairs where traits.contains(list) {
            insert(uiKit)
        }
        guard traits.contains(.toggle) else { return }
        if #available(iOS 17.0, *) {
            insert(.toggleButton)
        } else {
            formUnion(switchTraits ?? .button)
        }
    }
}

extension UIView {
    /// Shows `description` on the view (a cell): `isAccessibilityElement` (unless hidden),
    /// `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`,
    /// `accessibilityTraits`, `accessibilityElementsHidden` (UIAccessibility.h lines 52-160).
    ///
    /// The values the view had before its first description are kept, and `nil` puts them
    /// back: a reused cell whose new item has no description shows none of the old one's.
    func showListAccessibility(_ description: ListAccessibility?, switchTraits: UIAccessibilityTraits? = nil) {
        guard let description else {
            OriginalAccessibility.restore(on: self)
            return
        }
        OriginalAccessibility.keep(of: self)
        isAccessibilityElement = !description.isHidden
        accessibilityElementsHidden = description.isHidden
        accessibilityLabel = description.label
        accessibilityValue = description.value
        accessibilityHint = description.hint
        accessibilityTraits = UIAccessibilityTraits(description.traits, switchTraits: switchTraits)
    }
}

/// The accessibility values a view had before Tabula first described it, kept on the view
/// (an associated object, objc/runtime.h) until a `nil` description puts them back.
@MainActor
private final class OriginalAccessibility {
    /// The association's key: one byte allocated for its address, never freed.
    private static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    let isElement: Bool
    let label: String?
    let value: String?
    let hint: String?
    let traits: UIAccessibilityTraits
    let elementsHidden: Bool

    private init(of view: UIView) {
        isElement = view.isAccessibilityElement
        label = view.accessibilityLabel
        value = view.accessibilityValue
        hint = view.accessibilityHint
        traits = view.accessibilityTraits
        elementsHidden = view.accessibilityElementsHidden
    }

    /// Keeps `view`'s values, unless kept already (they are then Tabula's own).
    static func keep(of view: UIView) {
        guard objc_getAssociatedObject(view, key) == nil else { return }
        objc_setAssociatedObject(view, key, OriginalAccessibility(of: view), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Puts `view`'s kept values back, if any.
    static func restore(on view: UIView) {
        guard let original = objc_getAssociatedObject(view, key) as? OriginalAccessibility else { return }
        view.isAccessibilityElement = original.isElement
        view.accessibilityLabel = original.label
        view.accessibilityValue = original.value
        view.accessibilityHint = original.hint
        view.accessibilityTraits = original.traits
        view.accessibilityElementsHidden = original.elementsHidden
        objc_setAssociatedObject(view, key, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

extension UITableViewCell: AccessibilityConfigurable {
    /// Shows a static row's description (the ``/Tabula/StandardCapabilities/accessibility``
    /// capability): label, value, hint and traits on the cell; a
    /// ``/Tabula/ListAccessibility/Traits-swift.struct/toggle`` row before iOS 17 takes the
    /// traits of its `UISwitch` accessory.
    public func configure(by accessibility: ListAccessibility) {
        showListAccessibility(accessibility, switchTraits: (accessoryView as? UISwitch)?.accessibilityTraits)
    }
}
#endif
