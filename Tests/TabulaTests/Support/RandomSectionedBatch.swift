import Tabula
import TabulaHeadless
import TabulaTestSupport

/// A random batch that a view accepts, built from identities (not from Tabula's own
/// mapping), so tests can check the rules and the mapping against it.
///
/// Sections and items carry unique ids (one counter for both). Sections may be deleted,
/// inserted, moved and reloaded (a reloaded section keeps its id and gets new items); items
/// of surviving sections may be deleted, reloaded, moved (within or across sections) and
/// inserted. What may touch a section that the same batch changes depends on `kind`:
///
/// - `.collection`: nothing does, and section reloads come alone (a batch of section
///   reloads only), as UICollectionView demands. UITableView accepts these batches too.
/// - `.table`: section reloads mix with everything else, and a moved section may lose rows
///   (deletes, moves out) and gain rows (inserts, moves in), as UITableView accepts. A
///   reloaded section is touched by nothing but its reload; a row of a moved section is
///   never reloaded.
struct RandomSectionedBatch {
    /// The view whose rules the batch keeps (`.collection` batches suit both views).
    let kind: ListHostKind
    /// The section ids before, in order.
    var beforeSectionIDs: [Int]
    /// The section ids after, in order.
    var afterSectionIDs: [Int]
    /// The data before, as unique ids.
    var before: [[Int]]
    /// The data after.
    var after: [[Int]]
    /// The batch from `before` to `after`.
    var batch: ListBatch

    /// The scenario the randomised host test runs for `seed` (even seeds table rules, odd
    /// ones collection rules), so its coverage can be checked seed for seed.
    static func forSeed(_ seed: UInt64) -> (scenario: RandomSectionedBatch, rng: SplitMix64) {
        var rng = SplitMix64(seed: seed &* 7_919)
        let scenario = RandomSectionedBatch(kind: seed % 2 == 0 ? .table : .collection, using: &rng)
        return (scenario, rng)
    }

    var beforeCounts: [Int] { before.map(\.count) }
    var afterCounts: [Int] { after.map(\.count) }

    /// Where item `id` stands after the batch (`nil`: deleted, or its section was deleted
    /// or reloaded).
    func afterPath(of id: Int) -> ListIndexPath? {
        for (section, items) in after.enumerated() {
            if let item = items.firstIndex(of: id) { return ListIndexPath(item: item, section: section) }
        }
        return nil
    }

    /// Where before-section `section` stands after the batch, by its id.
    func afterSection(ofBeforeSection section: Int) -> Int? {
        afterSectionIDs.firstIndex(of: beforeSectionIDs[section])
    }

    /// Where after-section `section` stood before the batch, by its id.
    func beforeSection(ofAfterSection section: Int) -> Int? {
        beforeSectionIDs.firstIndex(of: afterSectionIDs[section])
    }

    /// One after-section while the batch is built.
    private struct Entry {
        enum Fate { case kept, moved, reloaded, inserted }
        var id: Int
        var origin: Int?
        var fate: Fate
        var items: [Int]

        /// Whether items may be inserted or moved into it under `kind`'s rules.
        func acceptsArrivals(_ kind: ListHostKind) -> Bool {
            fate == .kept || (fate == .moved && kind == .table)
        }
    }

    init<G: RandomNumberGenerator>(kind: ListHostKind, using rng: inout G) {
        self.kind = kind
        var nextID = 0
        func fresh() -> Int {
            nextID += 1
            return nextID
        }
        func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &rng) == 0 }
        let sectionIDs = (0..<Int.random(in: 0...6, using: &rng)).map { _ in fresh() }
        let before = sectionIDs.map { _ in (0..<Int.random(in: 0...8, using: &rng)).map { _ in fresh() } }
        self.beforeSectionIDs = sectionIDs
        self.before = before
        self.batch = ListBatch()

        if kind == .collection, !before.isEmpty, chance(5) {
            // UICollectionView's one batch with section reloads: reloads alone.
            var reloaded = before.indices.filter { _ in chance(2) }
            if reloaded.isEmpty { reloaded = [Int.random(in: before.indices, using: &rng)] }
            var after = before
            for section in reloaded {
                after[section] = (0..<Int.random(in: 0...8, using: &rng)).map { _ in fresh() }
            }
            self.afterSectionIDs = sectionIDs
            self.after = after
            batch.sectionUpdated = reloaded
            return
        }

        // Section fates. Remaining sections keep their order; moved ones and new ones are
        // put at random places afterwards, which is UIKit's model of a batch.
        var deletedSections: [Int] = []
        var remaining: [Entry] = []
        var moved: [Entry] = []
        var elementDeleted: [ListIndexPath] = []
        var elementUpdated: [ListIndexPath] = []
        var picked: [(id: Int, source: ListIndexPath)] = []
        for (section, items) in before.enumerated() {
            if chance(5) {
                deletedSections.append(section)
                continue
            }
            if kind == .table, chance(6) {
                let newItems = (0..<Int.random(in: 0...6, using: &rng)).map { _ in fresh() }
                remaining.append(Entry(id: sectionIDs[section], origin: section, fate: .reloaded, items: newItems))
                continue
            }
            let isMoved = chance(4)
            // Collections: a moved section's items stay as they are. Tables: they may leave.
            let itemsMayLeave = !isMoved || kind == .table
            var kept: [Int] = []
            for (item, id) in items.enumerated() {
                let path = ListIndexPath(item: item, section: section)
                switch itemsMayLeave ? Int.random(in: 0..<10, using: &rng) : 9 {
                case 0, 1: elementDeleted.append(path)
                case 2: picked.append((id, path))
                case 3 where !isMoved:
                    elementUpdated.append(path)
                    kept.append(id)
                default: kept.append(id)
                }
            }
            let entry = Entry(id: sectionIDs[section], origin: section, fate: isMoved ? .moved : .kept, items: kept)
            if isMoved { moved.append(entry) } else { remaining.append(entry) }
        }
        var after = remaining
        for entry in moved {
            after.insert(entry, at: Int.random(in: 0...after.count, using: &rng))
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            let id = fresh()
            let items = (0..<Int.random(in: 0...4, using: &rng)).map { _ in fresh() }
            after.insert(
                Entry(id: id, origin: nil, fate: .inserted, items: items),
                at: Int.random(in: 0...after.count, using: &rng))
        }

        // Items arrive only in sections the rules let them into.
        let open = after.indices.filter { after[$0].acceptsArrivals(kind) }
        var insertedIDs: [Int] = []
        if open.isEmpty {
            // Nowhere to move to: picked items are deleted instead.
            elementDeleted += picked.map(\.source)
            picked = []
        } else {
            for entry in picked {
                let section = open.randomElement(using: &rng)!
                after[section].items.insert(entry.id, at: Int.random(in: 0...after[section].items.count, using: &rng))
            }
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let section = open.randomElement(using: &rng)!
                let id = fresh()
                insertedIDs.append(id)
                after[section].items.insert(id, at: Int.random(in: 0...after[section].items.count, using: &rng))
            }
        }

        self.afterSectionIDs = after.map(\.id)
        self.after = after.map(\.items)
        batch.sectionDeleted = deletedSections
        batch.sectionInserted = after.indices.filter { after[$0].fate == .inserted }
        batch.sectionMoved = after.indices.compactMap { index in
            after[index].fate == .moved ? Move(source: after[index].origin!, target: index) : nil
        }
        batch.sectionUpdated = after.compactMap { $0.fate == .reloaded ? $0.origin : nil }
        batch.elementDeleted = elementDeleted
        batch.elementUpdated = elementUpdated
        let afterData = self.after
        func find(_ id: Int) -> ListIndexPath {
            for (section, items) in afterData.enumerated() {
                if let item = items.firstIndex(of: id) { return ListIndexPath(item: item, section: section) }
            }
            preconditionFailure("test generator lost id \(id)")
        }
        batch.elementMoved = picked.map { Move(source: $0.source, target: find($0.id)) }
        batch.elementInserted = insertedIDs.map(find)
    }
}
