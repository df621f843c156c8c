/// Where each item after a batch comes from: a position before the batch, or nowhere
/// (inserted or reloaded, so it must be measured).
///
/// Built once per batch from UIKit's index rules (deletes, reloads and move sources are
/// before-indexes; inserts and move targets are after-indexes) and then applied to every
/// per-width size array, so all widths stay in step.
struct BatchIndexMap: Sendable {
    /// A position before the batch.
    struct Origin: Hashable, Sendable {
        var section: Int
        var item: Int
    }

    /// Where one after-section's items come from.
    enum SectionOrigin: Sendable {
        /// Every item of before-section `source`, in place (`count` items): the batch did
        /// not touch it, so its values are carried over whole, without a per-item pass.
        case carried(source: Int, count: Int)
        /// For each item: its origin, or `nil` when it is new.
        case items([Origin?])
    }

    /// One entry per after-section.
    let sections: [SectionOrigin]

    /// Computes the map, or throws without side effects if the batch does not fit the counts.
    init(before: [Int], after: [Int], batch: ListBatch) throws(ListLayoutError) {
        let beforeSections = before.count
        let afterSections = after.count

        // Sections, in the before space.
        var deletedSections = Set<Int>()
        for section in batch.sectionDeletes {
            try Self.check(section, count: beforeSections, "section delete")
            guard deletedSections.insert(section).inserted else {
                throw .duplicate(operation: "section delete", index: "section \(section)")
            }
        }
        var reloadedSections = Set<Int>()
        for section in batch.sectionReloads {
            try Self.check(section, count: beforeSections, "section reload")
            guard reloadedSections.insert(section).inserted, !deletedSections.contains(section) else {
                throw .duplicate(operation: "section reload", index: "section \(section)")
            }
        }
        // Section slots in the after space: inserted (nil) or moved in (before index).
        var sectionSlots: [Int: Int?] = [:]
        var movedOutSections = Set<Int>()
        for move in batch.sectionMoves {
            try Self.check(move.source, count: beforeSections, "section move source")
            try Self.check(move.target, count: afterSections, "section move target")
            guard !deletedSections.contains(move.source), movedOutSections.insert(move.source).inserted else {
                throw .duplicate(operation: "section move", index: "section \(move.source)")
            }
            guard sectionSlots.updateValue(move.source, forKey: move.target) == nil else {
                throw .duplicate(operation: "section move target", index: "section \(move.target)")
            }
        }
        for section in batch.sectionInserts {
            try Self.check(section, count: afterSections, "section insert")
            guard sectionSlots.updateValue(nil, forKey: section) == nil else {
                throw .duplicate(operation: "section insert", index: "section \(section)")
            }
        }
        let staying = (0..<beforeSections).filter {
            !deletedSections.contains($0) && !movedOutSections.contains($0)
        }
        guard staying.count + sectionSlots.count == afterSections else {
            throw .sectionCountMismatch(
                before: beforeSections, deleted: deletedSections.count,
                inserted: batch.sectionInserts.count, after: afterSections)
        }
        var sectionSource = [Int?](repeating: nil, count: afterSections)
        var nextStaying = staying.makeIterator()
        for after in 0..<afterSections {
            if let slot = sectionSlots[after] {
                sectionSource[after] = slot
            } else {
                sectionSource[after] = nextStaying.next()
            }
        }

        // Items, in the before space.
        var removedItems = Set<Origin>()
        for path in batch.itemDeletes {
            try Self.check(path, counts: before, "item delete")
            guard removedItems.insert(Origin(section: path.section, item: path.item)).inserted else {
                throw .duplicate(operation: "item delete", index: "item \(path)")
            }
        }
        var reloadedItems = Set<Origin>()
        for path in batch.itemReloads {
            try Self.check(path, counts: before, "item reload")
            let origin = Origin(section: path.section, item: path.item)
            guard !removedItems.contains(origin), reloadedItems.insert(origin).inserted else {
                throw .duplicate(operation: "item reload", index: "item \(path)")
            }
        }
        // Before-sections whose items a delete, reload or move source touches.
        var touchedSources = Set<Int>()
        for origin in removedItems { touchedSources.insert(origin.section) }
        for origin in reloadedItems { touchedSources.insert(origin.section) }
        for move in batch.itemMoves { touchedSources.insert(move.source.section) }

        // Item slots in the after space: inserted (nil) or moved in (origin, nil if reloaded).
        var itemSlots = [[Int: Origin?]](repeating: [:], count: afterSections)
        for move in batch.itemMoves {
            try Self.check(move.source, counts: before, "item move source")
            try Self.check(move.target, counts: after, "item move target")
            let origin = Origin(section: move.source.section, item: move.source.item)
            guard removedItems.insert(origin).inserted else {
                throw .duplicate(operation: "item move source", index: "item \(move.source)")
            }
            let carried: Origin? =
                reloadedItems.contains(origin) || reloadedSections.contains(origin.section) ? nil : origin
            guard itemSlots[move.target.section].updateValue(carried, forKey: move.target.item) == nil else {
                throw .duplicate(operation: "item move target", index: "item \(move.target)")
            }
        }
        for path in batch.itemInserts {
            try Self.check(path, counts: after, "item insert")
            guard itemSlots[path.section].updateValue(nil, forKey: path.item) == nil else {
                throw .duplicate(operation: "item insert", index: "item \(path)")
            }
        }

        var sections: [SectionOrigin] = []
        sections.reserveCapacity(afterSections)
        for afterSection in 0..<afterSections {
            let count = after[afterSection]
            let slots = itemSlots[afterSection]
            if let source = sectionSource[afterSection], !reloadedSections.contains(source), slots.isEmpty,
                !touchedSources.contains(source)
            {
                guard before[source] == count else {
                    throw .itemCountMismatch(section: afterSection, expected: before[source], after: count)
                }
                sections.append(.carried(source: source, count: count))
                continue
            }
            var items = [Origin?](repeating: nil, count: count)
            for (item, origin) in slots {
                items[item] = origin
            }
            // Items that stay in place fill the free slots in order; a new or reloaded
            // section has none, so its free slots stay new.
            if let source = sectionSource[afterSection], !reloadedSections.contains(source) {
                let remaining = (0..<before[source]).filter {
                    !removedItems.contains(Origin(section: source, item: $0))
                }
                guard remaining.count + slots.count == count else {
                    throw .itemCountMismatch(
                        section: afterSection, expected: remaining.count + slots.count, after: count)
                }
                var free = 0
                for item in remaining {
                    while slots.index(forKey: free) != nil { free += 1 }
                    let origin = Origin(section: source, item: item)
                    items[free] = reloadedItems.contains(origin) ? nil : origin
                    free += 1
                }
            }
            sections.append(.items(items))
        }
        self.sections = sections
    }

    /// Applies the map to one array of per-item values: kept items keep their value,
    /// new ones become `nil`. A carried section shares its array with `values` (no copy).
    func apply<Value>(to values: [[Value?]]) -> [[Value?]] {
        sections.map { section in
            switch section {
            case let .carried(source, count):
                guard source < values.count, values[source].count == count else {
                    return [Value?](repeating: nil, count: count)
                }
                return values[source]
            case let .items(origins):
                return origins.map { origin in
                    guard let origin, origin.section < values.count, origin.item < values[origin.section].count
                    else { return nil }
                    return values[origin.section][origin.item]
                }
            }
        }
    }

    private static func check(_ section: Int, count: Int, _ operation: String) throws(ListLayoutError) {
        guard section >= 0, section < count else {
            throw .sectionOutOfRange(operation: operation, section: section, count: count)
        }
    }

    private static func check(_ path: ListIndexPath, counts: [Int], _ operation: String) throws(ListLayoutError) {
        try check(path.section, count: counts.count, operation)
        guard path.item >= 0, path.item < counts[path.section] else {
            throw .itemOutOfRange(operation: operation, path: path, count: counts[path.section])
        }
    }
}
