import Foundation

/// An on/off control.
///
/// Model: turning it in code (`isOn`, `setOn(_:animated:)`) sends no action, as in UIKit;
/// ``modelSimulateUserToggle()`` is the user turning it, which sends `.valueChanged`.
@available(tvOS, unavailable)
@MainActor
open class UISwitch: UIControl {
    /// Whether the switch is on. Setting it does not animate and sends no action.
    open var isOn = false

    /// The switch takes the size it needs whatever `frame` says (UISwitch.h:43: "This class
    /// enforces a size appropriate for the control, and so the frame size is ignored").
    /// Model: 51 × 31 points, a model constant (UIKit does not publish the size).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Turns the switch on or off, animated if asked; sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}

/// Controls for tests. *Model only: not UIKit API.*
@available(tvOS, unavailable)
extension UISwitch {
    /// The user taps the switch: it flips, then its `.valueChanged` actions run.
    public func modelSimulateUserToggle() {
        isOn.toggle()
        modelSendActions(for: .valueChanged)
    }
}
