import TabulaDiff
import Testing

/// Property tests over many seeded random edits. A failure names its seed; rerun one with
/// `RandomEdits(seed:)` to replay it.
@Suite("Randomized diff")
struct RandomizedDiffTests {
    static let pairs = 5_000

    @Test func flatStagesReplayToTargetWithMinimalMoves() {
        for seed in 0..<UInt64(Self.pairs) {
            var edits = RandomEdits(seed: seed)
            let source = edits.items(count: Int.random(in: 0...20, using: &edits.random))
            let target = edits.edit(source)
            let changeset = StagedChangeset(source: source, target: target)
            let problems = replayProblems(source: source, target: target, changeset: changeset)
            #expect(problems.isEmpty, "seed \(seed): \(problems)")

            // Minimal moves: matched - LIS of the matched source positions in target order.
            let sourcePosition = Dictionary(uniqueKeysWithValues: source.enumerated().map { ($1.id, $0) })
            let matched = target.compactMap { sourcePosition[$0.id] }
            let moves = changeset.reduce(0) { $0 + $1.elementMoved.count }
            #expect(moves == matched.count - quadraticLISLength(matched), "seed \(seed)")
            if source == target { #expect(changeset.isEmpty, "seed \(seed)") }
        }
    }

    @Test func flatWithDuplicatesNeverBreaksTheRules() {
        for seed in 0..<UInt64(Self.pairs / 5) {
            var edits = RandomEdits(seed: seed &+ 1_000_000)
            let source = edits.items(count: Int.random(in: 0...12, using: &edits.random), duplicates: true)
            let target = edits.edit(source, duplicates: true)
            let changeset = StagedChangeset(source: source, target: target)
            let problems = replayProblems(source: source, target: target, changeset: changeset)
            #expect(problems.isEmpty, "seed \(seed &+ 1_000_000): \(problems)")
        }
    }

    @Test func sectionedStagesReplayToTarget() {
        for seed in 0..<UInt64(Self.pairs) {
            var edits = RandomEdits(seed: seed &+ 2_000_000)
            let source = edits.sections(count: Int.random(in: 0...5, using: &edits.random))
            let target = edits.edit(source)
            let changeset = StagedChangeset(source: source, target: target)
            let problems = replayProblems(source: source, target: target, changeset: changeset)
            #expect(problems.isEmpty, "seed \(seed &+ 2_000_000): \(problems)")

            // Minimal section moves.
            let sourceIndex = Dictionary(uniqueKeysWithValues: source.enumerated().map { ($1.model.id, $0) })
            let matched = target.compactMap { sourceIndex[$0.model.id] }
            let sectionMoved = changeset.reduce(0) { $0 + $1.sectionMoved.count }
            #expect(sectionMoved == matched.count - quadraticLISLength(matched), "seed \(seed &+ 2_000_000)")
        }
    }

    @Test func sectionedWithDuplicatesNeverBreaksTheRules() {
        for seed in 0..<UInt64(Self.pairs / 5) {
            var edits = RandomEdits(seed: seed &+ 3_000_000)
            let source = edits.sections(count: Int.random(in: 0...4, using: &edits.random), duplicates: true)
            let target = edits.edit(source, duplicates: true)
            let changeset = StagedChangeset(source: source, target: target)
            let problems = replayProblems(source: source, target: target, changeset: changeset)
            #expect(problems.isEmpty, "seed \(seed &+ 3_000_000): \(problems)")
        }
    }
}
