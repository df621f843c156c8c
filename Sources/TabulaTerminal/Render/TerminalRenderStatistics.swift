/// Counters a ``TerminalRenderer`` keeps about what it wrote.
public struct TerminalRenderStatistics: Hashable, Sendable {
    /// Frames rendered.
    public var frameCount = 0
    /// Frames that cleared and redrew the whole screen.
    public var fullRedrawCount = 0
    /// UTF-8 bytes the last frame wrote.
    public var lastFrameBytes = 0
    /// Cells the last frame changed.
    public var lastFrameChangedCells = 0
    /// UTF-8 bytes written by all frames.
    public var totalBytes = 0

    /// Creates zeroed counters.
    public init() {}
}
