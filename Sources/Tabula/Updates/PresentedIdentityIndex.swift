@_spi(TabulaInternal) import TabulaBatches

/// Where each presented item identity is, so a host finds an item's path (selection,
/// scrolling, drops, hosted size changes) without scanning the presented list.
///
/// The index is a table of paths taken at one moment (the *base*, built in one pass over
/// the presented data when first needed) plus the batches presented since, in order. A
/// look-up reads the identity's base path and carries it through each later batch with
/// the batch's own index model (``ListBatchMapping``: what UIKit does to the index paths it
/// keeps); items a batch inserted are recorded with their path at that batch, so the index
/// stays complete. Recording a batch costs O(its inserted items); a look-up O(batches since
/// the base × the changes of each), at most ``maximumBatchesKept`` of them: past that, or
/// when a change it cannot follow replaces the presented data (a reload), the base is
/// dropped and built again on the next look-up, so a list nobody looks up in pays nothing.
///
/// Every path found is checked against the presented data before it is answered (one tree
/// descent), and an index found wrong is built again, so an answer is never stale. With
/// duplicate identities in the presented data the index answers by scanning (the first in
/// list order, as a scan does) until the next change it cannot follow.
struct PresentedIdentityIndex<Section: Differentiable & Sendable, Item: Differentiable & Sendable> {
    typealias Identifier = Item.DifferenceIdentifier

    /// How the presented data changed, as the updater installs it.
    enum Change {
        /// A batch: the data after it is installed.
        case batch(ListBatch, sectionCountBefore: Int)
        /// The same identities at the same paths (content changed in place, or the data was
        /// found identical to what was shown).
        case sameIdentities
        /// Anything else (a reload): the base is dropped.
        case replaced
    }

    /// Batches kept after the base before it is dropped: bounds a look-up's cost.
    static var maximumBatchesKept: Int { 64 }

    /// Base paths, taken when the base was built; `nil` until built.
    private var base: [Identifier: ListIndexPath]?
    /// Whether the presented data held an identity twice when the base was built (or a
    /// batch inserted one already presented): look-ups then scan.
    private var scans = false
    /// The batches presented since the base, oldest first.
    private var batches: [ListBatchMapping] = []
    /// Identities a batch inserted after the base: their path after batch number `after`
    /// (a count of ``batches``).
    private var inserted: [Identifier: (path: ListIndexPath, after: Int)] = [:]

    /// How many times the base was built on the look-up's actor (for tests and the
    /// benchmark: each is O(n) there).
    private(set) var buildCount = 0
    /// How many bases built elsewhere (``makeBase(_:)``) were installed.
    private(set) var installedBuildCount = 0

    /// A base built off the main actor (``makeBase(_:)``) and the changes recorded since its
    /// data was read, replayed when it is installed; `nil` when none is under way.
    private var backgroundBuild: (token: Int, changes: [RecordedChange])?
    private var nextBuildToken = 0

    /// A change recorded while a base is being built elsewhere.
    private struct RecordedChange {
        let change: Change
        let old: [ListSection<Section, Item>]
        let new: [ListSection<Section, Item>]
    }

    /// A base built from a list's data (``makeBase(_:)``): every identity's path, and
    /// whether an identity occurs twice. `@unchecked Sendable`: `Differentiable` does not ask
    /// identifiers to be `Sendable`, but these come from `Sendable` items and are only hashed
    /// and compared, never mutated (``ItemSizeCache`` keys items the same way).
    struct Base: @unchecked Sendable {
        let paths: [Identifier: ListIndexPath]
        let hasDuplicates: Bool
    }

    init() {}

    /// Whether the base is built (look-ups then cost no pass over the data).
    var isBuilt: Bool { base != nil }

    // MARK: Following the presented data

    /// Records how the presented data changed from `old` to `sections`.
    mutating func record(
        _ change: Change, from old: [ListSection<Section, Item>], to sections: [ListSection<Section, Item>]
    ) {
        guard base != nil else {
            // A base being built elsewhere replays the changes made since its data was read,
            // up to as many as a base keeps; a reload makes it another list's.
            guard let build = backgroundBuild else { return }
            if case .replaced = change {
                backgroundBuild = nil
                return
            }
            guard build.changes.count < Self.maximumBatchesKept else {
                backgroundBuild = nil
                return
            }
            backgroundBuild?.changes.append(RecordedChange(change: change, old: old, new: sections))
            return
        }
        switch change {
        case .sameIdentities:
            // A cheap check of the claim (O(sections)); a path found is checked anyway.
            guard old.count == sections.count, zip(old, sections).allSatisfy({ $0.items.count == $1.items.count })
            else { return drop() }
        case .replaced:
            drop()
        case let .batch(batch, before):
            record(batch, sectionCountBefore: before, now: sections)
        }
    }

    private mutating func record(
        _ batch: ListBatch, sectionCountBefore: Int, now sections: [ListSection<Section, Item>]
    ) {
        guard batches.count < Self.maximumBatchesKept,
            // A reloaded section keeps its items in place only when the batch changes no item
            // (the planner sends section reloads alone); anything else is not followed.
            batch.sectionUpdated.isEmpty || Self.changesNoItem(batch),
            let mapping = ListBatchMapping(
                sectionCountBefore: sectionCountBefore, batch: batch, sectionCountAfter: sections.count)
        else { return drop() }
        batches.append(mapping)
        guard !scans else { return }
        let after = batches.count
        var arrivals = batch.elementInserted
        for section in batch.sectionInserted where sections.indices.contains(section) {
            arrivals.append(
                contentsOf: sections[section].items.indices.map { ListIndexPath(item: $0, section: section) })
        }
        for path in arrivals {
            guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item)
            else { return drop() }
            let identifier = sections[path.section].items[path.item].differenceIdentifier
            // An identity inserted while an item with it is still presented: a duplicate.
            if let earlier = carriedPath(of: identifier, before: after), earlier != path {
                scans = true
                inserted = [:]
                return
            }
            inserted[identifier] = (path, after)
        }
    }

    private static func changesNoItem(_ batch: ListBatch) -> Bool {
        batch.elementDeleted.isEmpty && batch.elementInserted.isEmpty && batch.elementMoved.isEmpty
            && batch.elementUpdated.isEmpty
    }

    /// Forgets the base: the next look-up builds it again.
    mutating func drop() {
        base = nil
        scans = false
        batches = []
        inserted = [:]
    }

    // MARK: Look-up

    /// The path of the first presented item with `identifier` in `sections` (the data
    /// presented now, which every change since the base was recorded for).
    mutating func indexPath(of identifier: Identifier, in sections: [ListSection<Section, Item>]) -> ListIndexPath? {
        if base == nil { build(sections) }
        if scans { return Self.scan(for: identifier, in: sections) }
        guard let path = carriedPath(of: identifier, before: batches.count) else { return nil }
        if Self.holds(sections, identifier, at: path) { return path }
        // Found wrong: never answered; the index is built again from the data.
        build(sections)
        return scans ? Self.scan(for: identifier, in: sections) : base?[identifier]
    }

    /// The path of `identifier` after the first `count` recorded batches, carried from
    /// where it was last recorded; `nil` when it is not presented then.
    private func carriedPath(of identifier: Identifier, before count: Int) -> ListIndexPath? {
        var path: ListIndexPath
        var next: Int
        if let arrival = inserted[identifier], arrival.after <= count {
            path = arrival.path
            next = arrival.after
        } else if let start = base?[identifier] {
            path = start
            next = 0
        } else {
            return nil
        }
        while next < count {
            guard let moved = Self.carry(path, through: batches[next]) else { return nil }
            path = moved
            next += 1
        }
        return path
    }

    /// Where the item at before-path `path` stands after `mapping`'s batch.
    private static func carry(_ path: ListIndexPath, through mapping: ListBatchMapping) -> ListIndexPath? {
        if mapping.isSectionReloaded(path.section) {
            // Recorded only for batches that change no item: the item keeps its index.
            return mapping.afterSection(forBeforeSection: path.section).map {
                ListIndexPath(item: path.item, section: $0)
            }
        }
        return mapping.afterPath(forBeforePath: path)
    }

    private mutating func build(_ sections: [ListSection<Section, Item>]) {
        buildCount += 1
        // A base built elsewhere and installed later would be older than this one.
        backgroundBuild = nil
        install(Self.makeBase(sections))
    }

    private mutating func install(_ built: Base) {
        drop()
        scans = built.hasDuplicates
        // With duplicates, every look-up scans: the table is not kept.
        base = scans ? [:] : built.paths
    }

    /// The base of `sections`: one pass over the data, on any thread.
    static func makeBase(_ sections: [ListSection<Section, Item>]) -> Base {
        var paths: [Identifier: ListIndexPath] = [:]
        paths.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
        var hasDuplicates = false
        for (section, list) in sections.enumerated() {
            var item = 0
            for element in list.items {
                if paths.updateValue(ListIndexPath(item: item, section: section), forKey: element.differenceIdentifier)
                    != nil
                {
                    hasDuplicates = true
                }
                item += 1
            }
        }
        return Base(paths: paths, hasDuplicates: hasDuplicates)
    }

    // MARK: Building elsewhere

    /// Starts waiting for a base built elsewhere from the data presented now: the changes
    /// recorded from here on are kept to be replayed. Returns the token to install it with,
    /// or `nil` when a base is already built.
    mutating func beginBackgroundBuild() -> Int? {
        guard base == nil else { return nil }
        nextBuildToken += 1
        backgroundBuild = (nextBuildToken, [])
        return nextBuildToken
    }

    /// Installs `built`, the base of the data presented when ``beginBackgroundBuild()``
    /// returned `token`, and replays the changes recorded since; returns whether it was
    /// installed. It is not when the index was built meanwhile, a reload made the data
    /// another list's, or more changes came than a base keeps. O(the changes replayed).
    @discardableResult
    mutating func finishBackgroundBuild(_ built: Base, token: Int) -> Bool {
        guard let build = backgroundBuild, build.token == token, base == nil else { return false }
        backgroundBuild = nil
        install(built)
        installedBuildCount += 1
        for recorded in build.changes {
            record(recorded.change, from: recorded.old, to: recorded.new)
        }
        return true
    }

    private static func holds(
        _ sections: [ListSection<Section, Item>], _ identifier: Identifier, at path: ListIndexPath
    )
        -> Bool
    {
        sections.indices.contains(path.section) && sections[path.section].items.indices.contains(path.item)
            && sections[path.section].items[path.item].differenceIdentifier == identifier
    }

    private static func scan(for identifier: Identifier, in sections: [ListSection<Section, Item>]) -> ListIndexPath? {
        for (section, list) in sections.enumerated() {
            if let item = list.items.firstIndex(where: { $0.differenceIdentifier == identifier }) {
                return ListIndexPath(item: item, section: section)
            }
        }
        return nil
    }
}
