#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Logging
@_spi(TabulaInternal) import Tabula
import UIKit

/// What ties a ``/Tabula/StaticTableConstructor`` to the ``TableViewAdapter`` that shows it
/// (`TableViewAdapter(tableView:staticTable:)`): reads the constructor's sections as the
/// adapter's data, keeps the cell catalog in step with the cell types they name, fills
/// cells (UIKit accessories, capabilities, the constructor), and carries switches, row
/// actions and selection back to the constructor by model.
///
/// The adapter keeps the link (through the closure that re-reads the constructor); the
/// link points back to the adapter weakly.
@MainActor
final class StaticTableLink<Constructor: StaticTableConstructor> {
    typealias Model = Constructor.Model

    let constructor: Constructor
    let measurer: any TextMeasuring
    let logger: Logger
    weak var adapter: TableViewAdapter<String, Model>?
    private let filling: StaticRowFilling<Constructor>
    private let accessoryReader = StaticAccessoryReader<Model>()
    private let rowCellTypes = StaticRowCellTypes<Model>()

    init(constructor: Constructor, measurer: any TextMeasuring, logger: Logger) {
        self.constructor = constructor
        self.measurer = measurer
        self.logger = logger
        filling = StaticRowFilling(constructor: constructor)
    }

    // MARK: Reading the constructor

    /// The constructor's sections as list sections, each row's cell type recorded, and any
    /// cell type not catalogued yet added to `catalog`.
    func readSections(into catalog: inout TableCellCatalog<Model>) -> [ListSection<String, Model>] {
        constructor.listSections(recordingCellTypesIn: rowCellTypes) { add($0, to: &catalog) }
    }

    /// Adds `type` to `catalog`: the rows whose recorded cell type it is, a table cell of
    /// that class (or its nib), its heights from the type's
    /// ``/Tabula/StaticCell/height(for:width:measurer:)`` at the row's content width.
    private func add(_ type: any StaticCell.Type, to catalog: inout TableCellCatalog<Model>) {
        let identifier = type.reuseIdentifier
        let rowCellTypes = self.rowCellTypes
        let cellHeight = StaticCellHeight(type: type)
        let measurer = self.measurer
        let source: ReusableViewSource
        if let nib = (type as? any NibLoadableCell.Type)?.nib {
            source = .nib(nib)
        } else if let cellClass = type as? UITableViewCell.Type {
            source = .type(cellClass)
        } else {
            // Not a table cell: a plain cell shows the row (nothing crashes, nothing shows).
            logger.error("static cell type \(identifier) is not a UITableViewCell: its rows show an empty cell")
            source = .type(UITableViewCell.self)
        }
        catalog.add(
            reuseIdentifier: identifier, source: source,
            matches: { rowCellTypes.identifier(of: $0) == identifier },
            measure: .pure { model, context in
                CGSize(
                    width: context.width,
                    height: cellHeight.type.height(for: model, width: context.width, measurer: measurer))
            },
            configure: { [weak self] cell, model, _ in self?.fill(cell, with: model) })
    }

    // MARK: Filling

    /// Fills a table cell: the UIKit accessory of an ``/Tabula/Accessorized`` model first,
    /// then as on every host (`StaticRowFilling`: the capabilities, then the constructor, so
    /// either may override the accessory).
    private func fill(_ cell: UITableViewCell, with model: Model) {
        showAccessory(of: model, in: cell)
        guard let staticCell = cell as? any StaticCell else { return }
        filling.fill(staticCell, with: model)
    }

    /// The accessory `model` shows, or `nil` when the model type is not ``/Tabula/Accessorized``.
    func accessory(of model: Model) -> StaticAccessory? {
        accessoryReader?.accessory(of: model)
    }
}

/// A static cell type, to call its height function off the main actor (prefetching and
/// width changes measure on all cores).
private struct StaticCellHeight: @unchecked Sendable {
    // @unchecked Sendable: a metatype never changes, and only the type's nonisolated
    // `height(for:width:measurer:)` is called through it.
    let type: any StaticCell.Type
}
#endif
