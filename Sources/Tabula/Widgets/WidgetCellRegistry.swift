// Used by TabulaUIKit until i25-fd-uikit lands: non-UIKit hosts no longer use it
// (`HostCellCatalog.widgets(fallbackCellType:...)` and its `register` do this job).

/// Per host, the cell factory of each widget kind.
///
/// The core knows no views: a widget names its kind, and each host supplies the cell that
/// shows that kind — TabulaHeadless's `HeadlessListView` describes widgets in its cells' text, the terminal
/// host builds labels, the UIKit adapter registers a cell class per kind. A kind with no
/// factory of its own uses the registry's fallback, so every kind always has a cell and
/// nothing is ever dequeued unregistered.
///
/// ```swift
/// let cells = WidgetCellRegistry<MyHost>(fallbackCellType: MyCell.self) { cell, widget in
///     cell.text = widget.description
/// }
/// cells.register(Title.self, cellType: MyTitleCell.self) { cell, title in
///     (cell as? MyTitleCell)?.label.text = title.text
/// }
/// ```
@MainActor
public final class WidgetCellRegistry<Host: ListHost> {
    /// The factory of every kind without one of its own.
    package var fallback: WidgetCellFactory<Host>
    private var factories: [WidgetKind: WidgetCellFactory<Host>] = [:]

    /// Creates a registry whose every kind uses `fallbackCellType` filled by `configure`
    /// until a kind gets a factory of its own.
    public init(fallbackCellType: Host.Cell.Type, configure: @escaping @MainActor (Host.Cell, ListWidget) -> Void) {
        self.fallback = WidgetCellFactory(cellType: fallbackCellType, configure: configure)
    }

    /// Sets the factory of `kind` (replacing an earlier one).
    package func register(_ kind: WidgetKind, factory: WidgetCellFactory<Host>) {
        factories[kind] = factory
    }

    /// Sets the factory of `kind`.
    public func register(
        _ kind: WidgetKind, cellType: Host.Cell.Type, configure: @escaping @MainActor (Host.Cell, ListWidget) -> Void
    ) {
        factories[kind] = WidgetCellFactory(cellType: cellType, configure: configure)
    }

    /// Sets the factory of the widgets whose model is `Model`, of kind `kind` (by default
    /// the model type's own kind), with a typed `configure`.
    public func register<Model: WidgetModel>(
        _ model: Model.Type, kind: WidgetKind? = nil, cellType: Host.Cell.Type,
        configure: @escaping @MainActor (Host.Cell, Model) -> Void
    ) {
        factories[kind ?? WidgetKind(Model.self)] = WidgetCellFactory(cellType: cellType) { cell, widget in
            if let model = widget.model(as: Model.self) { configure(cell, model) }
        }
    }

    /// The factory of `kind`: its own, or the fallback.
    package func factory(for kind: WidgetKind) -> WidgetCellFactory<Host> {
        factories[kind] ?? fallback
    }

    /// The kinds with a factory of their own.
    package var registeredKinds: [WidgetKind] {
        factories.keys.sorted { $0.reuseIdentifier < $1.reuseIdentifier }
    }
}
