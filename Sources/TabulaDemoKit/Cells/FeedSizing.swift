import Tabula
import TabulaTerminal

/// What the cells' pure frame functions need besides a view model (the MFS sizing
/// context): the terminal text measurer and the width-keyed caches. One per app,
/// shared by the main actor and the page loaders that precompute sizes off it.
public final class FeedSizing: Sendable {
    /// Measures text in terminal cells.
    public let measurer = TerminalTextMeasurer()
    /// Wall post text sizes (compact and full, "exceeds limit"), by post id and width.
    public let wallSizes = ViewModelSizeCache<Int>()
    /// Frames that are the same for every wall post (avatar, name, date), by width.
    public let wallStaticFrames = StaticFrameCache()
    /// Wall post heights, compact and expanded, by post id and width.
    public let wallHeights = WidthKeyedCache<Int, ExpandableHeights>()
    /// Frames that are the same for every friend row, by width.
    public let friendStaticFrames = StaticFrameCache()
    /// Message frames that depend on the message's text, by message id and width.
    public let messageFrames = ViewModelFrameCache<Int>()

    /// Empty caches.
    public init() {}
}
