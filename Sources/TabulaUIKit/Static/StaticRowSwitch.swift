#if canImport(UIKit) && !os(tvOS)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

/// The `UISwitch` of a static row whose accessory is ``/Tabula/StaticAccessory/toggle(isOn:)``: it
/// lives in the cell's `accessoryView` for the cell's whole life (reuse included) and tells
/// ``onUserChange`` when the user turns it. Turning it in code (`setOn(_:animated:)`) sends
/// nothing, as in UIKit.
///
/// It listens with `addAction(_:for:)` (a `UIAction`, iOS 14+). On iOS 13 it falls back to
/// target-action with a selector; that branch needs the Objective-C runtime, so it is the
/// one line of the adapter the Linux UIKit model cannot compile (`#selector`/`@objc` do not
/// exist there) and only a real iOS build checks.
@MainActor
final class StaticRowSwitch: UISwitch {
    /// Called with the switch after the user turned it (its `isOn` is the new state).
    var onUserChange: (@MainActor (StaticRowSwitch) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        listenForValueChanges()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        listenForValueChanges()
    }

    private func listenForValueChanges() {
        if #available(iOS 14.0, *) {
            addAction(UIAction { [weak self] _ in self?.userChangedValue() }, for: .valueChanged)
        } else {
            #if canImport(ObjectiveC)
            addTarget(self, action: #selector(valueChangedAction), for: .valueChanged)
            #endif
        }
    }

    private func userChangedValue() {
        onUserChange?(self)
    }

    #if canImport(ObjectiveC)
    /// The iOS 13 target-action entry point.
    @objc private func valueChangedAction() {
        userChangedValue()
    }
    #endif
}
#endif
