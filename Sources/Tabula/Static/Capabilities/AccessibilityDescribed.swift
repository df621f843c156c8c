/// A static row model that says what VoiceOver reads for its row.
///
/// Rows need not adopt it: the ``StandardCapabilities/accessibility`` capability describes
/// every ``Titled``, ``Subtitled`` or ``Accessorized`` row the same way this protocol's
/// default does (``ListAccessibility/init(staticRow:)``). Adopt it to say more, or to hide a
/// row from VoiceOver while it stays on screen:
///
/// ```swift
/// extension SettingsRow: AccessibilityDescribed {
///     var accessibility: ListAccessibility {
///         self == .spacer ? .hidden : ListAccessibility(staticRow: self) ?? ListAccessibility()
///     }
/// }
/// ```
public protocol AccessibilityDescribed {
    /// What VoiceOver reads for the row.
    var accessibility: ListAccessibility { get }
}

extension AccessibilityDescribed {
    /// Built from the row's title, subtitle and accessory (``ListAccessibility/init(staticRow:)``).
    public var accessibility: ListAccessibility {
        ListAccessibility(staticRow: self) ?? ListAccessibility()
    }
}

/// A cell that shows a row's ``ListAccessibility``: filled by the
/// ``StandardCapabilities/accessibility`` capability. TabulaUIKit makes every
/// `UITableViewCell` one (it sets the cell's `accessibilityLabel`, `accessibilityTraits`…).
@MainActor
public protocol AccessibilityConfigurable: AnyObject {
    /// Shows `accessibility` (called on every fill, so a reused cell shows its new row's).
    func configure(by accessibility: ListAccessibility)
}

extension ListAccessibility {
    /// The description of a static row model, from the capabilities it has: its
    /// ``Titled/title`` is the label; a ``StaticAccessory/toggle(isOn:)`` row reads as a
    /// switch (``Traits-swift.struct/toggle``, value `"1"` or `"0"`), a
    /// ``StaticAccessory/disclosureIndicator`` row as a button, a checked
    /// ``StaticAccessory/checkmark(isChecked:)`` row as selected; otherwise the value is the
    /// ``Subtitled/subtitle``. `nil` when the model has none of these three capabilities.
    public init?(staticRow model: Any) {
        let title = (model as? any Titled)?.title
        let subtitle = (model as? any Subtitled)?.subtitle
        let accessory = (model as? any Accessorized)?.accessory
        guard model is any Titled || model is any Subtitled || accessory != nil else { return nil }
        self.init(label: title, value: subtitle)
        switch accessory {
        case .disclosureIndicator:
            traits = .button
        case let .checkmark(isChecked):
            traits = isChecked ? [.button, .selected] : .button
        case let .toggle(isOn):
            traits = .toggle
            value = isOn ? "1" : "0"
        case .none?, nil:
            break
        }
    }
}
