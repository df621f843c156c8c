import Foundation

/// An object that responds to events: the root of UIKit's view and view controller
/// classes.
@MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() {
        super.init()
    }
}
