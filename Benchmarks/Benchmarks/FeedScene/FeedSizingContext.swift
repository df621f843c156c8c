@_spi(Testing) import Tabula
import TabulaHeadless

/// What the feed's frame functions need besides a view model: a text measurer and the
/// width-keyed MFS caches (static frames per cell type, frames per view model, subview
/// sizes per view model, compact/expanded heights). Sendable, so sizes can be computed on
/// all cores; a fresh context starts with empty caches and a zero measure count.
final class FeedSizingContext: Sendable {
    let measurer = MonospaceTextMeasurer(characterWidth: 8, lineHeight: 20)
    let friendStaticFrames = StaticFrameCache()
    let wallStaticFrames = StaticFrameCache()
    let messageFrames = ViewModelFrameCache<Int>()
    let wallSizes = ViewModelSizeCache<Int>()
    let wallHeights = ContextKeyedCache<Int, ExpandableHeights>()
}
