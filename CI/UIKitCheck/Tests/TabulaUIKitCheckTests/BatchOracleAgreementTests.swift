import Foundation
import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing
import UIKit

/// The model's batch oracle (written from UIKit's documented behaviour, no Tabula inside)
/// and Tabula's `BatchUpdateRules` (the library's pre-check) must accept and reject the
/// same batches: if they drift apart, one of them no longer says what UIKit does, and the
/// adapter tests could pass on a rule the library gets wrong.
@Suite("Batch oracle agrees with BatchUpdateRules")
struct BatchOracleAgreementTests {
    static let batchesPerSeed = 4_000

    @Test(arguments: [UInt64(11), 12, 13, 14, 15, 16, 17, 18])
    func randomBatchesGetTheSameVerdict(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var verdicts = (accepted: 0, rejected: 0, disagreements: 0)
        var acceptedSectionChanges = 0
        for index in 0..<Self.batchesPerSeed {
            let batch = RandomBatch.make(using: &rng)
            for (oracleKind, kind) in [
                (BatchUpdateOracle.ViewKind.tableView, ListHostKind.table), (.collectionView, .collection),
            ] {
                let oracle = BatchUpdateOracle(kind: oracleKind).violation(
                    before: batch.before, calls: batch.calls, after: batch.after)
                let rules = BatchUpdateRules.violations(
                    before: batch.before, batch: ListBatch(batch.calls), after: batch.after, kind: kind)
                if (oracle == nil) == rules.isEmpty {
                    if oracle == nil {
                        verdicts.accepted += 1
                        if batch.changesSections { acceptedSectionChanges += 1 }
                    } else {
                        verdicts.rejected += 1
                    }
                    continue
                }
                verdicts.disagreements += 1
                if verdicts.disagreements <= 5 {
                    Issue.record(
                        "seed \(seed), batch \(index), \(kind): oracle \(oracle.map { "rejects: \($0.reason)" } ?? "accepts"), BatchUpdateRules \(rules.isEmpty ? "accepts" : "rejects: \(rules.map(\.message))"); \(batch)"
                    )
                }
            }
        }
        print(
            "seed \(seed): \(verdicts.accepted + verdicts.rejected + verdicts.disagreements) verdicts, \(verdicts.accepted) accepted by both, \(verdicts.rejected) rejected by both, \(verdicts.disagreements) disagreements; \(acceptedSectionChanges) accepted batches change sections"
        )
        #expect(verdicts.disagreements == 0, "seed \(seed)")
        // Both sides of the rules must be exercised, or agreement proves little.
        #expect(verdicts.accepted > Self.batchesPerSeed / 5, "seed \(seed): \(verdicts.accepted) accepted")
        #expect(verdicts.rejected > Self.batchesPerSeed / 5, "seed \(seed): \(verdicts.rejected) rejected")
        #expect(
            acceptedSectionChanges > Self.batchesPerSeed / 20,
            "seed \(seed): \(acceptedSectionChanges) accepted with section changes")
    }
}

extension ListBatch {
    /// Tabula's batch for UIKit calls (the test's own conversion, not the model's).
    init(_ calls: [BatchUpdateCall]) {
        self.init()
        func path(_ indexPath: IndexPath) -> ListIndexPath { ListIndexPath(item: indexPath[1], section: indexPath[0]) }
        for call in calls {
            switch call {
            case let .insertSections(set): sectionInserted += set
            case let .deleteSections(set): sectionDeleted += set
            case let .reloadSections(set): sectionUpdated += set
            case let .moveSection(from, to): sectionMoved.append(Move(source: from, target: to))
            case let .insertItems(paths): elementInserted += paths.map(path)
            case let .deleteItems(paths): elementDeleted += paths.map(path)
            case let .reloadItems(paths): elementUpdated += paths.map(path)
            case let .moveItem(from, to): elementMoved.append(Move(source: path(from), target: path(to)))
            @unknown default: Issue.record("a call the test does not know")
            }
        }
    }
}
