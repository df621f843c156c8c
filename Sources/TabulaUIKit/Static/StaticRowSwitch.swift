#if os(iOS) || TABULA_UIKIT_MODEL
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
/// It listens with `addAction(_:for:)` (a `UIAction`, no selector), so the Linux UIKit model
/// compiles and drives it as it is.
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
        addAction(UIAction { [weak self] _ in self?.userChangedValue() }, for: .valueChanged)
    }

    private func userChangedValue() {
        onUserChange?(self)
    }
}
#endif
