#if canImport(UIKit) && canImport(QuartzCore)
import QuartzCore
import UIKit

/// The frame meter's clock: a `CADisplayLink` on the main run loop. Each callback passes the
/// link's `timestamp` (when the frame now on screen was shown) and `targetTimestamp` (when the
/// next is due): CADisplayLink.h, `timestamp` and `targetTimestamp`. On a ProMotion display
/// the link asks for the highest rate (`preferredFrameRateRange`, iOS 15), so the meter
/// sees 120 Hz where the display gives it.
@MainActor
final class DisplayLinkTicks: NSObject {
    private var link: CADisplayLink?
    private let onFrame: @MainActor (Double, Double) -> Bool

    private init(onFrame: @escaping @MainActor (Double, Double) -> Bool) {
        self.onFrame = onFrame
    }

    /// Starts a display link that calls `onFrame` until it returns `false`; returns what
    /// stops it sooner. The link holds this object, not the screen.
    static func start(_ onFrame: @escaping @MainActor (Double, Double) -> Bool) -> @MainActor () -> Void {
        let ticks = DisplayLinkTicks(onFrame: onFrame)
        let link = CADisplayLink(target: ticks, selector: #selector(tick(_:)))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        link.add(to: .main, forMode: .common)
        ticks.link = link
        return { [weak ticks] in ticks?.stop() }
    }

    @objc private func tick(_ link: CADisplayLink) {
        if !onFrame(link.timestamp, link.targetTimestamp) { stop() }
    }

    private func stop() {
        link?.invalidate()
        link = nil
    }
}
#endif
