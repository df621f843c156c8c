#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula
import UIKit

/// A collection cell Tabula owns (MFS and widget cells) that answers a self-sizing layout
/// with the height Tabula measured for its item, instead of measuring its views: a
/// compositional layout with an estimated height, or a flow layout with an
/// `estimatedItemSize`, asks the cell `preferredLayoutAttributesFitting(_:)`
/// (UICollectionViewCell.h:57, UICollectionViewFlowLayout.h:51).
@MainActor
protocol PrecomputedSizeCell: AnyObject {
    /// The size of the item the cell shows, measured by Tabula at an offered width; `nil`
    /// (or a `nil` answer): the cell sizes itself as any UIKit cell does.
    var precomputedSize: (@MainActor (CGFloat) -> CGSize?)? { get set }
}

extension PrecomputedSizeCell {
    /// `attributes` with the height Tabula measured at their width, or `nil` when Tabula has
    /// no size for the cell (then the cell's own answer stands).
    func precomputedAttributes(fitting attributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes?
    {
        guard let size = precomputedSize?(attributes.frame.width) else { return nil }
        // The width is the layout's (it offered it); the height is the item's at that width.
        attributes.frame.size.height = size.height
        return attributes
    }
}

extension CollectionViewAdapter {
    /// With the app's layout, gives a cell Tabula owns the sizes of the item it now shows
    /// (by the item, not the path: a later batch may move it); with Tabula's layout the
    /// frames are exact already.
    func offerPrecomputedSize(to cell: UICollectionViewCell, at indexPath: IndexPath) {
        guard let receiver = cell as? any PrecomputedSizeCell else { return }
        guard collectionLayout == nil, let item = updater.item(at: ListIndexPath(indexPath)) else {
            receiver.precomputedSize = nil
            return
        }
        let path = ListIndexPath(indexPath)
        receiver.precomputedSize = { [weak self] width in self?.precomputedSize(of: item, at: path, width: width) }
    }

    /// `item`'s size at `width` in the list's measuring context: the size the adapter's
    /// layout keeps for it (when it was measured at that width), a size measured before (a
    /// prefetch, a precomputed page) from the cache, otherwise the catalog's.
    func precomputedSize(of item: Item, at path: ListIndexPath, width: CGFloat) -> CGSize? {
        guard width > 0 else { return nil }
        if let kept = keptSize(of: item, at: path, width: width) { return kept }
        let context = layout.context.withWidth(width)
        if let size = prefetcher.cache.size(for: item, in: context) { return size }
        let sizer = cells.sizer
        let size = sizer.size(of: item, in: context)
        // A view-measured size (Auto Layout, SwiftUI) is costly: kept, as the layout does.
        if sizer.measuresOnMainActor(item) { prefetcher.cache.store(size, for: item, in: context) }
        return size
    }

    /// The size the adapter's layout keeps for the item at `path`, when it is still `item`
    /// (same identity and content: a batch may have moved it since the cell was filled)
    /// and was measured at `width`; `nil` otherwise.
    private func keptSize(of item: Item, at path: ListIndexPath, width: CGFloat) -> CGSize? {
        guard let kept = layout.size(at: path), let shown = updater.item(at: path),
            shown.differenceIdentifier == item.differenceIdentifier, shown.isContentEqual(to: item),
            contentWidth(of: item, at: path, itemWidth: layout.configuration.itemWidth(forContainerWidth: layout.width))
                == width
        else { return nil }
        return kept
    }
}
#endif
