/// Resolves, once per model type and cell type, which capabilities a row's model and cell
/// share, and applies them to each cell: rows do not pay for capabilities they lack.
///
/// The cache is keyed by the `ObjectIdentifier`s of the model's and the cell's dynamic
/// types. A row then costs one look-up in it plus, per shared capability, its two casts
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
    /// The indices in ``capabilities`` each (model type, cell type) pair shares. An array
    /// searched from the start, not a dictionary: a table has a handful of cell types, and
    /// comparing two identifiers each is cheaper than hashing the pair on every row.
    private var matches: [(types: TypePair, indices: [Int])] = []

    /// Creates a resolver over `capabilities`.
    public init(capabilities: [StaticCapability] = StandardCapabilities.all) {
        self.capabilities = capabilities
    }

    /// The capabilities `model` and `cell` share (by their types), resolved on first use.
    public func shared(by model: Model, and cell: any StaticCell) -> [StaticCapability] {
        let boxed: Any = model
        return matched(boxed, cell).map { capabilities[$0] }
    }

    /// Fills `cell` from `model` with every shared capability.
    public func apply(_ model: Model, to cell: any StaticCell) {
        // Boxed once per row, for every capability: an existential `Model` unwraps to the
        // row's own value, so `type(of:)` gives the row's type (not `any Titled`).
        let boxed: Any = model
        for index in matched(boxed, cell) {
            capabilities[index].apply(boxed, cell)
        }
    }

    /// The indices of the capabilities `model` (boxed) and `cell` share, by their types.
    private func matched(_ model: Any, _ cell: any StaticCell) -> [Int] {
        let key = TypePair(model: ObjectIdentifier(type(of: model)), cell: ObjectIdentifier(type(of: cell)))
        for entry in matches where entry.types == key {
            return entry.indices
        }
        let resolved = capabilities.indices.filter { capabilities[$0].matches(model, cell) }
        matches.append((key, resolved))
        resolutionCount += 1
        return resolved
    }
}

/// A model type and a cell type, as the resolver's cache key.
private struct TypePair: Equatable {
    let model: ObjectIdentifier
    let cell: ObjectIdentifier
}
