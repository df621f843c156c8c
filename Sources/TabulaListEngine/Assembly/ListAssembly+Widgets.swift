@_spi(TabulaInternal) import Tabula

extension ListAssembly where Section == String, Item == ListWidget {
    /// The identity of the section `show(widgets:)` fills.
    public static var widgetSectionID: String { "widgets" }

    /// Shows `widgets` as the list's one section, animated as a diff from what is shown.
    public func show(widgets: [ListWidget]) {
        show(widgetSections: [ListSection(Self.widgetSectionID, items: widgets)])
    }

    /// Shows the widgets declared in `content` as the list's one section.
    public func show(@WidgetListBuilder widgets content: () -> [ListWidget]) {
        show(widgets: content())
    }

    /// Shows `sections`, animated as a diff from what is shown. Widgets equal in identity
    /// are numbered apart first (``/Tabula/ListWidget/numberingOccurrences(_:)``, across all sections).
    public func show(widgetSections: [ListSection<String, ListWidget>]) {
        show(sections: ListSection.numberingWidgets(widgetSections))
    }

    /// The presented widgets of every section, in order (before attaching: the widgets
    /// waiting to be shown).
    public var widgets: [ListWidget] {
        sections.flatMap(\.items)
    }
}

extension Array where Element == ListWidget {
    /// Shows these widgets in `list` as its one section, animated as a diff from what it
    /// shows (as in `Builder.widgets(objects: objects).bind(to: list)`).
    @MainActor
    public func bind<Host: ListHost>(to list: ListAssembly<String, ListWidget, Host>) {
        list.show(widgets: self)
    }
}
