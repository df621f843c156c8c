/// A row model with an image, named for the host to load (the core has no image type).
public protocol Imaged {
    /// The image's name; `nil` shows none.
    var imageName: String? { get }
}

/// A cell that shows an image: filled from any model that is `Imaged`.
@MainActor
public protocol ImagedConfigurable: AnyObject {
    /// Shows the an image of `model`.
    func configure(by model: any Imaged)
}

/// Pairs `Imaged` models with `ImagedConfigurable` cells.
package enum ImagedCapability: StaticCapability {
    /// The applier when `model` is `Imaged` and `cell` is `ImagedConfigurable`.
    package static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<Model>?
    {
        guard let modelType = model as? any Imaged.Type, let cellType = cell as? any ImagedConfigurable.Type else {
            return nil
        }
        return pair(modelType, cellType)
    }

    private static func pair<Model, M: Imaged, C: ImagedConfigurable>(_: M.Type, _: C.Type) -> StaticCapabilityApplier<
        Model
    >? {
        .pairing(M.self, C.self) { model, cell in cell.configure(by: model) }
    }
}
