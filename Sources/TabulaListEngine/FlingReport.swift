import Foundation
import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a simulated fling did: one entry per 120 Hz frame, with the time the host spent
/// on that frame's work (dequeue, configure, enqueue) and the work counted.
///
/// Durations come from `ContinuousClock` and vary run to run: use them in benchmarks and
/// reports, never in assertions. `Duration` needs iOS 16, macOS 13 or tvOS 16.
@available(macOS 13, iOS 16, tvOS 16, *)
public struct FlingReport: Hashable, Sendable {
    /// The content offset (y) the fling started from.
    public var startOffset: CGFloat
    /// The content offset (y) it ended at.
    public var endOffset: CGFloat
    /// The time spent on each frame's work, in order.
    public var frameDurations: [Duration]
    /// Cells dequeued during the fling.
    public var cellsDequeued: Int
    /// Cells created during the fling (0 once the reuse queues hold enough).
    public var cellsCreated: Int
    /// Cells configured during the fling.
    public var cellsConfigured: Int
    /// Headers and footers dequeued during the fling.
    public var supplementaryViewsDequeued: Int
    /// The most cells visible in any frame.
    public var peakVisibleCells: Int

    /// The number of frames.
    public var frameCount: Int {
        frameDurations.count
    }

    /// The `fraction` percentile (0...1) of frame durations, nearest rank; `.zero` for no frames.
    public func percentile(_ fraction: Double) -> Duration {
        guard !frameDurations.isEmpty else { return .zero }
        let sorted = frameDurations.sorted()
        let clampedFraction = Swift.min(Swift.max(fraction, 0), 1)
        let rank = Int((clampedFraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank - 1, 0), sorted.count - 1)]
    }

    /// The median frame duration.
    public var p50: Duration { percentile(0.5) }
    /// The 99th-percentile frame duration.
    public var p99: Duration { percentile(0.99) }
    /// The longest frame.
    public var max: Duration { frameDurations.max() ?? .zero }
    /// All frames' work together.
    public var total: Duration { frameDurations.reduce(.zero, +) }
}
