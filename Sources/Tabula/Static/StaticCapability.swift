/// A capability of static table rows: what a model of one kind (``Titled``) puts in a cell
/// of one kind (``TitledConfigurable``). A row's cell is filled from every capability its
/// model and its cell share.
///
/// A capability is one line: a closure whose two parameter types say which models and which
/// cells it pairs, usually the existentials of a model protocol and a cell protocol. List it
/// in your constructor's ``StaticTableConstructor/capabilities`` — no central switch to
/// edit:
///
/// ```swift
/// protocol Badged { var badge: Int { get } }
/// @MainActor protocol BadgedConfigurable: AnyObject { func configure(by model: any Badged) }
///
/// let badged = StaticCapability { (m: any Badged, c: any BadgedConfigurable) in c.configure(by: m) }
/// ```
///
/// A row's model and cell are checked with `as?` against the two parameter types. Which
/// capabilities match is remembered per model type and cell type, so a row pays only for
/// the capabilities its model and cell share, never for the others. For the usual existential
/// parameters, the witness tables that check found are remembered with the match, so later
/// rows of the same types are not cast again.
public struct StaticCapability: Sendable {
    /// The capability, as logs and tests name it: the name given to
    /// ``init(name:_:)``, or the two types it pairs.
    public let name: String
    /// Whether a model and a cell cast to the capability's parameter types: `nil` when they do
    /// not, else what the casts found that later rows of the same two types can reuse.
    @usableFromInline let resolve: @MainActor @Sendable (Any, AnyObject) -> StaticCapabilityWitnesses?
    /// The capability's closure, given the model (boxed once per row by the resolver), the cell
    /// and what ``resolve`` returned for their types.
    @usableFromInline let apply: @MainActor @Sendable (Any, AnyObject, StaticCapabilityWitnesses) -> Void

    /// The capability that fills cells of type `C` from models of type `M` with `configure`.
    ///
    /// `M` and `C` are usually existentials (`any Titled`, `any TitledConfigurable`), but
    /// any types work: a model or cell that does not cast to them with `as?` is left to the
    /// other capabilities.
    ///
    /// - Parameters:
    ///   - name: what logs and tests call the capability (default: the two types).
    ///   - configure: fills a cell from a model; called on the main actor, where cells live.
    @inlinable
    public init<M, C>(name: String? = nil, _ configure: @escaping @MainActor @Sendable (M, C) -> Void) {
        // Inlinable, so that the casts are compiled where `M` and `C` are known: a cast to a
        // type known at compile time skips the generic metadata look-ups (an `Optional<C>`
        // per call) that a cast to a generic parameter pays on every row.
        self.init(
            name: name ?? "\(M.self) with \(C.self)",
            resolve: { model, cell in
                // The model first: a table has one model type and a few cell types, so most
                // capabilities a model lacks are settled without looking the cell's type up.
                guard let typedModel = model as? M, let typedCell = cell as? C else { return nil }
                return StaticCapabilityWitnesses(
                    model: ExistentialWitnesses(opaque: typedModel, holding: model),
                    cell: ExistentialWitnesses(classBound: typedCell, holding: cell))
            },
            apply: { model, cell, witnesses in
                // The resolver calls this only for a pair of types that matched. An existential
                // parameter is rebuilt from the witness tables the match found (a cast would look
                // the same conformance up in the runtime on every row); any other parameter type
                // is cast, and the cast succeeds. Written out branch by branch: the same as
                // `witnesses.cell.map { … } ?? (cell as? C)` costs 2.2 times the instructions
                // of a steady fill (StaticFillBenchmark, 1.19 M -> 2.67 M per 1,000 rows).
                let typedCell: C
                if let found = witnesses.cell {
                    typedCell = found.classBound(cell)
                } else {
                    guard let cast = cell as? C else { return }
                    typedCell = cast
                }
                let typedModel: M
                if let found = witnesses.model {
                    typedModel = found.opaque(model)
                } else {
                    guard let cast = model as? M else { return }
                    typedModel = cast
                }
                configure(typedModel, typedCell)
            })
    }

    /// The capability with its name, its match and its fill, as the inlinable initialiser
    /// compiled them.
    @usableFromInline
    init(
        name: String, resolve: @escaping @MainActor @Sendable (Any, AnyObject) -> StaticCapabilityWitnesses?,
        apply: @escaping @MainActor @Sendable (Any, AnyObject, StaticCapabilityWitnesses) -> Void
    ) {
        self.name = name
        self.resolve = resolve
        self.apply = apply
    }
}
