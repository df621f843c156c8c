/// What a static row shows at its trailing edge (UIKit's `accessoryType`, plus a switch).
public enum StaticAccessory: Hashable, Sendable {
    /// Nothing.
    case none
    /// A chevron: selecting the row opens another screen.
    case disclosureIndicator
    /// A checkmark, shown when `isChecked`.
    case checkmark(isChecked: Bool)
    /// A switch in state `isOn`; turning it calls the constructor's
    /// ``StaticTableConstructor/switchChanged(_:isOn:)``.
    case toggle(isOn: Bool)
}
