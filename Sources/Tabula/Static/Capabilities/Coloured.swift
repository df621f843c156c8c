/// A row model that chooses its colours.
public protocol Coloured {
    /// The text colour; `nil` keeps the cell's own.
    var textColor: StaticColor? { get }
    /// The background colour; `nil` keeps the cell's own.
    var backgroundColor: StaticColor? { get }
}

extension Coloured {
    /// The cell's own.
    public var textColor: StaticColor? { nil }
    /// The cell's own.
    public var backgroundColor: StaticColor? { nil }
}

/// A cell that shows colours: filled from any model that is `Coloured`.
@MainActor
public protocol ColouredConfigurable: AnyObject {
    /// Shows the colours of `model`.
    func configure(by model: any Coloured)
}

/// Pairs `Coloured` models with `ColouredConfigurable` cells.
package enum ColouredCapability: StaticCapability {
    /// The applier when `model` is `Coloured` and `cell` is `ColouredConfigurable`.
    package static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<Model>?
    {
        guard let modelType = model as? any Coloured.Type, let cellType = cell as? any ColouredConfigurable.Type else {
            return nil
        }
        return pair(modelType, cellType)
    }

    private static func pair<Model, M: Coloured, C: ColouredConfigurable>(_: M.Type, _: C.Type)
        -> StaticCapabilityApplier<Model>?
    {
        .pairing(M.self, C.self) { model, cell in cell.configure(by: model) }
    }
}
