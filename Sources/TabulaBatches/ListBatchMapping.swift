/// Where each section and item of the state before a ``ListBatch`` ends up after it, by
/// UIKit's model of a batch.
///
/// UIKit applies a batch as: remove deleted sections and the sources of section moves, put
/// inserted sections and move targets at their after-indexes, and fill the remaining
/// after-slots with the remaining before-sections in order. Items follow the same model
/// inside each section pair. Reloads keep positions (a reloaded item or section is replaced
/// where it stands).
///
/// It is Tabula's one model of how a batch moves indexes: hosts use it to move visible cells
/// to their new index paths, ``BatchUpdateRules`` to count items, and ``ListLayout`` to carry
/// cached sizes across a batch (by what changed in each section, not item by item).
@_spi(TabulaInternal) public struct ListBatchMapping: Sendable {
    /// The batch being mapped.
    public let batch: ListBatch
    /// The number of sections before the batch.
    public let sectionCountBefore: Int
    /// The number of sections after the batch.
    public let sectionCountAfter: Int

    private let afterSectionByBefore: [Int?]
    private let beforeSectionByAfter: [Int?]
    private let deletedSections: Set<Int>
    private let reloadedSections: Set<Int>
    /// Before-section → sorted item indexes that leave it (deletes and move sources).
    private let removedItemsBySection: [Int: [Int]]
    /// After-section → sorted item indexes that arrive in it (inserts and move targets).
    private let addedItemsBySection: [Int: [Int]]
    private let moveTargetBySource: [ListIndexPath: ListIndexPath]
    private let moveSourceByTarget: [ListIndexPath: ListIndexPath]
    private let deletedItems: Set<ListIndexPath>
    private let reloadedItems: Set<ListIndexPath>
    /// Before-section → sorted item indexes the batch reloads.
    private let reloadedItemsBySection: [Int: [Int]]

    /// Maps `batch` between a state of `sectionCountBefore` sections and one of
    /// `sectionCountAfter` sections; `nil` when the batch's section changes cannot take
    /// one to the other (a section index out of range, a section changed twice, or counts
    /// that do not add up). ``BatchUpdateRules`` reports those cases by name.
    public init?(sectionCountBefore: Int, batch: ListBatch, sectionCountAfter: Int) {
        guard sectionCountBefore >= 0, sectionCountAfter >= 0 else { return nil }
        let deleted = Set(batch.sectionDeleted)
        let inserted = Set(batch.sectionInserted)
        let reloaded = Set(batch.sectionUpdated)
        var targetBySource: [Int: Int] = [:]
        var sourceByTarget: [Int: Int] = [:]
        for move in batch.sectionMoved {
            guard targetBySource[move.source] == nil, sourceByTarget[move.target] == nil else { return nil }
            targetBySource[move.source] = move.target
            sourceByTarget[move.target] = move.source
        }
        let beforeRange = 0..<sectionCountBefore
        let afterRange = 0..<sectionCountAfter
        guard deleted.count == batch.sectionDeleted.count, inserted.count == batch.sectionInserted.count,
            deleted.allSatisfy(beforeRange.contains), reloaded.allSatisfy(beforeRange.contains),
            inserted.allSatisfy(afterRange.contains),
            targetBySource.keys.allSatisfy(beforeRange.contains),
            sourceByTarget.keys.allSatisfy(afterRange.contains),
            deleted.isDisjoint(with: targetBySource.keys), inserted.isDisjoint(with: sourceByTarget.keys)
        else { return nil }

        var afterByBefore: [Int?]
        var beforeByAfter: [Int?]
        if deleted.isEmpty, inserted.isEmpty, targetBySource.isEmpty {
            // No section leaves or arrives (the usual batch): every section keeps its index,
            // with no hashing per section.
            guard sectionCountBefore == sectionCountAfter else { return nil }
            afterByBefore = beforeRange.map { $0 }
            beforeByAfter = afterByBefore
        } else {
            let remaining = beforeRange.filter { !deleted.contains($0) && targetBySource[$0] == nil }
            let freeSlots = afterRange.filter { !inserted.contains($0) && sourceByTarget[$0] == nil }
            guard remaining.count == freeSlots.count else { return nil }
            afterByBefore = [Int?](repeating: nil, count: sectionCountBefore)
            beforeByAfter = [Int?](repeating: nil, count: sectionCountAfter)
            for (before, after) in zip(remaining, freeSlots) {
                afterByBefore[before] = after
                beforeByAfter[after] = before
            }
        }
        for (source, target) in targetBySource {
            afterByBefore[source] = target
            beforeByAfter[target] = source
        }

        var removed: [Int: Set<Int>] = [:]
        var added: [Int: Set<Int>] = [:]
        for path in batch.elementDeleted { removed[path.section, default: []].insert(path.item) }
        for path in batch.elementInserted { added[path.section, default: []].insert(path.item) }
        var moveTargets: [ListIndexPath: ListIndexPath] = [:]
        var moveSources: [ListIndexPath: ListIndexPath] = [:]
        for move in batch.elementMoved {
            removed[move.source.section, default: []].insert(move.source.item)
            added[move.target.section, default: []].insert(move.target.item)
            moveTargets[move.source] = move.target
            moveSources[move.target] = move.source
        }

        self.batch = batch
        self.sectionCountBefore = sectionCountBefore
        self.sectionCountAfter = sectionCountAfter
        self.afterSectionByBefore = afterByBefore
        self.beforeSectionByAfter = beforeByAfter
        self.deletedSections = deleted
        self.reloadedSections = reloaded
        self.removedItemsBySection = removed.mapValues { $0.sorted() }
        self.addedItemsBySection = added.mapValues { $0.sorted() }
        self.moveTargetBySource = moveTargets
        self.moveSourceByTarget = moveSources
        self.deletedItems = Set(batch.elementDeleted)
        self.reloadedItems = Set(batch.elementUpdated)
        var reloadedBySection: [Int: [Int]] = [:]
        for path in batch.elementUpdated { reloadedBySection[path.section, default: []].append(path.item) }
        self.reloadedItemsBySection = reloadedBySection.mapValues { $0.sorted() }
    }

    /// The after-index of before-section `section`, or `nil` when the batch deletes it.
    public func afterSection(forBeforeSection section: Int) -> Int? {
        guard section >= 0, section < afterSectionByBefore.count else { return nil }
        return afterSectionByBefore[section]
    }

    /// The before-index of after-section `section`, or `nil` when the batch inserts it.
    public func beforeSection(forAfterSection section: Int) -> Int? {
        guard section >= 0, section < beforeSectionByAfter.count else { return nil }
        return beforeSectionByAfter[section]
    }

    /// Whether the batch reloads before-section `section`.
    public func isSectionReloaded(_ section: Int) -> Bool {
        reloadedSections.contains(section)
    }

    /// Whether the batch reloads the item at before-path `path`.
    public func isItemReloaded(_ path: ListIndexPath) -> Bool {
        reloadedItems.contains(path)
    }

    /// Where the item at before-path `path` stands after the batch; `nil` when it is
    /// deleted, or its section is deleted or reloaded (a reloaded section's items are all
    /// new). A reloaded item keeps its mapped position: ask ``isItemReloaded(_:)``.
    public func afterPath(forBeforePath path: ListIndexPath) -> ListIndexPath? {
        if let target = moveTargetBySource[path] { return target }
        if deletedItems.contains(path) || deletedSections.contains(path.section)
            || reloadedSections.contains(path.section)
        {
            return nil
        }
        guard let afterSection = afterSection(forBeforeSection: path.section) else { return nil }
        // Rank among the section's remaining items...
        let removed = removedItemsBySection[path.section] ?? []
        let rank = path.item - Self.countLess(than: path.item, in: removed)
        // ...becomes the rank-th after-slot not taken by an insert or a move target.
        var item = rank
        for taken in addedItemsBySection[afterSection] ?? [] {
            if taken <= item { item += 1 } else { break }
        }
        return ListIndexPath(item: item, section: afterSection)
    }

    /// Where the item at after-path `path` stood before the batch; `nil` when it is new:
    /// inserted, or in an inserted or reloaded section. The inverse of
    /// ``afterPath(forBeforePath:)`` (a reloaded item maps back to its before-path: ask
    /// ``isItemReloaded(_:)``).
    ///
    /// - Complexity: O(changes in the two sections).
    public func beforePath(forAfterPath path: ListIndexPath) -> ListIndexPath? {
        if let source = moveSourceByTarget[path] { return source }
        guard let beforeSection = beforeSection(forAfterSection: path.section),
            !reloadedSections.contains(beforeSection)
        else { return nil }
        let added = addedItemsBySection[path.section] ?? []
        if added.contains(path.item) { return nil }
        // Rank among the items that stay...
        let rank = path.item - Self.countLess(than: path.item, in: added)
        // ...becomes the rank-th before-slot no delete or move source leaves.
        var item = rank
        for gone in removedItemsBySection[beforeSection] ?? [] {
            if gone <= item { item += 1 } else { break }
        }
        return ListIndexPath(item: item, section: beforeSection)
    }

    /// Whether the batch deletes, inserts, moves or reloads any section.
    package var changesSections: Bool {
        !(batch.sectionDeleted.isEmpty && batch.sectionInserted.isEmpty && batch.sectionMoved.isEmpty
            && batch.sectionUpdated.isEmpty)
    }

    /// The after-sections whose items the batch changes (an item deleted, inserted, moved
    /// in or out, or reloaded), sorted, for a batch that changes no section
    /// (``changesSections`` false). O(changes · log changes).
    package var afterSectionsWithItemChanges: [Int] {
        var sections = Set<Int>()
        for path in batch.elementDeleted {
            if let after = afterSection(forBeforeSection: path.section) { sections.insert(after) }
        }
        for path in batch.elementUpdated {
            if let after = afterSection(forBeforeSection: path.section) { sections.insert(after) }
        }
        for move in batch.elementMoved {
            if let after = afterSection(forBeforeSection: move.source.section) { sections.insert(after) }
            sections.insert(move.target.section)
        }
        for path in batch.elementInserted { sections.insert(path.section) }
        return sections.sorted()
    }

    /// How after-section `section` is made from the state before the batch, as changes
    /// rather than per item, or `nil` when it is a before-section whose items the batch
    /// leaves alone (``beforeSection(forAfterSection:)`` names it).
    ///
    /// Assumes a batch that ``BatchUpdateRules`` accepts; on another batch the result is
    /// unspecified but never traps (a user of it checks indexes).
    ///
    /// - Complexity: O(changes in the section · log), independent of its item count.
    package func itemChanges(inAfterSection section: Int) -> ItemChanges? {
        // The before-section whose remaining items fill this one's free slots, if any: an
        // inserted or reloaded section has none, only what moves into it.
        var keptSource: Int?
        if let source = beforeSection(forAfterSection: section), !reloadedSections.contains(source) {
            keptSource = source
        }
        let added = addedItemsBySection[section] ?? []
        let removed = keptSource.flatMap { removedItemsBySection[$0] } ?? []
        let reloadedBefore = keptSource.flatMap { reloadedItemsBySection[$0] } ?? []
        if keptSource != nil, added.isEmpty, removed.isEmpty, reloadedBefore.isEmpty {
            return nil
        }
        let arrivals = added.map { item -> ItemChanges.Arrival in
            var origin: ListIndexPath?
            if let from = moveSourceByTarget[ListIndexPath(item: item, section: section)],
                !reloadedItems.contains(from), !reloadedSections.contains(from.section)
            {
                origin = from
            }
            return ItemChanges.Arrival(item: item, origin: origin)
        }
        var reloaded: [Int] = []
        if let source = keptSource {
            for item in reloadedBefore {
                let path = ListIndexPath(item: item, section: source)
                if moveTargetBySource[path] == nil, let after = afterPath(forBeforePath: path) {
                    reloaded.append(after.item)
                }
            }
        }
        return ItemChanges(source: keptSource, removed: removed, arrivals: arrivals, reloaded: reloaded)
    }

    /// How one after-section is made from the state before a batch (see
    /// ``itemChanges(inAfterSection:)``): take `source`'s items (none when `nil`), remove
    /// `removed` (before-indexes, sorted), insert the arrivals at their after-indexes in
    /// order, and treat `reloaded` (after-indexes) as new.
    package struct ItemChanges: Sendable {
        /// An item arriving at after-index `item`: inserted (`origin` `nil`), or moved from
        /// the before-path `origin` (`nil` too when that item or its section is reloaded).
        package struct Arrival: Sendable {
            package var item: Int
            package var origin: ListIndexPath?
        }

        /// The before-section whose remaining items fill the free slots, or `nil` for an
        /// inserted or reloaded section (all of whose items are new or moved in).
        package var source: Int?
        /// Before-indexes of `source` that leave it (deletes and move sources), sorted.
        package var removed: [Int]
        /// Items arriving (inserts and move targets), sorted by after-index.
        package var arrivals: [Arrival]
        /// After-indexes of items kept from `source` that the batch reloads.
        package var reloaded: [Int]
    }

    /// The number of elements of the sorted array `sorted` below `value` (binary search).
    private static func countLess(than value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
