import Logging

/// A capability of static table rows: a model protocol (``Titled``) paired with a
/// cell protocol (``TitledConfigurable``). A row's cell is filled from every capability its
/// model and its cell share.
///
/// A capability is a type with one function, asked once per (model type, cell type) pair
/// by Tabula's capability resolver; the per-row work is then only the applicable appliers,
/// each with one class cast of the cell (a wrong pairing is an error, not undefined
/// behaviour) and no model cast. To add a capability, declare its two protocols and a
/// conforming type, and list it in your constructor's
/// ``StaticTableConstructor/capabilities`` — no central switch to edit:
///
/// ```swift
/// protocol Badged { var badge: Int { get } }
/// @MainActor protocol BadgedConfigurable: AnyObject { func configure(by model: any Badged) }
///
/// enum BadgedCapability: StaticCapability {
///     static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<Model>? {
///         guard let m = model as? any Badged.Type, let c = cell as? any BadgedConfigurable.Type else { return nil }
///         return pair(m, c)
///     }
///     private static func pair<Model, M: Badged, C: BadgedConfigurable>(_: M.Type, _: C.Type) -> StaticCapabilityApplier<Model>? {
///         .pairing(M.self, C.self) { model, cell in cell.configure(by: model) }
///     }
/// }
/// ```
public protocol StaticCapability {
    /// How a `Model` fills a cell of type `cell`, or `nil` when the model type or the cell
    /// type lacks the capability.
    @MainActor static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<
        Model
    >?
}

/// One capability resolved for one (model type, cell type) pair: fills a cell from a model
/// with one cheap class cast and no model cast.
///
/// A capability that pairs a model with a cell type other than the one it was asked about
/// (a bug in the capability) is reported as
/// ``StaticTableError/capabilityCellMismatch(capability:expectedCell:actualCell:)`` and
/// leaves the cell untouched: it is never undefined behaviour.
public struct StaticCapabilityApplier<Model> {
    /// The capability, as errors name it: the name given to
    /// ``pairing(_:_:capability:_:)``, or the model and cell types it pairs.
    public let capability: String
    private let body: @MainActor (Model, AnyObject) throws(StaticTableError) -> Void
    private let mismatchLog = MismatchLog()

    private init(capability: String, body: @escaping @MainActor (Model, AnyObject) throws(StaticTableError) -> Void) {
        self.capability = capability
        self.body = body
    }

    /// Fills `cell` (whose dynamic type is the one this applier was resolved for) from
    /// `model`.
    ///
    /// A cell of another type is left untouched and the mismatch is logged (once per
    /// applier): this runs while a host configures a cell, where no error can be thrown.
    /// ``checkedApply(_:to:)`` throws it instead.
    @MainActor
    public func apply(_ model: Model, to cell: AnyObject) {
        do throws(StaticTableError) {
            try body(model, cell)
        } catch {
            // Once: the resolver reuses this applier for every cell of the type, and a
            // log line per configured row would flood the log while scrolling.
            guard !mismatchLog.logged else { return }
            mismatchLog.logged = true
            capabilityLogger.error("\(error.description)")
        }
    }

    /// Fills `cell` from `model`, or throws
    /// ``StaticTableError/capabilityCellMismatch(capability:expectedCell:actualCell:)``
    /// without touching it when `cell` is not of the type this applier was resolved for.
    @MainActor
    public func checkedApply(_ model: Model, to cell: AnyObject) throws(StaticTableError) {
        try body(model, cell)
    }

    /// The applier for models of type `M` and cells of type `C`, as opened from the
    /// capability's protocols; `nil` unless `M` is exactly `Model`.
    ///
    /// The model needs no cast per row: `M` *is* `Model`, checked here, once, by converting
    /// `apply` to take a `Model`. The cell is checked on every call with a class cast
    /// (cheap: a cell of exactly `C` matches its first metadata comparison); the resolver
    /// resolves per cell type, so that cast only fails for a capability that paired with a
    /// cell type other than the one it was asked about.
    ///
    /// - Parameters:
    ///   - model: the row model type the capability reads.
    ///   - cell: the cell type the capability configures.
    ///   - capability: the name errors give the capability (default: the model and cell
    ///     types it pairs).
    ///   - apply: configures a cell of type `cell` from a model of type `model`.
    /// - Returns: the applier, or `nil` when `model` is not this capability's `Model`.
    public static func pairing<M, C: AnyObject>(
        _ model: M.Type, _ cell: C.Type, capability: String? = nil, _ apply: @escaping @MainActor (M, C) -> Void
    ) -> StaticCapabilityApplier<Model>? {
        guard M.self == Model.self, let apply = apply as? @MainActor (Model, C) -> Void else { return nil }
        let name = capability ?? "pairing \(M.self) with \(C.self)"
        return StaticCapabilityApplier(capability: name) { model, cell throws(StaticTableError) in
            guard let cell = cell as? C else {
                throw .capabilityCellMismatch(
                    capability: name, expectedCell: "\(C.self)", actualCell: "\(type(of: cell))")
            }
            apply(model, cell)
        }
    }
}

/// Whether an applier has logged its mismatch (shared by the applier's copies; used on the
/// main actor only).
private final class MismatchLog {
    var logged = false
}

private let capabilityLogger = Logger(label: "Tabula.StaticCapability")
