import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

// The storage's internals (node shapes, invariant checks) live in its own module.
@testable import TabulaStorage

/// The storage's identity index against a scan: random transactions (items and sections
/// inserted, removed, moved, replaced by identity, duplicate identities, transactions that
/// throw half-way) on trees with tiny nodes, and after each one every identity looked up
/// both ways.
@Suite("ListStorage: identity look-ups through the index")
struct ListIdentityIndexTests {
    struct Tag: Differentiable, Hashable, Sendable, CustomStringConvertible {
        var id: Int
        var value: Int
        var differenceIdentifier: Int { id }
        func isContentEqual(to source: Tag) -> Bool { value == source.value }
        var description: String { "\(id)/\(value)" }
    }

    struct Rejected: Error {}

    @Test(arguments: [4, 6, 64])
    func lookUpsMatchAScan(leafCapacity: Int) throws {
        try ListItemsShape.$override.withValue(ListItemsShape(leafCapacity: leafCapacity, branchCapacity: 4)) {
            for seed in UInt64(1)...6 {
                try run(seed: seed)
            }
        }
    }

    private func run(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var next = 0
        func tag() -> Tag {
            // One in ten is a duplicate of an earlier identity.
            defer { next += 1 }
            return Tag(
                id: Int.random(in: 0..<10, using: &random) == 0 && next > 0
                    ? Int.random(in: 0..<next, using: &random) : next, value: 0)
        }
        let storage = try ListStorage<Int, Tag>(
            sections: (0..<3).map { section in
                ListSection(section, items: (0..<Int.random(in: 0..<40, using: &random)).map { _ in tag() })
            })
        var nextSection = 3
        for step in 0..<200 {
            let snapshot = storage.snapshot
            let sections = snapshot.sections
            let all = sections.flatMap(\.items)
            let choice = Int.random(in: 0..<100, using: &random)
            do {
                try storage.update { list in
                    switch choice {
                    case 0..<30 where !sections.isEmpty:
                        let section = Int.random(in: 0..<sections.count, using: &random)
                        let count = sections[section].items.count
                        // One in three at the end: appends start new last leaves.
                        let at =
                            Int.random(in: 0..<3, using: &random) == 0
                            ? count : Int.random(in: 0...count, using: &random)
                        let new = (0..<(Int.random(in: 0..<4, using: &random) == 0 ? 30 : 1)).map { _ in tag() }
                        try list.insertItems(new, at: ListIndexPath(item: at, section: section))
                    case 30..<45 where !all.isEmpty:
                        let ids = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                            all.randomElement(using: &random)!.id
                        }
                        try list.removeItems(withIdentifiers: Array(Set(ids)))
                    case 45..<60 where !all.isEmpty:
                        let old = all.randomElement(using: &random)!
                        try list.replaceItem(Tag(id: old.id, value: old.value + 1))
                    case 60..<70 where !all.isEmpty:
                        let from = try #require(snapshot.indexPath(of: all.randomElement(using: &random)!.id))
                        let section = Int.random(in: 0..<sections.count, using: &random)
                        let count = sections[section].items.count - (section == from.section ? 1 : 0)
                        try list.moveItem(
                            from: from,
                            to: ListIndexPath(item: Int.random(in: 0...count, using: &random), section: section))
                    case 70..<75:
                        try list.insertSection(
                            ListSection(
                                nextSection, items: (0..<Int.random(in: 0..<20, using: &random)).map { _ in tag() }),
                            at: Int.random(in: 0...sections.count, using: &random))
                        nextSection += 1
                    case 75..<78 where !sections.isEmpty:
                        try list.removeSections(at: [Int.random(in: 0..<sections.count, using: &random)])
                    case 78..<82 where sections.count > 1:
                        try list.moveSection(
                            from: Int.random(in: 0..<sections.count, using: &random),
                            to: Int.random(in: 0..<sections.count, using: &random))
                    case 82..<86 where !sections.isEmpty:
                        let section = Int.random(in: 0..<sections.count, using: &random)
                        try list.setItems(
                            sections[section].items.shuffled(using: &random) + [tag()], inSectionAt: section)
                    case 86..<92 where !all.isEmpty:
                        // Half-way through, the transaction throws: nothing may stay changed.
                        try list.removeItems(withIdentifiers: [all.randomElement(using: &random)!.id])
                        try list.insertItems([tag()], at: ListIndexPath(item: 0, section: 0))
                        throw Rejected()
                    case 92..<94:
                        try list.replaceItem(Tag(id: -1, value: 0))  // not stored: throws
                    default:
                        // Two edits in one transaction, looked up in between.
                        let new = tag()
                        try list.appendItems([new], to: 0)
                        #expect(list.indexPath(of: new.id) == scan(list.sections, new.id), "seed \(seed) step \(step)")
                        if let any = all.randomElement(using: &random) {
                            try list.replaceItem(Tag(id: any.id, value: -step))
                        }
                    }
                }
            } catch is Rejected {
            } catch is ListStorageError {}
            // Every identity, and one never stored, looked up through the index and by a scan.
            let now = storage.snapshot.sections
            var firstPaths: [Int: ListIndexPath] = [:]
            for (section, content) in now.enumerated() {
                for (item, value) in content.items.enumerated() where firstPaths[value.id] == nil {
                    firstPaths[value.id] = ListIndexPath(item: item, section: section)
                }
            }
            let ids = Set(firstPaths.keys).union(all.map(\.id)).union([-1])
            var mismatches: [String] = []
            try storage.update { list in
                for id in ids where list.indexPath(of: id) != firstPaths[id] {
                    mismatches.append(
                        "\(id): index \(list.indexPath(of: id).map(\.description) ?? "nil"), scan \(firstPaths[id].map(\.description) ?? "nil")"
                    )
                }
            }
            guard mismatches.isEmpty else {
                Issue.record("seed \(seed) step \(step) (choice \(choice)): \(mismatches.prefix(5))")
                return
            }
            for section in now { try section.items.checkInvariants() }
        }
    }

    private func scan(_ sections: [ListSection<Int, Tag>], _ id: Int) -> ListIndexPath? {
        for (index, section) in sections.enumerated() {
            if let item = section.items.firstIndex(where: { $0.id == id }) {
                return ListIndexPath(item: item, section: index)
            }
        }
        return nil
    }

    @Test func oneHotSpotOfInsertsRelabelsAndStillFindsEveryItem() throws {
        try ListItemsShape.$override.withValue(ListItemsShape(leafCapacity: 4, branchCapacity: 4)) {
            let storage = try ListStorage<Int, Tag>(sections: [
                ListSection(0, items: (0..<8).map { Tag(id: $0, value: 0) })
            ])
            _ = try storage.update { list in _ = list.indexPath(of: 0) }  // builds the index
            for id in 100..<1_100 {
                try storage.insertItems([Tag(id: id, value: 0)], at: ListIndexPath(item: 1, section: 0))
            }
            let items = storage.snapshot.sections[0].items
            try items.checkInvariants()
            try storage.update { list in
                for (position, item) in items.enumerated() {
                    #expect(list.indexPath(of: item.id) == ListIndexPath(item: position, section: 0))
                }
            }
        }
    }
}
