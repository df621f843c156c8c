/// What VoiceOver says about one row, platform-free: a label, a value, a hint, traits, and
/// whether the row is announced at all.
///
/// Widgets (``ListWidget/accessibility``), static rows (``AccessibilityDescribed``) and any
/// item of a UIKit adapter (`adapter.accessibility = { item in … }`) carry one; the UIKit
/// adapters set it on the cell (`isAccessibilityElement`, `accessibilityLabel`,
/// `accessibilityValue`, `accessibilityHint`, `accessibilityTraits`,
/// `accessibilityElementsHidden`). See <doc:VoiceOver>.
///
/// ```swift
/// ListAccessibility(label: "Wi-Fi", value: "1", traits: .toggle)
/// ListAccessibility.hidden   // a separator: not announced
/// ```
public struct ListAccessibility: Hashable, Sendable, CustomStringConvertible {
    /// What the row is ("Spain"); `nil`: the cell's own.
    public var label: String?
    /// The row's current value, when it differs from the label ("60%", a subtitle; "1" or "0"
    /// for a ``Traits-swift.struct/toggle``); `nil`: none.
    public var value: String?
    /// What activating the row does, when that is not obvious ("Opens the country"); `nil`: none.
    public var hint: String?
    /// How the row behaves.
    public var traits: Traits
    /// Whether VoiceOver skips the row and everything in it (separators, spacing).
    public var isHidden: Bool

    /// Creates a description.
    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: Traits = [], isHidden: Bool = false
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isHidden = isHidden
    }

    /// A row VoiceOver does not announce.
    public static let hidden = ListAccessibility(isHidden: true)

    /// `ListAccessibility(Spain, value: 1, traits: [toggle])`, or `ListAccessibility(hidden)`.
    public var description: String {
        guard !isHidden else { return "ListAccessibility(hidden)" }
        var parts = [label ?? "no label"]
        if let value { parts.append("value: \(value)") }
        if let hint { parts.append("hint: \(hint)") }
        if !traits.isEmpty { parts.append("traits: \(traits)") }
        return "ListAccessibility(\(parts.joined(separator: ", ")))"
    }
}
