extension ListAssembly where Section == String, Item == ListWidget {
    /// The identity of the section `show(widgets:)` fills.
    public static var widgetSectionID: String { "widgets" }

    /// Shows `widgets` as the list's one section, animated as a diff from what is shown.
    public func show(widgets: [ListWidget]) {
        show(widgetSections: [WidgetSection(id: Self.widgetSectionID, widgets: widgets)])
    }

    /// Shows the widgets declared in `content` as the list's one section.
    public func show(@WidgetListBuilder widgets content: () -> [ListWidget]) {
        show(widgets: content())
    }

    /// Shows `sections`, animated as a diff from what is shown. Widgets equal in identity
    /// are numbered apart first (``ListWidget/numberingOccurrences(_:)``, across all sections).
    public func show(widgetSections: [WidgetSection]) {
        show(sections: WidgetSection.listSections(widgetSections))
    }

    /// The presented widgets of every section, in order (before attaching: the widgets
    /// waiting to be shown).
    public var widgets: [ListWidget] {
        sections.flatMap(\.items)
    }
}

extension WidgetSection {
    /// `sections` as the updater's sections, their widgets numbered apart across all of them.
    static func listSections(_ sections: [WidgetSection]) -> [ListSection<String, ListWidget>] {
        let numbered = ListWidget.numberingOccurrences(sections.flatMap(\.widgets))
        var next = 0
        return sections.map { section in
            let items = Array(numbered[next..<next + section.widgets.count])
            next += section.widgets.count
            return ListSection<String, ListWidget>(section.id, items: items)
        }
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
