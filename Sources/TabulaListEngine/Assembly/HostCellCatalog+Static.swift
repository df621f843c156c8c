import Foundation
@_spi(TabulaInternal) import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HostCellCatalog where Item: Hashable {
    /// The catalog of a static table described by `constructor` (show its rows with
    /// ``ListAssembly/show(_:)``):
    ///
    /// - each row's cell type is the constructor's (``/Tabula/StaticTableConstructor/cellType(for:)``),
    ///   registered under the type's ``/Tabula/StaticCell/reuseIdentifier``;
    /// - a dequeued cell is filled by `willConfigure`, then from every capability the model
    ///   and the cell share (resolved once per model type and cell type by `resolver`), then
    ///   by the constructor's ``/Tabula/StaticTableConstructor/configure(cell:by:)``;
    /// - heights come from the cell types (``/Tabula/StaticCell/height(for:width:measurer:)``), each
    ///   row's type recorded when ``ListAssembly/show(_:)`` read it, so they are measured off
    ///   the main actor like any pure size;
    /// - section titles are headers and footers, `headerHeight` and `footerHeight` high.
    ///
    /// - Parameters:
    ///   - constructor: the screen's description (held strongly: the list keeps it alive).
    ///   - measurer: what dynamic heights measure text with.
    ///   - cellType: the host cell type to register for a static cell type.
    ///   - staticCell: the static cell of a type in a dequeued host cell (on UIKit the cell
    ///     itself; on hosts with one cell type, a static cell the host cell keeps).
    ///   - titleViewType: the view type registered for section titles.
    ///   - configureTitle: shows a section's header or footer title in a dequeued view.
    ///   - resolver: which capabilities each cell type shares with the model (default:
    ///     one over the constructor's ``/Tabula/StaticTableConstructor/capabilities``).
    ///   - headerHeight: the height of a section header that has a title (sections without
    ///     one have none).
    ///   - footerHeight: the height of a section footer that has a title.
    ///   - willConfigure: a front end's own filling of every cell, with the row's model,
    ///     before the capabilities and the constructor (which therefore win): the place for
    ///     what the host draws itself, such as an accessory.
    /// - Returns: the catalog of the static table's cells and section titles.
    package static func staticTable<Constructor: StaticTableConstructor>(
        _ constructor: Constructor, measurer: any TextMeasuring,
        cellType: @escaping @MainActor (any StaticCell.Type) -> Host.Cell.Type,
        staticCell: @escaping @MainActor (Host.Cell, any StaticCell.Type) -> any StaticCell,
        titleViewType: Host.SupplementaryView.Type,
        configureTitle: @escaping @MainActor (Host.SupplementaryView, String, ListSupplementaryPlacement) -> Void,
        resolver: StaticCapabilityResolver<Item>? = nil,
        headerHeight: CGFloat = 28, footerHeight: CGFloat = 28,
        willConfigure: (@MainActor (Host.Cell, Item) -> Void)? = nil
    ) -> HostCellCatalog where Constructor.Model == Item {
        let filling = StaticRowFilling(constructor: constructor, resolver: resolver)
        let rowCellTypes = StaticRowCellTypes<Item>()
        var catalog = HostCellCatalog(
            reuseIdentifier: { constructor.cellType(for: $0).reuseIdentifier },
            cellType: { cellType(constructor.cellType(for: $0)) },
            configure: { cell, model, _ in
                willConfigure?(cell, model)
                filling.fill(staticCell(cell, constructor.cellType(for: model)), with: model)
            },
            // Off the main actor too, by the cell type recorded when the row was read (the
            // assembly's `show(_:)`); a row never read from the constructor is 0 high.
            measure: .byWidth { model, width in
                let height = rowCellTypes.cellType(of: model)?.height(for: model, width: width, measurer: measurer)
                return CGSize(width: width, height: height ?? 0)
            })
        catalog.staticRowCellTypes = rowCellTypes
        catalog.showSupplementaries(
            reuseIdentifier: "Tabula.StaticTable.title", viewType: titleViewType,
            configure: { view, model, placement in
                if let title = model.model(as: String.self) { configureTitle(view, title, placement) }
            },
            height: { _, placement, _ in placement == .header ? headerHeight : footerHeight })
        return catalog
    }
}
