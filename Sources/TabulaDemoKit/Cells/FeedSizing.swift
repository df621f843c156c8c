@_spi(Testing) import Tabula
import TabulaTerminal

/// What the cells' pure frame functions need besides a view model (the MFS sizing
/// context): the terminal text measurer and the width-keyed caches. One per app,
/// shared by the main actor and the page loaders that precompute sizes off it.
package final class FeedSizing: Sendable {
    /// Measures text in terminal cells.
    package let measurer = TerminalTextMeasurer()
    /// Wall post text sizes (compact and full, "exceeds limit"), by post id and width.
    package let wallSizes = ViewModelSizeCache<Int>()
    /// Frames that are the same for every wall post (avatar, name, date), by width.
    package let wallStaticFrames = StaticFrameCache()
    /// Wall post heights, compact and expanded, by post id and width.
    package let wallHeights = ContextKeyedCache<Int, ExpandableHeights>()
    /// Frames that are the same for every friend row, by width.
    package let friendStaticFrames = StaticFrameCache()
    /// Message frames that depend on the message's text, by message id and width.
    package let messageFrames = ViewModelFrameCache<Int>()

    /// Empty caches.
    package init() {}
}
