import Foundation

/// An object that responds to events: the root of UIKit's view and view controller
/// classes.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }

    /// The next responder in the chain, `nil` at its end (UIResponder.h:84). Views and view
    /// controllers answer as UIKit documents (UIResponder+Next.swift).
    open var next: UIResponder? {
        nil
    }
}
