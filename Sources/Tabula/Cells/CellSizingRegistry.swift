import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Maps a view model type to the cell type that shows it, for heights (the data source
/// finds the cell type by the view model's type, for the height and the cell alike).
///
/// A value type: build it once, then share it across threads. `Context` is the sizing
/// context every registered cell type shares (``MFSCellSizing/SizingContext``).
package struct CellSizingRegistry<Context: Sendable>: Sendable {
    private struct Entry: Sendable {
        let cellTypeName: String
        let height: @Sendable (any MFSViewModel, ListMeasuringContext, Context) -> CGFloat?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// An empty registry.
    public init() {}

    /// Registers `cell` as the cell type for its view model type (a later registration for
    /// the same view model type replaces the earlier one).
    public mutating func register<Cell: MFSCellSizing>(_ cell: Cell.Type) where Cell.SizingContext == Context {
        entries[ObjectIdentifier(Cell.ViewModel.self)] = Entry(
            cellTypeName: String(describing: Cell.self),
            height: { viewModel, measuring, context in
                guard let viewModel = viewModel as? Cell.ViewModel else { return nil }
                return Cell.height(for: viewModel, in: measuring, context: context)
            })
    }

    /// The number of registered view model types.
    public var count: Int {
        entries.count
    }

    /// Whether a cell type is registered for `viewModelType`.
    public func contains(_ viewModelType: any MFSViewModel.Type) -> Bool {
        entries[ObjectIdentifier(viewModelType)] != nil
    }

    /// The name of the cell type registered for the type of `viewModel`.
    public func cellTypeName(for viewModel: any MFSViewModel) throws(CellSizingError) -> String {
        try entry(for: viewModel, operation: "cellTypeName").cellTypeName
    }

    /// The height of the cell showing `viewModel` in the default context of `width`.
    public func height(
        for viewModel: any MFSViewModel, width: CGFloat, context: Context
    ) throws(CellSizingError) -> CGFloat {
        try height(for: viewModel, in: ListMeasuringContext(width: width), context: context)
    }

    /// The height of the cell showing `viewModel` in `measuring`.
    public func height(
        for viewModel: any MFSViewModel, in measuring: ListMeasuringContext, context: Context
    ) throws(CellSizingError) -> CGFloat {
        let entry = try entry(for: viewModel, operation: "height")
        guard let height = entry.height(viewModel, measuring, context) else {
            // Unreachable while entries are keyed by the exact view model type.
            throw .unregistered(
                operation: "height", viewModelType: String(describing: type(of: viewModel)),
                registeredCount: entries.count)
        }
        return height
    }

    private func entry(for viewModel: any MFSViewModel, operation: String) throws(CellSizingError) -> Entry {
        guard let entry = entries[ObjectIdentifier(type(of: viewModel))] else {
            throw .unregistered(
                operation: operation, viewModelType: String(describing: type(of: viewModel)),
                registeredCount: entries.count)
        }
        return entry
    }
}

/// A failure of ``CellSizingRegistry``.
package enum CellSizingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No cell type is registered for the view model's type.
    case unregistered(operation: String, viewModelType: String, registeredCount: Int)

    /// Names the operation, the view model type and how many types are registered.
    public var description: String {
        switch self {
        case let .unregistered(operation, viewModelType, registeredCount):
            "CellSizingRegistry.\(operation): no cell type registered for view model type "
                + "\(viewModelType) (\(registeredCount) view model types registered)"
        }
    }
}
