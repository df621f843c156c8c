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
/// the capabilities its model and cell share, never for the others.
public struct StaticCapability: Sendable {
    /// The capability, as logs and tests name it: the name given to
    /// ``init(name:_:)``, or the two types it pairs.
    public let name: String
    let body: any StaticCapabilityBody

    /// The capability that fills cells of type `C` from models of type `M` with `configure`.
    ///
    /// `M` and `C` are usually existentials (`any Titled`, `any TitledConfigurable`), but
    /// any types work: a model or cell that does not cast to them with `as?` is left to the
    /// other capabilities.
    ///
    /// - Parameters:
    ///   - name: what logs and tests call the capability (default: the two types).
    ///   - configure: fills a cell from a model; called on the main actor, where cells live.
    public init<M, C>(name: String? = nil, _ configure: @escaping @MainActor @Sendable (M, C) -> Void) {
        self.name = name ?? "\(M.self) with \(C.self)"
        body = CastingBody(configure: configure)
    }

    /// Whether `model` and `cell` have this capability: both cast to its parameter types.
    @MainActor
    func matches<Model>(_ model: Model, _ cell: AnyObject) -> Bool {
        body.matches(model, cell)
    }

    /// Fills `cell` from `model`, when both have this capability.
    @MainActor
    func apply<Model>(_ model: Model, to cell: AnyObject) {
        body.apply(model, to: cell)
    }
}

/// A capability's parameter types, hidden behind generic calls: the resolver hands over the
/// table's `Model` unboxed, so a cast starts from the concrete type rather than from `Any`.
protocol StaticCapabilityBody: Sendable {
    @MainActor func matches<Model>(_ model: Model, _ cell: AnyObject) -> Bool
    @MainActor func apply<Model>(_ model: Model, to cell: AnyObject)
}

/// The body of ``StaticCapability/init(name:_:)``: two `as?` casts, then the closure.
private struct CastingBody<M, C>: StaticCapabilityBody {
    let configure: @MainActor @Sendable (M, C) -> Void

    @MainActor
    func matches<Model>(_ model: Model, _ cell: AnyObject) -> Bool {
        cell is C && model is M
    }

    @MainActor
    func apply<Model>(_ model: Model, to cell: AnyObject) {
        // The casts give the closure its typed arguments (a conformance needs a cast to be
        // found at run time); the resolver calls this only for a matched pair of types, so
        // they succeed.
        guard let cell = cell as? C, let model = model as? M else { return }
        configure(model, cell)
    }
}
