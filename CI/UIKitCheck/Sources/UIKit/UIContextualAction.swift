import Foundation

// Source: UIContextualAction.h:21 (`UIContextualActionStyle`), 27-29 (`UIContextualAction`,
// `contextualActionWithStyle:title:handler:`).

/// A button shown when the user swipes a table row.
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIContextualAction: NSObject {
    /// How the button looks.
    public enum Style: Int, Sendable {
        /// An ordinary action.
        case normal
        /// An action that deletes or changes data (drawn in red).
        case destructive
    }

    /// What the button runs: the action, the view it was shown in, and the completion the
    /// handler must call with whether it performed the action.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// How the button looks. (`style` and `handler` are get-only `open var`s, as UIKit
    /// declares them.)
    open var style: UIContextualAction.Style {
        storedStyle
    }
    /// The button's title.
    open var title: String?
    /// What the button runs.
    open var handler: UIContextualAction.Handler {
        storedHandler
    }
    private let storedStyle: UIContextualAction.Style
    private let storedHandler: UIContextualAction.Handler

    private init(modelStyle: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        storedStyle = modelStyle
        self.title = title
        storedHandler = handler
        super.init()
    }

    /// Creates an action.
    public convenience init(
        style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler
    ) {
        self.init(modelStyle: style, title: title, handler: handler)
    }
}
