import Tabula

/// A random batch that UIKit accepts, built from element identities (not from Tabula's
/// own mapping), so tests can check the rules and the mapping against it.
///
/// Sections may be deleted and inserted; items in surviving sections may be deleted,
/// reloaded, moved (within or across surviving sections) and inserted. Nothing touches a
/// section the same batch inserts or deletes, so both views accept it.
struct RandomSectionedBatch {
    /// The data before, as unique ids.
    var before: [[Int]]
    /// The data after.
    var after: [[Int]]
    /// The batch from `before` to `after`.
    var batch: ListBatch

    var beforeCounts: [Int] { before.map(\.count) }
    var afterCounts: [Int] { after.map(\.count) }

    /// Where each id stands after the batch.
    func afterPath(of id: Int) -> ListIndexPath? {
        for (section, items) in after.enumerated() {
            if let item = items.firstIndex(of: id) { return ListIndexPath(item: item, section: section) }
        }
        return nil
    }

    init<G: RandomNumberGenerator>(using rng: inout G) {
        var nextID = 0
        func fresh() -> Int {
            nextID += 1
            return nextID
        }
        let before = (0..<Int.random(in: 0...5, using: &rng)).map { _ in
            (0..<Int.random(in: 0...8, using: &rng)).map { _ in fresh() }
        }
        let deletedSections = before.indices.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 }

        // Surviving sections keep their unpicked items in order.
        var after: [(origin: Int?, items: [Int])] = []
        var itemDeletes: [ListIndexPath] = []
        var itemReloads: [ListIndexPath] = []
        var picked: [(id: Int, source: ListIndexPath)] = []
        for (section, items) in before.enumerated() where !deletedSections.contains(section) {
            var kept: [Int] = []
            for (item, id) in items.enumerated() {
                let path = ListIndexPath(item: item, section: section)
                switch Int.random(in: 0..<10, using: &rng) {
                case 0, 1: itemDeletes.append(path)
                case 2: picked.append((id, path))
                case 3:
                    itemReloads.append(path)
                    kept.append(id)
                default: kept.append(id)
                }
            }
            after.append((section, kept))
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            let items = (0..<Int.random(in: 0...4, using: &rng)).map { _ in fresh() }
            after.insert((nil, items), at: Int.random(in: 0...after.count, using: &rng))
        }
        let existing = after.indices.filter { after[$0].origin != nil }
        var insertedIDs: [Int] = []
        if !existing.isEmpty {
            for entry in picked {
                let section = existing.randomElement(using: &rng)!
                after[section].items.insert(entry.id, at: Int.random(in: 0...after[section].items.count, using: &rng))
            }
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let section = existing.randomElement(using: &rng)!
                let id = fresh()
                insertedIDs.append(id)
                after[section].items.insert(id, at: Int.random(in: 0...after[section].items.count, using: &rng))
            }
        } else {
            // No surviving section to move into: picked items are deleted instead.
            itemDeletes += picked.map(\.source)
            picked = []
        }

        self.before = before
        self.after = after.map(\.items)
        self.batch = ListBatch()
        batch.sectionDeletes = deletedSections
        batch.sectionInserts = after.indices.filter { after[$0].origin == nil }
        batch.itemDeletes = itemDeletes
        batch.itemReloads = itemReloads
        let afterData = self.after
        func find(_ id: Int) -> ListIndexPath {
            for (section, items) in afterData.enumerated() {
                if let item = items.firstIndex(of: id) { return ListIndexPath(item: item, section: section) }
            }
            preconditionFailure("test generator lost id \(id)")
        }
        batch.itemMoves = picked.map { Move(source: $0.source, target: find($0.id)) }
        batch.itemInserts = insertedIDs.map(find)
    }
}
