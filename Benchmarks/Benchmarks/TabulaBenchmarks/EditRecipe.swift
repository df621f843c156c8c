import BenchmarkTestSupport
import Tabula
import TabulaHeadless

/// Deterministic edits that turn a generated source list into a target list.
///
/// Positions come from ``SplitMix64`` with a fixed seed, so every run diffs the same data.
/// Random positions are produced by sort keys: survivors keep keys that preserve their
/// order, while inserted and relocated elements get random keys; sorting by key places
/// them without O(n) array insertions.
enum EditRecipe {
    /// Shares of the source touched by ``randomEdits(count:seed:makeID:)``.
    static let deletedShare = 10  // percent
    static let insertedShare = 10  // percent
    static let relocatedShare = 2  // percent
    static let updatedShare = 5  // percent

    typealias IdentityFactory<ID> = (_ serial: Int, _ generator: inout SplitMix64) -> ID

    /// `count` elements; then 10% deleted, 5% updated (content only), 2% relocated to
    /// random positions, and 10% new elements inserted at random positions. The deleted,
    /// updated and relocated sets are disjoint.
    static func randomEdits<ID: Hashable & Sendable>(
        count: Int, seed: UInt64, makeID: IdentityFactory<ID>
    ) -> DiffInput<BenchmarkItem<ID>> {
        var generator = SplitMix64(seed: seed)
        let source = makeItems(serials: 0..<count, generator: &generator, makeID: makeID)
        let plan = Plan(count: count, generator: &generator)

        var keyed: [(key: UInt64, item: BenchmarkItem<ID>)] = []
        keyed.reserveCapacity(count - plan.deleted.count + plan.insertCount)
        for (position, item) in source.enumerated() where !plan.deleted.contains(position) {
            var item = item
            if plan.updated.contains(position) { item.value += 1 }
            let key =
                plan.relocated.contains(position)
                ? randomKey(count: count, generator: &generator) : orderKey(position)
            keyed.append((key, item))
        }
        let inserted = makeItems(
            serials: count..<(count + plan.insertCount), generator: &generator, makeID: makeID)
        for item in inserted {
            keyed.append((randomKey(count: count, generator: &generator), item))
        }
        keyed.sort { $0.key < $1.key }
        return DiffInput(source: source, target: keyed.map(\.item))
    }

    /// `count` elements; then a contiguous 10% block deleted at a random offset and a block
    /// of 10% new elements inserted at a random position of what remains.
    static func blockEdits<ID: Hashable & Sendable>(
        count: Int, seed: UInt64, makeID: IdentityFactory<ID>
    ) -> DiffInput<BenchmarkItem<ID>> {
        var generator = SplitMix64(seed: seed)
        let source = makeItems(serials: 0..<count, generator: &generator, makeID: makeID)
        let blockCount = count * deletedShare / 100
        let deleteStart = Int.random(in: 0...(count - blockCount), using: &generator)
        var target = source
        target.removeSubrange(deleteStart..<(deleteStart + blockCount))
        let insertAt = Int.random(in: 0...target.count, using: &generator)
        let block = makeItems(
            serials: count..<(count + blockCount), generator: &generator, makeID: makeID)
        target.insert(contentsOf: block, at: insertAt)
        return DiffInput(source: source, target: target)
    }

    /// `sectionCount` sections of `itemsPerSection` items; the random-edit recipe over all
    /// items, with relocated and inserted items landing in a random section (so most
    /// relocations are cross-section moves). Sections keep their identity and order.
    static func sectionedRandomEdits(
        sectionCount: Int, itemsPerSection: Int, seed: UInt64
    ) -> SectionedDiffInput {
        var generator = SplitMix64(seed: seed)
        let count = sectionCount * itemsPerSection
        let items = makeItems(serials: 0..<count, generator: &generator, makeID: IdentityMaker.int)
        let plan = Plan(count: count, generator: &generator)

        var buckets = [[(key: UInt64, item: IntItem)]](repeating: [], count: sectionCount)
        for (position, item) in items.enumerated() where !plan.deleted.contains(position) {
            var item = item
            if plan.updated.contains(position) { item.value += 1 }
            if plan.relocated.contains(position) {
                let section = Int.random(in: 0..<sectionCount, using: &generator)
                buckets[section].append((randomKey(count: count, generator: &generator), item))
            } else {
                buckets[position / itemsPerSection].append((orderKey(position), item))
            }
        }
        for serial in count..<(count + plan.insertCount) {
            let section = Int.random(in: 0..<sectionCount, using: &generator)
            buckets[section].append(
                (randomKey(count: count, generator: &generator), IntItem(id: serial, value: 0)))
        }
        let source = (0..<sectionCount).map { section in
            ArraySection(
                model: section,
                elements: items[(section * itemsPerSection)..<((section + 1) * itemsPerSection)])
        }
        let target = buckets.enumerated().map { section, bucket in
            ArraySection(model: section, elements: bucket.sorted { $0.key < $1.key }.map(\.item))
        }
        return SectionedDiffInput(source: source, target: target)
    }

    /// `count` elements with the first moved to the end.
    static func firstMovedToLast(count: Int) -> DiffInput<IntItem> {
        let source = (0..<count).map { IntItem(id: $0, value: 0) }
        return DiffInput(source: source, target: Array(source.dropFirst()) + [source[0]])
    }

    /// `count` elements, and an equal copy in a separate buffer (no identity shortcut).
    static func unchanged(count: Int) -> DiffInput<IntItem> {
        let source = (0..<count).map { IntItem(id: $0, value: 0) }
        return DiffInput(source: source, target: source.map { IntItem(id: $0.id, value: $0.value) })
    }

    // MARK: - Helpers

    /// Which source positions the random-edit recipe deletes, updates and relocates.
    private struct Plan {
        let deleted: Set<Int>
        let updated: Set<Int>
        let relocated: Set<Int>
        let insertCount: Int

        init(count: Int, generator: inout SplitMix64) {
            var positions = Array(0..<count)
            positions.shuffle(using: &generator)
            let deleteEnd = count * EditRecipe.deletedShare / 100
            let updateEnd = deleteEnd + count * EditRecipe.updatedShare / 100
            let relocateEnd = updateEnd + count * EditRecipe.relocatedShare / 100
            deleted = Set(positions[0..<deleteEnd])
            updated = Set(positions[deleteEnd..<updateEnd])
            relocated = Set(positions[updateEnd..<relocateEnd])
            insertCount = count * EditRecipe.insertedShare / 100
        }
    }

    private static func makeItems<ID: Hashable & Sendable>(
        serials: Range<Int>, generator: inout SplitMix64, makeID: IdentityFactory<ID>
    ) -> [BenchmarkItem<ID>] {
        var items: [BenchmarkItem<ID>] = []
        items.reserveCapacity(serials.count)
        for serial in serials {
            items.append(BenchmarkItem(id: makeID(serial, &generator), value: 0))
        }
        return items
    }

    /// A survivor's key: its source order, with the low 32 bits clear.
    private static func orderKey(_ position: Int) -> UInt64 {
        UInt64(position) << 32
    }

    /// A random key anywhere among the survivors; the low bit is set so it never equals a
    /// survivor's key.
    private static func randomKey(count: Int, generator: inout SplitMix64) -> UInt64 {
        UInt64.random(in: 0..<(UInt64(count) << 32), using: &generator) | 1
    }
}
