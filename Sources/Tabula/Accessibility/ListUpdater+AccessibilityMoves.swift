extension ListUpdater {
    /// The moves VoiceOver may offer for the presented item at `path`: within its section,
    /// none towards an end it is already at (an empty array out of range, or in a section of
    /// one item).
    public func accessibilityMoves(forItemAt path: ListIndexPath) -> [ListAccessibility.Move] {
        let count = numberOfItems(inSection: path.section)
        return ListAccessibility.Move.allCases.filter { $0.destination(from: path, itemCount: count) != nil }
    }

    /// Moves the presented item at `path` one place (a VoiceOver "Move up" or "Move down"),
    /// animated in one batch, and returns where it goes (`nil` when it is already at that end
    /// of its section: nothing changes).
    ///
    /// Unlike a drag (``userMovedItem(from:to:in:)``), the screen does not show the move yet,
    /// so it is an ordinary update: with `storage`, the same storage transaction a drag makes
    /// (`ListTransaction.moveItem(from:to:)`) on the item found there by identity, applied at
    /// once (the stream's copy of it is then skipped, so the view gets one batch); without,
    /// the presented sections with the item moved, shown as a diff.
    ///
    /// - Throws: ``ListStorageError`` when the storage refuses the move (the item was removed
    ///   from it meanwhile); nothing changes then.
    @discardableResult
    public func accessibilityMove(
        _ move: ListAccessibility.Move, itemAt path: ListIndexPath, in storage: ListStorage<Section, Item>? = nil
    ) throws -> ListIndexPath? {
        guard let item = item(at: path),
            let destination = move.destination(from: path, itemCount: numberOfItems(inSection: path.section))
        else { return nil }
        if let storage {
            // The storage may hold newer writes than the screen: the item moves one place
            // from where the storage has it.
            let update = try storage.update { list in
                guard let from = list.indexPath(of: item.differenceIdentifier),
                    let to = move.destination(from: from, itemCount: list.sections[from.section].items.count)
                else { return }
                try list.moveItem(from: from, to: to)
            }
            if let update { apply(update) }
        } else {
            var sections = presentedSections
            let moved = sections[path.section].items.remove(at: path.item)
            sections[path.section].items.insert(moved, at: destination.item)
            show(sections: sections)
        }
        return destination
    }
}
