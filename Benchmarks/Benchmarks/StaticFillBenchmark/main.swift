import CallgrindMarks
import Foundation
import StaticFillFixture

// Issue 39: the static-table fill per 1,000 rows, in instructions (callgrind cannot run the
// benchmark plugin's runner) and in time. The same fixture as the plugin's
// `Static cells 1k` benchmarks.
//
// Usage: StaticFillBenchmark [resolved|moved|naive] [--fills N] [--callgrind]
// `moved`: the resolved fill with every row in another cell than the fill before (a scroll).
// --callgrind (under `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no`):
// collects only inside the fills and writes two dump files, `first` (a new fixture's first
// fill of 1,000 rows, which resolves the capabilities) and `steady` (N more fills of the
// same rows: divide by N). Without it, prints the median and minimum time of N fills.

var way = "resolved"
var fills = 200
var callgrind = false
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "resolved", "moved", "naive": way = argument
    case "--fills": fills = arguments.next().flatMap(Int.init) ?? fills
    case "--callgrind": callgrind = true
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

let fixture = CapabilityBenchFixture()
let fill =
    switch way {
    case "naive": fixture.fillNaively
    case "moved": fixture.fillResolvedMoved
    default: fixture.fillResolved
    }

if callgrind {
    tabula_callgrind_start_instrumentation()
    tabula_callgrind_toggle_collect()
    fill()
    tabula_callgrind_toggle_collect()
    tabula_callgrind_dump_stats_at("first")
    for _ in 0..<fills {
        tabula_callgrind_toggle_collect()
        fill()
        tabula_callgrind_toggle_collect()
    }
    tabula_callgrind_dump_stats_at("steady")
    tabula_callgrind_stop_instrumentation()
    print("\(way): 1 first fill, \(fills) steady fills of 1,000 rows")
} else {
    fill()
    let clock = ContinuousClock()
    var times: [Duration] = []
    for _ in 0..<fills {
        times.append(clock.measure { fill() })
    }
    times.sort()
    let micro = { (d: Duration) in Double(d.components.attoseconds) / 1e12 + Double(d.components.seconds) * 1e6 }
    print(
        "\(way): \(fills) fills of 1,000 rows; median \(String(format: "%.1f", micro(times[times.count / 2]))) µs, "
            + "min \(String(format: "%.1f", micro(times[0]))) µs")
}
