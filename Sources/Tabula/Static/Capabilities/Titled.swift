/// A row model with a title.
public protocol Titled {
    /// The title; `nil` shows none.
    var title: String? { get }
}

/// A cell that shows a title: filled from any model that is `Titled`.
@MainActor
public protocol TitledConfigurable: AnyObject {
    /// Shows the a title of `model`.
    func configure(by model: any Titled)
}

/// Pairs `Titled` models with `TitledConfigurable` cells.
package enum TitledCapability: StaticCapability {
    /// The applier when `model` is `Titled` and `cell` is `TitledConfigurable`.
    package static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<Model>?
    {
        guard let modelType = model as? any Titled.Type, let cellType = cell as? any TitledConfigurable.Type else {
            return nil
        }
        return pair(modelType, cellType)
    }

    private static func pair<Model, M: Titled, C: TitledConfigurable>(_: M.Type, _: C.Type) -> StaticCapabilityApplier<
        Model
    >? {
        .pairing(M.self, C.self) { model, cell in cell.configure(by: model) }
    }
}
