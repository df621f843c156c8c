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

/// Pairs `Accessorized` models with `AccessorizedConfigurable` cells.
package enum AccessoryCapability: StaticCapability {
    /// The applier when `model` is `Accessorized` and `cell` is `AccessorizedConfigurable`.
    package static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<Model>?
    {
        guard let modelType = model as? any Accessorized.Type, let cellType = cell as? any AccessorizedConfigurable.Type
        else { return nil }
        return pair(modelType, cellType)
    }

    private static func pair<Model, M: Accessorized, C: AccessorizedConfigurable>(_: M.Type, _: C.Type)
        -> StaticCapabilityApplier<Model>?
    {
        .pairing(M.self, C.self) { model, cell in cell.configure(by: model) }
    }
}
