#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import Tabula
import TabulaUIKit
import UIKit

/// A static table inside SwiftUI: the rows of a ``/Tabula/StaticTableConstructor``, shown by
/// ``/TabulaUIKit/StaticTableViewAdapter``. Selection, switches and swipe actions reach the
/// constructor by model, as on UIKit; each SwiftUI update asks it for its sections again
/// and animates the difference.
///
/// ```swift
/// TabulaStaticTable(constructor: settings)
/// ```
///
/// Type-checked against the iOS SDK only: SwiftUI cannot run where Tabula is tested.
public struct TabulaStaticTable<Constructor: StaticTableConstructor>: UIViewRepresentable {
    private let constructor: Constructor
    private let style: UITableView.Style
    private let onAttach: @MainActor (StaticTable<Constructor, TableViewHost>) -> Void

    /// A table of `constructor`'s rows.
    ///
    /// - Parameters:
    ///   - constructor: declares the rows and receives the table's events.
    ///   - style: the table's style.
    ///   - onAttach: receives the static table once it is made (for a constructor
    ///     that keeps it to call `update()` itself).
    public init(
        constructor: Constructor, style: UITableView.Style = .grouped,
        onAttach: @escaping @MainActor (StaticTable<Constructor, TableViewHost>) -> Void = { _ in }
    ) {
        self.constructor = constructor
        self.style = style
        self.onAttach = onAttach
    }

    /// Keeps the adapter for the table's lifetime.
    @MainActor
    public final class Coordinator {
        /// The adapter behind the table.
        public fileprivate(set) var adapter: StaticTableViewAdapter<Constructor>?
    }

    /// A coordinator that will keep the adapter.
    public func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    /// Makes the table and the static table adapter over the constructor.
    public func makeUIView(context: Context) -> UITableView {
        let tableView = UITableView(frame: .zero, style: style)
        let adapter = StaticTableViewAdapter(tableView: tableView, constructor: constructor)
        context.coordinator.adapter = adapter
        onAttach(adapter.table)
        return tableView
    }

    /// Asks the constructor for its sections again and animates the difference.
    public func updateUIView(_ tableView: UITableView, context: Context) {
        context.coordinator.adapter?.table.update()
    }
}
#endif
