import Foundation
@_spi(Testing) import Tabula
import TabulaTerminal

/// What the cells' pure frame functions need besides a view model (the MFS sizing
/// context): the terminal text measurer and the context-keyed caches, and the text size
/// the app shows now. One per app, shared by the main actor and the page loaders that
/// precompute sizes off it.
package final class FeedSizing: @unchecked Sendable {
    // @unchecked Sendable: the caches are thread-safe; `shownTextSize` is guarded by `lock`.
    private let lock = NSLock()
    private var shownTextSize = ListTextSize.large

    /// Measures text in terminal cells.
    package let measurer = TerminalTextMeasurer()
    /// The text size the app shows now (the `t` key cycles it): what a cell laid out on
    /// screen measures at. Sizes the layout asks for come with their own context.
    package var textSize: ListTextSize {
        get { lock.withLock { shownTextSize } }
        set { lock.withLock { shownTextSize = newValue } }
    }

    /// The context of `width` at the text size shown now.
    package func context(width: CGFloat) -> ListMeasuringContext {
        ListMeasuringContext(width: width, textSize: textSize)
    }

    /// Wall post text sizes (compact and full, "exceeds limit"), by post id and context.
    package let wallSizes = ViewModelSizeCache<Int>()
    /// Frames that are the same for every wall post (avatar, name, date), by context.
    package let wallStaticFrames = StaticFrameCache()
    /// Wall post heights, compact and expanded, by post id and context.
    package let wallHeights = ContextKeyedCache<Int, ExpandableHeights>()
    /// Frames that are the same for every friend row, by width.
    package let friendStaticFrames = StaticFrameCache()
    /// Message frames that depend on the message's text, by message id and context.
    package let messageFrames = ViewModelFrameCache<Int>()

    /// Empty caches.
    package init() {}
}
