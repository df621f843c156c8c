/// A section of a static table: its rows as an ordered list of models, and
/// optional header and footer titles. Reordering rows is reordering this list; a row
/// shown under a condition is an `if` in the ``StaticRowsBuilder`` block.
public struct StaticSection<Model: Differentiable & Hashable & Sendable>: Sendable {
    /// The section's identity (stable while the section lives).
    public var id: String
    /// The rows' models, in order.
    public var rows: [Model]
    /// The header title, if any.
    public var header: String?
    /// The footer title, if any.
    public var footer: String?

    /// Creates a section of `rows`.
    public init(id: String, header: String? = nil, footer: String? = nil, rows: [Model]) {
        self.id = id
        self.rows = rows
        self.header = header
        self.footer = footer
    }

    /// Creates a section whose rows are declared one per line, with `if` for rows shown
    /// under a condition and `for`-`in` for rows made from data.
    public init(id: String, header: String? = nil, footer: String? = nil, @StaticRowsBuilder<Model> rows: () -> [Model])
    {
        self.init(id: id, header: header, footer: footer, rows: rows())
    }
}

extension StaticSection {
    /// The section as the updater's, on every host: its rows, with its titles as header and
    /// footer.
    @_spi(TabulaInternal) public var listSection: ListSection<String, Model> {
        ListSection(
            id, items: rows, header: header.map(SupplementaryModel.init), footer: footer.map(SupplementaryModel.init))
    }
}
