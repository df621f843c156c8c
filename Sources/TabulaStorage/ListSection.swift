/// One section of a list: its model (identity), its items, and optional header and footer
/// models.
///
/// A section is `DifferentiableSection`: its identity is its model's identity; it counts
/// as updated when its model's content, its header or its footer changed.
public struct ListSection<Model: Differentiable & Sendable, Item: Differentiable & Sendable>: Sendable {
    /// The section's model; its `differenceIdentifier` names the section.
    public var model: Model
    /// The section's items, in order.
    public var items: ListItems<Item>
    /// The header model, if the section shows a header.
    public var header: SupplementaryModel?
    /// The footer model, if the section shows a footer.
    public var footer: SupplementaryModel?

    /// Creates a section.
    public init(
        _ model: Model, items: [Item] = [], header: SupplementaryModel? = nil, footer: SupplementaryModel? = nil
    ) {
        self.init(model, items: ListItems(items), header: header, footer: footer)
    }

    /// Creates a section holding `items` (shared with the collection passed in).
    public init(
        _ model: Model, items: ListItems<Item>, header: SupplementaryModel? = nil, footer: SupplementaryModel? = nil
    ) {
        self.model = model
        self.items = items
        self.header = header
        self.footer = footer
    }
}

extension ListSection: DifferentiableSection {
    /// The items as an array, for the diff (a copy: O(n)).
    public var elements: [Item] {
        items.array
    }

    /// A copy of `source` holding `elements`.
    public init<C: Swift.Collection>(source: ListSection, elements: C) where C.Element == Item {
        self.init(source.model, items: ListItems(elements), header: source.header, footer: source.footer)
    }

    /// The model's identity.
    public var differenceIdentifier: Model.DifferenceIdentifier {
        model.differenceIdentifier
    }

    /// The model's content, header and footer are all unchanged.
    public func isContentEqual(to source: ListSection) -> Bool {
        header == source.header && footer == source.footer && model.isContentEqual(to: source.model)
    }
}
