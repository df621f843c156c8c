import Foundation
@_spi(TabulaInternal) import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HostCellCatalog where Item == ListWidget {
    /// The catalog of a widget list: each widget kind is its own reuse identifier, shown in
    /// `fallbackCellType` filled by `configure` until the kind gets a cell of its own
    /// (``register(_:cellType:configure:)``); every kind always has a cell, so nothing is
    /// ever dequeued unregistered.
    ///
    /// Sizes are the widgets' own (``/Tabula/WidgetModel/size(width:measurer:)``, with the measurer
    /// at the context's text size), cached per identity and measuring context: a pure function, so ``ListAssembly/precomputeSizes(of:)``
    /// measures widgets off the main actor.
    ///
    /// - Parameters:
    ///   - fallbackCellType: the host cell of every kind without one of its own.
    ///   - measurer: measures the widgets' text.
    ///   - configure: fills a `fallbackCellType` cell with a widget.
    /// - Returns: a catalog of every widget kind in `fallbackCellType` cells.
    public static func widgets(
        fallbackCellType: Host.Cell.Type, measurer: any TextMeasuring,
        configure: @escaping @MainActor (Host.Cell, ListWidget) -> Void
    ) -> HostCellCatalog {
        widgets(
            fallbackCellType: fallbackCellType, measurer: measurer, sizeCache: WidgetSizeCache(), configure: configure)
    }

    // Tests pass their own cache to read its counters (package: apps never name the cache).
    package static func widgets(
        fallbackCellType: Host.Cell.Type, measurer: any TextMeasuring, sizeCache: WidgetSizeCache,
        configure: @escaping @MainActor (Host.Cell, ListWidget) -> Void
    ) -> HostCellCatalog {
        HostCellCatalog(
            reuseIdentifier: { $0.kind.reuseIdentifier }, cellType: { _ in fallbackCellType },
            configure: { cell, widget, _ in configure(cell, widget) },
            measure: .pure { widget, context in sizeCache.size(of: widget, in: context, measurer: measurer) })
    }

    /// Shows the widgets of `kind` in `cellType`, filled by `configure` (replacing an
    /// earlier registration of the kind).
    public mutating func register(
        _ kind: WidgetKind, cellType: Host.Cell.Type, configure: @escaping @MainActor (Host.Cell, ListWidget) -> Void
    ) {
        register(reuseIdentifier: kind.reuseIdentifier, cellType: cellType) { cell, widget, _ in configure(cell, widget)
        }
    }

    /// Shows the widgets whose model is `Model`, of kind `kind` (by default the model type's
    /// own kind), in `cellType`, with a typed `configure`.
    public mutating func register<Model: WidgetModel>(
        _ model: Model.Type, kind: WidgetKind? = nil, cellType: Host.Cell.Type,
        configure: @escaping @MainActor (Host.Cell, Model) -> Void
    ) {
        register(kind ?? WidgetKind(Model.self), cellType: cellType) { cell, widget in
            if let model = widget.model(as: Model.self) { configure(cell, model) }
        }
    }
}
