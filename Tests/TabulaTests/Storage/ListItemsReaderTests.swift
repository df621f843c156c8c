import Tabula
import TabulaTestSupport
import Testing

@testable import TabulaStorage

/// `ListItemsReader` (how the updater reads presented items per shown cell) against the
/// sections it was made from: random sections (empty ones, one leaf, several levels, edited
/// after building so trees are uneven), every position read, and positions outside each
/// section and outside the sections refused.
@Suite("ListItemsReader: items read by position without their collection's type")
struct ListItemsReaderTests {
    @Test(arguments: [ListItemsShape(leafCapacity: 4, branchCapacity: 4), .standard(for: String.self)])
    func readsEveryItemOfRandomSections(shape: ListItemsShape) {
        for seed in UInt64(1)...20 {
            var random = SplitMix64(seed: seed)
            let sections: [ListItems<String>] = (0..<Int.random(in: 0...6, using: &random)).map { section in
                let count = Int.random(in: 0...3, using: &random) == 0 ? 0 : Int.random(in: 1...200, using: &random)
                var items = ListItems((0..<count).map { "s\(section)-\($0)" }, shape: shape)
                for edit in 0..<Int.random(in: 0...20, using: &random) where !items.isEmpty {
                    items.remove(at: Int.random(in: 0..<items.count, using: &random))
                    items.insert("s\(section)-new\(edit)", at: Int.random(in: 0...items.count, using: &random))
                }
                return items
            }
            let reader = ListItemsReader(sections)
            #expect(Array(reader.counts) == sections.map(\.count), "seed \(seed)")
            for (section, items) in sections.enumerated() {
                for item in 0..<items.count {
                    #expect(reader.contains(section: section, item: item), "seed \(seed): \(section).\(item)")
                    let read = reader.element(section: section, item: item)
                    #expect(read == items[item], "seed \(seed): \(section).\(item)")
                }
                #expect(!reader.contains(section: section, item: items.count), "seed \(seed): past section \(section)")
                #expect(!reader.contains(section: section, item: -1), "seed \(seed): before section \(section)")
            }
            #expect(!reader.contains(section: sections.count, item: 0), "seed \(seed): past the sections")
            #expect(!reader.contains(section: -1, item: 0), "seed \(seed): before the sections")
        }
    }
}
