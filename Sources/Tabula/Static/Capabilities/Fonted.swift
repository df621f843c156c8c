import Foundation

/// A row model that chooses its text style (the host maps it to a font).
public protocol Fonted {
    /// The style; `nil` keeps the cell's own.
    var font: TextStyle? { get }
}

/// A cell that shows text in a chosen style: filled from any model that is `Fonted`.
@MainActor
public protocol FontedConfigurable: AnyObject {
    /// Shows the text in a chosen style of `model`.
    func configure(by model: any Fonted)
}

/// Pairs `Fonted` models with `FontedConfigurable` cells.
package enum FontedCapability: StaticCapability {
    /// The applier when `model` is `Fonted` and `cell` is `FontedConfigurable`.
    package static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<Model>?
    {
        guard let modelType = model as? any Fonted.Type, let cellType = cell as? any FontedConfigurable.Type else {
            return nil
        }
        return pair(modelType, cellType)
    }

    private static func pair<Model, M: Fonted, C: FontedConfigurable>(_: M.Type, _: C.Type) -> StaticCapabilityApplier<
        Model
    >? {
        .pairing(M.self, C.self) { model, cell in cell.configure(by: model) }
    }
}
