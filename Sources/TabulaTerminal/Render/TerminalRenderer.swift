import Foundation

/// Draws a view tree into a ``FrameBuffer`` and turns each new frame into the few bytes
/// that update the terminal from the previous one.
///
/// The renderer does not write anywhere itself: ``render(_:fullRedraw:)`` returns the
/// output, and the caller writes it (to a ``TerminalSession``, or keeps it in a test).
@MainActor
public final class TerminalRenderer {
    /// The screen size in columns and rows.
    public private(set) var size: TerminalSize
    /// The last frame rendered: what the screen shows now. `nil` before the first frame
    /// and after ``invalidate()``.
    public private(set) var previousFrame: FrameBuffer?
    /// What was written so far.
    public private(set) var statistics = TerminalRenderStatistics()

    /// Creates a renderer for a screen of `size`.
    public init(size: TerminalSize) {
        self.size = size
    }

    /// Changes the screen size; the next frame is a full redraw.
    public func resize(to newSize: TerminalSize) {
        guard newSize != size else { return }
        size = newSize
        previousFrame = nil
    }

    /// Forgets what the screen shows (after something else wrote to it); the next frame
    /// is a full redraw.
    public func invalidate() {
        previousFrame = nil
    }

    /// Lays out `root` and draws it into a new buffer of the screen size, without
    /// touching the previous frame or the counters.
    ///
    /// `root.frame` is relative to the screen's top left cell; each view is clipped to
    /// itself and its ancestors; hidden views are skipped with their subviews. A view with a
    /// ``TerminalView/presentationFrame`` is drawn there and clipped to it.
    public func draw(_ root: TerminalView) -> FrameBuffer {
        root.layoutIfNeeded()
        var canvas = TerminalCanvas(buffer: FrameBuffer(columns: size.columns, rows: size.rows))
        draw(root, in: &canvas, originX: 0, originY: 0, clip: canvas.buffer.bounds)
        return canvas.buffer
    }

    /// Draws `root` and returns the bytes that bring the screen from the previous frame
    /// to this one (everything when `fullRedraw`, on the first frame, and after a resize).
    public func render(_ root: TerminalView, fullRedraw: Bool = false) -> String {
        let frame = draw(root)
        let diff = FrameDiff(from: previousFrame, to: frame, fullRedraw: fullRedraw)
        previousFrame = frame
        let bytes = diff.output.utf8.count
        statistics.frameCount += 1
        statistics.lastFrameBytes = bytes
        statistics.totalBytes += bytes
        statistics.lastFrameChangedCells = diff.changedCells
        if diff.isFullRedraw { statistics.fullRedrawCount += 1 }
        return diff.output
    }

    private func draw(
        _ view: TerminalView, in canvas: inout TerminalCanvas, originX: Int, originY: Int,
        clip: CellRect
    ) {
        guard !view.isHidden else { return }
        // A view in the middle of an animated frame change draws its content (laid out for
        // its final size) from its presentation frame's origin, clipped to that frame.
        let frame: CellRect
        let visible: CellRect
        if let presented = view.presentationFrame {
            let shown = CellRect(presented).offsetBy(dx: originX, dy: originY)
            frame = CellRect(CGRect(origin: presented.origin, size: view.frame.size)).offsetBy(dx: originX, dy: originY)
            visible = shown.intersection(clip)
        } else {
            frame = CellRect(view.frame).offsetBy(dx: originX, dy: originY)
            visible = frame.intersection(clip)
        }
        guard !visible.isEmpty else { return }
        canvas.frame = frame
        canvas.clip = visible
        view.draw(in: &canvas)
        let offset = CellRect(CGRect(origin: view.contentOffset, size: .zero))
        for subview in view.subviews {
            draw(
                subview, in: &canvas, originX: frame.x - offset.x, originY: frame.y - offset.y,
                clip: visible)
        }
    }
}
