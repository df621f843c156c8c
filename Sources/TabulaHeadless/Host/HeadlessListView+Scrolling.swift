import Foundation
import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension HeadlessListView {
    /// The frame rate of simulated flings (ProMotion).
    public static let flingFramesPerSecond: Double = 120

    /// Resizes the viewport. A width change is a layout change: the frame provider is
    /// updated with an empty batch (same data, new width, so width-keyed sizes survive)
    /// before the visible cells are brought in line.
    public func setViewportSize(_ size: CGSize) throws {
        try engine.setViewportSize(size)
    }

    /// Simulates a fling: jumps to `startY` (not measured), then moves the offset toward
    /// `endY` by `velocity / 120` points per frame (`velocity` in points per second,
    /// positive; the direction comes from `startY` and `endY`), doing one frame of work per
    /// step, until the clamped `endY` is reached. Each frame's work is timed with
    /// `ContinuousClock`.
    @available(macOS 13, iOS 16, tvOS 16, *)
    public func simulateFling(from startY: CGFloat, to endY: CGFloat, velocity: CGFloat) throws -> FlingReport {
        try engine.simulateFling(from: startY, to: endY, velocity: velocity, framesPerSecond: Self.flingFramesPerSecond)
    }

    /// Flings from the top of the content to its bottom at `velocity` points per second.
    @available(macOS 13, iOS 16, tvOS 16, *)
    public func simulateFlingToBottom(velocity: CGFloat) throws -> FlingReport {
        try simulateFling(from: 0, to: frameProvider.contentSize.height, velocity: velocity)
    }
}
