extension ListTransaction {
    /// Moves the items with these identities, in this order, so that they stand one after
    /// another from `destination` on: what a drop of several dragged items does.
    ///
    /// `destination` is the path of the first moved item afterwards: `destination.item` may
    /// be anything from 0 to the number of items its section keeps once the moved items are
    /// taken out. The moved items may come from any sections.
    ///
    /// - Throws: ``ListStorageError/itemNotFound(operation:identifier:)`` for an identity
    ///   that is not stored, ``ListStorageError/duplicateItem(operation:identifier:)`` for
    ///   an identity named twice, and ``ListStorageError/sectionOutOfRange(operation:section:count:)``
    ///   or ``ListStorageError/itemOutOfRange(operation:path:count:)`` for a destination out
    ///   of range; nothing changes then.
    public mutating func moveItems(
        withIdentifiers identifiers: [Item.DifferenceIdentifier], to destination: ListIndexPath
    ) throws {
        var seen = Set<Item.DifferenceIdentifier>()
        let paths = try identifiers.map { identifier in
            guard seen.insert(identifier).inserted else {
                throw ListStorageError.duplicateItem(operation: "moveItems", identifier: "\(identifier)")
            }
            guard let path = indexPath(of: identifier) else {
                throw ListStorageError.itemNotFound(operation: "moveItems", identifier: "\(identifier)")
            }
            return path
        }
        try moveItems(at: paths, to: destination)
    }

    /// Moves the items at `paths` (before-paths), in this order, so that they stand one
    /// after another from `destination` on (the path of the first of them afterwards; see
    /// ``moveItems(withIdentifiers:to:)``).
    ///
    /// - Throws: ``ListStorageError`` naming a path out of range, or
    ///   ``ListStorageError/duplicateItem(operation:identifier:)`` when a path is named
    ///   twice; nothing changes then.
    public mutating func moveItems(at paths: [ListIndexPath], to destination: ListIndexPath) throws {
        for path in paths { try checkItem("moveItems", path) }
        var seen = Set<ListIndexPath>()
        for path in paths where !seen.insert(path).inserted {
            throw ListStorageError.duplicateItem(
                operation: "moveItems", identifier: "\(sections[path.section].items[path.item].differenceIdentifier)")
        }
        try checkSection("moveItems", destination.section)
        let kept = sections[destination.section].items.count - paths.count { $0.section == destination.section }
        guard destination.item >= 0, destination.item <= kept else {
            throw ListStorageError.itemOutOfRange(operation: "moveItems", path: destination, count: kept)
        }
        let targets = paths.indices.map { ListIndexPath(item: destination.item + $0, section: destination.section) }
        // Dropped where they stood, in the same order: nothing moves.
        guard paths != targets else { return }
        let moved = paths.map { sections[$0.section].items[$0.item] }
        for path in paths.sorted().reversed() {
            let observer = observer(forSection: path.section)
            sections[path.section].items.remove(at: path.item, observer)
        }
        let observer = observer(forSection: destination.section)
        sections[destination.section].items.replaceSubrange(destination.item..<destination.item, with: moved, observer)
        // Before-paths to after-paths: one move each, as a drop shows them.
        record(
            ListOperation("moveItems", count: paths.count, to: destination),
            Changeset(data: (), elementMoved: zip(paths, targets).map { (source: $0, target: $1) }))
    }

    /// Inserts `items` from `destination` on, refusing an item whose identity the list
    /// already holds or that `items` names twice: what a drop of new content does, where
    /// a duplicate is a mistake rather than a second copy.
    ///
    /// - Throws: ``ListStorageError/duplicateItem(operation:identifier:)`` naming the
    ///   identity, or ``ListStorageError`` naming a destination out of range; nothing
    ///   changes then.
    public mutating func insertNewItems(_ items: [Item], at destination: ListIndexPath) throws {
        try checkItem("insertNewItems", destination, allowEnd: true)
        var seen = Set<Item.DifferenceIdentifier>()
        for item in items
        where !seen.insert(item.differenceIdentifier).inserted || indexPath(of: item.differenceIdentifier) != nil {
            throw ListStorageError.duplicateItem(
                operation: "insertNewItems", identifier: "\(item.differenceIdentifier)")
        }
        try insertItems(items, at: destination)
    }
}
