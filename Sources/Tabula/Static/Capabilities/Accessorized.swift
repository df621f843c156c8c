/// A row model with an accessory: a disclosure indicator, a checkmark or a switch.
public protocol Accessorized {
    /// The accessory.
    var accessory: StaticAccessory { get }
}

/// A cell that shows an accessory: filled from any model that is `Accessorized`.
@MainActor
public protocol AccessorizedConfigurable: AnyObject {
    /// Shows the an accessory of `model`.
    func configure(by model: any Accessorized)
}
