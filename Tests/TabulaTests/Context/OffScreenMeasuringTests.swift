import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// A reload or a new width measures only the rows on screen on the main actor; the rest are
/// measured off it and swapped in whole, the top row kept in place. The final frames are
/// those of a layout measured in full on the main actor.
@MainActor
@Suite("Rows off screen measured off the main actor")
struct OffScreenMeasuringTests {
    private typealias List = ListAssembly<String, ContextNote, HeadlessListView>

    /// Random sections of notes (one to four sections, 0 to 900 notes each).
    private static func sections<G: RandomNumberGenerator>(using generator: inout G) -> [ListSection<
        String, ContextNote
    >] {
        var next = 0
        return (0..<Int.random(in: 1...4, using: &generator)).map { index in
            let count = Int.random(in: 0...900, using: &generator)
            let notes = ContextFixture.notes(count, startingAt: next, using: &generator)
            next += count
            return ListSection("s\(index)", items: notes)
        }
    }

    /// The frames of every item and the content size, of `list` and of a layout of the same
    /// notes measured in full on the main actor at `width`; the differences, described.
    private static func differences(of list: List, from sections: [ListSection<String, ContextNote>], width: CGFloat)
        -> [String]
    {
        let notes = sections.map { Array($0.items) }
        let reference = ListLayout(itemSize: { path, itemWidth in
            ContextFixture.reference(notes[path.section][path.item], in: ListMeasuringContext(width: itemWidth))
        })
        reference.update(sectionCounts: notes.map(\.count), applying: nil, width: width)
        var found: [String] = []
        if list.layout.contentSize != reference.contentSize {
            found.append("content size \(list.layout.contentSize) != \(reference.contentSize)")
        }
        for (section, items) in notes.enumerated() {
            for item in items.indices {
                let path = ListIndexPath(item: item, section: section)
                let frame = list.layout.frame(at: path)
                if frame != reference.frame(at: path), found.count < 5 {
                    found.append("\(path): \(frame) != \(reference.frame(at: path))")
                }
            }
        }
        return found
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func aFirstLoadMeasuresOnlyTheVisibleRowsOnTheMainActor(seed: UInt64) async throws {
        var generator = SplitMix64(seed: seed)
        let sections = Self.sections(using: &generator)
        let counts = ThreadCounts()
        let list = List(catalog: ContextFixture.catalog(counts: counts))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 390, height: 844), frameProvider: list.layout)
        list.attach(to: host)
        list.show(sections: sections)
        await list.updater?.waitUntilIdle()
        let visible = host.indexPathsForVisibleItems.count
        #expect(list.sizeCounts.measured == visible, "seed \(seed): measured on the main actor at first load")
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty, "seed \(seed)")

        await list.waitUntilIdle()
        let total = sections.reduce(0) { $0 + $1.items.count }
        #expect(list.sizeCounts.measured == visible, "seed \(seed): nothing more measured on the main actor")
        #expect(list.itemsMeasuredOffScreen == total - visible, "seed \(seed): the rest measured off it")
        #expect(list.layout.staleItemCount == 0, "seed \(seed)")
        let found = Self.differences(of: list, from: sections, width: 390)
        #expect(found.isEmpty, "seed \(seed): \(found)")
        #expect(host.indexPathsForVisibleItems.count == visible, "seed \(seed): the first screen shows the same rows")
    }

    @Test(arguments: [11, 12, 13, 14, 15, 16])
    func aNewWidthMeasuresTheVisibleRowsFirstAndKeepsTheTopRow(seed: UInt64) async throws {
        var generator = SplitMix64(seed: seed)
        let sections = Self.sections(using: &generator)
        let list = List(catalog: ContextFixture.catalog(counts: ThreadCounts()))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 390, height: 844), frameProvider: list.layout)
        list.attach(to: host)
        list.show(sections: sections)
        await list.waitUntilIdle()
        let height = list.layout.contentSize.height
        // Whole points, so the top row's place compares exactly.
        try host.scroll(
            toOffset: CGPoint(x: 0, y: CGFloat(Int.random(in: 0...max(0, Int(height) - 844), using: &generator))))

        let gate = OffScreenGate(stopAt: .restMeasured)
        list.offScreenMeasuringGate = { await gate.pass($0) }
        let measuredBefore = list.sizeCounts.measured
        // Never the width it has: the pass would have nothing to measure.
        let width = CGFloat(Int.random(in: 400...900, using: &generator))
        try host.setViewportSize(CGSize(width: width, height: 390))
        let total = sections.reduce(0) { $0 + $1.items.count }
        if total > 0 {
            await gate.reach(.restMeasured)
        }
        let onMain = list.sizeCounts.measured - measuredBefore
        #expect(
            onMain <= host.indexPathsForVisibleItems.count + 1, "seed \(seed): \(onMain) measured on the main actor")
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty, "seed \(seed): at the new width")
        let top = host.indexPathsForVisibleItems.first
        let topOnScreen = top.map { list.layout.frame(at: $0).minY - host.contentOffset.y }
        gate.open(.restMeasured)
        await list.waitUntilIdle()

        let found = Self.differences(of: list, from: sections, width: width)
        #expect(found.isEmpty, "seed \(seed): \(found)")
        if let top, let topOnScreen {
            let maxOffset = max(0, list.layout.contentSize.height - 390)
            // Unless the end of the content clamps the offset, the top row stays where it was.
            if host.contentOffset.y < maxOffset {
                #expect(
                    list.layout.frame(at: top).minY - host.contentOffset.y == topOnScreen,
                    "seed \(seed): the top row moved")
            }
        }
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty, "seed \(seed): after the pass")
    }

    /// An update of each kind landing between the pass's steps.
    enum Edit: CaseIterable, Sendable {
        case insert
        case delete
        case changeTexts
        case reload
    }

    nonisolated static let orderings: [(OffScreenMeasuringStep, Edit)] =
        [OffScreenMeasuringStep.sizesRead, .restMeasured].flatMap { step in Edit.allCases.map { (step, $0) } }

    @Test(arguments: Self.orderings)
    func anUpdateBetweenTheStepsIsNeitherLostNorMisSized(step: OffScreenMeasuringStep, edit: Edit) async throws {
        var generator = SplitMix64(seed: 3_636)
        var notes = ContextFixture.notes(2_000, using: &generator)
        let list = List(catalog: ContextFixture.catalog(counts: ThreadCounts()))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 390, height: 844), frameProvider: list.layout)
        list.attach(to: host)
        let gate = OffScreenGate(stopAt: step)
        list.offScreenMeasuringGate = { await gate.pass($0) }
        list.show(sections: [ListSection("notes", items: notes)])
        await list.updater?.waitUntilIdle()
        await gate.reach(step)

        switch edit {
        case .insert:
            notes.insert(ContextNote(id: 90_000, text: String(repeating: "grown ", count: 30)), at: 1)
            notes.insert(ContextNote(id: 90_001, text: "far below"), at: 1_500)
        case .delete:
            notes.removeSubrange(0..<3)
            notes.remove(at: 1_200)
        case .changeTexts:
            for index in [0, 2, 1_000, 1_999] { notes[index].text = String(repeating: "longer text ", count: 12) }
        case .reload:
            notes.reverse()
        }
        if edit == .reload {
            list.updater?.reload(sections: [ListSection("notes", items: notes)])
        } else {
            list.show(sections: [ListSection("notes", items: notes)])
        }
        await list.updater?.waitUntilIdle()
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty, "at \(step), after \(edit)")
        gate.open(step)
        await list.waitUntilIdle()

        let found = Self.differences(of: list, from: [ListSection("notes", items: notes)], width: 390)
        #expect(found.isEmpty, "at \(step), \(edit): \(found)")
        #expect(list.layout.staleItemCount == 0)
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty, "at \(step), after the pass")
    }

    /// A pass overtaken by an update (a list written to while its rows are measured) keeps
    /// what it measured by identity: the next round takes those sizes instead of measuring
    /// every row again, so a list updated faster than it can be measured still completes.
    @Test(arguments: [Edit.insert, .delete, .changeTexts])
    func anOvertakenPassMeasuresNoRowTwice(edit: Edit) async throws {
        var generator = SplitMix64(seed: 4_242)
        var notes = ContextFixture.notes(2_000, using: &generator)
        let counts = ThreadCounts()
        let list = List(catalog: ContextFixture.catalog(counts: counts))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 390, height: 844), frameProvider: list.layout)
        list.attach(to: host)
        let gate = OffScreenGate(stopAt: .restMeasured)
        list.offScreenMeasuringGate = { await gate.pass($0) }
        list.show(sections: [ListSection("notes", items: notes)])
        await list.updater?.waitUntilIdle()
        await gate.reach(.restMeasured)
        let measuredOnce = counts.total

        switch edit {
        case .insert: notes.insert(ContextNote(id: 90_000, text: "new"), at: 1_000)
        case .delete: notes.remove(at: 1_000)
        case .changeTexts, .reload: notes[1_000].text = String(repeating: "longer text ", count: 12)
        }
        list.show(sections: [ListSection("notes", items: notes)])
        await list.updater?.waitUntilIdle()
        gate.open(.restMeasured)
        await list.waitUntilIdle()

        #expect(measuredOnce >= 1_990, "the first round measured \(measuredOnce)")
        // The changed row (measured by the batch or the next round) and a few on screen.
        #expect(counts.total - measuredOnce <= 4, "\(edit): \(counts.total - measuredOnce) rows measured again")
        let found = Self.differences(of: list, from: [ListSection("notes", items: notes)], width: 390)
        #expect(found.isEmpty, "\(edit): \(found)")
    }

    /// A list loaded before its view has a width (a view made with a zero frame, sized by
    /// constraints later) measures nothing off the main actor for width 0: the pass waits for
    /// the real width, and every row is measured once, at it.
    @Test func noRowIsMeasuredOffScreenForAViewWithoutAWidth() async throws {
        let counts = ThreadCounts()
        let list = List(catalog: ContextFixture.catalog(counts: counts))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 0, height: 844), frameProvider: list.layout)
        list.attach(to: host)
        var generator = SplitMix64(seed: 5)
        let notes = ContextFixture.notes(600, using: &generator)
        list.show(sections: [ListSection("notes", items: notes)])
        await list.waitUntilIdle()
        #expect(list.itemsMeasuredOffScreen == 0, "measured off screen at width 0")

        try host.setViewportSize(CGSize(width: 390, height: 844))
        await list.waitUntilIdle()
        let found = Self.differences(of: list, from: [ListSection("notes", items: notes)], width: 390)
        #expect(found.isEmpty, "\(found)")
        #expect(counts.total <= 600 + 2, "\(counts.total) measurements for 600 rows")
    }

    @Test func aCatalogMeasuredOnTheMainActorMeasuresEveryRowAtFirstLoad() async {
        let catalog = HostCellCatalog<ContextNote, HeadlessListView>(
            reuseIdentifier: { _ in "note" }, cellType: { _ in HeadlessCell.self },
            configure: { cell, note, _ in cell.contentDescription = note.text },
            measure: .onMainActorByWidth { note, width in
                ContextFixture.reference(note, in: ListMeasuringContext(width: width))
            })
        let list = List(catalog: catalog)
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 390, height: 844), frameProvider: list.layout)
        list.attach(to: host)
        var generator = SplitMix64(seed: 7)
        list.show(sections: [ListSection("notes", items: ContextFixture.notes(500, using: &generator))])
        await list.waitUntilIdle()
        #expect(list.sizeCounts.measured == 500)
        #expect(list.itemsMeasuredOffScreen == 0)
    }
}

/// Stops the off-screen pass the first time it reaches one step, until the test opens it.
@MainActor
final class OffScreenGate {
    private var waiting: CheckedContinuation<Void, Never>?
    private var arrived: CheckedContinuation<Void, Never>?
    private var reached = false
    private var stopped = false
    let stopAt: OffScreenMeasuringStep

    init(stopAt: OffScreenMeasuringStep) {
        self.stopAt = stopAt
    }

    /// The pass's side: reports the step, then waits until opened (the first time only).
    func pass(_ step: OffScreenMeasuringStep) async {
        guard step == stopAt, !stopped else { return }
        stopped = true
        reached = true
        arrived?.resume()
        arrived = nil
        await withCheckedContinuation { waiting = $0 }
    }

    /// The test's side: returns once the pass stands at `step`.
    func reach(_ step: OffScreenMeasuringStep) async {
        if reached { return }
        await withCheckedContinuation { arrived = $0 }
    }

    func open(_ step: OffScreenMeasuringStep) {
        waiting?.resume()
        waiting = nil
    }
}
