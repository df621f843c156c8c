/// Resolves, once per cell type, which capabilities a table's model type and that cell
/// type share, and applies them to each cell: rows do not pay for unused capability checks.
///
/// The model type is the table's (one per resolver), so the cache is keyed by the
/// (model type, cell type) pair through the cell type's `ObjectIdentifier`. A row then
/// costs one dictionary lookup plus one call per shared capability; the naive way
/// (`if let cell = cell as? TitledConfigurable, let model = model as? Titled` for every
/// capability on every row) pays two dynamic casts per capability per row. See
/// `Benchmarks/` for the measured difference.
///
/// `Model` must be a concrete type (an enum or a struct), not an existential.
@MainActor
@_spi(TabulaInternal) public final class StaticCapabilityResolver<Model> {
    /// The capabilities considered, in the order they are applied.
    public let capabilities: [any StaticCapability.Type]
    /// How many (model type, cell type) pairs were resolved (each once).
    package private(set) var resolutionCount = 0
    private var appliers: [ObjectIdentifier: [StaticCapabilityApplier<Model>]] = [:]

    /// Creates a resolver over `capabilities`.
    public init(capabilities: [any StaticCapability.Type] = StandardCapabilities.all) {
        self.capabilities = capabilities
    }

    /// The capabilities `Model` and `cellType` share, resolved on first use.
    public func appliers(for cellType: any StaticCell.Type) -> [StaticCapabilityApplier<Model>] {
        let key = ObjectIdentifier(cellType)
        if let known = appliers[key] { return known }
        let resolved = capabilities.compactMap { $0.applier(model: Model.self, cell: cellType) }
        appliers[key] = resolved
        resolutionCount += 1
        return resolved
    }

    /// Fills `cell` from `model` with every shared capability.
    public func apply(_ model: Model, to cell: any StaticCell) {
        for applier in appliers(for: type(of: cell)) {
            applier.apply(model, to: cell)
        }
    }
}
