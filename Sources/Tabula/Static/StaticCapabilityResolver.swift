/// Resolves, once per model type and cell type, which capabilities a row's model and cell
/// share, and applies them to each cell: rows do not pay for capabilities they lack.
///
/// The cache is keyed by the `ObjectIdentifier`s of the model's and the cell's dynamic
/// types. A row then costs one dictionary lookup plus, per shared capability, its two casts
/// and its call; the naive way (`if let cell = cell as? TitledConfigurable, let model =
/// model as? Titled` for every capability on every row) pays for the capabilities a row
/// lacks too. See `Benchmarks/` for the measured difference.
///
/// The resolver is main-actor isolated, as the cells it fills are: its cache needs no lock.
/// The match is decided by the dynamic types, so a model must not hide its value in a
/// type-erasing wrapper (`AnyHashable`) whose contents differ from row to row.
@MainActor
@_spi(TabulaInternal) public final class StaticCapabilityResolver<Model> {
    /// The capabilities considered, in the order they are applied.
    public let capabilities: [StaticCapability]
    /// How many (model type, cell type) pairs were resolved (each once).
    package private(set) var resolutionCount = 0
    private var matches: [TypePair: [StaticCapability]] = [:]
    /// Whether `Model` is an existential (`any Titled`), learnt from the first row: then
    /// `type(of:)` answers the existential itself, and only `type(of: model as Any)` (a box
    /// per row) answers the row's own type.
    private var modelIsExistential: Bool?

    /// Creates a resolver over `capabilities`.
    public init(capabilities: [StaticCapability] = StandardCapabilities.all) {
        self.capabilities = capabilities
    }

    /// The capabilities `model` and `cell` share (by their types), resolved on first use.
    public func shared(by model: Model, and cell: any StaticCell) -> [StaticCapability] {
        matched(model, cell)
    }

    /// Fills `cell` from `model` with every shared capability.
    public func apply(_ model: Model, to cell: any StaticCell) {
        for capability in matched(model, cell) {
            capability.apply(model, to: cell)
        }
    }

    /// The identifier of the dynamic type of `model`.
    private func modelTypeIdentifier(_ model: Model) -> ObjectIdentifier {
        let isExistential =
            modelIsExistential
            ?? {
                // A concrete `Model` is its own dynamic type (a class's subclass is found by
                // `type(of:)` too); an existential's rows are never the existential itself.
                let learnt = type(of: model as Any) != Model.self
                modelIsExistential = learnt
                return learnt
            }()
        return isExistential ? ObjectIdentifier(type(of: model as Any)) : ObjectIdentifier(type(of: model))
    }

    private func matched(_ model: Model, _ cell: any StaticCell) -> [StaticCapability] {
        let key = TypePair(model: modelTypeIdentifier(model), cell: ObjectIdentifier(type(of: cell)))
        if let known = matches[key] { return known }
        let resolved = capabilities.filter { $0.matches(model, cell) }
        matches[key] = resolved
        resolutionCount += 1
        return resolved
    }
}

/// A model type and a cell type, as the resolver's cache key.
private struct TypePair: Hashable {
    let model: ObjectIdentifier
    let cell: ObjectIdentifier
}
