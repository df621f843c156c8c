#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import Tabula
import TabulaUIKit
import UIKit

/// A widget list inside SwiftUI, on a table: the widgets are declared in the body, and
/// each SwiftUI update shows the new array as an animated diff (``/TabulaUIKit/WidgetTableViewAdapter``
/// with the shipped primitives' views).
///
/// ```swift
/// TabulaWidgetTable(onSelect: { widget in open(widget) }) {
///     Header(string: "Choose a country")
///     for country in countries {
///         Title(text: country.name).widget().tag(country.id)
///     }
/// }
/// ```
///
/// Type-checked against the iOS SDK only: SwiftUI cannot run where Tabula is tested.
public struct TabulaWidgetTable: UIViewRepresentable {
    private let widgets: [ListWidget]
    private let measurer: any TextMeasuring
    private let registerCells: @MainActor (WidgetCellRegistry<TableViewHost>) -> Void
    private let onSelect: (@MainActor (ListWidget) -> Void)?

    /// A table of `widgets`.
    ///
    /// - Parameters:
    ///   - measurer: measures the widgets' text.
    ///   - cells: registers cells for widget kinds of your own (the primitives have theirs).
    ///   - onSelect: called with the widget the user selects.
    ///   - widgets: declares the widgets, in the body of the SwiftUI view that shows them.
    public init(
        measurer: any TextMeasuring = UIKitTextMeasurer(),
        cells: @escaping @MainActor (WidgetCellRegistry<TableViewHost>) -> Void = { _ in },
        onSelect: (@MainActor (ListWidget) -> Void)? = nil,
        @WidgetListBuilder widgets: () -> [ListWidget]
    ) {
        self.widgets = widgets()
        self.measurer = measurer
        self.registerCells = cells
        self.onSelect = onSelect
    }

    /// Keeps the adapter for the table's lifetime.
    @MainActor
    public final class Coordinator {
        /// The adapter behind the table.
        public fileprivate(set) var adapter: WidgetTableViewAdapter?
    }

    /// A coordinator that will keep the adapter.
    public func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    /// Makes the table, the widget list with the primitives' cells (and yours), and the
    /// adapter, and shows the widgets.
    public func makeUIView(context: Context) -> UITableView {
        let tableView = UITableView(frame: .zero, style: .plain)
        let cells = WidgetCellRegistry<TableViewHost>.tableCells()
        registerCells(cells)
        let list = WidgetListController(cells: cells, measurer: measurer)
        let adapter = WidgetTableViewAdapter(tableView: tableView, list: list)
        context.coordinator.adapter = adapter
        updateUIView(tableView, context: context)
        return tableView
    }

    /// Takes the new selection handler and shows the new widgets, animated as a diff.
    public func updateUIView(_ tableView: UITableView, context: Context) {
        guard let adapter = context.coordinator.adapter else { return }
        if let onSelect {
            adapter.onSelect = { widget, _ in onSelect(widget) }
        } else {
            adapter.onSelect = nil
        }
        adapter.list.show(widgets)
    }
}
#endif
