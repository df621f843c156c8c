extension ListStorage {
    /// Moves the items with these identities, in this order, from this storage to
    /// `target`, where they stand one after another from `destination` on: a drop from
    /// one list into another.
    ///
    /// One transaction on each storage, both made while both storages are locked, so no
    /// reader ever sees the items in both lists or in neither. With `target` this very
    /// storage it is one transaction of ``ListTransaction/moveItems(withIdentifiers:to:)``.
    ///
    /// - Returns: the update of this storage and the update of `target` (the same update
    ///   when they are one storage); `nil` for a storage that did not change.
    /// - Throws: ``ListStorageError/itemNotFound(operation:identifier:)`` for an identity
    ///   this storage does not hold, ``ListStorageError/duplicateItem(operation:identifier:)``
    ///   for an identity named twice, or ``ListStorageError`` naming a destination out of
    ///   range of `target`; neither storage changes then.
    @discardableResult
    public func moveItems(
        withIdentifiers identifiers: [Item.DifferenceIdentifier], to destination: ListIndexPath,
        in target: ListStorage<Section, Item>
    ) throws -> (source: ListUpdate<Section, Item>?, target: ListUpdate<Section, Item>?) {
        if target === self {
            let update = try update { try $0.moveItems(withIdentifiers: identifiers, to: destination) }
            return (update, update)
        }
        return try updatePair(
            with: target,
            source: { list, _ in try list.removeItems(identifiedBy: identifiers, operation: "moveItems") },
            target: { list, _, items in try list.insertItems(items, at: destination) })
    }

    /// Runs `source` on a transaction of this storage and `target` on one of `other` (with
    /// the items `source` returned), and stores both, or neither when one throws. Both
    /// locks are held throughout, taken in the order of the storages' identities, so two
    /// moves in opposite directions cannot deadlock. `other` must be another storage.
    ///
    /// Each body also sees the snapshot its transaction starts from, as the updater's drop
    /// needs (to repeat the user's exact drop when nothing was written since the screen's
    /// snapshot).
    package func updatePair(
        with other: ListStorage<Section, Item>,
        source: (inout ListTransaction<Section, Item>, ListSnapshot<Section, Item>) throws -> [Item],
        target: (inout ListTransaction<Section, Item>, ListSnapshot<Section, Item>, [Item]) throws -> Void
    ) throws -> (source: ListUpdate<Section, Item>?, target: ListUpdate<Section, Item>?) {
        let (first, second) = identity.rawValue < other.identity.rawValue ? (self, other) : (other, self)
        first.lock.lock()
        defer { first.lock.unlock() }
        second.lock.lock()
        defer { second.lock.unlock() }
        var items: [Item] = []
        var sourceTransaction = try openTransactionLocked { list, before in items = try source(&list, before) }
        var targetTransaction: ListTransaction<Section, Item>
        do {
            targetTransaction = try other.openTransactionLocked { list, before in try target(&list, before, items) }
        } catch {
            abandonTransactionLocked()
            throw error
        }
        return (
            closeTransactionLocked(&sourceTransaction, kind: .animated),
            other.closeTransactionLocked(&targetTransaction, kind: .animated)
        )
    }

    /// ``ListStorage/update(_:)`` whose body also sees the snapshot it starts from, under
    /// the storage's lock (the updater's drop repeats the user's exact drop when nothing
    /// was written since the snapshot on screen).
    package func updateSeeingSnapshot(
        _ body: (inout ListTransaction<Section, Item>, ListSnapshot<Section, Item>) throws -> Void
    ) throws -> ListUpdate<Section, Item>? {
        try locked {
            var transaction = try openTransactionLocked(body)
            return closeTransactionLocked(&transaction, kind: .animated)
        }
    }
}

extension ListTransaction {
    /// Removes the items with these identities and returns them in this order.
    ///
    /// - Throws: ``ListStorageError/duplicateItem(operation:identifier:)`` for an identity
    ///   named twice, ``ListStorageError/itemNotFound(operation:identifier:)`` for one not
    ///   held; nothing changes then.
    package mutating func removeItems(
        identifiedBy identifiers: [Item.DifferenceIdentifier], operation: String
    ) throws -> [Item] {
        var seen = Set<Item.DifferenceIdentifier>()
        let paths = try identifiers.map { identifier in
            guard seen.insert(identifier).inserted else {
                throw ListStorageError.duplicateItem(operation: operation, identifier: "\(identifier)")
            }
            guard let path = indexPath(of: identifier) else {
                throw ListStorageError.itemNotFound(operation: operation, identifier: "\(identifier)")
            }
            return path
        }
        let items = paths.map { sections[$0.section].items[$0.item] }
        try removeItems(at: paths)
        return items
    }
}
