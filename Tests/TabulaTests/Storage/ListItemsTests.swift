import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

// The storage's internals (node shapes, invariant checks) live in its own module.
@testable import TabulaStorage

/// `ListItems` against a plain array: random edits with small node capacities (so splits,
/// merges, several levels and relabelling all happen with a few hundred elements), every
/// tree invariant checked after every edit, and earlier copies checked unchanged (the
/// copies share nodes with the edited value).
@Suite("ListItems: the chunked tree behind a section's items")
struct ListItemsTests {
    static let shapes: [ListItemsShape] = [
        ListItemsShape(leafCapacity: 4, branchCapacity: 4), ListItemsShape(leafCapacity: 5, branchCapacity: 6),
        ListItemsShape(leafCapacity: 16, branchCapacity: 8), .standard(for: Int.self),
    ]

    @Test(arguments: shapes)
    func randomEditsMatchAnArray(shape: ListItemsShape) throws {
        for seed in UInt64(1)...8 {
            var random = SplitMix64(seed: seed)
            var items = ListItems<Int>((0..<Int.random(in: 0..<300, using: &random)).map { $0 }, shape: shape)
            var model = Array(items)
            var kept: [(ListItems<Int>, [Int])] = []
            var next = 10_000
            for step in 0..<400 {
                let choice = Int.random(in: 0..<100, using: &random)
                switch choice {
                case 0..<8:
                    // A run of appends: the last leaf fills, then a new one starts.
                    for _ in 0..<Int.random(in: 1...40, using: &random) {
                        items.insert(next, at: model.count)
                        model.append(next)
                        next += 1
                    }
                case 8..<35:
                    let at = Int.random(in: 0...model.count, using: &random)
                    items.insert(next, at: at)
                    model.insert(next, at: at)
                    next += 1
                case 35..<65 where !model.isEmpty:
                    let at = Int.random(in: 0..<model.count, using: &random)
                    #expect(items.remove(at: at) == model.remove(at: at), "seed \(seed) step \(step)")
                case 65..<80 where !model.isEmpty:
                    let at = Int.random(in: 0..<model.count, using: &random)
                    items[at] = next
                    model[at] = next
                    next += 1
                case 80..<90:
                    let lower = Int.random(in: 0...model.count, using: &random)
                    let upper = Int.random(in: lower...min(model.count, lower + 40), using: &random)
                    let new = (0..<Int.random(in: 0..<60, using: &random)).map { next + $0 }
                    next += new.count
                    items.replaceSubrange(lower..<upper, with: new)
                    model.replaceSubrange(lower..<upper, with: new)
                case 90..<95:
                    kept.append((items, model))
                default:
                    // The same position again and again: splits at one place use up the
                    // labels between two leaves and force a relabelling.
                    let at = min(1, model.count)
                    items.insert(next, at: at)
                    model.insert(next, at: at)
                    next += 1
                }
                do {
                    try items.checkInvariants()
                } catch {
                    Issue.record("seed \(seed) step \(step) (\(shape)): \(error)")
                    return
                }
                guard Array(items) == model else {
                    Issue.record("seed \(seed) step \(step) (\(shape)): \(Array(items)) ≠ \(model)")
                    return
                }
            }
            #expect(items.count == model.count)
            #expect((0..<model.count).allSatisfy { items[$0] == model[$0] }, "seed \(seed): subscript reads")
            #expect(items.firstIndex(where: { $0 == model.last }) == model.firstIndex(where: { $0 == model.last }))
            for (copy, array) in kept {
                #expect(Array(copy) == array, "seed \(seed): an earlier copy changed")
                #expect(throws: Never.self) { try copy.checkInvariants() }
            }
        }
    }

    @Test func buildsBalancedTreesOfEverySize() throws {
        let shape = ListItemsShape(leafCapacity: 4, branchCapacity: 4)
        for count in 0..<200 {
            let items = ListItems(Array(0..<count), shape: shape)
            try items.checkInvariants()
            #expect(Array(items) == Array(0..<count))
        }
        let big = ListItems(Array(0..<1_000_000))
        #expect(big.height == 4, "a million Ints: leaves and three inner levels")
        #expect(big[765_432] == 765_432)
    }

    @Test func behavesAsAnArrayValue() {
        var items: ListItems<Int> = [1, 2, 3]
        let copy = items
        items.append(4)
        items[0] = 9
        #expect(copy == [1, 2, 3])
        #expect(items == [9, 2, 3, 4])
        #expect(items.description == "[9, 2, 3, 4]")
        #expect(items.map { $0 * 2 } == [18, 4, 6, 8])
        #expect(Set([items, ListItems([9, 2, 3, 4])]).count == 1)
        items.removeSubrange(1..<3)
        #expect(items.array == [9, 4])
        items.removeAll()
        #expect(items.isEmpty && items.count == 0 && items.height == 0)
    }
}
