import Foundation
import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

@Suite("ListLayout")
struct ListLayoutTests {
    /// Heights 10, 20, 30, … by item; widths 10 + item.
    static var steps: ListSizeClosures {
        ListSizeClosures(
            itemSize: { path, _ in CGSize(width: CGFloat(10 + path.item), height: CGFloat(10 * (path.item + 1))) },
            headerHeight: { _, _ in 5 },
            footerHeight: { _, _ in 3 })
    }

    static func path(_ item: Int, _ section: Int) -> ListIndexPath {
        ListIndexPath(item: item, section: section)
    }

    @Test func verticalListStacksItemsWithInsetsSpacingHeadersAndFooters() {
        let layout = ListLayout(
            configuration: ListLayoutConfiguration(
                style: .vertical, sectionInsets: ListEdgeInsets(top: 4, left: 8, bottom: 6, right: 12), itemSpacing: 2),
            sizeSource: Self.steps)
        layout.update(sectionCounts: [2, 1], applying: nil, width: 100)
        // Section 0: header 0..5, top inset → 9, item 0 at 9 (10 high), spacing 2, item 1 at 21 (20 high).
        #expect(layout.frame(at: Self.path(0, 0)) == CGRect(x: 8, y: 9, width: 80, height: 10))
        #expect(layout.frame(at: Self.path(1, 0)) == CGRect(x: 8, y: 21, width: 80, height: 20))
        // 41 + bottom 6 = 47, footer to 50, header to 55, top inset to 59.
        #expect(layout.footerFrame(section: 0) == CGRect(x: 0, y: 47, width: 100, height: 3))
        #expect(layout.headerFrame(section: 1) == CGRect(x: 0, y: 50, width: 100, height: 5))
        #expect(layout.frame(at: Self.path(0, 1)) == CGRect(x: 8, y: 59, width: 80, height: 10))
        #expect(layout.contentSize == CGSize(width: 100, height: 59 + 10 + 6 + 3))
        #expect(layout.itemsMeasured == 3)
    }

    @Test func gridFillsRowsAndARowIsAsTallAsItsTallestItem() {
        let layout = ListLayout(
            configuration: ListLayoutConfiguration(
                style: .grid(columns: 3), sectionInsets: ListEdgeInsets(left: 10, right: 10), itemSpacing: 4,
                columnSpacing: 5),
            sizeSource: ListSizeClosures(itemSize: { path, width in
                CGSize(width: width, height: CGFloat(10 * (path.item % 3 + 1)))
            }))
        layout.update(sectionCounts: [5], applying: nil, width: 120)
        // Column width (120 - 20 - 2 * 5) / 3 = 30.
        #expect(layout.frame(at: Self.path(0, 0)) == CGRect(x: 10, y: 0, width: 30, height: 10))
        #expect(layout.frame(at: Self.path(1, 0)) == CGRect(x: 45, y: 0, width: 30, height: 20))
        #expect(layout.frame(at: Self.path(2, 0)) == CGRect(x: 80, y: 0, width: 30, height: 30))
        // Second row starts below the tallest (30) plus spacing 4.
        #expect(layout.frame(at: Self.path(3, 0)) == CGRect(x: 10, y: 34, width: 30, height: 10))
        #expect(layout.frame(at: Self.path(4, 0)) == CGRect(x: 45, y: 34, width: 30, height: 20))
        #expect(layout.contentSize == CGSize(width: 120, height: 54))
        #expect(layout.indexPaths(intersecting: CGRect(x: 0, y: 25, width: 120, height: 1)) == [Self.path(2, 0)])
    }

    @Test func horizontalRowLaysItemsLeftToRight() {
        let layout = ListLayout(
            configuration: ListLayoutConfiguration(
                style: .horizontal, sectionInsets: ListEdgeInsets(top: 2, left: 6, bottom: 2, right: 6), itemSpacing: 3),
            sizeSource: Self.steps)
        layout.update(sectionCounts: [3, 1], applying: nil, width: 300)
        #expect(layout.frame(at: Self.path(0, 0)) == CGRect(x: 6, y: 2, width: 10, height: 10))
        #expect(layout.frame(at: Self.path(1, 0)) == CGRect(x: 19, y: 2, width: 11, height: 20))
        #expect(layout.frame(at: Self.path(2, 0)) == CGRect(x: 33, y: 2, width: 12, height: 30))
        // 45 + right 6 + left 6 = 57.
        #expect(layout.frame(at: Self.path(0, 1)) == CGRect(x: 57, y: 2, width: 10, height: 10))
        #expect(layout.contentSize == CGSize(width: 73, height: 34))
        #expect(
            layout.indexPaths(intersecting: CGRect(x: 25, y: 0, width: 35, height: 50))
                == [Self.path(1, 0), Self.path(2, 0), Self.path(0, 1)])
    }

    @Test(arguments: [ListLayoutStyle.vertical, .grid(columns: 4), .horizontal])
    func visibleItemsMatchABruteForceScan(style: ListLayoutStyle) {
        for seed: UInt64 in [1, 2, 3, 42, 2024] {
            var rng = SplitMix64(seed: seed)
            let counts = (0..<Int.random(in: 1...6, using: &rng)).map { _ in Int.random(in: 0...60, using: &rng) }
            let layout = ListLayout(
                configuration: ListLayoutConfiguration(
                    style: style, sectionInsets: ListEdgeInsets(top: 3, left: 4, bottom: 5, right: 6), itemSpacing: 2,
                    columnSpacing: 1),
                sizeSource: ListSizeClosures(
                    itemSize: { path, _ in
                        CGSize(
                            width: CGFloat(5 + (path.item * 7) % 40),
                            height: CGFloat((path.item * 13 + path.section) % 45))
                    },
                    headerHeight: { section, _ in CGFloat(section % 2) * 12 }))
            layout.update(sectionCounts: counts, applying: nil, width: 320)
            let all = counts.enumerated().flatMap { section, count in (0..<count).map { Self.path($0, section) } }
            for _ in 0..<40 {
                let extent = style == .horizontal ? layout.contentSize.width : layout.contentSize.height
                let start = CGFloat.random(in: -20...max(1, extent), using: &rng)
                let length = CGFloat.random(in: 1...200, using: &rng)
                let rect =
                    style == .horizontal
                    ? CGRect(x: start, y: 0, width: length, height: 100)
                    : CGRect(x: 0, y: start, width: 320, height: length)
                let expected = all.filter { layout.frame(at: $0).intersects(rect) }
                #expect(
                    layout.indexPaths(intersecting: rect) == expected, "seed \(seed), style \(style), start \(start)")
            }
        }
    }

    @Test func insertingOneItemMeasuresOnlyThatItem() {
        let source = CountingSizeSource(model: LayoutTestModel(sections: 1, itemsPerSection: 1_000))
        let layout = ListLayout(sizeSource: source)
        layout.update(sectionCounts: source.model.counts, applying: nil, width: 320)
        #expect(source.calls == 1_000)
        source.model.sections[0].items.insert(LayoutTestItem(id: 99_999, version: 0), at: 500)
        layout.update(
            sectionCounts: source.model.counts, applying: ListBatch(elementInserted: [Self.path(500, 0)]), width: 320)
        #expect(source.calls == 1_001)
        #expect(layout.itemsMeasured == 1_001)
        #expect(layout.size(at: Self.path(501, 0)) == source.model.item(at: Self.path(501, 0)).size(width: 320))
    }

    @Test func reloadsRemeasureMovesAndDeletesDoNot() {
        let source = CountingSizeSource(model: LayoutTestModel(sections: 2, itemsPerSection: 10))
        let layout = ListLayout(sizeSource: source)
        layout.update(sectionCounts: source.model.counts, applying: nil, width: 320)
        #expect(layout.lastUpdateError == nil)
        // Move item 0 of section 0 to the end of section 1; delete item 3 of section 1.
        let moved = source.model.sections[0].items.removeFirst()
        source.model.sections[1].items.remove(at: 3)
        source.model.sections[1].items.append(moved)
        layout.update(
            sectionCounts: source.model.counts,
            applying: ListBatch(
                elementDeleted: [Self.path(3, 1)],
                elementMoved: [Move(source: Self.path(0, 0), target: Self.path(9, 1))]),
            width: 320)
        #expect(source.calls == 20)
        #expect(layout.lastUpdateError == nil)
        #expect(layout.size(at: Self.path(9, 1)) == moved.size(width: 320))
        // Reload two items.
        source.model.sections[0].items[2].version += 1
        source.model.sections[1].items[4].version += 1
        layout.update(
            sectionCounts: source.model.counts,
            applying: ListBatch(elementUpdated: [Self.path(2, 0), Self.path(4, 1)]), width: 320)
        #expect(source.calls == 22)
        #expect(layout.size(at: Self.path(2, 0)) == source.model.item(at: Self.path(2, 0)).size(width: 320))
    }

    @Test func aWidthSeenBeforeIsFreeButReloadedItemsAreMeasuredAgainThere() {
        let source = CountingSizeSource(model: LayoutTestModel(sections: 1, itemsPerSection: 50))
        let layout = ListLayout(sizeSource: source)
        layout.update(sectionCounts: source.model.counts, applying: nil, width: 320)
        layout.setWidth(568)
        #expect(source.calls == 100)
        layout.setWidth(320)
        #expect(source.calls == 100, "rotating back measures nothing")
        #expect(layout.cachedWidths == [320, 568])
        // Reload at 320, then rotate: the reloaded item is stale at 568 too.
        source.model.sections[0].items[7].version += 1
        layout.update(
            sectionCounts: source.model.counts, applying: ListBatch(elementUpdated: [Self.path(7, 0)]), width: 320)
        #expect(source.calls == 101)
        layout.setWidth(568)
        #expect(source.calls == 102)
        #expect(layout.size(at: Self.path(7, 0)) == source.model.item(at: Self.path(7, 0)).size(width: 568 - 0))
        #expect(layout.measuredItemCount(width: 320) == 50)
    }

    @Test func randomBatchesMatchAFromScratchLayout() {
        let widths: [CGFloat] = [320, 480]
        var kinds = Set<String>()
        defer {
            #expect(kinds == Self.allKinds, "the generator exercises every kind of change")
        }
        for style in [ListLayoutStyle.vertical, .grid(columns: 3), .horizontal] {
            for seed: UInt64 in [7, 11, 13, 101, 9_001] {
                var rng = SplitMix64(seed: seed)
                let configuration = ListLayoutConfiguration(
                    style: style, sectionInsets: ListEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), itemSpacing: 2)
                let source = CountingSizeSource(model: LayoutTestModel(sections: 4, itemsPerSection: 12))
                source.headerHeight = 7
                let layout = ListLayout(configuration: configuration, sizeSource: source)
                var width = widths[0]
                layout.update(sectionCounts: source.model.counts, applying: nil, width: width)
                var known: [CGFloat: Set<LayoutTestItem>] = [width: Set(source.model.sections.flatMap(\.items))]
                for step in 0..<40 {
                    let batch = source.model.randomChange(using: &rng)
                    kinds.formUnion(Self.kinds(of: batch))
                    if Int.random(in: 0..<3, using: &rng) == 0 { width = widths.randomElement(using: &rng)! }
                    let current = source.model.sections.flatMap(\.items)
                    let expectedMeasured = current.filter { !(known[width]?.contains($0) ?? false) }.count
                    let callsBefore = source.calls
                    do {
                        try layout.apply(sectionCounts: source.model.counts, batch: batch, width: width)
                    } catch {
                        Issue.record("seed \(seed) step \(step): \(error) for \(batch)")
                        break
                    }
                    known[width, default: []].formUnion(current)
                    #expect(
                        source.calls - callsBefore == expectedMeasured,
                        "seed \(seed) step \(step) style \(style): only new and reloaded items are measured")

                    let scratchSource = CountingSizeSource(model: source.model)
                    scratchSource.headerHeight = 7
                    let scratch = ListLayout(configuration: configuration, sizeSource: scratchSource)
                    scratch.update(sectionCounts: source.model.counts, applying: nil, width: width)
                    #expect(layout.contentSize == scratch.contentSize, "seed \(seed) step \(step) style \(style)")
                    for (section, count) in source.model.counts.enumerated() {
                        for item in 0..<count {
                            let path = Self.path(item, section)
                            guard layout.frame(at: path) == scratch.frame(at: path) else {
                                Issue.record("seed \(seed) step \(step) style \(style): frame of \(path) differs")
                                return
                            }
                        }
                    }
                }
            }
        }
    }

    static let allKinds: Set<String> = [
        "sectionDelete", "sectionInsert", "sectionMove", "itemDelete", "itemInsert", "itemMove", "itemReload",
    ]

    static func kinds(of batch: ListBatch) -> Set<String> {
        var kinds = Set<String>()
        if !batch.sectionDeleted.isEmpty { kinds.insert("sectionDelete") }
        if !batch.sectionInserted.isEmpty { kinds.insert("sectionInsert") }
        if !batch.sectionMoved.isEmpty { kinds.insert("sectionMove") }
        if !batch.elementDeleted.isEmpty { kinds.insert("itemDelete") }
        if !batch.elementInserted.isEmpty { kinds.insert("itemInsert") }
        if !batch.elementMoved.isEmpty { kinds.insert("itemMove") }
        if !batch.elementUpdated.isEmpty { kinds.insert("itemReload") }
        return kinds
    }

    @Test func precomputedPageSizesAreUsedInsteadOfMeasuring() async {
        let source = CountingSizeSource(model: LayoutTestModel(sections: 1, itemsPerSection: 100))
        let layout = ListLayout(sizeSource: source)
        layout.update(sectionCounts: source.model.counts, applying: nil, width: 320)
        // A new page arrives: its sizes are computed off the main actor.
        let page = (0..<40).map { LayoutTestItem(id: 50_000 + $0, version: 0) }
        let sizes = await ListLayout.sizes(of: page, width: 320, maxConcurrency: 2) { item, width in
            item.size(width: width)
        }
        source.model.sections[0].items += page
        let paths = (100..<140).map { Self.path($0, 0) }
        try? layout.apply(
            sectionCounts: source.model.counts, batch: ListBatch(elementInserted: paths), width: 320,
            precomputedSizes: Dictionary(uniqueKeysWithValues: zip(paths, sizes)))
        #expect(source.calls == 100)
        #expect(layout.itemsPrecomputed == 40)
        let scratch = ListLayout(sizeSource: CountingSizeSource(model: source.model))
        scratch.update(sectionCounts: source.model.counts, applying: nil, width: 320)
        #expect(layout.contentSize == scratch.contentSize)
        #expect(paths.allSatisfy { layout.frame(at: $0) == scratch.frame(at: $0) })
    }

    @Test func concurrentWidthChangeEqualsSerialMeasuring() {
        let model = LayoutTestModel(sections: 3, itemsPerSection: 300)
        let serial = ListLayout(sizeSource: CountingSizeSource(model: model))
        serial.update(sectionCounts: model.counts, applying: nil, width: 320)
        serial.setWidth(700)
        let parallel = ListLayout(sizeSource: CountingSizeSource(model: model))
        parallel.update(sectionCounts: model.counts, applying: nil, width: 320)
        let snapshot = model
        parallel.setWidth(700, maxConcurrency: 2) { path, width in snapshot.item(at: path).size(width: width) }
        #expect(parallel.itemsMeasured == 1_800)
        #expect(parallel.contentSize == serial.contentSize)
        for section in 0..<3 {
            for item in 0..<300 {
                let path = Self.path(item, section)
                guard parallel.frame(at: path) == serial.frame(at: path) else {
                    Issue.record("frame of \(path) differs")
                    return
                }
            }
        }
        // Back to a seen width: nothing to measure, on any number of cores.
        parallel.setWidth(320, maxConcurrency: 2) { path, width in snapshot.item(at: path).size(width: width) }
        #expect(parallel.itemsMeasured == 1_800)
    }

    @Test func aBatchThatDoesNotFitThrowsAndChangesNothing() {
        let source = CountingSizeSource(model: LayoutTestModel(sections: 2, itemsPerSection: 3))
        let layout = ListLayout(sizeSource: source)
        layout.update(sectionCounts: [3, 3], applying: nil, width: 320)
        let frames = (0..<3).map { layout.frame(at: Self.path($0, 1)) }
        let countError = #expect(throws: ListLayoutError.self) {
            try layout.apply(sectionCounts: [3, 4], batch: ListBatch(), width: 320)
        }
        #expect(countError?.description.contains("invalid number of rows in section 1") == true)
        let deleteError = #expect(throws: ListLayoutError.self) {
            try layout.apply(sectionCounts: [3, 2], batch: ListBatch(elementDeleted: [Self.path(5, 1)]), width: 320)
        }
        #expect(
            deleteError?.description.contains("attempt to delete row 5 from section 1 which only contains 3 rows")
                == true)
        #expect(throws: ListLayoutError.self) {
            try layout.apply(
                sectionCounts: [3, 2],
                batch: ListBatch(elementDeleted: [Self.path(1, 1)], elementUpdated: [Self.path(1, 1)]), width: 320)
        }
        #expect(layout.sectionCounts == [3, 3])
        #expect((0..<3).map { layout.frame(at: Self.path($0, 1)) } == frames)
        #expect(source.calls == 6)
        #expect(throws: ListLayoutError.self) { try layout.itemFrame(at: Self.path(3, 1)) }
        let message = ListLayoutError.itemOutOfRange(operation: "precomputed size", path: Self.path(5, 1), count: 3)
            .description
        #expect(message.contains("precomputed size") && message.contains("[1, 5]") && message.contains("3 items"))

        // Through the protocol: logged, recorded, and everything measured again.
        source.model.sections[1].items.append(LayoutTestItem(id: 500, version: 0))
        layout.update(sectionCounts: [3, 4], applying: ListBatch(), width: 320)
        #expect(layout.lastUpdateError?.description.contains("invalid number of rows in section 1") == true)
        #expect(layout.sectionCounts == [3, 4])
        #expect(source.calls == 6 + 7)
    }

    @Test func sectionInsertsDeletesAndMovesKeepSizes() throws {
        let source = CountingSizeSource(model: LayoutTestModel(sections: 3, itemsPerSection: 4))
        let layout = ListLayout(sizeSource: source)
        layout.update(sectionCounts: source.model.counts, applying: nil, width: 320)
        // Delete section 0, move section 2 to the front, insert a new section of 2 at the end.
        let old = source.model.sections
        source.model.sections = [
            old[2], old[1],
            .init(id: 77, items: [LayoutTestItem(id: 900, version: 0), LayoutTestItem(id: 901, version: 0)]),
        ]
        try layout.apply(
            sectionCounts: source.model.counts,
            batch: ListBatch(sectionDeleted: [0], sectionInserted: [2], sectionMoved: [Move(source: 2, target: 0)]),
            width: 320)
        #expect(source.calls == 12 + 2)
        #expect(layout.size(at: Self.path(3, 0)) == old[2].items[3].size(width: 320))
        #expect(layout.size(at: Self.path(0, 1)) == old[1].items[0].size(width: 320))
    }
}
