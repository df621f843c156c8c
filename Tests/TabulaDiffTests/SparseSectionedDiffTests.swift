import TabulaDiff
import TabulaTestSupport
import Testing

/// Sectioned diffs where most sections keep their items: those sections are paired in place
/// without hashing, and the result must be what a diff of everything gives. Randomised
/// cases are seeded; a failure names its seed.
@Suite("Sectioned diff, sparse changes")
struct SparseSectionedDiffTests {
    /// Many sections, a few of them edited: their items deleted, inserted, updated, moved
    /// inside the section or to another section (which then changed too, even if it looked
    /// untouched), sometimes a header updated or a section moved, deleted or inserted.
    static func sparseEdit(seed: UInt64, duplicates: Bool = false) -> (source: [TestSection], target: [TestSection]) {
        var edits = RandomEdits(seed: seed)
        let source = edits.sections(count: Int.random(in: 5...40, using: &edits.random), duplicates: duplicates)
        var target = source
        let edited = Int.random(in: 1...3, using: &edits.random)
        for _ in 0..<edited {
            let index = Int.random(in: 0..<target.count, using: &edits.random)
            target[index].elements = edits.edit(target[index].elements, duplicates: duplicates)
        }
        if Int.random(in: 0..<2, using: &edits.random) == 0 {
            let from = Int.random(in: 0..<target.count, using: &edits.random)
            let to = Int.random(in: 0..<target.count, using: &edits.random)
            if !target[from].elements.isEmpty {
                let item = target[from].elements.remove(
                    at: Int.random(in: 0..<target[from].elements.count, using: &edits.random))
                target[to].elements.insert(
                    item, at: Int.random(in: 0...target[to].elements.count, using: &edits.random))
            }
        }
        switch Int.random(in: 0..<8, using: &edits.random) {
        case 0: target[Int.random(in: 0..<target.count, using: &edits.random)].model.content += 1
        case 1: target.remove(at: Int.random(in: 0..<target.count, using: &edits.random))
        case 2:
            let section = target.remove(at: Int.random(in: 0..<target.count, using: &edits.random))
            target.insert(section, at: Int.random(in: 0...target.count, using: &edits.random))
        case 3:
            target.insert(
                edits.sections(count: 1, duplicates: duplicates)[0],
                at: Int.random(in: 0...target.count, using: &edits.random))
        default: break
        }
        return (source, target)
    }

    /// Deletes, inserts, updates and moves a diff with unique identities must report,
    /// counted independently: moves are, per target section, the items from other sections
    /// plus the items of its own source section outside a longest increasing run.
    static func expectedCounts(
        _ source: [TestSection], _ target: [TestSection]
    ) -> (deletes: Int, inserts: Int, updates: Int, moves: Int) {
        let targetSectionIDs = Set(target.map(\.model.id))
        var sourcePlace: [String: (section: String, index: Int, item: TestItem)] = [:]
        for section in source where targetSectionIDs.contains(section.model.id) {
            for (index, item) in section.elements.enumerated() {
                sourcePlace[item.id] = (section.model.id, index, item)
            }
        }
        let targetItemIDs = Set(target.flatMap { $0.elements.map(\.id) })
        let deletes = sourcePlace.values.filter { !targetItemIDs.contains($0.item.id) }.count
        let sourceSectionIDs = Set(source.map(\.model.id))
        var inserts = 0
        var updates = 0
        var moves = 0
        for section in target {
            var ownOrder: [Int] = []
            for item in section.elements {
                guard let place = sourcePlace[item.id] else {
                    if sourceSectionIDs.contains(section.model.id) { inserts += 1 }
                    continue
                }
                if place.item.content != item.content { updates += 1 }
                if place.section == section.model.id { ownOrder.append(place.index) } else { moves += 1 }
            }
            moves += ownOrder.count - quadraticLISLength(ownOrder)
        }
        return (deletes, inserts, updates, moves)
    }

    @Test func sparseChangesReplayWithTheExpectedChanges() {
        for seed in 0..<UInt64(2_000) {
            let seed = seed &+ 4_000_000
            let (source, target) = Self.sparseEdit(seed: seed)
            let changeset = StagedChangeset(source: source, target: target)
            let problems = replayProblems(source: source, target: target, changeset: changeset)
            #expect(problems.isEmpty, "seed \(seed): \(problems)")

            let expected = Self.expectedCounts(source, target)
            let deletes = changeset.reduce(0) { $0 + $1.elementDeleted.count }
            let inserts = changeset.reduce(0) { $0 + $1.elementInserted.count }
            let updates = changeset.reduce(0) { $0 + $1.elementUpdated.count }
            let moves = changeset.reduce(0) { $0 + $1.elementMoved.count }
            #expect(deletes == expected.deletes, "seed \(seed)")
            #expect(inserts == expected.inserts, "seed \(seed)")
            #expect(updates == expected.updates, "seed \(seed)")
            #expect(moves == expected.moves, "seed \(seed)")
            if source == target { #expect(changeset.isEmpty, "seed \(seed)") }
        }
    }

    @Test func sparseChangesWithDuplicatesNeverBreakTheRules() {
        for seed in 0..<UInt64(1_000) {
            let seed = seed &+ 5_000_000
            let (source, target) = Self.sparseEdit(seed: seed, duplicates: true)
            let changeset = StagedChangeset(source: source, target: target)
            let problems = replayProblems(source: source, target: target, changeset: changeset)
            #expect(problems.isEmpty, "seed \(seed): \(problems)")
        }
    }

    private func section(_ id: String, _ items: String) -> TestSection {
        TestSection(model: TestItem(id), elements: items.map { TestItem(String($0)) })
    }

    @Test func anItemMovedIntoAnUntouchedSectionIsAMove() {
        let source = [section("A", "abc"), section("B", "de"), section("C", "fg")]
        let target = [section("A", "ac"), section("B", "dbe"), section("C", "fg")]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(replayProblems(source: source, target: target, changeset: changeset).isEmpty)
        #expect(changeset.count == 1)
        // "b" leaves item 1 of section 0 for item 1 of section 1.
        let moves = changeset[0].elementMoved.map {
            [$0.source.section, $0.source.element, $0.target.section, $0.target.element]
        }
        #expect(moves == [[0, 1, 1, 1]])
        #expect(changeset[0].elementDeleted.isEmpty && changeset[0].elementInserted.isEmpty)
    }

    @Test func anIdentityInAnUnchangedSectionAndAChangedOneReplays() {
        // "x" sits in A, which does not change, and in B, which does: A's stays in place and
        // B's is matched among the changed sections.
        let source = [section("A", "xy"), section("B", "xz")]
        let target = [section("A", "xy"), section("B", "zx")]
        let changeset = StagedChangeset(source: source, target: target)
        #expect(replayProblems(source: source, target: target, changeset: changeset).isEmpty)
        #expect(changeset.reduce(0) { $0 + $1.elementMoved.count } == 1)
        #expect(changeset.reduce(0) { $0 + $1.elementDeleted.count + $1.elementInserted.count } == 0)
    }

    @Test func unchangedSectionsAreNotHashed() {
        // 50 sections of 20 items; one delete in the first section and one insert in the
        // last. Hashing everything between the first change and the last would hash about
        // 1,000 identities on each side; only the two changed sections' may be hashed.
        let counter = HashCounter()
        func item(_ id: Int) -> CountedItem { CountedItem(id: CountedID(value: id, counter: counter)) }
        let source = (0..<50).map { s in ArraySection(model: s, elements: (0..<20).map { item(s * 100 + $0) }) }
        var target = source
        target[0].elements.remove(at: 10)
        target[49].elements.insert(item(-1), at: 10)
        counter.hashes = 0
        let changeset = StagedChangeset(source: source, target: target)
        #expect(counter.hashes <= 2 * (20 + 20), "\(counter.hashes) identities hashed")
        #expect(changeset.reduce(0) { $0 + $1.elementDeleted.count } == 1)
        #expect(changeset.reduce(0) { $0 + $1.elementInserted.count } == 1)
        #expect(changeset.reduce(0) { $0 + $1.elementMoved.count } == 0)
    }
}

/// Counts how many identities were hashed.
private final class HashCounter {
    var hashes = 0
}

/// An identity with no fast hash (so the diff hashes it through `hash(into:)`) that counts
/// its hashing.
private struct CountedID: Hashable {
    var value: Int
    var counter: HashCounter

    static func == (lhs: CountedID, rhs: CountedID) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) {
        counter.hashes += 1
        hasher.combine(value)
    }
}

private struct CountedItem: Differentiable {
    var id: CountedID
    var differenceIdentifier: CountedID { id }
    func isContentEqual(to source: CountedItem) -> Bool { true }
}
