#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
@_spi(TabulaInternal) import Tabula
import UIKit

extension UIKitListAdapter where Section == String, Item == ListWidget {
    /// The identity of the one section ``show(_:)-([ListWidget])`` shows widgets in.
    public static var widgetSectionID: String {
        "widgets"
    }

    /// Shows `widgets` as the list's one section, animated as a diff from what is shown
    /// (with a widget catalog: `TableCellCatalog<ListWidget>.widgets(measurer:)`). Widgets
    /// equal in identity are numbered apart first (``/Tabula/ListWidget/numberingOccurrences(_:)``).
    public func show(_ widgets: [ListWidget]) {
        show(sections: [ListSection(Self.widgetSectionID, items: widgets)])
    }

    /// Shows the widgets declared in `content` as the list's one section.
    ///
    /// ```swift
    /// adapter.show {
    ///     Header(string: "Choose a country")
    ///     for country in countries { Title(text: country.name).widget().tag(country.id) }
    /// }
    /// ```
    public func show(@WidgetListBuilder _ content: () -> [ListWidget]) {
        show(content())
    }

    /// Shows `sections`, animated as a diff from what is shown. Widgets equal in identity
    /// are numbered apart first (``/Tabula/ListWidget/numberingOccurrences(_:)``, across all
    /// sections), so a list never holds two equal identities. A table's own separators are
    /// turned off: widgets draw theirs (``/Tabula/Spacing``'s `separator`).
    public func show(sections: [ListSection<String, ListWidget>]) {
        // Widgets draw their own separators (Spacing's line): a table's own
        // would add lines between every two widgets.
        (self as? TableViewAdapter<String, ListWidget>)?.host.tableView?.separatorStyle = .none
        controller.show(sections: ListSection.numberingWidgets(sections))
    }

    /// The presented widgets of every section, in order.
    public var widgets: [ListWidget] {
        updater.presentedSections.flatMap(\.items)
    }
}

extension Array where Element == ListWidget {
    /// Shows these widgets in `adapter`'s one section, animated as a diff from what it
    /// shows (as in `Builder.widgets(objects: objects).bind(to: adapter)`).
    @MainActor
    public func bind<Cell: UIView & ListReusableView, SupplementaryView: UIView & ListReusableView>(
        to adapter: UIKitListAdapter<String, ListWidget, Cell, SupplementaryView>
    ) {
        adapter.show(self)
    }
}
#endif
