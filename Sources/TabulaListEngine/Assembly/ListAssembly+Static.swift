import Foundation
@_spi(TabulaInternal) import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A static table on the assembly: the constructor's sections are the data, the static
/// catalog (the host catalog's `staticTable(_:measurer:cellType:staticCell:…)`)
/// the cells; selection, switches and row actions go to the constructor by model, never by
/// index: the host's index path is turned into the model presented there, and a path that
/// presents nothing is a ``/Tabula/StaticTableError`` naming it.
extension ListAssembly where Section == String, Item: Hashable {
    /// Reads `constructor`'s sections and shows them, animated as a diff: rows shown or
    /// hidden by a condition slide in or out, reordered rows move, rows whose model changed
    /// in place (same identity) are reconfigured. Call it again whenever the constructor's
    /// state changes.
    public func show<Constructor: StaticTableConstructor>(_ constructor: Constructor) where Constructor.Model == Item {
        let types = catalog.staticRowCellTypes as? StaticRowCellTypes<Item> ?? StaticRowCellTypes()
        show(sections: constructor.listSections(recordingCellTypesIn: types))
    }

    /// The presented model at `path`.
    public func model(at path: ListIndexPath) throws(StaticTableError) -> Item {
        try model(at: path, operation: "model(at:)")
    }

    /// The host selected the row at `path`: tells `constructor` which model it shows.
    public func selectItem<Constructor: StaticTableConstructor>(
        at path: ListIndexPath, of constructor: Constructor
    ) throws(StaticTableError) where Constructor.Model == Item {
        constructor.itemSelected(try model(at: path, operation: "selectItem(at:)"))
    }

    /// The switch of the row at `path` was turned to `isOn`: tells `constructor` (which
    /// changes its state and shows it again with ``show(_:)``).
    public func setSwitch<Constructor: StaticTableConstructor>(
        _ isOn: Bool, at path: ListIndexPath, of constructor: Constructor
    ) throws(StaticTableError) where Constructor.Model == Item {
        constructor.switchChanged(try model(at: path, operation: "setSwitch(_:at:)"), isOn: isOn)
    }

    /// The actions `constructor` offers on the row at `path`.
    public func actions<Constructor: StaticTableConstructor>(
        at path: ListIndexPath, of constructor: Constructor
    ) throws(StaticTableError) -> [StaticRowAction] where Constructor.Model == Item {
        constructor.actions(for: try model(at: path, operation: "actions(at:)"))
    }

    /// Performs the action titled `title` that `constructor` offers on the row at `path`.
    public func performAction<Constructor: StaticTableConstructor>(
        _ title: String, at path: ListIndexPath, of constructor: Constructor
    ) throws(StaticTableError) where Constructor.Model == Item {
        let operation = "performAction(_:at:)"
        try constructor.performAction(
            title, on: try model(at: path, operation: operation), at: path, operation: operation)
    }

    /// The estimated height of the presented row at `path` (for hosts that size rows
    /// lazily): its cell type's estimate, or else its default height.
    public func estimatedHeight<Constructor: StaticTableConstructor>(
        at path: ListIndexPath, of constructor: Constructor
    ) throws(StaticTableError) -> CGFloat where Constructor.Model == Item {
        let type = constructor.cellType(for: try model(at: path, operation: "estimatedHeight(at:)"))
        return type.estimatedHeight ?? type.defaultHeight
    }

    private func model(at path: ListIndexPath, operation: String) throws(StaticTableError) -> Item {
        guard let updater else { throw .notAttached(operation: operation) }
        let sections = updater.presentedSections
        guard path.section >= 0, path.section < sections.count else {
            throw .sectionOutOfRange(operation: operation, section: path.section, count: sections.count)
        }
        let rows = sections[path.section].items
        guard path.item >= 0, path.item < rows.count else {
            throw .rowOutOfRange(operation: operation, path: path, count: rows.count)
        }
        return rows[path.item]
    }
}
