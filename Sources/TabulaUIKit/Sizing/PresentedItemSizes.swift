#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula

/// The ``/Tabula/ListSizeSource`` of an adapter's ``/Tabula/ListLayout``: sizes of the items the updater
/// presents, from the `ItemSizeCache` when a prefetch, a precomputed page or an earlier
/// Auto Layout measurement measured them, otherwise from the cell catalog's size functions; header and footer heights from the
/// supplementary catalog.
///
/// The layout asks only from the main actor (inside the host's batch or reload), which
/// is where the presented data lives.
@MainActor
final class PresentedItemSizes<Section: Differentiable & Sendable, Item: Differentiable & Sendable>: ListSizeSource {
    weak var updater: ListUpdater<Section, Item>?
    var sizer: CellSizer<Item>
    var supplementaryHeight: (SupplementaryModel, CGFloat) -> CGFloat
    let cache: ItemSizeCache<Item>
    /// The width an item's content gets when the layout offers a width (a table row's
    /// content view is narrower than the table: ``TableRowContentWidths``); `nil`: the
    /// offered width. Sizes are measured and cached at the content width, so a new content
    /// width is a new cache key.
    var contentWidth: (@MainActor (Item, ListIndexPath?, CGFloat) -> CGFloat)?
    /// The width a header's or footer's content gets when the layout offers a width (a
    /// table keeps it inside the safe area); `nil`: the offered width.
    var supplementaryContentWidth: (@MainActor (CGFloat) -> CGFloat)?
    /// Sizes taken from the cache.
    private(set) var sizesFromCache = 0
    /// Sizes measured on the main actor.
    private(set) var sizesMeasured = 0

    init(
        sizer: CellSizer<Item>, cache: ItemSizeCache<Item>,
        supplementaryHeight: @escaping (SupplementaryModel, CGFloat) -> CGFloat
    ) {
        self.sizer = sizer
        self.cache = cache
        self.supplementaryHeight = supplementaryHeight
    }

    nonisolated func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
        MainActor.assumeIsolated {
            // A view made with `frame: .zero` and sized later by constraints has no width
            // yet: nothing is visible, so nothing is measured (the real width comes next).
            guard width > 0, let item = updater?.item(at: path) else { return .zero }
            let width = contentWidth?(item, path, width) ?? width
            if let size = cache.size(for: item, width: width) {
                sizesFromCache += 1
                return size
            }
            sizesMeasured += 1
            let size = sizer.size(of: item, width: width)
            // A view-measured size (Auto Layout, SwiftUI) is costly: kept per identity,
            // content and width, so a reload or a reinsertion of equal content reuses it.
            if sizer.measuresOnMainActor(item) { cache.store(size, for: item, width: width) }
            return size
        }
    }

    nonisolated func headerHeight(section: Int, width: CGFloat) -> CGFloat {
        MainActor.assumeIsolated { supplementaryHeight(.header, section, width) }
    }

    nonisolated func footerHeight(section: Int, width: CGFloat) -> CGFloat {
        MainActor.assumeIsolated { supplementaryHeight(.footer, section, width) }
    }

    private func supplementaryHeight(_ placement: ListSupplementaryPlacement, _ section: Int, _ width: CGFloat)
        -> CGFloat
    {
        guard let sections = updater?.presentedSections, sections.indices.contains(section) else { return 0 }
        let model = placement == .header ? sections[section].header : sections[section].footer
        let width = supplementaryContentWidth?(width) ?? width
        return model.map { supplementaryHeight($0, width) } ?? 0
    }
}
#endif
