extension ListSection where Model == String, Item == ListWidget {
    /// A section of widgets declared with a ``WidgetListBuilder`` block. Most widget lists are
    /// one section (headers and footers are widgets too); several suit a grid whose parts have
    /// different columns, or a list whose sections move as a whole.
    ///
    /// ```swift
    /// adapter.show(sections: [
    ///     ListSection("featured") { Header(string: "Featured") },
    ///     ListSection("all") { for country in countries { Title(text: country.name) } },
    /// ])
    /// ```
    public init(_ id: String, @WidgetListBuilder widgets: () -> [ListWidget]) {
        self.init(id, items: widgets())
    }

    /// `sections` with their widgets numbered apart across all of them
    /// (``ListWidget/numberingOccurrences(_:)``), so a list never holds two equal identities.
    @_spi(TabulaInternal) public static func numberingWidgets(_ sections: [Self]) -> [Self] {
        let numbered = ListWidget.numberingOccurrences(sections.flatMap(\.items))
        var next = 0
        return sections.map { section in
            let items = Array(numbered[next..<next + section.items.count])
            next += section.items.count
            return ListSection(section.model, items: items, header: section.header, footer: section.footer)
        }
    }
}
