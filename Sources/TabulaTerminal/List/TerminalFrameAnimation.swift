import Foundation

/// The presentation side of a ``TerminalListView`` update: views slide (and grow or shrink)
/// from where they were on screen to the frames the layout gave them, over a number of
/// frames.
///
/// It only ever writes ``TerminalView/presentationFrame``: the views' `frame`s, the
/// engine's bookkeeping and the layout's answers are the final state from the start, so
/// tests, the updater and each view's own layout see the truth. The renderer places a
/// view at its presentation frame and clips it there.
@MainActor
struct TerminalFrameAnimation {
    /// Where a view was drawn before a change, and which stay in the list it was (its
    /// ``TerminalView/reuseGeneration``).
    struct Origin {
        let frame: CGRect
        let generation: Int
    }

    /// One animated view: where it starts (content coordinates, already shifted by any
    /// offset change, so it starts where it was on screen), for the stay it started in.
    private struct Track {
        weak var view: TerminalView?
        let from: CGRect
        let generation: Int
    }

    private var tracks: [ObjectIdentifier: Track] = [:]
    private var frameCount = 0
    private var elapsed = 0

    /// Whether views are between their old and new frames.
    var isRunning: Bool { !tracks.isEmpty }

    /// Where `views` are drawn now (their presentation frame, or their frame), keyed by
    /// identity: taken just before a change.
    static func snapshot(_ views: [TerminalView]) -> [ObjectIdentifier: Origin] {
        var origins: [ObjectIdentifier: Origin] = [:]
        origins.reserveCapacity(views.count)
        for view in views where !view.isHidden {
            origins[ObjectIdentifier(view)] = Origin(
                frame: view.presentationFrame ?? view.frame, generation: view.reuseGeneration)
        }
        return origins
    }

    /// Starts (or restarts, from where the views are drawn now) an animation of `views`
    /// from their `before` frames to their current frames over `frames` frames. `shift` is
    /// how much the content offset moved with the change: starting frames move by it so
    /// that nothing jumps on screen. Views whose frame did not change are shown at their
    /// frame at once.
    ///
    /// A view without a `before` frame (it came into view with the change), or one that
    /// went through its reuse queue during the change (it shows another item now), starts
    /// moved as far as the far edge of the view before it in reading order moved: rows
    /// uncovered by a post that collapses slide up with the rows above them instead of
    /// appearing over them, and a row inserted below rows that stay appears at its frame.
    mutating func start(
        views: [TerminalView], before: [ObjectIdentifier: Origin], shift: CGPoint, frames: Int
    ) {
        stop()
        guard frames > 0 else { return }
        let ordered = views.filter { !$0.isHidden }.sorted {
            ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX)
        }
        var lead = CGPoint.zero
        for view in ordered {
            var from = view.frame
            if let origin = before[ObjectIdentifier(view)], origin.generation == view.reuseGeneration {
                from = origin.frame.offsetBy(dx: shift.x, dy: shift.y)
                lead = CGPoint(x: from.maxX - view.frame.maxX, y: from.maxY - view.frame.maxY)
            } else {
                from = from.offsetBy(dx: lead.x, dy: lead.y)
            }
            guard from != view.frame else { continue }
            tracks[ObjectIdentifier(view)] = Track(view: view, from: from, generation: view.reuseGeneration)
            view.presentationFrame = from
        }
        frameCount = frames
        elapsed = 0
    }

    /// One frame passes: every animated view moves to its frame at this point of the
    /// ease-out curve, rounded to whole cells; on the last frame each is exactly at its
    /// frame and the animation ends.
    mutating func advance() {
        guard isRunning else { return }
        elapsed += 1
        guard elapsed < frameCount else {
            stop()
            return
        }
        let progress = Double(elapsed) / Double(frameCount)
        let eased = CGFloat(1 - (1 - progress) * (1 - progress))
        for track in tracks.values {
            guard let view = track.view else { continue }
            view.presentationFrame = Self.interpolate(from: track.from, to: view.frame, fraction: eased)
        }
    }

    /// Stops following views that left for a reuse queue (a scroll during the animation),
    /// even when they came straight back for another item: they are drawn at their frame.
    mutating func dropReused() {
        for (id, track) in tracks where track.view?.reuseGeneration != track.generation {
            track.view?.presentationFrame = nil
            tracks[id] = nil
        }
    }

    /// Ends the animation: every view is drawn at its frame.
    mutating func stop() {
        for track in tracks.values {
            track.view?.presentationFrame = nil
        }
        tracks.removeAll()
        elapsed = 0
    }

    /// `from` moved `fraction` of the way to `to`, edges rounded to whole cells.
    static func interpolate(from: CGRect, to: CGRect, fraction: CGFloat) -> CGRect {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { (a + (b - a) * fraction).rounded() }
        let minX = mix(from.minX, to.minX)
        let minY = mix(from.minY, to.minY)
        let maxX = mix(from.maxX, to.maxX)
        let maxY = mix(from.maxY, to.maxY)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
