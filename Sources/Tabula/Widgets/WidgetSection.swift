/// A section of widgets. Most widget lists are one section: headers and footers are
/// widgets too. Several sections suit a grid whose parts have different columns or a list
/// whose sections are moved as a whole.
public struct WidgetSection: Sendable {
    /// The section's identity.
    public var id: String
    /// The widgets, in order.
    public var widgets: [ListWidget]

    /// Creates a section.
    public init(id: String, widgets: [ListWidget]) {
        self.id = id
        self.widgets = widgets
    }

    /// Creates a section declared with a ``WidgetListBuilder`` block.
    public init(id: String, @WidgetListBuilder widgets: () -> [ListWidget]) {
        self.init(id: id, widgets: widgets())
    }
}
