import Foundation

/// The buttons a row shows when swiped from one edge.
@available(iOS 11.0, *)
@available(tvOS, unavailable)
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The buttons, from the edge inwards. (A get-only `open var`, as UIKit declares it.)
    open var actions: [UIContextualAction] {
        storedActions
    }
    private let storedActions: [UIContextualAction]

    private init(modelActions: [UIContextualAction]) {
        storedActions = modelActions
        super.init()
    }

    /// A configuration of `actions`.
    public convenience init(actions: [UIContextualAction]) {
        self.init(modelActions: actions)
    }
}
