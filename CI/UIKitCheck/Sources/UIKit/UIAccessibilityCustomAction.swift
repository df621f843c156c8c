import Foundation

/// An action VoiceOver offers in its actions rotor (UIAccessibilityCustomAction.h line 16,
/// iOS 8; the handler initializer, line 25, iOS 13). Model: the handler form only; a test
/// performs it with ``modelPerform()`` as VoiceOver would.
@MainActor
open class UIAccessibilityCustomAction: NSObject {
    /// Called when the user performs the action; returns whether it succeeded (line 24,
    /// `UIAccessibilityCustomActionHandler`).
    public typealias Handler = @MainActor (UIAccessibilityCustomAction) -> Bool

    /// The localized name VoiceOver reads (line 34).
    open var name: String
    /// Runs the action (line 63, iOS 13: preferred over a target and selector).
    open var actionHandler: Handler?

    /// An action named `name` that runs `actionHandler` (line 25).
    public init(name: String, actionHandler: @escaping Handler) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    /// Performs the action as VoiceOver does when the user picks it. *Model only.*
    @discardableResult
    public func modelPerform() -> Bool {
        actionHandler?(self) ?? false
    }
}
