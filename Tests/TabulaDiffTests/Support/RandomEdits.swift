import Tabula
import TabulaTestSupport

/// Seeded random sources and targets for the diff's property tests.
struct RandomEdits {
    var random: SplitMix64
    private var nextID = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func freshID(prefix: String = "i") -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    /// A list of unique items, or, with `duplicates`, ids drawn from a tiny pool.
    mutating func items(count: Int, duplicates: Bool = false) -> [TestItem] {
        (0..<count).map { _ in
            duplicates
                ? TestItem("d\(Int.random(in: 0..<4, using: &random))", Int.random(in: 0..<2, using: &random))
                : TestItem(freshID())
        }
    }

    /// `source` after random deletes, inserts, moves and content updates.
    mutating func edit(_ source: [TestItem], duplicates: Bool = false) -> [TestItem] {
        var items = source.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
        for index in items.indices where Int.random(in: 0..<4, using: &random) == 0 {
            items[index].content += 1
        }
        let moves = Int.random(in: 0...3, using: &random)
        for _ in 0..<moves where !items.isEmpty {
            let item = items.remove(at: Int.random(in: 0..<items.count, using: &random))
            items.insert(item, at: Int.random(in: 0...items.count, using: &random))
        }
        let inserts = Int.random(in: 0...4, using: &random)
        for _ in 0..<inserts {
            let fresh = duplicates ? self.items(count: 1, duplicates: true)[0] : TestItem(freshID())
            items.insert(fresh, at: Int.random(in: 0...items.count, using: &random))
        }
        return items
    }

    mutating func sections(count: Int, duplicates: Bool = false) -> [TestSection] {
        (0..<count).map { _ in
            TestSection(
                model: TestItem(freshID(prefix: "S")),
                elements: items(count: Int.random(in: 0...6, using: &random), duplicates: duplicates))
        }
    }

    /// `source` after random section deletes, inserts, moves and header changes, and item
    /// edits inside and across sections.
    mutating func edit(_ source: [TestSection], duplicates: Bool = false) -> [TestSection] {
        var sections = source.filter { _ in Int.random(in: 0..<6, using: &random) != 0 }
        for index in sections.indices {
            if Int.random(in: 0..<5, using: &random) == 0 { sections[index].model.content += 1 }
            sections[index].elements = edit(sections[index].elements, duplicates: duplicates)
        }
        // Items moving between sections.
        let crossMoves = Int.random(in: 0...3, using: &random)
        for _ in 0..<crossMoves where sections.count >= 2 {
            let from = Int.random(in: 0..<sections.count, using: &random)
            let to = Int.random(in: 0..<sections.count, using: &random)
            guard !sections[from].elements.isEmpty else { continue }
            let item = sections[from].elements.remove(
                at: Int.random(in: 0..<sections[from].elements.count, using: &random))
            sections[to].elements.insert(item, at: Int.random(in: 0...sections[to].elements.count, using: &random))
        }
        if sections.count >= 2, Int.random(in: 0..<2, using: &random) == 0 {
            let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
            sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
        }
        let inserts = Int.random(in: 0...2, using: &random)
        for _ in 0..<inserts {
            let fresh = self.sections(count: 1, duplicates: duplicates)[0]
            sections.insert(fresh, at: Int.random(in: 0...sections.count, using: &random))
        }
        // Sometimes an item leaves a deleted section and reappears in a new one.
        if let donor = source.first, let item = donor.elements.first, Int.random(in: 0..<4, using: &random) == 0,
            !sections.contains(where: { $0.model.id == donor.model.id }),
            !sections.contains(where: { $0.elements.contains(where: { $0.id == item.id }) }), !sections.isEmpty
        {
            let to = Int.random(in: 0..<sections.count, using: &random)
            sections[to].elements.insert(item, at: 0)
        }
        return sections
    }
}
