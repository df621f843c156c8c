/// What the stress screen's frame meter shows for a run of display refreshes.
///
/// Hitches as Apple defines them: a hitch is a frame that reaches the screen later than
/// expected, its hitch time is how late it is, and the hitch time ratio is the total hitch
/// time over the total time measured, in milliseconds per second ("ms per s", the base unit of
/// MetricKit's `HitchTimeRatio`:
/// https://developer.apple.com/documentation/metrickit/hitchtimeratio). Apple's "Understanding
/// hitches in your app" calls up to 10 ms/s good, up to 25 a warning, up to 50 critical
/// (https://developer.apple.com/documentation/xcode/understanding-hitches-in-your-app).
package struct FrameMeterReading: Equatable, Sendable {
    /// How many frame intervals were measured (one fewer than the timestamps).
    package var frameCount: Int
    /// The median frame time, in milliseconds.
    package var medianMilliseconds: Double
    /// The 95th percentile frame time, in milliseconds.
    package var p95Milliseconds: Double
    /// The 99th percentile frame time, in milliseconds.
    package var p99Milliseconds: Double
    /// The longest frame time, in milliseconds.
    package var worstMilliseconds: Double
    /// Display refreshes that showed no new frame: a frame that took 2.2 refreshes dropped 1.
    package var droppedFrames: Int
    /// Total hitch time, in milliseconds.
    package var hitchMilliseconds: Double
    /// Hitch time per second measured, in ms/s.
    package var hitchMillisecondsPerSecond: Double

    /// No frames measured.
    package static let empty = FrameMeterReading(
        frameCount: 0, medianMilliseconds: 0, p95Milliseconds: 0, p99Milliseconds: 0, worstMilliseconds: 0,
        droppedFrames: 0, hitchMilliseconds: 0, hitchMillisecondsPerSecond: 0)

    /// Apple's verdict on the hitch time ratio (the thresholds of "Understanding hitches in your
    /// app", above).
    package var verdict: String {
        switch hitchMillisecondsPerSecond {
        case ...10: "good"
        case ...25: "warning"
        case ...50: "critical"
        default: "needs attention"
        }
    }

    /// One line for the meter: "p50 8.3 · p95 8.4 · p99 16.7 ms · 2 dropped · 4.1 ms/s good".
    package var summary: String {
        "p50 \(Self.format(medianMilliseconds)) · p95 \(Self.format(p95Milliseconds))"
            + " · p99 \(Self.format(p99Milliseconds)) ms · \(droppedFrames) dropped"
            + " · \(Self.format(hitchMillisecondsPerSecond)) ms/s \(verdict)"
    }

    /// One decimal, without Foundation's formatters (this target builds everywhere).
    static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e15 else { return "–" }
        let whole = Int(tenths) / 10
        let fraction = abs(Int(tenths) % 10)
        return "\(tenths < 0 && whole == 0 ? "-" : "")\(whole).\(fraction)"
    }
}
