#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

extension UIKitListAdapter {
    /// Measures, on the main actor, the items among `items` whose cells are measured
    /// with views (Auto Layout, SwiftUI) and not yet cached at `itemWidth`, into the size
    /// cache: what must happen before sizes are computed off the main actor, which can
    /// only use pure size functions and the cache.
    func measureOnMainActor<Items: Sequence>(_ items: Items, itemWidth: CGFloat) where Items.Element == Item {
        // No width yet (a view made with `frame: .zero`): nothing to measure at.
        guard itemWidth > 0 else { return }
        let sizer = cells.sizer
        let cache = prefetcher.cache
        for item in items
        where sizer.measuresOnMainActor(item) && cache.size(for: item, width: itemWidth) == nil {
            cache.store(sizer.size(of: item, width: itemWidth), for: item, width: itemWidth)
        }
    }
}
#endif
