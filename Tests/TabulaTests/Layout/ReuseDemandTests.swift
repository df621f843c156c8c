import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// `ReuseDemand.peakVisibleCounts` against a brute-force scan of every distinct offset.
@Suite("ReuseDemand")
struct ReuseDemandTests {
    /// A seeded random layout: `count` items in 1–3 sections, integer heights 0–80 (so
    /// edges often coincide), one of three identifiers each.
    struct RandomLayout {
        let layout: ListLayout
        let counts: [Int]
        let identifiers: [[String]]

        init(seed: UInt64, style: ListLayoutStyle) {
            var random = SplitMix64(seed: seed)
            let sectionCount = Int.random(in: 1...3, using: &random)
            var counts: [Int] = []
            var heights: [[CGFloat]] = []
            var identifiers: [[String]] = []
            for _ in 0..<sectionCount {
                let count = Int.random(in: 0...40, using: &random)
                counts.append(count)
                heights.append((0..<count).map { _ in CGFloat(Int.random(in: 0...80, using: &random)) })
                identifiers.append((0..<count).map { _ in ["a", "b", "c"][Int.random(in: 0...2, using: &random)] })
            }
            let spacing = CGFloat(Int.random(in: 0...6, using: &random))
            let sizes = heights
            layout = ListLayout(
                configuration: ListLayoutConfiguration(
                    style: style, sectionInsets: ListEdgeInsets(top: 4, left: 0, bottom: 8, right: 0),
                    itemSpacing: spacing, columnSpacing: 2),
                sizeSource: ListSizeClosures(itemSize: { path, width in
                    CGSize(width: width, height: sizes[path.section][path.item])
                }))
            layout.update(sectionCounts: counts, applying: nil, width: 300)
            self.counts = counts
            self.identifiers = identifiers
        }

        /// The most items of each identifier the layout reports for one viewport, over
        /// every offset where that can change (item edges shifted by the height, and the
        /// midpoints between them) inside the scrollable range.
        func bruteForce(viewportHeight: CGFloat) -> [String: Int] {
            let maxOffset = max(0, layout.contentSize.height - viewportHeight)
            var critical: Set<CGFloat> = [0, maxOffset]
            for (section, count) in counts.enumerated() {
                for item in 0..<count {
                    let frame = layout.frame(at: ListIndexPath(item: item, section: section))
                    for y in [frame.minY - viewportHeight, frame.maxY, frame.minY, frame.maxY - viewportHeight] {
                        critical.insert(min(max(y, 0), maxOffset))
                    }
                }
            }
            let sorted = critical.sorted()
            var offsets = sorted
            for (low, high) in zip(sorted, sorted.dropFirst()) { offsets.append((low + high) / 2) }
            var peaks: [String: Int] = [:]
            for y in offsets {
                var here: [String: Int] = [:]
                let rect = CGRect(x: 0, y: y, width: layout.contentSize.width, height: viewportHeight)
                for path in layout.indexPaths(intersecting: rect) {
                    here[identifiers[path.section][path.item], default: 0] += 1
                }
                for (identifier, count) in here { peaks[identifier] = max(peaks[identifier] ?? 0, count) }
            }
            return peaks
        }
    }

    @Test(arguments: [ListLayoutStyle.vertical, .grid(columns: 3)])
    func matchesBruteForceOnSeededLayouts(style: ListLayoutStyle) {
        for seed in UInt64(1)...60 {
            let random = RandomLayout(seed: seed, style: style)
            for viewportHeight: CGFloat in [1, 37, 100, 250, 5_000] {
                let fast = ReuseDemand.peakVisibleCounts(in: random.layout, viewportHeight: viewportHeight) {
                    random.identifiers[$0.section][$0.item]
                }
                let slow = random.bruteForce(viewportHeight: viewportHeight)
                #expect(fast == slow, "seed \(seed), style \(style), viewport height \(viewportHeight)")
            }
        }
    }

    @Test func countsPartlyVisibleRowsAtBothEdgesButNotTouchingOnes() {
        // 10 rows of 50 pt, one identifier; a 100 pt viewport at offset 25 shows 3 rows, at
        // offset 50 exactly 2.
        let frames = FixedRowHeightFrames(rowHeight: 50)
        frames.update(sectionCounts: [10], applying: nil, width: 320)
        let peaks = ReuseDemand.peakVisibleCounts(
            frames: frames, sectionCounts: [10], viewportHeight: 100, reuseIdentifier: { _ in "row" })
        #expect(peaks == ["row": 3])
        let whole = ReuseDemand.peakVisibleCounts(
            frames: frames, sectionCounts: [10], viewportHeight: 500, reuseIdentifier: { _ in "row" })
        #expect(whole == ["row": 10], "a viewport as tall as the content shows every row, no more")
    }

    @Test func perIdentifierPeaksComeFromDifferentScreens() {
        // 20 "a" rows, then 20 "b" rows: each identifier's peak is a full screen of it
        // (a 45 pt viewport at offset 8 overlaps 6 rows of 10 pt).
        let frames = FixedRowHeightFrames(rowHeight: 10)
        frames.update(sectionCounts: [40], applying: nil, width: 320)
        let peaks = ReuseDemand.peakVisibleCounts(
            frames: frames, sectionCounts: [40], viewportHeight: 45, reuseIdentifier: { $0.item < 20 ? "a" : "b" })
        #expect(peaks == ["a": 6, "b": 6])
    }

    @Test func emptyInputsGiveEmptyAnswers() {
        let frames = FixedRowHeightFrames(rowHeight: 10)
        frames.update(sectionCounts: [5], applying: nil, width: 320)
        #expect(
            ReuseDemand.peakVisibleCounts(frames: frames, sectionCounts: [5], viewportHeight: 0) { _ in "a" }.isEmpty)
        #expect(
            ReuseDemand.peakVisibleCounts(frames: frames, sectionCounts: [5], viewportHeight: -3) { _ in "a" }.isEmpty)
        #expect(
            ReuseDemand.peakVisibleCounts(frames: frames, sectionCounts: [], viewportHeight: 100) { _ in "a" }.isEmpty)
    }
}
