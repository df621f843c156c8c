/// How an updater fills a list's cells and section headers and footers from its data.
///
/// The updater is the list's data source: a host asks it for counts, reuse identifiers and
/// configuration, and it answers from the snapshot the host currently presents.
@MainActor
public struct ListCellProvider<Section: Differentiable & Sendable, Item: Differentiable & Sendable> {
    /// The reuse identifier of the cell that shows `item`.
    public var reuseIdentifier: @MainActor (Item, ListIndexPath) -> String
    /// Fills a dequeued cell with `item`.
    public var configure: @MainActor (any ListReusableView, Item, ListIndexPath) -> Void
    /// The reuse identifier of a header or footer view for a model (default: the model's
    /// type name, so each header model type gets its own view type).
    public var supplementaryReuseIdentifier: @MainActor (SupplementaryModel, ListSupplementaryPlacement) -> String
    /// Fills a dequeued header or footer view.
    public var configureSupplementary:
        @MainActor (any ListReusableView, SupplementaryModel, ListSupplementaryPlacement, Int) -> Void

    /// Creates a provider.
    public init(
        reuseIdentifier: @escaping @MainActor (Item, ListIndexPath) -> String,
        configure: @escaping @MainActor (any ListReusableView, Item, ListIndexPath) -> Void,
        supplementaryReuseIdentifier: @escaping @MainActor (SupplementaryModel, ListSupplementaryPlacement) -> String =
            {
                model, _ in String(describing: type(of: model.base))
            },
        configureSupplementary:
            @escaping @MainActor (any ListReusableView, SupplementaryModel, ListSupplementaryPlacement, Int) -> Void = {
                _, _, _, _ in
            }
    ) {
        self.reuseIdentifier = reuseIdentifier
        self.configure = configure
        self.supplementaryReuseIdentifier = supplementaryReuseIdentifier
        self.configureSupplementary = configureSupplementary
    }
}
