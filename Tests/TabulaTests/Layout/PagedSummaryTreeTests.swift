import Foundation
import TabulaTestSupport
import Testing

@testable import TabulaLayout

/// `PagedSummaryTree` against a plain array, at page sizes small enough that inserts split
/// pages and removals empty them, and `SectionSizes` at counts that span many real pages.
@Suite("PagedSummaryTree")
struct PagedSummaryTreeTests {
    /// An element that is its own summary: a count of 1 and a whole-point extent, so every
    /// sum is exact whatever the grouping.
    private struct Leaf: Summarized, Equatable {
        var extent: CGFloat
        var summary: ItemRunSummary { ItemRunSummary(count: 1, missing: 0, extent: extent, tallest: extent) }
    }

    private func expectMatches(
        _ tree: PagedSummaryTree<Leaf>, _ model: [Leaf], _ context: @autoclosure () -> String
    ) -> Bool {
        var failures: [String] = []
        if Array(tree) != model { failures.append("elements differ") }
        if tree.count != model.count { failures.append("count \(tree.count), expected \(model.count)") }
        if Array(tree.reversed()) != model.reversed() { failures.append("reversed elements differ") }
        let total = model.reduce(0) { $0 + $1.extent }
        if tree.total.count != model.count || tree.total.extent != total {
            failures.append("total \(tree.total), expected \(model.count) and \(total)")
        }
        let tallest = model.map(\.extent).max() ?? 0
        if tree.total.tallest != tallest { failures.append("tallest \(tree.total.tallest), expected \(tallest)") }
        var running: CGFloat = 0
        for (position, leaf) in model.enumerated() where failures.isEmpty {
            let found = tree.firstElement { $0.count > position }
            if let found, tree[found.index] == leaf, found.before.count == position, found.before.extent == running {
            } else {
                failures.append("element \(position): \(String(describing: found))")
            }
            let byExtent = tree.firstElement { $0.extent > running }
            if byExtent?.before.count != position { failures.append("the element ending after \(running)") }
            running += leaf.extent
        }
        if tree.firstElement(where: { $0.count > model.count }) != nil { failures.append("found past the end") }
        if !failures.isEmpty { Issue.record("\(context()): \(failures.joined(separator: "; "))") }
        return failures.isEmpty
    }

    /// Built from one repeated element, it holds what inserting the same elements one by one
    /// gives, at every page size, count and tail.
    @Test func aRepeatedBuildMatchesInsertingOneByOne() {
        for pageSize in [1, 2, 3, 5] {
            for count in 0...23 {
                for last in [nil, Leaf(extent: 7)] {
                    let tree = PagedSummaryTree(
                        repeating: Leaf(extent: 3), count: count, then: last, pageSize: pageSize)
                    var inserted = PagedSummaryTree<Leaf>(pageSize: pageSize)
                    let model = Array(repeating: Leaf(extent: 3), count: count) + (last.map { [$0] } ?? [])
                    for leaf in model { inserted.insert(leaf, at: inserted.endPosition) }
                    let context = "pages of \(pageSize), \(count) then \(String(describing: last))"
                    guard expectMatches(tree, model, context), expectMatches(inserted, model, context + ", inserted")
                    else { return }
                }
            }
        }
    }

    /// Random writes, inserts and removals; a copy taken before each step keeps its elements
    /// (pages are shared until written).
    @Test(arguments: [(UInt64(11), 1), (12, 2), (13, 4), (14, 16)])
    func randomChangesMatchAnArray(seed: UInt64, pageSize: Int) {
        var generator = SplitMix64(seed: seed)
        var model = (0..<40).map { _ in Leaf(extent: CGFloat(Int.random(in: 1...9, using: &generator))) }
        var tree = PagedSummaryTree<Leaf>(pageSize: pageSize)
        for leaf in model { tree.insert(leaf, at: tree.endPosition) }
        for step in 0..<300 {
            let copy = tree
            let copyModel = model
            let leaf = Leaf(extent: CGFloat(Int.random(in: 1...9, using: &generator)))
            switch Int.random(in: 0..<3, using: &generator) {
            case 0 where !model.isEmpty:
                let position = Int.random(in: 0..<model.count, using: &generator)
                let index = tree.firstElement { $0.count > position }!.index
                tree[index] = leaf
                tree.updateSummary(at: index)
                model[position] = leaf
            case 1 where !model.isEmpty:
                let position = Int.random(in: 0..<model.count, using: &generator)
                tree.remove(at: tree.firstElement { $0.count > position }!.index)
                model.remove(at: position)
            default:
                let position = Int.random(in: 0...model.count, using: &generator)
                let index =
                    position == model.count ? tree.endPosition : tree.firstElement { $0.count > position }!.index
                tree.insert(leaf, at: index)
                model.insert(leaf, at: position)
            }
            let context = "seed \(seed), pages of \(pageSize), step \(step)"
            guard expectMatches(tree, model, context), expectMatches(copy, copyModel, context + ", the copy") else {
                return
            }
        }
    }

    /// Sizes spanning a few hundred real pages: readings match a plain model after writes and
    /// inserts near page boundaries, a copy marked stale and written keeps the original's
    /// readings, and items inserted until a page splits read back in order.
    @Test func aLongSectionSpansPages() {
        let metric = ItemExtentMetric(horizontal: false, spacing: 1)
        let perPage = SectionSizes.pageSize * SectionSizes.fillChunk
        let count = 3 * perPage + 777
        var sizes = SectionSizes(stale: count, extent: 10, metric: metric)
        #expect(sizes.count == count && sizes.itemsExtent == CGFloat(count * 11 - 1))
        let boundary = [0, perPage - 1, perPage, 2 * perPage + 5, count - 1]
        for item in boundary { sizes.set(CGSize(width: 5, height: 20), at: item) }
        func expected(_ item: Int, writes: [Int]) -> CGFloat {
            CGFloat(item * 11 + 10 * writes.filter { $0 < item }.count)
        }
        for item in boundary + [1, perPage + 1, count / 2] {
            #expect(sizes.offset(before: item) == expected(item, writes: boundary), "offset of \(item)")
            #expect(sizes.item(endingAfter: expected(item, writes: boundary))?.item == item, "item at \(item)")
        }
        let original = sizes
        var staled = sizes.staled()
        staled.set(CGSize(width: 5, height: 30), at: perPage)
        #expect(original[perPage] == CGSize(width: 5, height: 20) && staled[perPage] == CGSize(width: 5, height: 30))
        #expect(original[0] == CGSize(width: 5, height: 20) && staled[0] == nil)
        #expect(original.missingCount == count - boundary.count && staled.missingCount == count - 1)
        #expect(staled.offset(before: count) == original.offset(before: count) + 10)
        // Enough inserts at one place to split its chunk's page several times.
        for _ in 0..<(3 * SectionSizes.pageSize * SectionSizes.fillChunk) { sizes.insertMissing(at: perPage) }
        #expect(sizes.count == count + 3 * perPage && sizes[perPage + 3 * perPage] == CGSize(width: 5, height: 20))
        #expect(
            sizes.offset(before: perPage + 3 * perPage) == expected(perPage, writes: boundary) + CGFloat(3 * perPage))
        #expect(sizes.missingItems() == Array(perPage..<(perPage + 3 * perPage)))
        #expect(sizes.missingItems(includingStale: true).count == sizes.count - boundary.count)
    }
}

extension PagedSummaryTree {
    /// Where an element appended at the end goes: after the last page's last slot.
    fileprivate var endPosition: PagedIndex {
        guard !isEmpty else { return startIndex }
        let last = index(before: endIndex)
        return PagedIndex(page: last.page, slot: last.slot + 1)
    }
}
