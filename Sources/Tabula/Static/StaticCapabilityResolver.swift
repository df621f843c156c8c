/// Resolves, once per model type and cell type, which capabilities a row's model and cell
/// share, and applies them to each cell: rows do not pay for capabilities they lack.
///
/// The cache is keyed by the `ObjectIdentifier`s of the model's and the cell's dynamic
/// types. With each pair it keeps the witness tables the capability's casts found (for the
/// usual existential parameters), so a row then costs one look-up in it plus, per shared
/// capability, its call, with no cast; the naive way (`if let cell = cell as?
/// TitledConfigurable, let model = model as? Titled` for every capability on every row) casts
/// on every row and pays for the capabilities a row lacks too. See `Benchmarks/` for the
/// measured difference.
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
    /// The capabilities each (model type, cell type) pair shares, in order. An array searched
    /// from the start, not a dictionary: a table has a handful of cell types, and comparing two
    /// identifiers each is cheaper than hashing the pair on every row.
    private var matches: [(types: TypePair, shared: [SharedCapability])] = []

    /// Creates a resolver over `capabilities`.
    public init(capabilities: [StaticCapability] = StandardCapabilities.all) {
        self.capabilities = capabilities
    }

    /// The capabilities `model` and `cell` share (by their types), resolved on first use.
    public func shared(by model: Model, and cell: any StaticCell) -> [StaticCapability] {
        let boxed: Any = model
        return matched(boxed, cell).map { capabilities[$0.index] }
    }

    /// For each capability `model` and `cell` share, whether later rows of their two types
    /// get the capability's model and cell without a cast (from the witness tables kept at
    /// resolution), in order.
    package func reusesWitnesses(of model: Model, and cell: any StaticCell) -> [(model: Bool, cell: Bool)] {
        let boxed: Any = model
        return matched(boxed, cell).map { ($0.witnesses.model != nil, $0.witnesses.cell != nil) }
    }

    /// Fills `cell` from `model` with every shared capability.
    public func apply(_ model: Model, to cell: any StaticCell) {
        // Boxed once per row, for every capability: an existential `Model` unwraps to the
        // row's own value, so `type(of:)` gives the row's type (not `any Titled`).
        let boxed: Any = model
        for shared in matched(boxed, cell) {
            shared.apply(boxed, cell, shared.witnesses)
        }
    }

    /// The capabilities `model` (boxed) and `cell` share, by their types.
    private func matched(_ model: Any, _ cell: any StaticCell) -> [SharedCapability] {
        let key = TypePair(model: ObjectIdentifier(type(of: model)), cell: ObjectIdentifier(type(of: cell)))
        for entry in matches where entry.types == key {
            return entry.shared
        }
        let resolved = capabilities.indices.compactMap { index in
            capabilities[index].resolve(model, cell).map {
                SharedCapability(index: index, apply: capabilities[index].apply, witnesses: $0)
            }
        }
        matches.append((key, resolved))
        resolutionCount += 1
        return resolved
    }
}

/// A capability a (model type, cell type) pair shares: its place in the resolver's list, its
/// fill, and what its casts found for the pair.
private struct SharedCapability {
    let index: Int
    let apply: @MainActor @Sendable (Any, AnyObject, StaticCapabilityWitnesses) -> Void
    let witnesses: StaticCapabilityWitnesses
}

/// A model type and a cell type, as the resolver's cache key.
private struct TypePair: Equatable {
    let model: ObjectIdentifier
    let cell: ObjectIdentifier
}
