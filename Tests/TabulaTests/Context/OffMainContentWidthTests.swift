import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
import TabulaHeadless
import TabulaTestSupport
import Testing

/// Rows narrower than the list (a table row's content view beside its accessory) are
/// measured off the main actor too when the host gives their widths as a value
/// (`ListController.offMainContentWidth`); a row whose width only the main actor can learn
/// (a row kind never seen) is measured there, and no row is left at an estimate.
/// The row kinds whose content width the host knows off the main actor, as it learns them.
@MainActor
private final class KnownKinds {
    var kinds: Set<Int> = [0]
}

@MainActor
@Suite("Rows narrower than the list, measured off the main actor")
struct OffMainContentWidthTests {
    private typealias List = ListAssembly<String, ContextNote, HeadlessListView>

    /// How much narrower than the list a note's content is: three row kinds.
    private nonisolated static func inset(of note: ContextNote) -> CGFloat {
        CGFloat(note.id % 3) * 24
    }

    /// The height every row must have: its note measured at its own content width.
    private static func wrongHeights(in list: List, notes: [ContextNote]) -> [String] {
        let context = list.layout.itemContext
        var wrong: [String] = []
        for (index, note) in notes.enumerated() {
            let want = ContextFixture.reference(note, in: context.withWidth(context.width - inset(of: note))).height
            let height = list.layout.frame(at: ListIndexPath(item: index, section: 0)).height
            if height != want, wrong.count < 5 { wrong.append("row \(index): \(height), want \(want)") }
        }
        return wrong
    }

    @Test(arguments: [3, 31, 314])
    func everyRowEndsAtItsContentWidthAndOnlyUnknownKindsAreMeasuredOnTheMainActor(seed: UInt64) async {
        var generator = SplitMix64(seed: seed)
        let notes = ContextFixture.notes(600, using: &generator)
        let list = List(catalog: ContextFixture.catalog(counts: ThreadCounts()))
        list.controller.contentWidth = { note, _, offered in offered - Self.inset(of: note) }
        // The widest kind is known off the main actor; the other two are not (kind 1 never,
        // kind 2 only after the text size change below).
        let knownKinds = KnownKinds()
        list.controller.offMainContentWidth = { offered in
            let known = knownKinds.kinds
            return { note, _ in known.contains(note.id % 3) ? offered - Self.inset(of: note) : nil }
        }
        let host = HeadlessListView(
            kind: .table, viewportSize: CGSize(width: 390, height: 844), frameProvider: list.layout)
        list.attach(to: host)
        list.show(sections: [ListSection("notes", items: notes)])
        await list.updater?.waitUntilIdle()
        let visible = Set(host.indexPathsForVisibleItems.map(\.item))
        #expect(list.sizeCounts.measured == visible.count, "seed \(seed): the first screen, on the main actor")

        await list.waitUntilIdle()
        #expect(list.layout.staleItemCount == 0, "seed \(seed)")
        #expect(
            Self.wrongHeights(in: list, notes: notes).isEmpty,
            "seed \(seed): \(Self.wrongHeights(in: list, notes: notes))")
        let unknownOffScreen = notes.indices.filter { !visible.contains($0) && notes[$0].id % 3 != 0 }.count
        #expect(
            list.sizeCounts.measured == visible.count + unknownOffScreen,
            "seed \(seed): rows of unknown kinds on the main actor, the rest off it")
        #expect(list.itemsMeasuredOffScreen == notes.count - visible.count - unknownOffScreen, "seed \(seed)")

        knownKinds.kinds = [0, 2]
        let measuredBefore = list.sizeCounts.measured
        let change = await list.setTextSize(.accessibilityLarge)
        #expect(change.isComplete, "seed \(seed)")
        #expect(Self.wrongHeights(in: list, notes: notes).isEmpty, "seed \(seed) after the text size change")
        let kindOne = notes.filter { $0.id % 3 == 1 }.count
        #expect(
            change.measuredOffMainActor == notes.count - change.measuredOnMainActor,
            "seed \(seed): what was not measured on the main actor was measured off it")
        #expect(change.measuredOnMainActor >= kindOne, "seed \(seed): kind 1 is the main actor's")
        #expect(list.sizeCounts.measured - measuredBefore == change.measuredOnMainActor, "seed \(seed)")
    }
}
