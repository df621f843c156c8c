import Foundation

/// Where ``reportLine(_:)`` appends: `$TABULA_BENCH_REPORT`, or
/// `.build/tabula-benchmark-report.txt` under the directory the benchmark runs in (the
/// Benchmarks package). `run.sh` empties it before a run and prints it after.
let reportPath =
    ProcessInfo.processInfo.environment["TABULA_BENCH_REPORT"]
    ?? FileManager.default.currentDirectoryPath + "/.build/tabula-benchmark-report.txt"

/// Appends a report line (details beyond the metric table: percentiles within an
/// iteration, ratios, counters) to ``reportPath``. The benchmark tool sends the benchmark
/// process's standard output and error to /dev/null while it measures, so printing would
/// show nothing.
func reportLine(_ text: String) {
    let data = Data((text + "\n").utf8)
    if let handle = FileHandle(forWritingAtPath: reportPath) {
        handle.seekToEndOfFile()
        handle.write(data)
        handle.closeFile()
    } else {
        _ = FileManager.default.createFile(atPath: reportPath, contents: data)
    }
}
