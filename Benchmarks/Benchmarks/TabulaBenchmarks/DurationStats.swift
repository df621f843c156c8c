/// Percentiles of a set of durations, nearest rank, in nanoseconds: the benchmarks that
/// time many small steps inside one iteration (batches, frames) report them as custom
/// metrics and printed lines.
struct DurationStats {
    /// The durations in nanoseconds, sorted ascending.
    let sortedNanoseconds: [Int64]

    init(_ durations: [Duration]) {
        sortedNanoseconds = durations.map(Self.nanoseconds).sorted()
    }

    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    var count: Int {
        sortedNanoseconds.count
    }

    /// The `fraction` (0...1) percentile; 0 for no durations.
    func percentile(_ fraction: Double) -> Int64 {
        guard !sortedNanoseconds.isEmpty else { return 0 }
        let rank = Int((Swift.min(Swift.max(fraction, 0), 1) * Double(sortedNanoseconds.count)).rounded(.up))
        return sortedNanoseconds[Swift.min(Swift.max(rank - 1, 0), sortedNanoseconds.count - 1)]
    }

    var p50: Int64 { percentile(0.5) }
    var p99: Int64 { percentile(0.99) }
    var max: Int64 { sortedNanoseconds.last ?? 0 }
    var total: Int64 { sortedNanoseconds.reduce(0, +) }

    /// `p50 / p99 / max` in microseconds, for printed lines.
    var summary: String {
        "p50 \(Self.micro(p50)) µs, p99 \(Self.micro(p99)) µs, max \(Self.micro(max)) µs (n = \(count))"
    }

    static func micro(_ nanoseconds: Int64) -> String {
        let tenths = (nanoseconds + 50) / 100
        return "\(tenths / 10).\(tenths % 10)"
    }
}
