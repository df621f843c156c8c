#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula
import UIKit

extension UIKitListAdapter {
    /// Measures, on the main actor, the items among `items` whose cells are measured
    /// with views (Auto Layout, SwiftUI) and not yet cached at `itemWidth`, into the size
    /// cache: what must happen before sizes are computed off the main actor, which can
    /// only use pure size functions and the cache.
    ///
    /// - Parameters:
    ///   - items: the items to measure (those measured with views, not cached yet).
    ///   - itemWidth: the width the list gives an item.
    ///   - listContext: the context the sizes are for (`nil`: the list's now).
    func measureOnMainActor<Items: Sequence>(
        _ items: Items, itemWidth: CGFloat, in listContext: ListMeasuringContext? = nil
    ) where Items.Element == Item {
        // No width yet (a view made with `frame: .zero`): nothing to measure at.
        guard itemWidth > 0 else { return }
        let sizer = cells.sizer
        let cache = prefetcher.cache
        let listContext = listContext ?? layout.context
        for item in items where sizer.measuresOnMainActor(item) {
            // In the list's context (its text size), at the item's content width.
            let context = listContext.withWidth(contentWidth(of: item, at: nil, itemWidth: itemWidth))
            if cache.size(for: item, in: context) == nil {
                cache.store(sizer.size(of: item, in: context), for: item, in: context)
            }
        }
    }

    /// The width `item`'s cell gives its content (what its size is measured at) when the
    /// layout offers `itemWidth`: the size source's content width (a table row's, see
    /// ``TableRowContentWidths``), else `itemWidth` itself (collection cells' content views
    /// fill them).
    func contentWidth(of item: Item, at path: ListIndexPath?, itemWidth: CGFloat) -> CGFloat {
        sizes.contentWidth(of: item, at: path, offered: itemWidth)
    }
}
#endif
