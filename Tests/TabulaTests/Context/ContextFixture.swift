import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
import TabulaHeadless
import TabulaTestSupport

/// A note of the measuring context tests: identity by id, content by text.
struct ContextNote: Differentiable, Hashable, Sendable {
    let id: Int
    var text: String
    var differenceIdentifier: Int { id }
}

/// Counts the sizes measured, on any thread (the list counts those it measured on the main
/// actor itself: `ListAssembly.sizeCounts`).
final class ThreadCounts: @unchecked Sendable {
    // @unchecked Sendable: the counter is guarded by `lock`.
    private let lock = NSLock()
    private var calls = 0

    func record() {
        lock.withLock { calls += 1 }
    }

    var total: Int {
        lock.withLock { calls }
    }
}

/// The measuring context tests' list: notes whose height is their text measured in the
/// context (a monospace measurer: 8-point columns, 20-point lines, scaled by the text size),
/// plus an 8-point margin.
enum ContextFixture {
    static let measurer = MonospaceTextMeasurer()

    /// The height a note has in `context` (its width is the item's), measured fresh.
    static func reference(_ note: ContextNote, in context: ListMeasuringContext) -> CGSize {
        let text = measurer.atTextSize(context.textSize).size(
            of: note.text, style: .body, width: context.width - 16, maximumLines: 0)
        return CGSize(width: context.width, height: ceil(text.height) + 8)
    }

    @MainActor
    static func catalog(counts: ThreadCounts) -> HostCellCatalog<ContextNote, HeadlessListView> {
        HostCellCatalog<ContextNote, HeadlessListView>(
            reuseIdentifier: { _ in "note" }, cellType: { _ in HeadlessCell.self },
            configure: { cell, note, _ in cell.contentDescription = note.text },
            measure: .pure { note, context in
                counts.record()
                return reference(note, in: context)
            })
    }

    /// `count` notes of one to six words, from `generator`.
    static func notes<G: RandomNumberGenerator>(_ count: Int, startingAt first: Int = 0, using generator: inout G)
        -> [ContextNote]
    {
        let words = ["list", "frame", "dynamic", "type", "measure", "context", "row", "cell", "size", "text"]
        return (first..<first + count).map { id in
            let length = Int.random(in: 1...12, using: &generator)
            let text = (0..<length).map { _ in words.randomElement(using: &generator) ?? "x" }.joined(separator: " ")
            return ContextNote(id: id, text: text)
        }
    }

    /// The visible rows whose height is not the one their item has in the host's context.
    @MainActor
    static func wrongVisibleRows(
        of list: ListAssembly<String, ContextNote, HeadlessListView>, on host: HeadlessListView
    ) -> [String] {
        let context = list.layout.itemContext
        var wrong: [String] = []
        for path in host.indexPathsForVisibleItems {
            guard let note = list.item(at: path) else {
                wrong.append("\(path): no item")
                continue
            }
            let height = list.layout.frame(at: path).height
            let expected = reference(note, in: context).height
            if height != expected { wrong.append("\(path) note \(note.id): \(height), expected \(expected)") }
        }
        if host.measuringContext.textSize != list.measuringContext.textSize {
            wrong.append("host text size \(host.measuringContext.textSize), list \(list.measuringContext.textSize)")
        }
        return wrong
    }
}

/// A gate a text size change stops at until the test opens it: the test acts in between,
/// with no sleeps.
@MainActor
final class StepGate {
    private var waiting: [MeasuringContextChangeStep: CheckedContinuation<Void, Never>] = [:]
    private var arrived: [MeasuringContextChangeStep: CheckedContinuation<Void, Never>] = [:]
    private var reached: Set<MeasuringContextChangeStep> = []
    let stopAt: MeasuringContextChangeStep

    init(stopAt: MeasuringContextChangeStep) {
        self.stopAt = stopAt
    }

    /// The change's side: reports the step, then waits until opened.
    func pass(_ step: MeasuringContextChangeStep) async {
        guard step == stopAt else { return }
        reached.insert(step)
        arrived.removeValue(forKey: step)?.resume()
        await withCheckedContinuation { waiting[step] = $0 }
    }

    /// The test's side: returns once the change stands at `step`.
    func reach(_ step: MeasuringContextChangeStep) async {
        if reached.contains(step) { return }
        await withCheckedContinuation { arrived[step] = $0 }
    }

    func open(_ step: MeasuringContextChangeStep) {
        waiting.removeValue(forKey: step)?.resume()
    }
}
