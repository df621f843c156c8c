/// Describes one static screen (settings, login, about): the rows as models grouped in
/// sections, the cell type of each model, an optional extra configuration of a cell by its
/// model, and what selecting a row does — by model, never by index.
///
/// ```swift
/// final class AboutConstructor: StaticTableConstructor {
///     var sections: [StaticSection<Row>] { [StaticSection(id: "main", rows: [.first, .empty, .second])] }
///     func cellType(for model: Row) -> any StaticCell.Type { model == .empty ? EmptyCell.self : TextCell.self }
///     func itemSelected(_ model: Row) { print("selected", model) }
/// }
/// ```
///
/// Cells are filled from every capability the model and the cell share (``Titled`` and
/// ``TitledConfigurable``…), before ``configure(cell:by:)``.
@MainActor
public protocol StaticTableConstructor: AnyObject {
    /// The row model (usually an enum). Its identity is its value unless it says otherwise
    /// (`Differentiable`): an enum case with a changing payload (a switch's state) names a
    /// `differenceIdentifier` that ignores the payload, so a change reconfigures the row.
    associatedtype Model: Differentiable & Hashable & Sendable

    /// The rows, grouped in sections, in order. Read again on every
    /// `ListAssembly.show(_:)`: rows appear and disappear with the conditions here.
    var sections: [StaticSection<Model>] { get }

    /// The capabilities rows are filled from (default: ``StandardCapabilities/all``).
    var capabilities: [StaticCapability] { get }

    /// The cell type that shows `model`.
    func cellType(for model: Model) -> any StaticCell.Type

    /// Extra configuration of a cell, after the capabilities filled it (default: none).
    func configure(cell: any StaticCell, by model: Model)

    /// The row of `model` was selected (default: nothing).
    func itemSelected(_ model: Model)

    /// The switch of the row of `model` was turned to `isOn` (default: nothing).
    func switchChanged(_ model: Model, isOn: Bool)

    /// Actions offered on the row of `model` besides selecting it (default: none).
    func actions(for model: Model) -> [StaticRowAction]
}

extension StaticTableConstructor {
    /// The standard capabilities.
    public var capabilities: [StaticCapability] {
        StandardCapabilities.all
    }

    /// Nothing to add.
    public func configure(cell: any StaticCell, by model: Model) {}

    /// Nothing happens.
    public func itemSelected(_ model: Model) {}

    /// Nothing happens.
    public func switchChanged(_ model: Model, isOn: Bool) {}

    /// No actions.
    public func actions(for model: Model) -> [StaticRowAction] {
        []
    }
}
