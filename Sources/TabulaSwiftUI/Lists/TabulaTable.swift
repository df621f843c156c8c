#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import Tabula
import TabulaUIKit
import UIKit

/// A Tabula table inside SwiftUI, bound to a ``/Tabula/ListStorage``: every change of the storage,
/// from any thread, becomes one checked, animated batch, as with ``/TabulaUIKit/TableViewAdapter``
/// (which this view wraps).
///
/// ```swift
/// TabulaTable(storage: model.storage) {
///     var cells = TableCellCatalog<Note>()
///     cells.register(swiftUI: NoteRow.self) { note in NoteRow(note: note) }
///     return cells
/// } onSelect: { note in model.open(note) }
/// ```
///
/// Type-checked against the iOS SDK only: SwiftUI cannot run where Tabula is tested.
public struct TabulaTable<Section: Differentiable & Sendable, Item: Differentiable & Sendable>: UIViewRepresentable {
    private let storage: ListStorage<Section, Item>
    private let style: UITableView.Style
    private let makeCells: @MainActor () -> TableCellCatalog<Item>
    private let onSelect: (@MainActor (Item) -> Void)?

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
        self.storage = storage
        self.style = style
        self.makeCells = cells
        self.onSelect = onSelect
    }

    /// Keeps the adapter for the table's lifetime.
    @MainActor
    public final class Coordinator {
        /// The adapter behind the table.
        public fileprivate(set) var adapter: TableViewAdapter<Section, Item>?
    }

    /// A coordinator that will keep the adapter.
    public func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    /// Makes the table and its adapter, and binds the adapter to the storage.
    public func makeUIView(context: Context) -> UITableView {
        let tableView = UITableView(frame: .zero, style: style)
        let adapter = TableViewAdapter<Section, Item>(tableView: tableView, cells: makeCells())
        context.coordinator.adapter = adapter
        adapter.bind(to: storage)
        updateUIView(tableView, context: context)
        return tableView
    }

    /// Takes the new selection handler, and the new storage if it is another one.
    public func updateUIView(_ tableView: UITableView, context: Context) {
        guard let adapter = context.coordinator.adapter else { return }
        if let onSelect {
            adapter.onSelect = { item, _ in onSelect(item) }
        } else {
            adapter.onSelect = nil
        }
        if adapter.storage !== storage { adapter.bind(to: storage) }
    }
}
#endif
