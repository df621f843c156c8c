/// The capabilities Tabula ships, by name: list them (or ``all``) in a constructor's
/// ``StaticTableConstructor/capabilities``, with capabilities of your own.
///
/// ```swift
/// var capabilities: [StaticCapability] {
///     [StandardCapabilities.titled, StandardCapabilities.accessory, badged]
/// }
/// ```
public enum StandardCapabilities {
    /// ``titled``, ``subtitled``, ``imaged``, ``fonted``, ``coloured``, ``accessory`` and
    /// ``accessibility``, in that order (a later capability may override what an earlier one
    /// set).
    public static var all: [StaticCapability] {
        [titled, subtitled, imaged, fonted, coloured, accessory, accessibility]
    }

    /// Fills a ``TitledConfigurable`` cell from a ``Titled`` model.
    public static let titled = StaticCapability(name: "titled") { (m: any Titled, c: any TitledConfigurable) in
        c.configure(by: m)
    }
    /// Fills a ``SubtitledConfigurable`` cell from a ``Subtitled`` model.
    public static let subtitled = StaticCapability(name: "subtitled") {
        (m: any Subtitled, c: any SubtitledConfigurable) in c.configure(by: m)
    }
    /// Fills an ``ImagedConfigurable`` cell from an ``Imaged`` model.
    public static let imaged = StaticCapability(name: "imaged") { (m: any Imaged, c: any ImagedConfigurable) in
        c.configure(by: m)
    }
    /// Fills a ``FontedConfigurable`` cell from a ``Fonted`` model.
    public static let fonted = StaticCapability(name: "fonted") { (m: any Fonted, c: any FontedConfigurable) in
        c.configure(by: m)
    }
    /// Fills a ``ColouredConfigurable`` cell from a ``Coloured`` model.
    public static let coloured = StaticCapability(name: "coloured") { (m: any Coloured, c: any ColouredConfigurable) in
        c.configure(by: m)
    }
    /// Fills an ``AccessorizedConfigurable`` cell from an ``Accessorized`` model.
    public static let accessory = StaticCapability(name: "accessory") {
        (m: any Accessorized, c: any AccessorizedConfigurable) in c.configure(by: m)
    }
    /// Fills an ``AccessibilityConfigurable`` cell with what VoiceOver reads: an
    /// ``AccessibilityDescribed`` model's description, else one built from its title,
    /// subtitle and accessory (``ListAccessibility/init(staticRow:)``); a model with none of
    /// these leaves the cell as it is.
    public static let accessibility = StaticCapability(name: "accessibility") {
        (m: Any, c: any AccessibilityConfigurable) in
        if let description = (m as? any AccessibilityDescribed)?.accessibility ?? ListAccessibility(staticRow: m) {
            c.configure(by: description)
        }
    }
}
