// Issue 26: what a second measuring context costs. Heap bytes per item of the layout's size
// trees and of an MFS cache for one context and for two, and a text size change of a 100k
// list through the headless host: items measured on the main actor, seconds on it and off it.
//
//   swift run -c release ContextBenchmark [items]      (default 100000)
import Foundation
import HeapStats
@_spi(Testing) import Tabula
import TabulaHeadless

/// Heap bytes in use (glibc's mallinfo2: small plus mmapped allocations).
func heapBytes() -> Int {
    Int(tabula_heap_bytes_in_use())
}

/// A note: identity by id, content by text.
struct Note: Differentiable, Hashable, Sendable {
    let id: Int
    let text: String
    var differenceIdentifier: Int { id }
}

let count = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 100_000
let measurer = MonospaceTextMeasurer()
let words = ["list", "frame", "dynamic", "type", "measure", "context", "row", "cell", "size", "text"]
let notes = (0..<count).map { id in
    Note(id: id, text: (0..<(1 + id % 12)).map { words[($0 * 7 + id) % words.count] }.joined(separator: " "))
}
let large = ListMeasuringContext(width: 390)
let ax1 = large.withTextSize(.accessibilityMedium)

func height(_ note: Note, _ context: ListMeasuringContext) -> CGFloat {
    measurer.atTextSize(context.textSize).size(of: note.text, style: .body, width: context.width - 32, maximumLines: 0)
        .height + 16
}

func perItem(_ bytes: Int) -> String {
    String(format: "%.1f", Double(bytes) / Double(count))
}

@MainActor
func run() async {
    print("items: \(count)")

    // 1. The layout's size trees: one context, then a second (sizes kept for both).
    let texts = notes
    var before = heapBytes()
    let layout = ListLayout(itemSize: { path, width in
        CGSize(width: width, height: height(texts[path.item], ListMeasuringContext(width: width)))
    })
    layout.update(sectionCounts: [count], applying: nil, context: large)
    let oneContext = heapBytes() - before
    before = heapBytes()
    layout.setContext(ax1)
    let secondContext = heapBytes() - before
    print(
        "ListLayout sizes: one context \(perItem(oneContext)) B/item, a second context +\(perItem(secondContext)) B/item"
            + " (kept sizes: \(layout.keptSizeCount))")

    // 2. An MFS cache (one SubviewSizes per item, as a cell's text sizes): one, then two.
    let cache = ViewModelSizeCache<Int>()
    before = heapBytes()
    for note in notes {
        _ = cache.sizes(for: note.id, in: large) {
            var sizes = SubviewSizes()
            sizes["text"] = SizeRange(fixed: CGSize(width: 358, height: height(note, large)))
            return sizes
        }
    }
    let cacheOne = heapBytes() - before
    before = heapBytes()
    for note in notes {
        _ = cache.sizes(for: note.id, in: ax1) {
            var sizes = SubviewSizes()
            sizes["text"] = SizeRange(fixed: CGSize(width: 358, height: height(note, ax1)))
            return sizes
        }
    }
    let cacheTwo = heapBytes() - before
    print("ViewModelSizeCache: one context \(perItem(cacheOne)) B/item, a second context +\(perItem(cacheTwo)) B/item")

    // 3. A text size change of the whole list through the headless host.
    let list = ListAssembly<String, Note, HeadlessListView>(
        catalog: HostCellCatalog(
            reuseIdentifier: { _ in "note" }, cellType: { _ in HeadlessCell.self },
            configure: { cell, note, _ in cell.contentDescription = note.text },
            measure: .pure { note, context in CGSize(width: context.width, height: height(note, context)) }))
    let host = HeadlessListView(
        kind: .table, viewportSize: CGSize(width: 390, height: 844), frameProvider: list.layout)
    list.attach(to: host)
    list.show(sections: [ListSection("notes", items: notes)])
    await list.waitUntilIdle()
    try? host.scroll(toOffset: CGPoint(x: 0, y: list.layout.contentSize.height / 2))
    before = heapBytes()
    let change = await list.setTextSize(.accessibilityMedium)
    let changeBytes = heapBytes() - before
    print(
        "text size L -> AX1 of \(count) items: \(change.measuredOnMainActor) measured on the main actor "
            + "(\(host.indexPathsForVisibleItems.count) visible), \(change.measuredOffMainActor) off it; "
            + String(
                format: "main actor %.1f ms, off it %.1f ms", change.mainActorSeconds * 1000,
                change.offMainActorSeconds * 1000)
            + "; heap +\(perItem(changeBytes)) B/item")
    let back = await list.setTextSize(.large)
    print(
        "back to L: \(back.measuredOnMainActor) measured on the main actor, \(back.measuredOffMainActor) off it, "
            + String(format: "main actor %.2f ms", back.mainActorSeconds * 1000))
}

await run()
