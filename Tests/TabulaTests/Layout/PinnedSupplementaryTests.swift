import Foundation
import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// Pinned section headers and footers (`ListLayoutConfiguration.pinsSectionHeaders` and
/// `pinsSectionFooters`), placed by `ListLayout` and shown by the headless host.
@MainActor
@Suite("Pinned headers and footers")
struct PinnedSupplementaryTests {
    /// A host over a layout with `counts` items of 20 points, `header`/`footer` points per
    /// section (0: none), a 320×100 viewport.
    private func makeHost(
        counts: [Int], header: CGFloat = 30, footer: CGFloat = 0, itemHeight: CGFloat = 20,
        style: ListLayoutStyle = .vertical, pinsHeaders: Bool = true, pinsFooters: Bool = false
    ) throws -> (HeadlessListView, ListLayout, ArrayListDataSource<Int>) {
        let layout = ListLayout(
            configuration: ListLayoutConfiguration(
                style: style, pinsSectionHeaders: pinsHeaders, pinsSectionFooters: pinsFooters),
            itemSize: { _, width in CGSize(width: width, height: itemHeight) },
            headerHeight: { _, _ in header }, footerHeight: { _, _ in footer })
        let host = HeadlessListView(
            kind: .collection, viewportSize: CGSize(width: 320, height: 100), frameProvider: layout)
        let data = ArrayListDataSource(
            sections: counts.map { Array(0..<$0) },
            headers: header > 0 ? counts.indices.map { "h\($0)" } : [],
            footers: footer > 0 ? counts.indices.map { "f\($0)" } : [])
        host.dataSource = data
        host.registerCell(reuseIdentifier: "cell")
        host.registerSupplementaryView(.header, reuseIdentifier: "header")
        host.registerSupplementaryView(.footer, reuseIdentifier: "footer")
        try host.reloadData()
        return (host, layout, data)
    }

    private func headerY(_ host: HeadlessListView, _ section: Int) -> CGFloat? {
        host.supplementaryView(.header, inSection: section)?.frame?.minY
    }

    // Sections of 5 items under a 30-point header: each is 130 points, at 0, 130, 260.

    @Test func aHeaderStaysAtTheTopWhileItsSectionIsInView() throws {
        let (host, _, data) = try makeHost(counts: [5, 5, 5])
        _ = data
        #expect(headerY(host, 0) == 0)
        try host.scroll(toOffset: CGPoint(x: 0, y: 50))
        #expect(headerY(host, 0) == 50, "pinned to the visible top")
        #expect(headerY(host, 1) == 130, "the next header is where its section starts")
        try host.scroll(toOffset: CGPoint(x: 0, y: 200))
        #expect(headerY(host, 1) == 200)
        #expect(host.supplementaryView(.header, inSection: 0) == nil, "its section is out of view")
        #expect(headerY(host, 2) == 260)
        try host.scroll(toOffset: CGPoint(x: 0, y: 20))
        #expect(headerY(host, 0) == 20, "scrolling back keeps it pinned")
    }

    @Test func theNextHeaderPushesAHeaderUp() throws {
        let (host, _, data) = try makeHost(counts: [5, 5, 5])
        _ = data
        try host.scroll(toOffset: CGPoint(x: 0, y: 110))
        // Section 0 ends at 130: its header's bottom meets the next header's top.
        #expect(headerY(host, 0) == 100)
        #expect(headerY(host, 1) == 130)
        try host.scroll(toOffset: CGPoint(x: 0, y: 130))
        #expect(host.supplementaryView(.header, inSection: 0) == nil, "pushed out of view")
        #expect(headerY(host, 1) == 130)
    }

    @Test func unpinnedHeadersScrollAway() throws {
        let (host, _, data) = try makeHost(counts: [5, 5, 5], pinsHeaders: false)
        _ = data
        try host.scroll(toOffset: CGPoint(x: 0, y: 10))
        #expect(headerY(host, 0) == 0)
    }

    @Test func footersStayAtTheBottomAndArePushedDown() throws {
        // Sections: header 30, 5 items, footer 10: 140 points each, at 0, 140, 280.
        let (host, layout, data) = try makeHost(counts: [5, 5, 5], footer: 10, pinsHeaders: false, pinsFooters: true)
        _ = data
        let footer0 = host.supplementaryView(.footer, inSection: 0)
        #expect(footer0?.frame?.minY == 90, "pinned to the visible bottom (natural 130)")
        try host.scroll(toOffset: CGPoint(x: 0, y: 100))
        // Visible 100..200: section 0's footer is at its natural place, section 1's pins.
        #expect(host.supplementaryView(.footer, inSection: 0)?.frame?.minY == 130)
        #expect(host.supplementaryView(.footer, inSection: 1)?.frame?.minY == 190)
        try host.scroll(toOffset: CGPoint(x: 0, y: 60))
        // Visible 60..160: section 1 starts at 140, so its footer cannot go above 140.
        #expect(host.supplementaryView(.footer, inSection: 1)?.frame?.minY == 150)
        #expect(
            layout.supplementaryFrame(.footer, inSection: 1, pinnedIn: CGRect(x: 0, y: 0, width: 320, height: 100))
                == CGRect(x: 0, y: 140, width: 320, height: 10), "its section's start holds it down")
    }

    @Test func headersAndFootersPinTogether() throws {
        let (host, _, data) = try makeHost(counts: [5, 5], footer: 10, pinsFooters: true)
        _ = data
        try host.scroll(toOffset: CGPoint(x: 0, y: 20))
        #expect(headerY(host, 0) == 20)
        #expect(host.supplementaryView(.footer, inSection: 0)?.frame?.minY == 110)
    }

    @Test func emptySectionsAndSectionsWithoutHeaders() throws {
        // Section 1 has no items (30 points: its header), section 2 no header at all.
        let layout = ListLayout(
            configuration: ListLayoutConfiguration(pinsSectionHeaders: true),
            itemSize: { _, width in CGSize(width: width, height: 20) },
            headerHeight: { section, _ in section == 2 ? 0 : 30 })
        layout.update(sectionCounts: [5, 0, 5, 5], applying: nil, width: 320)
        // Section 1 spans 130..160: its header fills it and never moves.
        for top in stride(from: CGFloat(100), through: 170, by: 10) {
            let visible = CGRect(x: 0, y: top, width: 320, height: 100)
            let frame = layout.supplementaryFrame(.header, inSection: 1, pinnedIn: visible)
            #expect(frame?.minY == 130)
        }
        let visible = CGRect(x: 0, y: 170, width: 320, height: 100)
        #expect(layout.supplementaryFrame(.header, inSection: 2, pinnedIn: visible) == nil)
        #expect(
            layout.supplementaryElements(intersecting: visible, pinnedIn: visible)
                == [ListSupplementaryElement(.header, section: 3)])
    }

    @Test func aSectionShorterThanItsHeader() throws {
        // One 10-point item under a 30-point header: the section is 40 points, so its
        // header moves 10 points at most before the next one pushes it.
        let (host, _, data) = try makeHost(counts: [1, 5], itemHeight: 10)
        _ = data
        try host.scroll(toOffset: CGPoint(x: 0, y: 5))
        #expect(headerY(host, 0) == 5)
        try host.scroll(toOffset: CGPoint(x: 0, y: 25))
        #expect(headerY(host, 0) == 10, "its bottom at the section's end, 40")
        #expect(headerY(host, 1) == 40)
    }

    @Test func aGridPinsLikeAList() throws {
        // Two columns: 6 items in 3 rows of 20 under a 30-point header: 90 points.
        let (host, _, data) = try makeHost(counts: [6, 6], style: .grid(columns: 2))
        _ = data
        try host.scroll(toOffset: CGPoint(x: 0, y: 40))
        #expect(headerY(host, 0) == 40)
        try host.scroll(toOffset: CGPoint(x: 0, y: 75))
        #expect(headerY(host, 0) == 60)
        #expect(host.supplementaryView(.header, inSection: 0)?.frame?.width == 320)
    }

    @Test func rightToLeftPinsTheSame() throws {
        let (host, _, data) = try makeHost(counts: [5, 5])
        _ = data
        host.layoutDirection = .rightToLeft
        try host.scroll(toOffset: CGPoint(x: 0, y: 50))
        // A header spans the width: its mirror image is itself.
        #expect(host.supplementaryView(.header, inSection: 0)?.frame == CGRect(x: 0, y: 50, width: 320, height: 30))
    }

    @Test func aHorizontalRowHasNothingToPin() throws {
        let configuration = ListLayoutConfiguration(
            style: .horizontal, pinsSectionHeaders: true, pinsSectionFooters: true)
        #expect(!configuration.pins(.header) && !configuration.pins(.footer))
        let layout = ListLayout(
            configuration: configuration, itemSize: { _, _ in CGSize(width: 50, height: 50) },
            headerHeight: { _, _ in 30 })
        layout.update(sectionCounts: [5, 5], applying: nil, width: 320)
        let visible = CGRect(x: 100, y: 0, width: 320, height: 50)
        #expect(layout.supplementaryElements(intersecting: visible, pinnedIn: visible).isEmpty)
        #expect(layout.supplementaryFrame(.header, inSection: 1, pinnedIn: visible) == nil)
    }

    /// Random lists and offsets: the headers and footers the host shows, and their frames,
    /// are those of a reference that pins every section's header and footer naively from
    /// the unpinned frames.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func randomOffsetsMatchANaiveReference(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let sectionCount = Int.random(in: 1...40, using: &random)
        let counts = (0..<sectionCount).map { _ in Int.random(in: 0...6, using: &random) }
        let headers = (0..<sectionCount).map { _ in [0, 12, 30, 45].randomElement(using: &random)! }
        let footers = (0..<sectionCount).map { _ in [0, 0, 8, 25].randomElement(using: &random)! }
        let heights = counts.map { count in (0..<count).map { _ in CGFloat(Int.random(in: 5...60, using: &random)) } }
        let columns = Int.random(in: 1...3, using: &random)
        let pinsHeaders = Bool.random(using: &random)
        let pinsFooters = Bool.random(using: &random)
        let layout = ListLayout(
            configuration: ListLayoutConfiguration(
                style: columns == 1 ? .vertical : .grid(columns: columns), itemSpacing: 2,
                pinsSectionHeaders: pinsHeaders, pinsSectionFooters: pinsFooters),
            itemSize: { path, width in CGSize(width: width, height: heights[path.section][path.item]) },
            headerHeight: { section, _ in CGFloat(headers[section]) },
            footerHeight: { section, _ in CGFloat(footers[section]) })
        let host = HeadlessListView(
            kind: .collection, viewportSize: CGSize(width: 300, height: 150), frameProvider: layout)
        let data = ArrayListDataSource(
            sections: counts.map { Array(0..<$0) },
            headers: headers.map { $0 > 0 ? "h" : nil }, footers: footers.map { $0 > 0 ? "f" : nil })
        host.dataSource = data
        host.registerCell(reuseIdentifier: "cell")
        host.registerSupplementaryView(.header, reuseIdentifier: "header")
        host.registerSupplementaryView(.footer, reuseIdentifier: "footer")
        try host.reloadData()
        let maxOffset = max(0, layout.contentSize.height - 150)
        for _ in 0..<30 {
            let offset = CGFloat(Int.random(in: 0...Int(maxOffset), using: &random))
            try host.scroll(toOffset: CGPoint(x: 0, y: offset))
            let visible = host.visibleRect
            // The reference: every section, from its unpinned header top and footer bottom.
            var expected: [ListSupplementaryElement: CGRect] = [:]
            for section in 0..<sectionCount {
                let start = try #require(layout.headerFrame(section: section)).minY
                let end = try #require(layout.footerFrame(section: section)).maxY
                for placement in ListSupplementaryPlacement.allCases {
                    let height = CGFloat(placement == .header ? headers[section] : footers[section])
                    guard height > 0 else { continue }
                    var y = placement == .header ? start : end - height
                    if placement == .header, pinsHeaders { y = min(max(visible.minY, start), end - height) }
                    if placement == .footer, pinsFooters { y = max(min(visible.maxY - height, end - height), start) }
                    let frame = CGRect(x: 0, y: y, width: 300, height: height)
                    if frame.minY < visible.maxY, frame.maxY > visible.minY {
                        expected[ListSupplementaryElement(placement, section: section)] = frame
                    }
                }
            }
            let shown = Dictionary(
                uniqueKeysWithValues: host.visibleSupplementaryElements.map { element in
                    (element, host.supplementaryView(element.placement, inSection: element.section)?.frame)
                })
            #expect(
                shown == expected.mapValues { Optional($0) },
                "seed \(seed), offset \(offset), columns \(columns), pins \(pinsHeaders)/\(pinsFooters)")
        }
    }
}
