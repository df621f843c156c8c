import Foundation

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

    /// How the button looks.
    public let style: UIContextualAction.Style
    /// The button's title.
    open var title: String?
    /// What the button runs.
    public let handler: UIContextualAction.Handler

    private init(modelStyle: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        style = modelStyle
        self.title = title
        self.handler = handler
        super.init()
    }

    /// Creates an action.
    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.init(modelStyle: style, title: title, handler: handler)
    }
}
