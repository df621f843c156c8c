// The scaling benchmark of issue 15: what one mutation costs the main actor as the list
// grows. Run it through `Benchmarks/scaling.py` (which builds it, runs it with and without
// callgrind, and draws the chart); by hand:
//
//   swift run -c release ScalingBenchmark --sizes 1000,10000 --repeats 101 --out /tmp/s.json
//
// Arguments: --sizes N,N,... (default 1000,10000,100000,1000000); --layouts one,sections
// (default both; "sections" means sections of 1,000 items); --repeats R timed mutations per
// kind (default 101; 1M items uses --repeats-large, default 41); --warm-up W (default 3);
// --out FILE (JSON; default standard output); --callgrind: collect instructions only
// inside each timed mutation and dump one callgrind file per kind (run under
// `valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no`).
import CallgrindMarks
import Foundation
import Tabula

struct Options {
    var sizes = [1_000, 10_000, 100_000, 1_000_000]
    var layouts = ["one", "sections"]
    var repeats = 101
    var repeatsLarge = 41
    var warmUp = 3
    var out: String?
    var callgrind = false

    init(_ arguments: [String]) throws {
        var index = 0
        func value() throws -> String {
            index += 1
            guard index < arguments.count else {
                throw ScalingError.badArgument("\(arguments[index - 1]) needs a value")
            }
            return arguments[index]
        }
        func number(_ text: String) throws -> Int {
            guard let number = Int(text.replacingOccurrences(of: "_", with: "")), number >= 0 else {
                throw ScalingError.badArgument("not a count: \(text)")
            }
            return number
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--sizes": sizes = try value().split(separator: ",").map { try number(String($0)) }
            case "--layouts": layouts = try value().split(separator: ",").map(String.init)
            case "--repeats": repeats = try number(value())
            case "--repeats-large": repeatsLarge = try number(value())
            case "--warm-up": warmUp = try number(value())
            case "--out": out = try value()
            case "--callgrind": callgrind = true
            default: throw ScalingError.badArgument("unknown argument \(arguments[index])")
            }
            index += 1
        }
        for layout in layouts where layout != "one" && layout != "sections" {
            throw ScalingError.badArgument("unknown layout \(layout)")
        }
    }
}

func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
}

/// Nearest-rank percentile of `values` (sorted here), in nanoseconds.
func percentile(_ values: [Duration], _ fraction: Double) -> Int64 {
    let sorted = values.map(nanoseconds).sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((fraction * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank - 1, 0), sorted.count - 1)]
}

@MainActor
func runScaling() throws {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    let underValgrind = tabula_running_on_valgrind() != 0
    var records: [[String: Any]] = []
    for size in options.sizes {
        for layout in options.layouts {
            let sectionSize = layout == "one" ? max(1, size) : 1_000
            let buildStart = ContinuousClock.now
            let pipeline = try ScalingPipeline(itemCount: size, sectionSize: sectionSize, seed: 15)
            let buildTime = ContinuousClock.now - buildStart
            let repeats = size >= 1_000_000 ? options.repeatsLarge : options.repeats
            if options.callgrind { tabula_callgrind_start_instrumentation() }
            for kind in ScalingPipeline.Kind.allCases {
                let sample = try pipeline.measure(
                    kind, count: repeats, warmUp: options.warmUp, collectInstructions: options.callgrind)
                if options.callgrind {
                    tabula_callgrind_dump_stats_at(
                        "scaling n=\(size) layout=\(layout) kind=\(kind.rawValue) repeats=\(repeats)")
                }
                var record: [String: Any] = [
                    "n": size, "layout": layout, "kind": kind.rawValue, "repeats": repeats,
                    "p50_ns": percentile(sample.total, 0.5), "p99_ns": percentile(sample.total, 0.99),
                    "storage_p50_ns": percentile(sample.storage, 0.5),
                    "layout_p50_ns": percentile(sample.layout, 0.5),
                    "layout_p99_ns": percentile(sample.layout, 0.99),
                    "under_valgrind": underValgrind,
                ]
                if let bytes = pipeline.storageBytes { record["storage_bytes_per_item"] = Double(bytes) / Double(size) }
                if let bytes = pipeline.pipelineBytes {
                    record["updater_host_layout_bytes_per_item"] = Double(bytes) / Double(size)
                }
                records.append(record)
                FileHandle.standardError.write(
                    Data(
                        "n=\(size) \(layout) \(kind.rawValue): p50 \(Double(record["p50_ns"] as! Int64) / 1000) µs, p99 \(Double(record["p99_ns"] as! Int64) / 1000) µs (layout p50 \(Double(record["layout_p50_ns"] as! Int64) / 1000) µs; build \(buildTime))\n"
                            .utf8))
            }
            if options.callgrind { tabula_callgrind_stop_instrumentation() }
            try pipeline.check()
        }
    }
    let json = try JSONSerialization.data(withJSONObject: records, options: [.prettyPrinted, .sortedKeys])
    if let out = options.out {
        try json.write(to: URL(fileURLWithPath: out))
    } else {
        FileHandle.standardOutput.write(json)
    }
}

do {
    try MainActor.assumeIsolated { try runScaling() }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
