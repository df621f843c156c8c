/// One-call mutations: each is a transaction of its own (one update).
extension ListStorage {
    /// Appends `items` to the section with `model`'s identity, creating it if missing.
    ///
    /// - Complexity: O(k log n) for k items into a section of n, plus O(s) for s sections
    ///   (the outer array is copied); finding the section by identity is O(s).
    @discardableResult
    public func appendItems(_ items: [Item], to model: Section) throws -> ListUpdate<Section, Item>? {
        try update { try $0.appendItems(items, to: model) }
    }

    /// Inserts `items` starting at `path`.
    ///
    /// - Complexity: O(k log n) for k items into a section of n, plus O(s) for s sections.
    @discardableResult
    public func insertItems(_ items: [Item], at path: ListIndexPath) throws -> ListUpdate<Section, Item>? {
        try update { try $0.insertItems(items, at: path) }
    }

    /// Removes the items at `paths`.
    ///
    /// - Complexity: O(k log n) for k paths in sections of n, plus O(s) for s sections.
    @discardableResult
    public func removeItems(at paths: [ListIndexPath]) throws -> ListUpdate<Section, Item>? {
        try update { try $0.removeItems(at: paths) }
    }

    /// Removes the items with these identities.
    ///
    /// - Complexity: Expected O(k log n) for k identities, through the identity index;
    ///   the first look-up by identity builds the index in O(N) for N items.
    @discardableResult
    public func removeItems(withIdentifiers identifiers: [Item.DifferenceIdentifier]) throws -> ListUpdate<
        Section, Item
    >? {
        try update { try $0.removeItems(withIdentifiers: identifiers) }
    }

    /// Moves an item.
    ///
    /// - Complexity: O(log n) in sections of n items, plus O(s) for s sections.
    @discardableResult
    public func moveItem(from source: ListIndexPath, to destination: ListIndexPath) throws -> ListUpdate<Section, Item>?
    {
        try update { try $0.moveItem(from: source, to: destination) }
    }

    /// Replaces the stored item with `item`'s identity.
    ///
    /// - Complexity: Expected O(log n), through the identity index; the first look-up by
    ///   identity builds the index in O(N) for N items.
    @discardableResult
    public func replaceItem(_ item: Item) throws -> ListUpdate<Section, Item>? {
        try update { try $0.replaceItem(item) }
    }

    /// Refreshes the items at `paths`.
    @discardableResult
    public func reloadItems(at paths: [ListIndexPath]) throws -> ListUpdate<Section, Item>? {
        try update { try $0.reloadItems(at: paths) }
    }

    /// Appends a section.
    @discardableResult
    public func appendSection(_ section: ListSection<Section, Item>) throws -> ListUpdate<Section, Item>? {
        try update { try $0.appendSection(section) }
    }

    /// Removes the sections at `indexes`.
    @discardableResult
    public func removeSections(at indexes: [Int]) throws -> ListUpdate<Section, Item>? {
        try update { try $0.removeSections(at: indexes) }
    }

    /// The paths of every item matching `predicate`.
    ///
    /// - Complexity: O(N) calls of `predicate` for N items.
    public func indexPaths(where predicate: (Item) throws -> Bool) rethrows -> [ListIndexPath] {
        try snapshot.indexPaths(where: predicate)
    }

    /// Every item matching `predicate`.
    ///
    /// - Complexity: O(N) calls of `predicate` for N items.
    public func items(where predicate: (Item) throws -> Bool) rethrows -> [Item] {
        try snapshot.items(where: predicate)
    }
}
