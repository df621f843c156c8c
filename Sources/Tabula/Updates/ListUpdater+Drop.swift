// Drag and drop: the user lifts items (`beginUserDrag()`), storage updates queue while the
// rows are under the user's finger, the drop is written as one storage transaction and shown
// as its one batch, and `endUserDrag()` lets the queued updates through, diffed from the
// screen as it is after the drop.
//
// Unlike a reorder (`userMovedItem`), which the host already shows, a drop is shown by the
// updater: the host animates the dragged items into the rows the drop's batch inserts or
// moves (UIKit: `coordinator.drop(_:toRowAt:)` after the batch), so the batch must be the
// drop itself, sent at once, and never a second one for the same drop.

extension ListUpdater {
    // MARK: Drag

    /// Call when the user lifts items to drag them (UIKit: `dragSessionWillBegin`). Until
    /// the matching ``endUserDrag()``, storage updates queue instead of moving the rows
    /// under the user's finger (a drag's source index paths are only good while the view is
    /// not updated, UITableView.h says). A batch already in flight ends normally; drops are
    /// shown at once.
    public func beginUserDrag() {
        userDragsInFlight += 1
    }

    /// Call when a drag ended, dropped or cancelled (UIKit: `dragSessionDidEnd`): once no
    /// drag is in flight, the updates that queued meanwhile are shown, as one animated diff
    /// from what the screen shows after the drop. Unbalanced calls are ignored.
    public func endUserDrag() {
        guard userDragsInFlight > 0 else { return }
        userDragsInFlight -= 1
        if userDragsInFlight == 0 { advance() }
    }

    /// Whether a drag holds queued updates now (between ``beginUserDrag()`` and
    /// ``endUserDrag()``).
    public var isHoldingUpdatesForDrag: Bool { userDragsInFlight > 0 }

    // MARK: Drop

    /// The user dropped the items with these identities, in this order, at `destination`
    /// (the path of the first of them after the drop; see
    /// ``ListTransaction/moveItems(withIdentifiers:to:)``): they may come from
    /// any sections of this list. Writes the drop to `storage` as one transaction and shows
    /// it as that transaction's one batch, at once.
    ///
    /// When `storage` holds exactly the snapshot on screen, it makes the same drop. When
    /// another thread wrote meanwhile, the items are found there by identity and placed
    /// after the item that stands before them on screen, in the section with the
    /// destination's identity; the screen then animates to the storage's data after the
    /// drop, like any update (when the drag ends).
    ///
    /// - Throws: ``ListStorageError`` naming an identity the screen or the
    ///   storage does not hold, one named twice, or a destination out of range (on screen),
    ///   or a destination section the storage no longer holds; nothing changes then, on
    ///   screen or in the storage.
    public func userDroppedItems(
        withIdentifiers identifiers: [Item.DifferenceIdentifier], at destination: ListIndexPath,
        in storage: ListStorage<Section, Item>? = nil
    ) throws {
        var screen = ListTransaction(sections: presentedSections)
        try screen.moveItems(withIdentifiers: identifiers, to: destination)
        guard let changes = screen.changes() else { return }
        let place = DropPlace(destination: destination, in: screen.sections)
        let written = try storage.map { storage in
            try writeDrop(to: storage) { list, exact in
                if exact { return try list.moveItems(withIdentifiers: identifiers, to: destination) }
                let items = try list.removeItems(identifiedBy: identifiers, operation: "moveItems")
                try list.insertItems(items, at: place.path(in: list, operation: "moveItems"))
            }
        }
        presentUserDrop(changes, screen: screen.sections, written: written, storage: storage)
    }

    /// The user dropped the items with these identities, in this order, from the list
    /// `source` shows into this one, at `destination` (the path of the first of them
    /// afterwards). Removes them from `sourceStorage` and inserts them into `storage` as
    /// one transaction on each, made under both storages' locks
    /// (see ``ListStorage/moveItems(withIdentifiers:to:in:)``), and shows
    /// each list's change as its one batch, at once. With `source` this updater, it is
    /// ``userDroppedItems(withIdentifiers:at:in:)``.
    ///
    /// A storage that holds exactly the snapshot its screen shows makes the same change;
    /// otherwise items are found by identity and placed as in
    /// ``userDroppedItems(withIdentifiers:at:in:)``.
    ///
    /// - Throws: ``ListStorageError`` naming an identity that `source`'s
    ///   screen or `sourceStorage` does not hold, one named twice, or a destination out of
    ///   range; nothing changes then, on either screen or in either storage.
    public func userDroppedItems(
        withIdentifiers identifiers: [Item.DifferenceIdentifier], from source: ListUpdater<Section, Item>,
        storage sourceStorage: ListStorage<Section, Item>? = nil, at destination: ListIndexPath,
        in storage: ListStorage<Section, Item>? = nil
    ) throws {
        if source === self {
            return try userDroppedItems(withIdentifiers: identifiers, at: destination, in: storage)
        }
        var sourceScreen = ListTransaction(sections: source.presentedSections)
        let items = try sourceScreen.removeItems(identifiedBy: identifiers, operation: "moveItems")
        var screen = ListTransaction(sections: presentedSections)
        try screen.insertItems(items, at: destination)
        guard let sourceChanges = sourceScreen.changes(), let changes = screen.changes() else { return }
        let place = DropPlace(destination: destination, in: screen.sections)
        let sourceShown = source.presentedSnapshot
        let shown = presentedSnapshot
        var sourceWritten: DropWrite?
        var written: DropWrite?
        switch (sourceStorage, storage) {
        case let (from?, to?) where from !== to:
            var sourceExact = false
            var targetExact = false
            let updates = try from.updatePair(
                with: to,
                source: { list, before in
                    sourceExact = Self.shows(sourceShown, before)
                    return try list.removeItems(identifiedBy: identifiers, operation: "moveItems")
                },
                target: { list, before, stored in
                    // The stored values equal the screen's only when the source was exact too.
                    targetExact = sourceExact && Self.shows(shown, before)
                    let path = targetExact ? destination : try place.path(in: list, operation: "moveItems")
                    try list.insertItems(stored, at: path)
                })
            sourceWritten = DropWrite(update: updates.source, exact: sourceExact)
            written = DropWrite(update: updates.target, exact: targetExact)
        case let (one?, _?):
            // Both lists follow one storage: the items move within it, by identity.
            let write = try writeDrop(to: one) { list, _ in
                let stored = try list.removeItems(identifiedBy: identifiers, operation: "moveItems")
                try list.insertItems(stored, at: place.path(in: list, operation: "moveItems"))
            }
            sourceWritten = DropWrite(update: write.update, exact: false)
            written = sourceWritten
        case let (from?, nil):
            sourceWritten = try writeDrop(to: from) { list, _ in
                _ = try list.removeItems(identifiedBy: identifiers, operation: "moveItems")
            }
        case let (nil, to?):
            written = try writeDrop(to: to) { list, exact in
                try list.insertItems(items, at: exact ? destination : place.path(in: list, operation: "moveItems"))
            }
        case (nil, nil):
            break
        }
        source.presentUserDrop(
            sourceChanges, screen: sourceScreen.sections, written: sourceWritten, storage: sourceStorage)
        presentUserDrop(changes, screen: screen.sections, written: written, storage: storage)
    }

    /// The user dropped new content (from another app, or another kind of list) at
    /// `destination`: `items` are inserted there, in this order, as one transaction of
    /// `storage`, and shown as its one batch, at once.
    ///
    /// - Throws: ``ListStorageError/duplicateItem(operation:identifier:)``
    ///   naming an identity `items` holds twice or the list (screen or storage) already
    ///   holds, or ``ListStorageError`` naming a destination out of range;
    ///   nothing changes then.
    public func userDroppedNewItems(
        _ items: [Item], at destination: ListIndexPath, in storage: ListStorage<Section, Item>? = nil
    ) throws {
        var screen = ListTransaction(sections: presentedSections)
        try screen.insertNewItems(items, at: destination)
        guard let changes = screen.changes() else { return }
        let place = DropPlace(destination: destination, in: screen.sections)
        let written = try storage.map { storage in
            try writeDrop(to: storage) { list, exact in
                try list.insertNewItems(
                    items, at: exact ? destination : place.path(in: list, operation: "insertNewItems"))
            }
        }
        presentUserDrop(changes, screen: screen.sections, written: written, storage: storage)
    }

    // MARK: Writing and showing a drop

    /// What a drop wrote to a storage, and whether it repeated the screen's change exactly
    /// (the storage held the snapshot on screen).
    struct DropWrite {
        var update: ListUpdate<Section, Item>?
        var exact: Bool
    }

    /// Where dropped items go in data other than the snapshot the user saw: after the item
    /// that stands before them on screen, in the section with the destination's identity.
    struct DropPlace {
        let section: Section
        let neighbour: Item?

        init(destination: ListIndexPath, in sections: [ListSection<Section, Item>]) {
            section = sections[destination.section].model
            neighbour = destination.item > 0 ? sections[destination.section].items[destination.item - 1] : nil
        }

        /// The path in `list` (with the dropped items already taken out).
        func path(in list: ListTransaction<Section, Item>, operation: String) throws -> ListIndexPath {
            guard let index = list.sectionIndex(of: section) else {
                throw ListStorageError.sectionNotFound(
                    operation: operation, identifier: "\(section.differenceIdentifier)")
            }
            var item = 0
            if let neighbour, let path = list.indexPath(of: neighbour.differenceIdentifier), path.section == index {
                item = path.item + 1
            }
            return ListIndexPath(item: item, section: index)
        }
    }

    /// Whether `before` is the storage snapshot `shown` names.
    private static func shows(
        _ shown: (storage: StorageIdentity, version: UInt64)?, _ before: ListSnapshot<Section, Item>
    ) -> Bool {
        guard let shown else { return false }
        return before.storageIdentity == shown.storage && before.version == shown.version
    }

    /// Writes a drop to `storage` in one transaction; `body` learns whether the storage
    /// holds exactly the snapshot on screen (then it repeats the screen's change).
    private func writeDrop(
        to storage: ListStorage<Section, Item>, _ body: (inout ListTransaction<Section, Item>, Bool) throws -> Void
    ) throws -> DropWrite {
        let shown = presentedSnapshot
        var exact = false
        let update = try storage.updateSeeingSnapshot { list, before in
            exact = Self.shows(shown, before)
            try body(&list, exact)
        }
        return DropWrite(update: update, exact: exact)
    }

    /// Shows a drop: `changes` (from the presented data to `sections`) as one batch now, or,
    /// with a batch in flight, right after it. When the storage made the same change, the
    /// screen then shows its new version; otherwise its newest data follows, animated from
    /// the screen, once no drag holds updates.
    private func presentUserDrop(
        _ changes: StagedChangeset<[ListSection<Section, Item>]>, screen sections: [ListSection<Section, Item>],
        written: DropWrite?, storage: ListStorage<Section, Item>?
    ) {
        statistics.userDrops += 1
        // Stages planned before the drop move rows by paths of the order before it.
        replanStagesAfterUserMove()
        var target = ListSnapshot(sections: sections)
        var storageData: ListSnapshot<Section, Item>?
        if let storage, let written {
            let latest = storage.snapshot
            let identity = latest.storageIdentity
            // Only the storage the updater follows decides what the screen must show.
            if let newest = queue.newestStorageVersion, newest.storage == identity {
                if written.exact, let update = written.update {
                    // The screen will show exactly this version: its arrival on the stream is stale.
                    target = update.to
                    queue.recordNewest(max(newest.version, update.to.version), of: identity)
                } else {
                    queue.recordNewest(max(newest.version, latest.version), of: identity)
                    storageData = latest
                }
            }
        }
        switch phase {
        case .unloaded, .idle, .staging:
            start(changes, to: target)
        case .waitingForHost:
            // A batch is in flight, and the screen's data is already what it ends at: the
            // drop's batch is next, whether or not a drag holds the queue.
            start(changes, to: target)
            if let staged = phase.stagedUpdate { phase = .waitingForHost(staged) }
        case .diffing, .holdingReload:
            // Work taken from the queue is under way: the drop is diffed from the screen
            // once it ends.
            queue.putFirst(.snapshot(target))
        }
        if let storageData { queue.enqueue(.snapshot(storageData)) }
        advance()
    }
}
