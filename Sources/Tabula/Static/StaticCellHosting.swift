// Used by TabulaUIKit until i25-fd-uikit lands: non-UIKit hosts no longer use it
// (`HostCellCatalog.staticTable(_:measurer:cellType:staticCell:...)` takes the same four answers).

/// How one host holds static cells (``StaticCell``): which host cell type to register for a
/// static cell type, and how to get the static cell out of a dequeued host cell.
///
/// - UIKit: the static cell *is* the table cell (`cellType: { $0 as! UITableViewCell.Type }`,
///   `staticCell: { cell, _ in cell as! any StaticCell }`).
/// - Hosts with one cell type (TabulaHeadless's `HeadlessListView`, the terminal): the host cell keeps a
///   static cell of the right type, made on first use and kept across reuse
///   (`StaticCellHosting.headless()`, in TabulaHeadless).
@MainActor
public struct StaticCellHosting<Host: ListHost> {
    /// The host cell type to register for a static cell type.
    public var cellType: @MainActor (any StaticCell.Type) -> Host.Cell.Type
    /// The static cell of type `type` in a dequeued host cell.
    public var staticCell: @MainActor (Host.Cell, any StaticCell.Type) -> any StaticCell
    /// The view type registered for section header and footer titles.
    public var titleViewType: Host.SupplementaryView.Type
    /// Shows a section's header or footer title in a dequeued view.
    public var configureTitleView: @MainActor (Host.SupplementaryView, String, ListSupplementaryPlacement) -> Void

    /// Creates a hosting.
    public init(
        cellType: @escaping @MainActor (any StaticCell.Type) -> Host.Cell.Type,
        staticCell: @escaping @MainActor (Host.Cell, any StaticCell.Type) -> any StaticCell,
        titleViewType: Host.SupplementaryView.Type,
        configureTitleView: @escaping @MainActor (Host.SupplementaryView, String, ListSupplementaryPlacement) -> Void
    ) {
        self.cellType = cellType
        self.staticCell = staticCell
        self.titleViewType = titleViewType
        self.configureTitleView = configureTitleView
    }
}
