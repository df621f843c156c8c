import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// The off-main re-measure of a text size change racing an update: every ordering forced,
/// every visible row at its height in the current context at every step.
@MainActor
@Suite("Text size change racing an update")
struct TextSizeOrderingTests {
    private typealias List = ListAssembly<String, ContextNote, HeadlessListView>

    /// An update of each kind: delete the visible rows, insert above and on screen, change
    /// the text of rows on screen and off it, move one off screen onto the screen.
    enum Edit: CaseIterable, Sendable {
        case deleteVisible
        case insertAboveAndOnScreen
        case changeTexts
        case moveIntoView
        case reload

        func apply(to notes: [ContextNote], visible: [Int]) -> [ContextNote] {
            var notes = notes
            switch self {
            case .deleteVisible:
                let gone = Set(visible.map { notes[$0].id })
                notes.removeAll { gone.contains($0.id) }
            case .insertAboveAndOnScreen:
                let first = visible.first ?? 0
                notes.insert(ContextNote(id: 100_000, text: "new above"), at: max(0, first - 3))
                notes.insert(
                    ContextNote(id: 100_001, text: String(repeating: "grown ", count: 30)), at: first + 2)
            case .changeTexts:
                for index in visible.prefix(3) + [notes.count - 1] {
                    notes[index].text = String(repeating: "longer text ", count: 12)
                }
            case .moveIntoView:
                let moved = notes.removeLast()
                notes.insert(moved, at: (visible.first ?? 0) + 1)
            case .reload:
                notes = notes.reversed()
            }
            return notes
        }
    }

    /// A list of `rows` random notes (from `seed`) on a 320 × 480 headless table, loaded.
    private static func loadedList(rows: Int, seed: UInt64) async -> (List, HeadlessListView, [ContextNote]) {
        let list = List(catalog: ContextFixture.catalog(counts: ThreadCounts()))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 480), frameProvider: list.layout)
        list.attach(to: host)
        var generator = SplitMix64(seed: seed)
        let notes = ContextFixture.notes(rows, using: &generator)
        list.show(sections: [ListSection("notes", items: notes)])
        await list.waitUntilIdle()
        return (list, host, notes)
    }

    nonisolated static let cases: [(MeasuringContextChangeStep, Edit)] =
        [MeasuringContextChangeStep.visibleMeasured, .restMeasured].flatMap { step in Edit.allCases.map { (step, $0) } }

    @Test(arguments: Self.cases)
    func anUpdateBetweenTheStepsLeavesEveryVisibleRowAtItsHeight(step: MeasuringContextChangeStep, edit: Edit)
        async throws
    {
        let (list, host, notes) = await Self.loadedList(rows: 400, seed: 2_626)
        try host.scroll(toOffset: CGPoint(x: 0, y: 3_000))

        let gate = StepGate(stopAt: step)
        list.contextChangeGate = { await gate.pass($0) }
        async let change = list.setTextSize(.accessibilityLarge)
        await gate.reach(step)
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty, "at \(step), before the update")

        let visible = host.indexPathsForVisibleItems.map(\.item)
        let edited = edit.apply(to: notes, visible: visible)
        if edit == .reload {
            list.updater?.reload(sections: [ListSection("notes", items: edited)])
        } else {
            list.show(sections: [ListSection("notes", items: edited)])
        }
        await list.waitUntilIdle()
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty, "at \(step), after \(edit)")

        gate.open(step)
        let report = await change
        #expect(report.isComplete)
        #expect(list.layout.staleItemCount == 0)
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty, "after the change, \(edit)")
        // Every row, on screen or not, has its AX2 height and the item now at its path.
        let context = list.layout.itemContext
        for (index, note) in edited.enumerated() {
            let frame = list.layout.frame(at: ListIndexPath(item: index, section: 0))
            #expect(frame.height == ContextFixture.reference(note, in: context).height, "row \(index), \(edit)")
        }
        #expect(list.sections.first.map { Array($0.items) } == edited)
    }

    /// An update landing while the rest is measured off the main actor does not make the
    /// main actor go over the list: the rows measured are kept by identity off it and the
    /// sizes completed again from the new state, taken whole. Before, every row was looked up
    /// by identity on the main actor.
    @Test(arguments: [Edit.insertAboveAndOnScreen, .changeTexts, .deleteVisible])
    func anUpdateDuringTheRestCostsTheMainActorNoPassOverTheList(edit: Edit) async throws {
        let (list, host, notes) = await Self.loadedList(rows: 3_000, seed: 2_727)

        let gate = StepGate(stopAt: .restMeasured)
        list.contextChangeGate = { await gate.pass($0) }
        async let change = list.setTextSize(.accessibilityLarge)
        await gate.reach(.restMeasured)
        let edited = edit.apply(to: notes, visible: host.indexPathsForVisibleItems.map(\.item))
        list.show(sections: [ListSection("notes", items: edited)])
        await list.waitUntilIdle()
        let measuredBefore = list.layout.itemsMeasured
        gate.open(.restMeasured)
        let report = await change

        #expect(report.isComplete)
        #expect(list.layout.staleItemCount == 0)
        // At most the rows an insert or an edit brought (the rest came whole).
        let onMain = list.layout.itemsMeasured - measuredBefore
        #expect(onMain <= 5, "\(edit): \(onMain) rows sized on the main actor after the update")
        let context = list.layout.itemContext
        for (index, note) in edited.enumerated() {
            let frame = list.layout.frame(at: ListIndexPath(item: index, section: 0))
            #expect(frame.height == ContextFixture.reference(note, in: context).height, "row \(index), \(edit)")
        }
    }

    @Test func aSecondChangeOvertakesTheFirstWhichLeavesTheRestToIt() async throws {
        let (list, host, _) = await Self.loadedList(rows: 300, seed: 62)

        let gate = StepGate(stopAt: .restMeasured)
        list.contextChangeGate = { await gate.pass($0) }
        async let first = list.setTextSize(.extraExtraExtraLarge)
        await gate.reach(.restMeasured)
        list.contextChangeGate = nil
        let second = await list.setTextSize(.accessibilityExtraExtraLarge)
        gate.open(.restMeasured)
        let overtaken = await first

        #expect(!overtaken.isComplete)
        #expect(second.isComplete)
        #expect(list.measuringContext.textSize == .accessibilityExtraExtraLarge)
        #expect(list.layout.staleItemCount == 0)
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty)
        // The overtaken context was left stale; a change back into it measures the rows on
        // screen at once and the rest off the main actor.
        try host.setMeasuringContext(host.measuringContext.withTextSize(.extraExtraExtraLarge))
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty)
        await list.waitUntilIdle()
        #expect(list.layout.staleItemCount == 0)
        #expect(ContextFixture.wrongVisibleRows(of: list, on: host).isEmpty)
    }
}

extension MeasuringContextChangeStep: CustomTestStringConvertible {
    public var testDescription: String {
        switch self {
        case .visibleMeasured: "visible measured"
        case .restMeasured: "rest measured"
        }
    }
}
