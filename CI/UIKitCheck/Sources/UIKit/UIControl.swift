import Foundation

/// A view that sends actions when the user interacts with it (a switch, a button).
///
/// Model: actions are closures (`addAction(_:for:)`, iOS 14); target-action
/// (`addTarget(_:action:for:)`) needs `#selector` and `@objc`, which do not compile on Linux,
/// so it is not modelled. A model control sends its actions only when a test simulates the
/// user (``UISwitch/modelSimulateUserToggle()``).
@MainActor
open class UIControl: UIView {
    /// The events a control reports.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The user changed the control's value (a switch turned).
        public static let valueChanged = UIControl.Event(rawValue: 1 << 12)
    }

    private var actions: [(action: UIAction, events: UIControl.Event)] = []

    /// Runs `action` when any of `controlEvents` happens.
    ///
    /// UIKit uniques actions by identifier: adding an action again for an event replaces
    /// the one added before, so it runs once. The model has no identifiers (each UIKit
    /// action gets its own by default), so the same action object (`===`) counts as the
    /// same identifier: it is taken off `controlEvents` before it is added again, and
    /// stays on its other events.
    @available(iOS 14.0, tvOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        for index in actions.indices where actions[index].action === action {
            actions[index].events.subtract(controlEvents)
        }
        actions.removeAll { $0.events.isEmpty }
        actions.append((action, controlEvents))
    }

    /// Runs the actions added for `event`, oldest first, as UIKit does after the user
    /// interacted. *Model internals.*
    func modelSendActions(for event: UIControl.Event) {
        for entry in actions where !entry.events.isDisjoint(with: event) {
            entry.action.modelHandler(entry.action)
        }
    }
}
