/// How a static table's cell is filled from its row's model, on every host: from every
/// capability the model and the cell share, then by the constructor's
/// ``StaticTableConstructor/configure(cell:by:)`` (which therefore wins).
///
/// The host catalog's `staticTable(_:measurer:cellType:staticCell:…)` (headless and terminal)
/// and UIKit's `TableViewAdapter(tableView:staticTable:)` both fill through it, so the order is
/// written once. A host draws what it owns (UIKit's accessory) before calling ``fill(_:with:)``.
@MainActor
@_spi(TabulaInternal) public struct StaticRowFilling<Constructor: StaticTableConstructor> {
    /// The screen whose rows are filled.
    public let constructor: Constructor
    /// Which capabilities each (model type, cell type) pair shares, resolved once per pair.
    public let resolver: StaticCapabilityResolver<Constructor.Model>

    /// Fills `constructor`'s rows, resolving capabilities with `resolver` (default: one over
    /// the constructor's ``StaticTableConstructor/capabilities``).
    public init(constructor: Constructor, resolver: StaticCapabilityResolver<Constructor.Model>? = nil) {
        self.constructor = constructor
        self.resolver = resolver ?? StaticCapabilityResolver(capabilities: constructor.capabilities)
    }

    /// Fills `cell` to show `model`: the shared capabilities, then the constructor.
    public func fill(_ cell: any StaticCell, with model: Constructor.Model) {
        resolver.apply(model, to: cell)
        constructor.configure(cell: cell, by: model)
    }
}

extension StaticTableConstructor {
    /// Performs the action titled `title` that the constructor offers on the row of `model`
    /// (shown at `path`), on every host: the action is looked up again, so a title the row no
    /// longer offers is an error naming `operation`, the title, the path and the titles offered.
    @_spi(TabulaInternal) public func performAction(
        _ title: String, on model: Model, at path: ListIndexPath, operation: String
    ) throws(StaticTableError) {
        let offered = actions(for: model)
        guard let action = offered.first(where: { $0.title == title }) else {
            throw .noSuchAction(operation: operation, title: title, path: path, available: offered.map(\.title))
        }
        action.handler()
    }
}
