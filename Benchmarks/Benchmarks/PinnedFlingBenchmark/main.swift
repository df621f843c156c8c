// Issue 27, item 3: a fling over a sectioned list with pinned section headers and footers,
// at 1,000 and 100,000 items, through the headless host (120 Hz, 6,000 pt/s). Pinned
// frames depend on the content offset, so each frame places the headers and footers of the
// sections in view again: the per-frame cost must stay flat in the list's size.
//
//   swift run -c release PinnedFlingBenchmark [--callgrind] [items ...]   (default 1000 100000)
//
// Natively: the whole list top to bottom, pinned and not, per-frame p50/p99/mean. With
// --callgrind (run under `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no`):
// instructions are collected only inside the fling of the first 40,000 points of each list,
// one dump per size and mode (`pinned-1000`, ...); divide by the frames printed.
import CallgrindMarks
import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless

/// Sections of 20 items of 44 to 64 points, a 28-point header and a 12-point footer each.
@MainActor
final class SectionedNumbers: ListHostDataSource {
    let counts: [Int]
    init(items: Int) {
        counts = stride(from: 0, to: items, by: 20).map { min(20, items - $0) }
    }
    func numberOfSections() -> Int { counts.count }
    func numberOfItems(inSection section: Int) -> Int { counts[section] }
    func reuseIdentifier(forItemAt path: ListIndexPath) -> String { "cell" }
    func configure(_ cell: any ListReusableView, forItemAt path: ListIndexPath) {
        (cell as? HeadlessCell)?.contentDescription = nil
    }
    func reuseIdentifier(for placement: ListSupplementaryPlacement, inSection section: Int) -> String? {
        placement.rawValue
    }
    func configure(_ view: any ListReusableView, for placement: ListSupplementaryPlacement, inSection section: Int) {}
}

struct Options {
    var callgrind = false
    var sizes: [Int] = []
}

var options = Options()
for argument in CommandLine.arguments.dropFirst() {
    if argument == "--callgrind" {
        options.callgrind = true
    } else if let size = Int(argument), size > 0 {
        options.sizes.append(size)
    } else {
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(2)
    }
}
if options.sizes.isEmpty { options.sizes = [1_000, 100_000] }

@MainActor
func makeHost(items: Int, pinned: Bool) throws -> (HeadlessListView, SectionedNumbers) {
    let layout = ListLayout(
        configuration: ListLayoutConfiguration(pinsSectionHeaders: pinned, pinsSectionFooters: pinned),
        itemSize: { path, width in CGSize(width: width, height: 44 + CGFloat((path.item * 7) % 3) * 10) },
        headerHeight: { _, _ in 28 }, footerHeight: { _, _ in 12 })
    let host = HeadlessListView(
        kind: .collection, viewportSize: CGSize(width: 390, height: 844), frameProvider: layout)
    let data = SectionedNumbers(items: items)
    host.dataSource = data
    host.registerCell(reuseIdentifier: "cell")
    host.registerSupplementaryView(.header, reuseIdentifier: "header")
    host.registerSupplementaryView(.footer, reuseIdentifier: "footer")
    try host.reloadData()
    return (host, data)
}

func micro(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.2f", Double(seconds) * 1e6 + Double(attoseconds) / 1e12)
}

@MainActor
func run() throws {
    let distance: CGFloat = 40_000
    for items in options.sizes {
        for pinned in [true, false] {
            let (host, data) = try makeHost(items: items, pinned: pinned)
            let mode = pinned ? "pinned" : "unpinned"
            if options.callgrind {
                let end = min(distance, host.frameProvider.contentSize.height)
                try host.scroll(toOffset: .zero)
                tabula_callgrind_start_instrumentation()
                tabula_callgrind_toggle_collect()
                let report = try host.simulateFling(from: 0, to: end, velocity: 6_000)
                tabula_callgrind_toggle_collect()
                tabula_callgrind_dump_stats_at("\(mode)-\(items)")
                tabula_callgrind_stop_instrumentation()
                print("callgrind \(mode) items=\(items) sections=\(data.counts.count) frames=\(report.frameCount)")
                continue
            }
            let report = try host.simulateFlingToBottom(velocity: 6_000)
            let sorted = report.frameDurations.sorted()
            let total = report.frameDurations.reduce(Duration.zero, +)
            let mean = total / max(1, report.frameCount)
            print(
                "\(mode) items=\(items) sections=\(data.counts.count) frames=\(report.frameCount) "
                    + "p50_us=\(micro(sorted[sorted.count / 2])) p99_us=\(micro(sorted[sorted.count * 99 / 100])) "
                    + "mean_us=\(micro(mean)) supplementary_dequeued=\(report.supplementaryViewsDequeued) "
                    + "peak_visible_cells=\(report.peakVisibleCells)")
        }
    }
}

try MainActor.assumeIsolated { try run() }
