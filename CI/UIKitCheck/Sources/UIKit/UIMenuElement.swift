import Foundation

// Source: UIMenuElement.h:44 (`UIMenuElement : NSObject <NSCopying, NSSecureCoding>`, iOS 13),
// UIMenu.h:43 (`UIMenu : UIMenuElement`), 55 (`children`); the Swift initializer is UIKit's
// overlay's, UIKit.swiftinterface (iPhoneOS26.2.sdk) line 6553
// (`init(title:image:identifier:options:children:)`, every argument defaulted).

/// What a menu holds: actions and menus.
///
/// Model: none of UIKit's element properties (title, subtitle, image, attributes, state) is
/// modelled here; `UIAction` and `UIMenu` keep their own titles. Not copyable or codable.
@MainActor
open class UIMenuElement: NSObject {
    override init() {
        super.init()
    }
}

/// A menu: a title and its elements.
///
/// Model: the initializer keeps the title and the children (UIKit's also takes an image, an
/// identifier and options, all defaulted), so `UIMenu(title:children:)` and
/// `UIMenu(children:)` compile alike.
@available(iOS 13.0, *)
@MainActor
open class UIMenu: UIMenuElement {
    /// The menu's title (UIMenuElement.h: `title`, read-only).
    open var title: String {
        storedTitle
    }
    /// The menu's elements (UIMenu.h:55, read-only).
    open var children: [UIMenuElement] {
        storedChildren
    }
    private let storedTitle: String
    private let storedChildren: [UIMenuElement]

    private init(modelTitle: String, children: [UIMenuElement]) {
        storedTitle = modelTitle
        storedChildren = children
        super.init()
    }

    /// A menu of `children`.
    public convenience init(title: String = "", children: [UIMenuElement] = []) {
        self.init(modelTitle: title, children: children)
    }
}
