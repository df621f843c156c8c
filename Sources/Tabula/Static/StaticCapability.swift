/// A capability of static table rows (SPEC T2): a model protocol (``Titled``) paired with a
/// cell protocol (``TitledConfigurable``). A row's cell is filled from every capability its
/// model and its cell share.
///
/// A capability is a type with one function, asked once per (model type, cell type) pair
/// by ``StaticCapabilityResolver``; the per-row work is then only the applicable appliers,
/// with no dynamic cast. To add a capability, declare its two protocols and a conforming
/// type, and list it in your constructor's ``StaticTableConstructor/capabilities`` — no
/// central switch to edit:
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
    @MainActor static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<Model>?
}

/// One capability resolved for one (model type, cell type) pair: fills a cell from a model
/// with no dynamic cast.
public struct StaticCapabilityApplier<Model> {
    private let body: @MainActor (Model, AnyObject) -> Void

    /// Fills `cell` (whose dynamic type is the one this applier was resolved for) from
    /// `model`.
    @MainActor
    public func apply(_ model: Model, to cell: AnyObject) {
        body(model, cell)
    }

    /// The applier for models of type `M` and cells of type `C`, as opened from the
    /// capability's protocols; `nil` unless `M` is exactly `Model`.
    ///
    /// It converts the model and the cell to `M` and `C` without a dynamic cast: the model
    /// because `M` *is* `Model` (checked here, once), the cell because the resolver only
    /// uses an applier for cells whose dynamic type is `C` (it resolves per cell type).
    public static func pairing<M, C: AnyObject>(
        _ model: M.Type, _ cell: C.Type, _ apply: @escaping @MainActor (M, C) -> Void
    ) -> StaticCapabilityApplier<Model>? {
        guard M.self == Model.self else { return nil }
        return StaticCapabilityApplier { model, cell in
            apply(unsafeBitCast(model, to: M.self), unsafeDowncast(cell, to: C.self))
        }
    }
}
