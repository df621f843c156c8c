import Foundation
import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// The sectioned diff's stages, for thousands of seeded random edits, applied through
/// `HeadlessListView` of both kinds: every stage must pass UIKit's rules, and the cells and
/// headers on screen must show the target afterwards (no stale content).
@MainActor
@Suite("Randomized sectioned diffs through the headless host")
struct RandomizedSectionedDiffHostTests {
    struct Item: Differentiable, Hashable, CustomStringConvertible {
        var id: Int
        var content: Int
        var differenceIdentifier: Int { id }
        var description: String { "\(id).\(content)" }
    }

    struct Header: Differentiable, Hashable {
        var id: Int
        var title: Int
        var differenceIdentifier: Int { id }
    }

    typealias Section = ArraySection<Header, Item>

    static let pairs = 5_000

    private static func edit(_ source: [Section], random: inout SplitMix64, nextID: inout Int) -> [Section] {
        var sections = source.filter { _ in Int.random(in: 0..<6, using: &random) != 0 }
        for index in sections.indices {
            if Int.random(in: 0..<5, using: &random) == 0 { sections[index].model.title += 1 }
            var items = sections[index].elements.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
            for item in items.indices where Int.random(in: 0..<4, using: &random) == 0 { items[item].content += 1 }
            if items.count > 1, Int.random(in: 0..<2, using: &random) == 0 {
                let item = items.remove(at: Int.random(in: 0..<items.count, using: &random))
                items.insert(item, at: Int.random(in: 0...items.count, using: &random))
            }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                nextID += 1
                items.insert(Item(id: nextID, content: 0), at: Int.random(in: 0...items.count, using: &random))
            }
            sections[index].elements = items
        }
        for _ in 0..<Int.random(in: 0...2, using: &random) where sections.count >= 2 {
            let from = Int.random(in: 0..<sections.count, using: &random)
            let to = Int.random(in: 0..<sections.count, using: &random)
            guard !sections[from].elements.isEmpty else { continue }
            let item = sections[from].elements.removeFirst()
            sections[to].elements.insert(item, at: Int.random(in: 0...sections[to].elements.count, using: &random))
        }
        if sections.count >= 2, Int.random(in: 0..<2, using: &random) == 0 {
            let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
        }
        for _ in 0..<Int.random(in: 0...1, using: &random) {
            nextID += 1
            let items = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                nextID += 1
                return Item(id: nextID, content: 0)
            }
            sections.insert(
                Section(model: Header(id: nextID, title: 0), elements: items),
                at: Int.random(in: 0...sections.count, using: &random))
        }
        return sections
    }

    private static func show(_ data: ArrayListDataSource<Item>, _ sections: [Section]) {
        data.sections = sections.map(\.elements)
        data.headers = sections.map { "H\($0.model.id).\($0.model.title)" }
    }

    @Test func stagesPassTheRulesAndLeaveNoStaleContent() throws {
        var failures = 0
        for seed in 0..<UInt64(Self.pairs) where failures < 5 {
            var random = SplitMix64(seed: seed &+ 9_000_000)
            var nextID = 0
            let source: [Section] = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                nextID += 1
                let header = Header(id: nextID, title: 0)
                return Section(
                    model: header,
                    elements: (0..<Int.random(in: 0...5, using: &random)).map { _ in
                        nextID += 1
                        return Item(id: nextID, content: 0)
                    })
            }
            let target = Self.edit(source, random: &random, nextID: &nextID)
            let kind: ListHostKind = seed % 2 == 0 ? .table : .collection
            let data = ArrayListDataSource<Item>(sections: [])
            Self.show(data, source)
            let host = HeadlessListView(
                kind: kind, viewportSize: CGSize(width: 320, height: 600),
                frameProvider: FixedRowHeightFrames(rowHeight: 20, headerHeight: 10))
            host.dataSource = data
            host.registerCell(reuseIdentifier: "cell")
            host.registerSupplementaryView(.header, reuseIdentifier: "header")
            try host.reloadData()

            let changeset = StagedChangeset(source: source, target: target)
            for (index, stage) in changeset.enumerated() {
                do {
                    try host.performBatch(ListBatch(stage)) { Self.show(data, stage.data) }
                } catch {
                    failures += 1
                    Issue.record("seed \(seed &+ 9_000_000), \(kind), stage \(index): \(error)\n\(stage)")
                    break
                }
            }
            let mismatches = screenProblems(host, target.map(\.elements), rowHeight: 20, headerHeight: 10)
            #expect(mismatches.isEmpty, "seed \(seed &+ 9_000_000): \(mismatches)")
            for section in target.indices {
                let header = host.supplementaryView(.header, inSection: section)?.contentDescription
                #expect(
                    header == "H\(target[section].model.id).\(target[section].model.title)",
                    "seed \(seed &+ 9_000_000) header \(section)")
            }
            if !mismatches.isEmpty { failures += 1 }
        }
    }
}
