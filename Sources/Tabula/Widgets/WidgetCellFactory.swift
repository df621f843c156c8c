// Only WidgetCellRegistry uses it (package access: no other module names it); both go when
// i25-fd-uikit lands (a widget catalog's `register(_:cellType:configure:)` does this job).

/// How one host shows widgets of one kind: the cell type it registers for the kind, and the
/// code that fills a dequeued cell with a widget.
@MainActor
package struct WidgetCellFactory<Host: ListHost> {
    /// The cell type registered for the kind on first use.
    package var cellType: Host.Cell.Type
    /// Fills a dequeued (or reused, or reconfigured) cell with a widget of the kind.
    package var configure: @MainActor (Host.Cell, ListWidget) -> Void

    /// Creates a factory.
    package init(cellType: Host.Cell.Type, configure: @escaping @MainActor (Host.Cell, ListWidget) -> Void) {
        self.cellType = cellType
        self.configure = configure
    }
}
