/// The capabilities Tabula ships.
public enum StandardCapabilities {
    /// Titled, subtitled, imaged, fonted, coloured and accessory, in that order (a later
    /// capability may override what an earlier one set).
    public static var all: [any StaticCapability.Type] {
        [
            TitledCapability.self, SubtitledCapability.self, ImagedCapability.self, FontedCapability.self,
            ColouredCapability.self, AccessoryCapability.self,
        ]
    }
}
