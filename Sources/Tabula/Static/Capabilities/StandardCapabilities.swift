/// The capabilities Tabula ships, by name: list them (or ``all``) in a constructor's
/// ``StaticTableConstructor/capabilities``, with capabilities of your own.
///
/// ```swift
/// var capabilities: [any StaticCapability.Type] {
///     [StandardCapabilities.titled, StandardCapabilities.accessory, BadgedCapability.self]
/// }
/// ```
public enum StandardCapabilities {
    /// ``titled``, ``subtitled``, ``imaged``, ``fonted``, ``coloured``, ``accessory`` and
    /// ``accessibility``, in that order (a later capability may override what an earlier one
    /// set).
    public static var all: [any StaticCapability.Type] {
        [titled, subtitled, imaged, fonted, coloured, accessory, accessibility]
    }

    /// Fills a ``TitledConfigurable`` cell from a ``Titled`` model.
    public static var titled: any StaticCapability.Type { TitledCapability.self }
    /// Fills a ``SubtitledConfigurable`` cell from a ``Subtitled`` model.
    public static var subtitled: any StaticCapability.Type { SubtitledCapability.self }
    /// Fills an ``ImagedConfigurable`` cell from an ``Imaged`` model.
    public static var imaged: any StaticCapability.Type { ImagedCapability.self }
    /// Fills a ``FontedConfigurable`` cell from a ``Fonted`` model.
    public static var fonted: any StaticCapability.Type { FontedCapability.self }
    /// Fills a ``ColouredConfigurable`` cell from a ``Coloured`` model.
    public static var coloured: any StaticCapability.Type { ColouredCapability.self }
    /// Fills an ``AccessorizedConfigurable`` cell from an ``Accessorized`` model.
    public static var accessory: any StaticCapability.Type { AccessoryCapability.self }
    /// Fills an ``AccessibilityConfigurable`` cell with what VoiceOver reads: an
    /// ``AccessibilityDescribed`` model's description, else one built from its title,
    /// subtitle and accessory (``ListAccessibility/init(staticRow:)``).
    public static var accessibility: any StaticCapability.Type { AccessibilityCapability.self }
}
