import Foundation

/// What an action runs.
public typealias UIActionHandler = (UIAction) -> Void

/// An action that runs a closure: a menu item, or what a control does on an event.
///
/// Model: UIKit's initializer also takes a subtitle, images, an identifier, a
/// discoverability title, attributes and a state, all with defaults; the model keeps the
/// title and the handler, so `UIAction { _ in ... }` and `UIAction(title:) { _ in ... }`
/// compile alike. Its superclass is `UIMenuElement` (UIAction.h:29).
@MainActor
open class UIAction: UIMenuElement {
    /// The action's title.
    open var title: String
    let modelHandler: UIActionHandler

    private init(modelTitle: String, handler: @escaping UIActionHandler) {
        title = modelTitle
        modelHandler = handler
        super.init()
    }

    /// Creates an action that runs `handler` (iOS 13, tvOS 14, as UIKit's overlay declares
    /// it).
    @available(iOS 13.0, tvOS 14.0, *)
    public convenience init(title: String = "", handler: @escaping UIActionHandler) {
        self.init(modelTitle: title, handler: handler)
    }

    /// *Model only: not UIKit API.* The user chooses the action in a menu: UIKit calls its
    /// handler with the action (UIAction.h:55, "Called when the user selects the action").
    public func modelSimulateSelection() {
        modelHandler(self)
    }
}
