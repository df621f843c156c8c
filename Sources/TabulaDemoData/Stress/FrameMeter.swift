/// The frame meter's maths: a pure function of display timestamps, so it is tested on Linux
/// with made-up timestamps and reads the same numbers from a `CADisplayLink` on a device.
package enum FrameMeter {
    /// How late a frame must be, in display refreshes, before it counts as a hitch: half a
    /// refresh. A frame that arrives a refresh late (twice the target duration) is a hitch
    /// of one refresh; scheduling jitter of a fraction of a millisecond is not.
    package static let lateness = 0.5

    /// Reads frame times, dropped frames and hitch time from the timestamps of consecutive
    /// display refreshes that showed a frame.
    ///
    /// - Parameters:
    ///   - timestamps: when each frame was shown, in seconds, ascending (a `CADisplayLink`'s
    ///     `timestamp` at each call); out-of-order or repeated ones are skipped, not trusted.
    ///   - targetFrameDuration: the display's refresh interval in seconds (1/60, 1/120; on a
    ///     device `targetTimestamp - timestamp`). Zero or less, or not finite: nothing is
    ///     measured.
    /// - Returns: the reading; ``FrameMeterReading/empty`` with fewer than two timestamps.
    package static func reading(timestamps: [Double], targetFrameDuration: Double) -> FrameMeterReading {
        guard targetFrameDuration > 0, targetFrameDuration.isFinite else { return .empty }
        var intervals: [Double] = []
        intervals.reserveCapacity(max(0, timestamps.count - 1))
        var previous: Double?
        for time in timestamps where time.isFinite {
            if let last = previous {
                guard time > last else { continue }
                intervals.append(time - last)
            }
            previous = time
        }
        guard !intervals.isEmpty, let first = timestamps.first(where: \.isFinite), let last = previous else {
            return .empty
        }
        var dropped = 0
        var hitch = 0.0
        for interval in intervals {
            let refreshes = interval / targetFrameDuration
            guard refreshes >= 1 + lateness else { continue }
            // Shown `refreshes` refreshes after the previous frame instead of one: the
            // refreshes in between showed nothing new, and the frame is that much late.
            dropped += Int((refreshes - 1).rounded())
            hitch += interval - targetFrameDuration
        }
        let sorted = intervals.sorted()
        let span = last - first
        return FrameMeterReading(
            frameCount: intervals.count,
            medianMilliseconds: percentile(50, of: sorted) * 1_000,
            p95Milliseconds: percentile(95, of: sorted) * 1_000,
            p99Milliseconds: percentile(99, of: sorted) * 1_000,
            worstMilliseconds: (sorted.last ?? 0) * 1_000,
            droppedFrames: dropped,
            hitchMilliseconds: hitch * 1_000,
            hitchMillisecondsPerSecond: span > 0 ? hitch * 1_000 / span : 0)
    }

    /// The nearest-rank percentile of an ascending, non-empty array: the smallest value with
    /// at least `percent` % of the values at or below it.
    package static func percentile(_ percent: Double, of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count, max(1, rank)) - 1]
    }
}
