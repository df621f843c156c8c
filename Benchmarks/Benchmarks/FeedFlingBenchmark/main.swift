// Issue 40, item 3: issue 5's feed fling (mixed friends, messages and wall posts, MFS
// drivers in the cells, sizes computed before the list is shown) counted by callgrind,
// which cannot run the benchmark plugin's runner. The scene is the plugin's own
// (`Benchmarks/FeedScene`, linked into both targets).
//
//   swift build -c release --product FeedFlingBenchmark
//   valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no \
//       .build/release/FeedFlingBenchmark --callgrind [items ...]   (default 1000 100000)
//
// Each size: the first `items` of the feed, the reuse queues pre-warmed as the plugin's
// benchmark does (not measured), then a fling over the first 40,000 points at 6,000 pt/s,
// 120 Hz. With --callgrind instructions are collected only inside the fling, one dump per
// size (`feed-1000`, ...); divide by the frames printed. Without it, prints the frames'
// mean time.
import CallgrindMarks
import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless

var callgrind = false
var sizes: [Int] = []
for argument in CommandLine.arguments.dropFirst() {
    if argument == "--callgrind" {
        callgrind = true
    } else if let size = Int(argument), size > 0, size <= FeedFixture.itemCount {
        sizes.append(size)
    } else {
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(2)
    }
}
if sizes.isEmpty { sizes = [1_000, 100_000] }

@MainActor
func fling(items count: Int) throws {
    let items = Array(FeedFixture.items.prefix(count))
    let scene = FeedFlingScene.makeMeasuringHere(items: items)
    let host = scene.host
    let demand = ReuseDemand.peakVisibleCounts(
        in: scene.layout, viewportHeight: FeedFlingScene.viewport.height,
        reuseIdentifier: { items[$0.item].reuseIdentifier })
    _ = try host.prepareReusableCells(demand) { scene.binder.attachDriver(toPrewarmed: $0) }
    let end = min(40_000, host.frameProvider.contentSize.height)
    try host.scroll(toOffset: .zero)
    if callgrind {
        tabula_callgrind_start_instrumentation()
        tabula_callgrind_toggle_collect()
    }
    let report = try host.simulateFling(from: 0, to: end, velocity: 6_000)
    if callgrind {
        tabula_callgrind_toggle_collect()
        tabula_callgrind_dump_stats_at("feed-\(count)")
        tabula_callgrind_stop_instrumentation()
    }
    let total = report.frameDurations.reduce(Duration.zero, +)
    let mean = total / max(1, report.frameCount)
    print("feed items=\(count) frames=\(report.frameCount) mean=\(mean) cells_created=\(report.cellsCreated)")
}

try MainActor.assumeIsolated {
    for count in sizes { try fling(items: count) }
}
