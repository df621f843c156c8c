@_spi(TabulaInternal) import TabulaBatches

#if canImport(CoreGraphics)
import CoreGraphics
#else
import Foundation
#endif

/// One batch's effect on a layout's stored sizes, applied to each cached width in turn: an
/// item that stays keeps its size, a new one is not measured yet. Work is per change, not
/// per item: a section whose items the batch leaves alone is not touched, and a changed
/// one is edited in place (removals, then insertions, then moved-in sizes).
struct SizeCarry {
    let mapping: ListBatchMapping
    /// Item counts after the batch.
    let counts: [Int]
    let metric: ItemExtentMetric
    /// Whether any section is deleted, inserted, moved or reloaded.
    let changesSections: Bool
    /// After-sections whose items change (all after-sections when sections change).
    let changedSections: [Int]
    /// The changes of each of `changedSections` (`nil`: taken whole from its before-section).
    private let changes: [ListBatchMapping.ItemChanges?]

    init(mapping: ListBatchMapping, counts: [Int], metric: ItemExtentMetric) {
        self.mapping = mapping
        self.counts = counts
        self.metric = metric
        changesSections = mapping.changesSections
        changedSections = changesSections ? Array(counts.indices) : mapping.afterSectionsWithItemChanges
        changes = changedSections.map { mapping.itemChanges(inAfterSection: $0) }
    }

    /// Carries one width's sizes (`sizes`, per before-section) through the batch.
    func apply(to sizes: inout [SectionSizes]) {
        // Sizes of moved items, read before anything changes.
        let arrivals: [[(item: Int, size: CGSize?)]] = changes.map { change in
            (change?.arrivals ?? []).compactMap { arrival in
                guard let origin = arrival.origin, origin.section >= 0, origin.section < sizes.count,
                    origin.item >= 0, origin.item < sizes[origin.section].count
                else { return nil }
                return (arrival.item, sizes[origin.section][origin.item])
            }
        }
        if changesSections {
            var before: [SectionSizes] = []
            swap(&before, &sizes)
            sizes = counts.indices.map { section in
                // Moved out of `before`, so the after-section owns its chunks alone.
                let source =
                    changes[section] == nil
                    ? mapping.beforeSection(forAfterSection: section) : changes[section]?.source
                guard let source, source < before.count else { return SectionSizes(missing: 0, metric: metric) }
                var taken = SectionSizes(missing: 0, metric: metric)
                swap(&taken, &before[source])
                return taken
            }
        }
        for (index, section) in changedSections.enumerated() where section < sizes.count {
            guard let change = changes[index] else {
                if sizes[section].count != counts[section] {
                    sizes[section] = SectionSizes(missing: counts[section], metric: metric)
                }
                continue
            }
            if change.source == nil {
                sizes[section] = SectionSizes(missing: counts[section], metric: metric)
            } else if !Self.edit(&sizes[section], with: change, count: counts[section]) {
                sizes[section] = SectionSizes(missing: counts[section], metric: metric)
            }
            for (item, size) in arrivals[index] where item < sizes[section].count {
                sizes[section].set(size, at: item)
            }
        }
        if sizes.count != counts.count {
            sizes = counts.map { SectionSizes(missing: $0, metric: metric) }
        }
    }

    /// Removes, inserts and forgets as `change` says; false (leaving `section` partly
    /// edited) when an index does not fit or the result does not have `count` items.
    private static func edit(_ section: inout SectionSizes, with change: ListBatchMapping.ItemChanges, count: Int)
        -> Bool
    {
        for item in change.removed.reversed() {
            guard item >= 0, item < section.count else { return false }
            section.remove(at: item)
        }
        for arrival in change.arrivals {
            guard arrival.item >= 0, arrival.item <= section.count else { return false }
            section.insertMissing(at: arrival.item)
        }
        guard section.count == count else { return false }
        for item in change.reloaded where item >= 0 && item < count {
            section.set(nil, at: item)
        }
        return true
    }
}
