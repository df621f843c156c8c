import Foundation
import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ListHostEngine {
    /// Simulates a fling: jumps to `startY` (not measured), then moves the offset toward
    /// `endY` by `velocity / framesPerSecond` points per frame, doing one frame of work
    /// per step (the scroll, then `frameWork`: a host that draws renders there), until the
    /// clamped `endY` is reached. Each frame is timed with `ContinuousClock`.
    @available(macOS 13, iOS 16, tvOS 16, *)
    package func simulateFling(
        from startY: CGFloat, to endY: CGFloat, velocity: CGFloat, framesPerSecond: Double,
        frameWork: () throws -> Void = {}
    ) throws -> FlingReport {
        guard velocity > 0, velocity.isFinite else { throw ListHostError.invalidFlingVelocity(Double(velocity)) }
        try scroll(toOffset: CGPoint(x: contentOffset.x, y: startY))
        let start = contentOffset.y
        let target = clamped(CGPoint(x: contentOffset.x, y: endY)).y
        let step = velocity / CGFloat(framesPerSecond)
        let countersBefore = counters
        let clock = ContinuousClock()
        var durations: [Duration] = []
        var peak = visibleCellObjects.count
        var y = start
        while y != target {
            let next = target > y ? min(y + step, target) : max(y - step, target)
            let x = contentOffset.x
            let duration = try clock.measure {
                try scroll(toOffset: CGPoint(x: x, y: next))
                try frameWork()
            }
            durations.append(duration)
            peak = Swift.max(peak, visibleCellObjects.count)
            y = next
        }
        return FlingReport(
            startOffset: start, endOffset: contentOffset.y, frameDurations: durations,
            cellsDequeued: counters.cellsDequeued - countersBefore.cellsDequeued,
            cellsCreated: counters.cellsCreated - countersBefore.cellsCreated,
            cellsConfigured: counters.cellsConfigured - countersBefore.cellsConfigured,
            supplementaryViewsDequeued: counters.supplementaryViewsDequeued - countersBefore.supplementaryViewsDequeued,
            peakVisibleCells: peak)
    }
}
