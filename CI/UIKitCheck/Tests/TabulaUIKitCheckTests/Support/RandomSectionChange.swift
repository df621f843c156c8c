import Foundation
import Tabula
import TabulaHeadless
import TabulaTestSupport

/// Fresh identities for random changes: every new section and contact gets a new one, so
/// the diff never sees a duplicate.
struct FreshIdentities {
    var nextContact = 1_000
    var nextSection = 0

    mutating func contacts(_ count: Int) -> [Contact] {
        defer { nextContact += count }
        return count == 0 ? [] : TabulaUIKitCheckTests.contacts(nextContact...(nextContact + count - 1))
    }

    mutating func sectionName() -> String {
        nextSection += 1
        return "S\(nextSection)"
    }
}

extension ListTransaction where Section == String, Item == Contact {
    /// One random section change: insert a new section (with or without items and a
    /// header), remove one (while more than one is left), move one, or reload one. The
    /// random adapter tests mix these with item changes, so the adapters' batches carry
    /// section inserts, deletes, moves and reloads to the model's oracle.
    mutating func randomSectionChange(using rng: inout SplitMix64, identities: inout FreshIdentities) throws {
        let count = sections.count
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            let name = identities.sectionName()
            let items = identities.contacts(Int.random(in: 0...4, using: &rng))
            let header = Bool.random(using: &rng) ? SupplementaryModel(name) : nil
            try insertSection(
                ListSection(name, items: items, header: header), at: Int.random(in: 0...count, using: &rng))
        case 1 where count > 1:
            try removeSections(at: [Int.random(in: 0..<count, using: &rng)])
        case 2 where count > 1:
            try moveSection(from: Int.random(in: 0..<count, using: &rng), to: Int.random(in: 0..<count, using: &rng))
        default:
            try reloadSections(at: [Int.random(in: 0..<count, using: &rng)])
        }
    }
}
