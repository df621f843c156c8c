import Foundation
import TabulaTestSupport
import Testing

@testable import TabulaLayout

/// `SectionSizes` against a plain array of per-item states, under random writes, inserts,
/// removals, markings stale (`staled()`, O(1): chunks are marked, not rewritten),
/// placeholders for missing items (`estimatingMissing(extent:)`) and completions. Every reading is compared after every step, so a marked chunk that reads
/// or counts differently from one whose sizes were rewritten is caught. Extents are whole
/// points, so every sum is exact.
@Suite("SectionSizes against a reference model")
struct SectionSizesModelTests {
    private enum State: Equatable {
        case missing
        case stale(extent: CGFloat)
        case measured(CGSize)
    }

    /// With the real page size (300 items fit one page), and with pages of 1 or 2 chunks, so
    /// that chunk splits split pages and removals empty them.
    @Test(arguments: [
        (UInt64(1), false, SectionSizes.pageSize), (2, true, SectionSizes.pageSize), (3, false, SectionSizes.pageSize),
        (2_026, true, SectionSizes.pageSize), (65_537, false, SectionSizes.pageSize), (4, false, 1), (5, true, 1),
        (6, false, 2), (7, true, 2), (8, false, 3),
    ])
    func everyReadingMatchesTheModelAfterEveryStep(seed: UInt64, horizontal: Bool, pageSize: Int) {
        var generator = SplitMix64(seed: seed)
        let metric = ItemExtentMetric(horizontal: horizontal, spacing: 2)
        var model: [State] = Array(repeating: .missing, count: 300)
        var sizes = SectionSizes(missing: model.count, metric: metric, pageSize: pageSize)
        func randomSize() -> CGSize {
            CGSize(
                width: CGFloat(Int.random(in: 10...60, using: &generator)),
                height: CGFloat(Int.random(in: 5...90, using: &generator)))
        }
        for step in 0..<400 {
            let roll = Int.random(in: 0..<100, using: &generator)
            let label: String
            switch roll {
            case 0..<30 where !model.isEmpty:
                let item = Int.random(in: 0..<model.count, using: &generator)
                let size = randomSize()
                sizes.set(size, at: item)
                model[item] = .measured(size)
                label = "set \(item)"
            case 30..<40 where !model.isEmpty:
                let item = Int.random(in: 0..<model.count, using: &generator)
                sizes.set(nil, at: item)
                model[item] = .missing
                label = "unset \(item)"
            case 40..<55:
                let item = Int.random(in: 0...model.count, using: &generator)
                sizes.insertMissing(at: item)
                model.insert(.missing, at: item)
                label = "insert \(item)"
            case 55..<70 where !model.isEmpty:
                let item = Int.random(in: 0..<model.count, using: &generator)
                sizes.remove(at: item)
                model.remove(at: item)
                label = "remove \(item)"
            case 70..<78:
                sizes = sizes.staled()
                model = model.map {
                    if case .measured(let size) = $0 { return .stale(extent: metric.extent(size)) }
                    return $0
                }
                label = "staled"
            case 78..<86 where !model.isEmpty:
                let items = (0..<Int.random(in: 1...40, using: &generator)).map { _ in
                    Int.random(in: 0..<model.count, using: &generator)
                }
                let updates = items.map { (item: $0, size: randomSize()) }
                sizes.set(updates)
                for update in updates { model[update.item] = .measured(update.size) }
                label = "set \(items.count) at once"
            case 86..<90:
                let measuredAs: [CGSize] = model.indices.map { _ in randomSize() }
                sizes = sizes.completed { measuredAs[$0] }
                for index in model.indices {
                    if case .measured = model[index] { continue }
                    model[index] = .measured(measuredAs[index])
                }
                label = "completed"
            case 90..<95:
                let extent = CGFloat(Int.random(in: 1...80, using: &generator))
                sizes = sizes.estimatingMissing(extent: extent)
                model = model.map {
                    if case .missing = $0 { return .stale(extent: extent) }
                    return $0
                }
                label = "missing estimated at \(extent)"
            default:
                continue
            }
            let context = "seed \(seed) pages of \(pageSize) step \(step) (\(label))"
            // One failing step is enough: the steps after it would repeat it.
            guard check(sizes, against: model, metric: metric, context) else { return }
        }
    }

    /// The tree a list of one estimated extent starts from, built level by level, holds the
    /// values the general build computes, bit for bit, at every prefix.
    @Test func aUniformTreeMatchesTheGeneralBuild() {
        let leaf = ItemRunSummary(count: 64, missing: 64, extent: 64 * 44.1, tallest: 0)
        let last = ItemRunSummary(count: 5, missing: 3, extent: 7.3, tallest: 2.5)
        for count in Array(0...70) + [127, 128, 129, 1_000, 1_025] {
            for tail in [nil, last] {
                let uniform = SummaryTree(repeating: leaf, count: count, then: tail)
                let general = SummaryTree(Array(repeating: leaf, count: count) + (tail.map { [$0] } ?? []))
                func same(_ a: ItemRunSummary, _ b: ItemRunSummary) -> Bool {
                    a.count == b.count && a.missing == b.missing && a.extent.bitPattern == b.extent.bitPattern
                        && a.tallest.bitPattern == b.tallest.bitPattern
                }
                #expect(uniform.count == general.count, "\(count) leaves, last \(tail != nil)")
                let prefixesMatch = (0...general.count).allSatisfy { same(uniform.prefix($0), general.prefix($0)) }
                #expect(prefixesMatch && same(uniform.total, general.total), "\(count) leaves, last \(tail != nil)")
            }
        }
    }

    /// Whether every reading of `sizes` matches `model`; the mismatches are recorded as one
    /// issue.
    private func check(_ sizes: SectionSizes, against model: [State], metric: ItemExtentMetric, _ context: String)
        -> Bool
    {
        func extent(_ state: State) -> CGFloat {
            switch state {
            case .missing: return 0
            case .stale(let extent): return extent
            case .measured(let size): return metric.extent(size)
            }
        }
        func layoutSize(_ state: State) -> CGSize {
            switch state {
            case .missing: return .zero
            case .stale(let extent):
                return metric.horizontal ? CGSize(width: extent, height: 0) : CGSize(width: 0, height: extent)
            case .measured(let size): return size
            }
        }
        func isMeasured(_ state: State) -> Bool {
            if case .measured = state { return true }
            return false
        }
        var failures: [String] = []
        func expect(_ holds: Bool, _ what: @autoclosure () -> String) {
            if !holds { failures.append(what()) }
        }
        let stale = model.count { if case .stale = $0 { return true } else { return false } }
        let tallest = model.reduce(CGFloat(0)) {
            if case .measured(let size) = $1 { return max($0, metric.cross(size)) } else { return $0 }
        }
        expect(sizes.count == model.count, "count \(sizes.count), expected \(model.count)")
        expect(
            sizes.missingCount == model.count { !isMeasured($0) },
            "missing count \(sizes.missingCount), expected \(model.count { !isMeasured($0) })")
        expect(sizes.staleCount == stale, "stale count \(sizes.staleCount), expected \(stale)")
        expect(sizes.tallest == tallest, "tallest \(sizes.tallest), expected \(tallest)")
        let total = model.reduce(CGFloat(0)) { $0 + extent($1) + metric.spacing }
        let itemsExtent = model.isEmpty ? 0 : total - metric.spacing
        expect(sizes.itemsExtent == itemsExtent, "items extent \(sizes.itemsExtent), expected \(itemsExtent)")
        expect(sizes.allSizes() == model.map(layoutSize), "allSizes() differs")
        expect(
            sizes.missingItems(includingStale: true) == model.indices.filter { !isMeasured(model[$0]) },
            "missingItems(includingStale: true) differs")
        expect(
            sizes.missingItems(includingStale: false) == model.indices.filter { model[$0] == .missing },
            "missingItems(includingStale: false) differs")
        var seen: [(size: CGSize, offset: CGFloat)] = []
        sizes.forEach(from: 0, startingAt: 0) { _, size, offset in
            seen.append((size, offset))
            return true
        }
        expect(seen.count == model.count, "forEach visited \(seen.count) items")
        var offset: CGFloat = 0
        for (index, state) in model.enumerated() where failures.isEmpty {
            let measured: CGSize? = if case .measured(let size) = state { size } else { nil }
            expect(
                sizes[index] == measured, "item \(index) reads \(String(describing: sizes[index])), expected \(state)")
            expect(sizes.layoutSize(at: index) == layoutSize(state), "item \(index): layout size")
            let placement = sizes.placement(of: index)
            expect(
                placement.offset == offset && placement.size == layoutSize(state),
                "item \(index) placed at \(placement), expected offset \(offset)")
            expect(
                seen.indices.contains(index) && seen[index].offset == offset && seen[index].size == layoutSize(state),
                "forEach: item \(index)")
            if extent(state) + metric.spacing > 0 {
                let found = sizes.item(endingAfter: offset)
                expect(found?.item == index, "the item ending after \(offset): \(String(describing: found))")
            }
            offset += extent(state) + metric.spacing
        }
        if !failures.isEmpty { Issue.record("\(context): \(failures.joined(separator: "; "))") }
        return failures.isEmpty
    }
}
