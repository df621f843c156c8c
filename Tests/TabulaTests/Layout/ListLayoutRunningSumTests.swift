import Foundation
import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// ``ListLayout`` keeps its sizes in chunks under trees of running sums and computes
/// frames when asked. This drives it with seeded random batches over sections large
/// enough to split and empty chunks (runs of up to 150 inserts at one place, deletes,
/// moves within and across sections, reloads, section inserts, deletes and moves, width
/// changes) and compares everything it answers with a plain reference: every frame from
/// running sums over all sizes, and the items and headers in random rects by a scan over
/// all frames. Sizes are multiples of 1/4 point, so both sums are exact and compared with
/// `==`.
@Suite("ListLayout against running sums")
struct ListLayoutRunningSumTests {
    struct Item: Hashable {
        var id: Int
        var version: Int

        func size(width: CGFloat) -> CGSize {
            CGSize(
                width: 20 + CGFloat((id * 7 + version * 3) % 120) / 4,
                height: 8 + CGFloat((id * 13 + version * 29) % 120) / 4 + (width / 16).rounded(.down))
        }
    }

    final class Source: ListSizeSource {
        var sections: [[Item]] = []
        var headers: [Int: CGFloat] = [:]

        func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
            sections[path.section][path.item].size(width: width)
        }

        func headerHeight(section: Int, width: CGFloat) -> CGFloat {
            section % 3 == 1 ? 0 : 6.5
        }

        func footerHeight(section: Int, width: CGFloat) -> CGFloat {
            section % 2 == 0 ? 4.25 : 0
        }
    }

    /// The reference: every frame from running sums, as a list of (path, frame).
    static func referenceFrames(
        _ source: Source, configuration: ListLayoutConfiguration, width: CGFloat
    ) -> (items: [(ListIndexPath, CGRect)], supplementary: [(ListSupplementaryElement, CGRect)], content: CGSize) {
        let insets = configuration.sectionInsets
        let spacing = configuration.itemSpacing
        let itemWidth = configuration.itemWidth(forContainerWidth: width)
        var items: [(ListIndexPath, CGRect)] = []
        var supplementary: [(ListSupplementaryElement, CGRect)] = []
        switch configuration.style {
        case .vertical, .grid:
            let columns = configuration.columns
            var y: CGFloat = 0
            for (section, rows) in source.sections.enumerated() {
                let header = source.headerHeight(section: section, width: width)
                supplementary.append(
                    (
                        ListSupplementaryElement(.header, section: section),
                        CGRect(x: 0, y: y, width: width, height: header)
                    ))
                y += header + insets.top
                var start = 0
                while start < rows.count {
                    let end = min(start + columns, rows.count)
                    var rowHeight: CGFloat = 0
                    for item in start..<end {
                        let size = rows[item].size(width: itemWidth)
                        let x = insets.left + CGFloat(item - start) * (itemWidth + configuration.columnSpacing)
                        items.append(
                            (
                                ListIndexPath(item: item, section: section),
                                CGRect(x: x, y: y, width: itemWidth, height: size.height)
                            ))
                        rowHeight = max(rowHeight, size.height)
                    }
                    y += rowHeight
                    if end < rows.count { y += spacing }
                    start = end
                }
                y += insets.bottom
                let footer = source.footerHeight(section: section, width: width)
                supplementary.append(
                    (
                        ListSupplementaryElement(.footer, section: section),
                        CGRect(x: 0, y: y, width: width, height: footer)
                    ))
                y += footer
            }
            return (items, supplementary, CGSize(width: width, height: y))
        case .horizontal:
            var x: CGFloat = 0
            var tallest: CGFloat = 0
            for (section, rows) in source.sections.enumerated() {
                x += insets.left
                for (item, row) in rows.enumerated() {
                    let size = row.size(width: itemWidth)
                    items.append(
                        (
                            ListIndexPath(item: item, section: section),
                            CGRect(x: x, y: insets.top, width: size.width, height: size.height)
                        ))
                    tallest = max(tallest, size.height)
                    x += size.width
                    if item < rows.count - 1 { x += spacing }
                }
                x += insets.right
            }
            return (items, [], CGSize(width: x, height: tallest + insets.top + insets.bottom))
        }
    }

    /// Changes `sections` at random and returns the batch describing the change.
    static func randomBatch(_ sections: inout [[Item]], nextID: inout Int, using rng: inout SplitMix64) -> ListBatch {
        func newItems(_ count: Int) -> [Item] {
            defer { nextID += count }
            return (0..<count).map { Item(id: nextID + $0, version: 0) }
        }
        let roll = Int.random(in: 0..<100, using: &rng)
        let nonEmpty = sections.indices.filter { !sections[$0].isEmpty }
        switch roll {
        case 0..<30:
            // A run of inserts at one place (long runs split chunks).
            let section = Int.random(in: 0..<sections.count, using: &rng)
            let at = Int.random(in: 0...sections[section].count, using: &rng)
            let count =
                Int.random(in: 0..<4, using: &rng) == 0
                ? Int.random(in: 60...150, using: &rng) : Int.random(in: 1...5, using: &rng)
            sections[section].insert(contentsOf: newItems(count), at: at)
            return ListBatch(elementInserted: (at..<at + count).map { ListIndexPath(item: $0, section: section) })
        case 30..<50 where !nonEmpty.isEmpty:
            // Deletes in one section: a run (empties chunks) or scattered items.
            let section = nonEmpty.randomElement(using: &rng)!
            let count = sections[section].count
            var doomed: [Int]
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let start = Int.random(in: 0..<count, using: &rng)
                doomed = Array(start..<min(count, start + Int.random(in: 1...140, using: &rng)))
            } else {
                doomed = Array(
                    Set((0..<Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0..<count, using: &rng) })
                ).sorted()
            }
            for item in doomed.reversed() { sections[section].remove(at: item) }
            // Plus inserts in the same batch (after-indexes).
            var inserts: [ListIndexPath] = []
            if Int.random(in: 0..<2, using: &rng) == 0 {
                let at = Int.random(in: 0...sections[section].count, using: &rng)
                let added = Int.random(in: 1...3, using: &rng)
                sections[section].insert(contentsOf: newItems(added), at: at)
                inserts = (at..<at + added).map { ListIndexPath(item: $0, section: section) }
            }
            return ListBatch(
                elementDeleted: doomed.map { ListIndexPath(item: $0, section: section) }, elementInserted: inserts)
        case 50..<65 where !nonEmpty.isEmpty:
            // One item moves, within its section or to another.
            let from = nonEmpty.randomElement(using: &rng)!
            let source = ListIndexPath(item: Int.random(in: 0..<sections[from].count, using: &rng), section: from)
            let item = sections[from].remove(at: source.item)
            let to = Int.random(in: 0..<sections.count, using: &rng)
            let target = ListIndexPath(item: Int.random(in: 0...sections[to].count, using: &rng), section: to)
            sections[to].insert(item, at: target.item)
            return ListBatch(elementMoved: [Move(source: source, target: target)])
        case 65..<78 where !nonEmpty.isEmpty:
            // Reloads: the items get new sizes.
            let section = nonEmpty.randomElement(using: &rng)!
            let paths = Set(
                (0..<Int.random(in: 1...4, using: &rng)).map { _ in
                    Int.random(in: 0..<sections[section].count, using: &rng)
                })
            for item in paths { sections[section][item].version += 1 }
            return ListBatch(elementUpdated: paths.sorted().map { ListIndexPath(item: $0, section: section) })
        case 78..<85:
            let at = Int.random(in: 0...sections.count, using: &rng)
            sections.insert(newItems(Int.random(in: 0...200, using: &rng)), at: at)
            return ListBatch(sectionInserted: [at])
        case 85..<90 where sections.count > 1:
            let at = Int.random(in: 0..<sections.count, using: &rng)
            sections.remove(at: at)
            return ListBatch(sectionDeleted: [at])
        case 90..<95 where sections.count > 1:
            let from = Int.random(in: 0..<sections.count, using: &rng)
            let moved = sections.remove(at: from)
            let to = Int.random(in: 0...sections.count, using: &rng)
            sections.insert(moved, at: to)
            return ListBatch(sectionMoved: [Move(source: from, target: to)])
        default:
            return ListBatch()
        }
    }

    @Test(arguments: [ListLayoutStyle.vertical, .grid(columns: 3), .horizontal])
    func randomBatchesMatchRunningSums(style: ListLayoutStyle) {
        let widths: [CGFloat] = [320, 400]
        for seed: UInt64 in [1, 2, 3, 4] {
            var rng = SplitMix64(seed: seed)
            let configuration = ListLayoutConfiguration(
                style: style, sectionInsets: ListEdgeInsets(top: 1.5, left: 2, bottom: 3, right: 4), itemSpacing: 2.25,
                columnSpacing: 1)
            let source = Source()
            var nextID = 0
            for _ in 0..<3 {
                let count = Int.random(in: 0...300, using: &rng)
                source.sections.append((nextID..<nextID + count).map { Item(id: $0, version: 0) })
                nextID += count
            }
            let layout = ListLayout(configuration: configuration, sizeSource: source)
            var width = widths[0]
            layout.update(sectionCounts: source.sections.map(\.count), applying: nil, width: width)
            for step in 0..<80 {
                let batch = Self.randomBatch(&source.sections, nextID: &nextID, using: &rng)
                if Int.random(in: 0..<8, using: &rng) == 0 { width = widths.randomElement(using: &rng)! }
                do {
                    try layout.apply(sectionCounts: source.sections.map(\.count), batch: batch, width: width)
                } catch {
                    Issue.record("seed \(seed) step \(step) style \(style): \(error) for \(batch)")
                    return
                }
                if let failure = Self.compare(
                    layout, source: source, configuration: configuration, width: width, using: &rng)
                {
                    Issue.record("seed \(seed) step \(step) style \(style) after \(batch): \(failure)")
                    return
                }
            }
        }
    }

    /// The first item whose ``ListLayout/itemHeight(at:)`` is not its reference frame's height,
    /// asked as UIKit asks (every row in order, which the layout answers through the chunk it
    /// read last), from a random row onwards, and in random order; or `nil`. The layout's
    /// cursor outlives each call, so a batch or a new width that left it stale shows here.
    static func compareHeights(
        _ layout: ListLayout, reference: [(ListIndexPath, CGRect)], using rng: inout SplitMix64
    ) -> String? {
        guard !reference.isEmpty else { return nil }
        let start = Int.random(in: 0..<reference.count, using: &rng)
        let inOrder = reference[start...] + reference[..<start]
        let shuffled = (0..<40).map { _ in reference[Int.random(in: 0..<reference.count, using: &rng)] }
        for (path, frame) in inOrder + reference + shuffled where layout.itemHeight(at: path) != frame.height {
            return "height of \(path) is \(layout.itemHeight(at: path)), expected \(frame.height)"
        }
        return nil
    }

    /// The first difference between `layout` and the reference, or `nil`.
    static func compare(
        _ layout: ListLayout, source: Source, configuration: ListLayoutConfiguration, width: CGFloat,
        using rng: inout SplitMix64
    ) -> String? {
        let reference = referenceFrames(source, configuration: configuration, width: width)
        guard layout.contentSize == reference.content else {
            return "content size \(layout.contentSize), expected \(reference.content)"
        }
        for (path, frame) in reference.items where layout.frame(at: path) != frame {
            return "frame of \(path) is \(layout.frame(at: path)), expected \(frame)"
        }
        if let failure = compareHeights(layout, reference: reference.items, using: &rng) { return failure }
        for (element, frame) in reference.supplementary {
            let found =
                element.placement == .header
                ? layout.headerFrame(section: element.section) : layout.footerFrame(section: element.section)
            guard found == frame else { return "\(element) frame \(String(describing: found)), expected \(frame)" }
        }
        let horizontal = configuration.style == .horizontal
        let extent = horizontal ? reference.content.width : reference.content.height
        for _ in 0..<6 {
            let start = CGFloat(Int.random(in: -40...Int(extent + 40), using: &rng)) + 0.5
            let length = CGFloat(Int.random(in: 1...400, using: &rng))
            let rect =
                horizontal
                ? CGRect(x: start, y: 0, width: length, height: reference.content.height + 10)
                : CGRect(x: 0, y: start, width: width, height: length)
            // Overlapping along the scroll axis (touching edges do not count, as in UIKit;
            // corelibs Foundation's `intersects` counts them) and intersecting.
            func overlaps(_ frame: CGRect) -> Bool {
                let along =
                    horizontal
                    ? (frame.minX < rect.maxX && frame.maxX > rect.minX)
                    : (frame.minY < rect.maxY && frame.maxY > rect.minY)
                return along && frame.intersects(rect)
            }
            let expected = reference.items.filter { overlaps($0.1) }.map(\.0)
            let found = layout.indexPaths(intersecting: rect)
            guard found == expected else {
                let missing = Set(expected).subtracting(found).sorted()
                return
                    "items in \(rect): \(found.count) found, \(expected.count) expected; missing \(missing.map { "\($0): \(layout.frame(at: $0))" }); first found \(found.first.map { "\($0): \(layout.frame(at: $0))" } ?? "none"); content \(layout.contentSize)"
            }
            let expectedElements = reference.supplementary.filter { $0.1.height > 0 && overlaps($0.1) }.map(\.0)
            let elements = layout.supplementaryElements(intersecting: rect)
            guard elements == expectedElements else {
                return "headers and footers in \(rect): \(elements), expected \(expectedElements)"
            }
        }
        let measured = layout.measuredItemCount(width: width)
        let total = source.sections.reduce(0) { $0 + $1.count }
        guard measured == total else { return "\(measured) of \(total) items measured" }
        return nil
    }
}
