import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// Model-based: random sequences of updates, width changes, text size changes (some racing
/// an update) and scrolls through the headless host. After every step every visible row has
/// the height its current context gives, measured fresh by the reference.
@MainActor
@Suite("Model-based: updates, widths and text sizes")
struct TextSizeModelTests {
    private typealias List = ListAssembly<String, ContextNote, HeadlessListView>

    @Test(arguments: [UInt64(1), 26, 2_026, 90_210, 0xC0FFEE])
    func everyVisibleRowHasItsContextsHeightAfterEveryStep(seed: UInt64) async throws {
        var generator = SplitMix64(seed: seed)
        let list = List(catalog: ContextFixture.catalog(counts: ThreadCounts()))
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 320, height: 480), frameProvider: list.layout)
        list.attach(to: host)
        var notes = ContextFixture.notes(200, using: &generator)
        var nextID = notes.count
        list.show(sections: [ListSection("notes", items: notes)])
        await list.waitUntilIdle()

        var steps: [String] = []
        for _ in 0..<40 {
            let step: String
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<3:
                notes = Self.edit(notes, nextID: &nextID, using: &generator)
                list.show(sections: [ListSection("notes", items: notes)])
                await list.waitUntilIdle()
                step = "update to \(notes.count) rows"
            case 3..<5:
                let width = [280, 320, 375, 414].randomElement(using: &generator) ?? 320
                try host.setViewportSize(CGSize(width: CGFloat(width), height: 480))
                step = "width \(width)"
            case 5..<7:
                let size = ListTextSize.allCases.randomElement(using: &generator) ?? .large
                await list.setTextSize(size)
                step = "text size \(size)"
            case 7..<9:
                // The change stops at one of its steps (the visible rows measured, or the
                // rest measured off the main actor); an update, a scroll or a width change
                // lands there, and every visible row is checked at the stop too.
                let size = ListTextSize.allCases.randomElement(using: &generator) ?? .large
                let stop: MeasuringContextChangeStep = Bool.random(using: &generator) ? .visibleMeasured : .restMeasured
                let gate = StepGate(stopAt: stop)
                list.contextChangeGate = { await gate.pass($0) }
                async let change = list.setTextSize(size)
                await gate.reach(stop)
                list.contextChangeGate = nil
                let atStop = ContextFixture.wrongVisibleRows(of: list, on: host)
                #expect(atStop.isEmpty, "seed \(seed): text size \(size) stopped at \(stop): \(atStop.prefix(3))")
                let racer: String
                switch Int.random(in: 0..<3, using: &generator) {
                case 0:
                    notes = Self.edit(notes, nextID: &nextID, using: &generator)
                    list.show(sections: [ListSection("notes", items: notes)])
                    await list.waitUntilIdle()
                    racer = "an update to \(notes.count) rows"
                case 1:
                    let offset = CGFloat.random(in: 0...max(1, list.layout.contentSize.height), using: &generator)
                    try host.scroll(toOffset: CGPoint(x: 0, y: offset))
                    racer = "a scroll to \(Int(offset))"
                default:
                    let width = [280, 320, 375, 414].randomElement(using: &generator) ?? 320
                    try host.setViewportSize(CGSize(width: CGFloat(width), height: 480))
                    racer = "width \(width)"
                }
                let raced = ContextFixture.wrongVisibleRows(of: list, on: host)
                #expect(raced.isEmpty, "seed \(seed): text size \(size) at \(stop), after \(racer): \(raced.prefix(3))")
                gate.open(stop)
                _ = await change
                step = "text size \(size) racing \(racer) at \(stop)"
            default:
                let offset = CGFloat.random(in: 0...max(1, list.layout.contentSize.height), using: &generator)
                try host.scroll(toOffset: CGPoint(x: 0, y: offset))
                step = "scroll to \(Int(offset))"
            }
            steps.append(step)
            let wrong = ContextFixture.wrongVisibleRows(of: list, on: host)
            #expect(
                wrong.isEmpty,
                "seed \(seed): after \(steps.count) steps (\(steps.suffix(3).joined(separator: "; "))): \(wrong.prefix(3))"
            )
            if !wrong.isEmpty { break }
            #expect(list.sections.first.map { Array($0.items) } == notes, "seed \(seed): the data shown")
        }
        #expect(host.counters.fallbackReloads == 0, "seed \(seed): no batch broke the rules")
    }

    /// A random edit: deletes, inserts, text changes and a move.
    private static func edit(_ notes: [ContextNote], nextID: inout Int, using generator: inout SplitMix64)
        -> [ContextNote]
    {
        var notes = notes
        for _ in 0..<Int.random(in: 0...4, using: &generator) where !notes.isEmpty {
            notes.remove(at: Int.random(in: 0..<notes.count, using: &generator))
        }
        for note in ContextFixture.notes(
            Int.random(in: 0...4, using: &generator), startingAt: nextID, using: &generator)
        {
            notes.insert(note, at: Int.random(in: 0...notes.count, using: &generator))
            nextID += 1
        }
        for _ in 0..<Int.random(in: 0...3, using: &generator) where !notes.isEmpty {
            let index = Int.random(in: 0..<notes.count, using: &generator)
            notes[index].text += " changed"
        }
        if notes.count > 1, Bool.random(using: &generator) {
            let moved = notes.remove(at: Int.random(in: 0..<notes.count, using: &generator))
            notes.insert(moved, at: Int.random(in: 0...notes.count, using: &generator))
        }
        return notes
    }
}
