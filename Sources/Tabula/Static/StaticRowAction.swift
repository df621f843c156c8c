/// An action offered on one row besides selecting it (a swipe action, a context-menu item),
/// given by the constructor per model.
@MainActor
public struct StaticRowAction {
    /// The action's title; also how `ListAssembly.performAction(_:at:of:)` finds it.
    public var title: String
    /// Whether the action destroys something (drawn in red: UIKit's destructive style).
    public var isDestructive: Bool
    /// What it does.
    public var handler: @MainActor () -> Void

    /// Creates an action.
    public init(title: String, isDestructive: Bool = false, handler: @escaping @MainActor () -> Void) {
        self.title = title
        self.isDestructive = isDestructive
        self.handler = handler
    }
}
