import Foundation

extension HeadlessListView {
    /// The frame rate of simulated flings (ProMotion).
    public static let flingFramesPerSecond: Double = 120

    /// Scrolls to `offset` (clamped to the scrollable range) and does what UIKit does for
    /// one frame: cells that left go to their queues, newly visible ones are dequeued and
    /// configured; headers and footers too. Throws, without scrolling, when a newly visible
    /// cell's reuse identifier is not registered.
    public func scroll(toOffset offset: CGPoint) throws {
        let oldOffset = contentOffset
        contentOffset = clamped(offset)
        do {
            try syncVisible(keeping: visibleCellsByPath, keepingSupplementary: visibleSupplementaryByElement, refreshTokens: false)
        } catch {
            contentOffset = oldOffset
            throw error
        }
    }

    /// Resizes the viewport. A width change is a layout change: the frame provider is
    /// updated with an empty batch (same data, new width, so width-keyed sizes survive)
    /// before the visible cells are brought in line.
    public func setViewportSize(_ size: CGSize) throws {
        let oldSize = viewportSize
        let oldOffset = contentOffset
        viewportSize = size
        if size.width != oldSize.width {
            frameProvider.update(sectionCounts: presentedCounts ?? [], applying: ListBatch(), width: size.width)
        }
        contentOffset = clamped(contentOffset)
        do {
            try syncVisible(keeping: visibleCellsByPath, keepingSupplementary: visibleSupplementaryByElement, refreshTokens: false)
        } catch {
            viewportSize = oldSize
            if size.width != oldSize.width {
                frameProvider.update(sectionCounts: presentedCounts ?? [], applying: ListBatch(), width: oldSize.width)
            }
            contentOffset = oldOffset
            throw error
        }
    }

    /// Simulates a fling: jumps to `startY` (not measured), then moves the offset toward
    /// `endY` by `velocity / 120` points per frame (`velocity` in points per second,
    /// positive; the direction comes from `startY` and `endY`), doing one frame of work per
    /// step, until the clamped `endY` is reached. Each frame's work is timed with
    /// `ContinuousClock`.
    public func simulateFling(from startY: CGFloat, to endY: CGFloat, velocity: CGFloat) throws -> FlingReport {
        guard velocity > 0, velocity.isFinite else { throw ListHostError.invalidFlingVelocity(Double(velocity)) }
        try scroll(toOffset: CGPoint(x: contentOffset.x, y: startY))
        let start = contentOffset.y
        let target = clamped(CGPoint(x: contentOffset.x, y: endY)).y
        let step = velocity / CGFloat(Self.flingFramesPerSecond)
        let countersBefore = counters
        let clock = ContinuousClock()
        var durations: [Duration] = []
        var peak = visibleCellsByPath.count
        var y = start
        while y != target {
            let next = target > y ? min(y + step, target) : max(y - step, target)
            let x = contentOffset.x
            let duration = try clock.measure {
                try scroll(toOffset: CGPoint(x: x, y: next))
            }
            durations.append(duration)
            peak = Swift.max(peak, visibleCellsByPath.count)
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

    /// Flings from the top of the content to its bottom at `velocity` points per second.
    public func simulateFlingToBottom(velocity: CGFloat) throws -> FlingReport {
        try simulateFling(from: 0, to: frameProvider.contentSize.height, velocity: velocity)
    }
}
