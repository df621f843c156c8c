import Foundation
import Tabula

/// The feed's ``ListSizeSource`` for a ``ListLayout``: each item's size from
/// ``FeedFrames``, or, at the one width it was given sizes for, from a table of sizes
/// computed beforehand off the main actor (SPEC M10), so the layout measures no text then.
final class FeedSizeSource: ListSizeSource {
    let items: [FeedItem]
    let context: FeedSizingContext
    private let precomputedWidth: CGFloat?
    private let precomputed: [CGSize]

    /// - Parameters:
    ///   - items: the feed's items, in list order.
    ///   - context: what the frame functions measure with.
    ///   - precomputed: sizes of `items` at `precomputedWidth`, in order; empty for none.
    ///   - precomputedWidth: the width `precomputed` was measured at.
    init(items: [FeedItem], context: FeedSizingContext, precomputed: [CGSize] = [], precomputedWidth: CGFloat? = nil) {
        self.items = items
        self.context = context
        self.precomputed = precomputed
        self.precomputedWidth = precomputed.count == items.count ? precomputedWidth : nil
    }

    func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
        if width == precomputedWidth { return precomputed[path.item] }
        return FeedFrames.size(of: items[path.item], width: width, context: context)
    }
}
