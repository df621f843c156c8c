/// A row model with a subtitle (a detail text).
public protocol Subtitled {
    /// The subtitle; `nil` shows none.
    var subtitle: String? { get }
}

/// A cell that shows a subtitle: filled from any model that is `Subtitled`.
@MainActor
public protocol SubtitledConfigurable: AnyObject {
    /// Shows the a subtitle of `model`.
    func configure(by model: any Subtitled)
}

/// Pairs `Subtitled` models with `SubtitledConfigurable` cells.
package enum SubtitledCapability: StaticCapability {
    /// The applier when `model` is `Subtitled` and `cell` is `SubtitledConfigurable`.
    package static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<Model>?
    {
        guard let modelType = model as? any Subtitled.Type, let cellType = cell as? any SubtitledConfigurable.Type
        else { return nil }
        return pair(modelType, cellType)
    }

    private static func pair<Model, M: Subtitled, C: SubtitledConfigurable>(_: M.Type, _: C.Type)
        -> StaticCapabilityApplier<Model>?
    {
        .pairing(M.self, C.self) { model, cell in cell.configure(by: model) }
    }
}
