import Testing

// The storage's internals (node shapes, the leaf observer) live in its own module.
@testable import TabulaStorage

/// Appending at the end of a list (a chat's new message, a feed's next page) is the commonest
/// write. A full last leaf split in half would move half its items to a new leaf, and an
/// identity index would follow each one on the main thread; labels halved at every split
/// would run out after a few dozen leaves and relabel the whole tree (O(n)).
@Suite("ListItems: appends at the end")
struct ListItemsAppendTests {
    /// Counts what the tree tells an identity index.
    final class CountingObserver: ListItemsObserver {
        typealias Element = Int
        var relocatedElements = 0
        var rebuilds = 0
        func inserted(_: Int, inLeaf _: UInt64) {}
        func removed(_: Int, fromLeaf _: UInt64) {}
        func replaced(_: Int, with _: Int, inLeaf _: UInt64) {}
        func relocated(_ elements: ArraySlice<Int>, fromLeaf _: UInt64, toLeaf _: UInt64) {
            relocatedElements += elements.count
        }
        func rebuilt(old _: ListItems<Int>, new _: ListItems<Int>) { rebuilds += 1 }
    }

    @Test func appendingToAFullLastLeafMovesNoElementBetweenLeaves() throws {
        let shape = ListItemsShape(leafCapacity: 16, branchCapacity: 4)
        // Built trees have full leaves: the first append meets a full last leaf.
        var items = ListItems(Array(0..<64), shape: shape)
        let observer = CountingObserver()
        for value in 64..<400 {
            items.insert(value, at: items.count, observer)
            try items.checkInvariants()
        }
        #expect(Array(items) == Array(0..<400))
        #expect(observer.relocatedElements == 0, "elements moved between leaves by appends")
    }

    @Test func manyAppendsToABuiltListDoNotRelabelTheTree() throws {
        var items = ListItems(Array(0..<100_000))
        let observer = CountingObserver()
        for value in 100_000..<150_000 {
            items.insert(value, at: items.count, observer)
        }
        try items.checkInvariants()
        #expect(items.count == 150_000 && items[149_999] == 149_999)
        #expect(observer.rebuilds == 0, "whole-tree relabellings in 50,000 appends")
    }

    @Test func removalsAfterAppendsKeepTheTreeBalanced() throws {
        let shape = ListItemsShape(leafCapacity: 8, branchCapacity: 4)
        var items = ListItems(Array(0..<40), shape: shape)
        var model = Array(0..<40)
        let observer = CountingObserver()
        for value in 40..<43 {
            items.insert(value, at: items.count, observer)
            model.append(value)
        }
        // The last leaf holds few items now: removing from it and from its neighbour merges.
        for fromEnd in [1, 5, 2, model.count - 3] {
            let at = model.count - fromEnd
            #expect(items.remove(at: at, observer) == model.remove(at: at))
            try items.checkInvariants()
        }
        #expect(Array(items) == model)
    }
}
