#if os(iOS)
import SwiftUI
import Tabula
import TabulaUIKit
import UIKit

/// A Tabula table inside SwiftUI: a ``/TabulaUIKit/TableViewAdapter`` (which this view wraps)
/// showing a ``/Tabula/ListStorage``, sections declared in the body, widgets, or a static
/// table, each with its cell catalog. Every change becomes one checked, animated batch, as
/// on UIKit.
///
/// ```swift
/// TabulaTable(storage: model.storage) {
///     var cells = TableCellCatalog<Note>()
///     cells.register(swiftUI: NoteRow.self) { note in NoteRow(note: note) }
///     return cells
/// } onSelect: { note in model.open(note) }
///
/// TabulaTable(onSelect: { widget in open(widget) }) {    // widgets, shipped primitives' cells
///     Header(string: "Choose a country")
///     for country in countries { Title(text: country.name).widget().tag(country.id) }
/// }
///
/// TabulaTable(staticTable: settings)                   // a StaticTableConstructor
/// ```
///
/// Type-checked against the iOS SDK only: SwiftUI cannot run where Tabula is tested.
public struct TabulaTable<Section: Differentiable & Sendable, Item: Differentiable & Sendable>: UIViewRepresentable {
    private let style: UITableView.Style
    private let makeAdapter: @MainActor (UITableView) -> TableViewAdapter<Section, Item>
    private let update: @MainActor (TableViewAdapter<Section, Item>) -> Void

    /// A table showing `storage`.
    ///
    /// - Parameters:
    ///   - storage: the storage the table shows.
    ///   - style: the table's style.
    ///   - cells: the cell catalog, made once when the table is made.
    ///   - onSelect: called with the item the user selects.
    public init(
        storage: ListStorage<Section, Item>, style: UITableView.Style = .plain,
        cells: @escaping @MainActor () -> TableCellCatalog<Item>,
        onSelect: (@MainActor (Item) -> Void)? = nil
    ) {
        self.style = style
        makeAdapter = { tableView in TableViewAdapter<Section, Item>(tableView: tableView, cells: cells()) }
        update = { adapter in
            Self.take(onSelect, in: adapter)
            if adapter.storage !== storage { adapter.bind(to: storage) }
        }
    }

    /// A table showing `sections`: each SwiftUI update shows the body's new sections,
    /// animated as a diff from what is shown.
    ///
    /// - Parameters:
    ///   - sections: the sections to show.
    ///   - style: the table's style.
    ///   - cells: the cell catalog, made once when the table is made.
    ///   - supplementaries: the header and footer views, made once when the table is made.
    ///   - onSelect: called with the item the user selects.
    public init(
        sections: [ListSection<Section, Item>], style: UITableView.Style = .plain,
        cells: @escaping @MainActor () -> TableCellCatalog<Item>,
        supplementaries: @escaping @MainActor () -> TableSupplementaryCatalog = { TableSupplementaryCatalog() },
        onSelect: (@MainActor (Item) -> Void)? = nil
    ) {
        self.style = style
        makeAdapter = { tableView in
            TableViewAdapter<Section, Item>(tableView: tableView, cells: cells(), supplementaries: supplementaries())
        }
        update = { adapter in
            Self.take(onSelect, in: adapter)
            adapter.show(sections: sections)
        }
    }

    private static func take(_ onSelect: (@MainActor (Item) -> Void)?, in adapter: TableViewAdapter<Section, Item>) {
        if let onSelect {
            adapter.onSelect = { item, _ in onSelect(item) }
        } else {
            adapter.onSelect = nil
        }
    }

    /// Makes the table and its adapter, and shows the content.
    public func makeUIView(context: Context) -> UITableView {
        let tableView = AdaptedTableView<Section, Item>(frame: .zero, style: style)
        let adapter = makeAdapter(tableView)
        tableView.adapter = adapter
        update(adapter)
        return tableView
    }

    /// Takes the new selection handler and shows the new content (a new storage is bound;
    /// new sections or widgets animate as a diff; a static table's constructor is read again).
    public func updateUIView(_ tableView: UITableView, context: Context) {
        guard let adapter = (tableView as? AdaptedTableView<Section, Item>)?.adapter else { return }
        update(adapter)
    }
}

/// The table a ``TabulaTable`` makes: it keeps its adapter for as long as it lives (the
/// adapter holds the table weakly), so no SwiftUI coordinator is needed.
final class AdaptedTableView<Section: Differentiable & Sendable, Item: Differentiable & Sendable>: UITableView {
    /// The adapter behind the table.
    var adapter: TableViewAdapter<Section, Item>?
}

extension TabulaTable where Section == String, Item == ListWidget {
    /// A table of widgets declared in the body: each SwiftUI update shows the new array,
    /// animated as a diff.
    ///
    /// - Parameters:
    ///   - style: the table's style.
    ///   - cells: the cell catalog, made once when the table is made (default: the shipped
    ///     primitives' cells, `TableCellCatalog<ListWidget>.widgets()`; register cells for
    ///     kinds of your own on it).
    ///   - onSelect: called with the widget the user selects.
    ///   - widgets: declares the widgets, in the body of the SwiftUI view that shows them.
    public init(
        style: UITableView.Style = .plain,
        cells: @escaping @MainActor () -> TableCellCatalog<ListWidget> = { TableCellCatalog<ListWidget>.widgets() },
        onSelect: (@MainActor (ListWidget) -> Void)? = nil,
        @WidgetListBuilder widgets: () -> [ListWidget]
    ) {
        let widgets = widgets()
        self.style = style
        makeAdapter = { tableView in TableViewAdapter<String, ListWidget>(tableView: tableView, cells: cells()) }
        update = { adapter in
            Self.take(onSelect, in: adapter)
            adapter.show(widgets)
        }
    }
}

extension TabulaTable where Section == String {
    /// A static table: the rows of `constructor`, shown by
    /// `TableViewAdapter(tableView:staticTable:)`. Selection, switches and swipe actions
    /// reach the constructor by model, as on UIKit; each SwiftUI update reads its sections
    /// again and animates the difference.
    ///
    /// - Parameters:
    ///   - constructor: declares the rows and receives the table's events.
    ///   - style: the table's style.
    ///   - onAttach: receives the adapter once it is made (for a constructor that keeps it,
    ///     weakly, to call `constructorDidChange()` itself).
    public init<Constructor: StaticTableConstructor>(
        staticTable constructor: Constructor, style: UITableView.Style = .grouped,
        onAttach: @escaping @MainActor (TableViewAdapter<String, Item>) -> Void = { _ in }
    ) where Constructor.Model == Item {
        self.style = style
        makeAdapter = { tableView in
            let adapter = TableViewAdapter(tableView: tableView, staticTable: constructor)
            onAttach(adapter)
            return adapter
        }
        // The first update reads what the adapter has just read: an empty diff.
        update = { adapter in adapter.constructorDidChange() }
    }
}
#endif
