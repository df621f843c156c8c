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
/// cached sizes across a batch (by where each item of a section came from).
public struct ListBatchMapping: Sendable {
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
    /// Before-sections with at least one item reload.
    private let sectionsWithItemReloads: Set<Int>

    /// Maps `batch` between a state of `sectionCountBefore` sections and one of
    /// `sectionCountAfter` sections; `nil` when the batch's section changes cannot take
    /// one to the other (a section index out of range, a section changed twice, or counts
    /// that do not add up). ``BatchUpdateRules`` reports those cases by name.
    public init?(sectionCountBefore: Int, batch: ListBatch, sectionCountAfter: Int) {
        guard sectionCountBefore >= 0, sectionCountAfter >= 0 else { return nil }
        let deleted = Set(batch.sectionDeletes)
        let inserted = Set(batch.sectionInserts)
        let reloaded = Set(batch.sectionReloads)
        var targetBySource: [Int: Int] = [:]
        var sourceByTarget: [Int: Int] = [:]
        for move in batch.sectionMoves {
            guard targetBySource[move.source] == nil, sourceByTarget[move.target] == nil else { return nil }
            targetBySource[move.source] = move.target
            sourceByTarget[move.target] = move.source
        }
        let beforeRange = 0..<sectionCountBefore
        let afterRange = 0..<sectionCountAfter
        guard deleted.count == batch.sectionDeletes.count, inserted.count == batch.sectionInserts.count,
            deleted.allSatisfy(beforeRange.contains), reloaded.allSatisfy(beforeRange.contains),
            inserted.allSatisfy(afterRange.contains),
            targetBySource.keys.allSatisfy(beforeRange.contains),
            sourceByTarget.keys.allSatisfy(afterRange.contains),
            deleted.isDisjoint(with: targetBySource.keys), inserted.isDisjoint(with: sourceByTarget.keys)
        else { return nil }

        let remaining = beforeRange.filter { !deleted.contains($0) && targetBySource[$0] == nil }
        let freeSlots = afterRange.filter { !inserted.contains($0) && sourceByTarget[$0] == nil }
        guard remaining.count == freeSlots.count else { return nil }

        var afterByBefore = [Int?](repeating: nil, count: sectionCountBefore)
        var beforeByAfter = [Int?](repeating: nil, count: sectionCountAfter)
        for (before, after) in zip(remaining, freeSlots) {
            afterByBefore[before] = after
            beforeByAfter[after] = before
        }
        for (source, target) in targetBySource {
            afterByBefore[source] = target
            beforeByAfter[target] = source
        }

        var removed: [Int: Set<Int>] = [:]
        var added: [Int: Set<Int>] = [:]
        for path in batch.itemDeletes { removed[path.section, default: []].insert(path.item) }
        for path in batch.itemInserts { added[path.section, default: []].insert(path.item) }
        var moveTargets: [ListIndexPath: ListIndexPath] = [:]
        var moveSources: [ListIndexPath: ListIndexPath] = [:]
        for move in batch.itemMoves {
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
        self.deletedItems = Set(batch.itemDeletes)
        self.reloadedItems = Set(batch.itemReloads)
        self.sectionsWithItemReloads = Set(batch.itemReloads.map(\.section))
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

    /// Where the items of after-section `section` come from, for a section of `itemCount`
    /// items after the batch: the whole before-section when the batch leaves its items
    /// alone, else each item's before-path, or `nil` for an item that is new (inserted,
    /// reloaded, in an inserted or reloaded section, or moved from a reloaded one).
    ///
    /// Assumes a batch that ``BatchUpdateRules`` accepts for these counts; on another batch
    /// the result is unspecified but never traps (an index it cannot place is `nil`).
    ///
    /// - Complexity: O(1) for an untouched section, else O(`itemCount` + changes in it).
    func itemOrigins(inAfterSection section: Int, itemCount: Int) -> ItemOrigins {
        // The before-section whose remaining items fill this one's free slots, if any: an
        // inserted or reloaded section has none, only what moves into it.
        var keptSource: Int?
        if let source = beforeSection(forAfterSection: section), !reloadedSections.contains(source) {
            keptSource = source
        }
        let added = addedItemsBySection[section] ?? []
        if let source = keptSource, added.isEmpty, removedItemsBySection[source] == nil,
            !sectionsWithItemReloads.contains(source)
        {
            return .carried(beforeSection: source)
        }
        var origins = [ListIndexPath?](repeating: nil, count: itemCount)
        for item in added where item >= 0 && item < itemCount {
            if let from = moveSourceByTarget[ListIndexPath(item: item, section: section)],
                !reloadedItems.contains(from), !reloadedSections.contains(from.section)
            {
                origins[item] = from
            }
        }
        guard let source = keptSource else { return .items(origins) }
        let removed = removedItemsBySection[source] ?? []
        var nextAdded = 0
        var nextRemoved = 0
        var beforeItem = 0
        for item in 0..<itemCount {
            if nextAdded < added.count, added[nextAdded] == item {
                nextAdded += 1
                continue
            }
            // The next before-item that stays in this section.
            while nextRemoved < removed.count, removed[nextRemoved] == beforeItem {
                nextRemoved += 1
                beforeItem += 1
            }
            let from = ListIndexPath(item: beforeItem, section: source)
            beforeItem += 1
            if !reloadedItems.contains(from) { origins[item] = from }
        }
        return .items(origins)
    }

    /// Where one after-section's items come from (see ``itemOrigins(inAfterSection:itemCount:)``).
    enum ItemOrigins: Sendable {
        /// Every item of `beforeSection`, in place: the batch left its items alone.
        case carried(beforeSection: Int)
        /// Each item's before-path, or `nil` when it is new.
        case items([ListIndexPath?])
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
