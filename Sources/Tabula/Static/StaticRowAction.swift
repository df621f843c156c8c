/// An action offered on one row besides selecting it (a swipe action, a context-menu item),
/// given by the constructor per model.
@MainActor
public struct StaticRowAction {
    /// How the action is shown.
    public enum Style: Hashable, Sendable {
        /// An ordinary action.
        case normal
        /// An action that destroys something (drawn in red).
        case destructive
    }

    /// The action's title; also how ``ListAssembly/performAction(_:at:of:)`` finds it.
    public var title: String
    /// How it is shown.
    public var style: Style
    /// What it does.
    public var handler: @MainActor () -> Void

    /// Creates an action.
    public init(title: String, style: Style = .normal, handler: @escaping @MainActor () -> Void) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
