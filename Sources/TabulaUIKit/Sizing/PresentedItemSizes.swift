#if os(iOS) || TABULA_UIKIT_MODEL
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
    /// The widths an app's own collection layout gives each section's items, learnt from
    /// it (``AppLayoutItemWidths``); `nil` for tables and Tabula's own layouts.
    var appLayoutItemWidths: AppLayoutItemWidths?
    /// The width a header's or footer's content gets when the layout offers a width (a
    /// table keeps it inside the safe area); `nil`: the offered width.
    var supplementaryContentWidth: (@MainActor (CGFloat) -> CGFloat)?
    /// Sizes measured off the main actor for a change of text size, by item and context:
    /// each is taken (removed) when the layout asks for it, and the rest are dropped when
    /// the change ends (UIKitListAdapter+ContentSizeCategory.swift).
    let pending = ItemSizeCache<Item>()
    /// Sizes taken from the cache.
    private(set) var sizesFromCache = 0
    /// Sizes taken from ``pending``.
    private(set) var sizesFromPending = 0
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
        size(at: path, in: ListMeasuringContext(width: width))
    }

    nonisolated func size(at path: ListIndexPath, in context: ListMeasuringContext) -> CGSize {
        MainActor.assumeIsolated {
            // A view made with `frame: .zero` and sized later by constraints has no width
            // yet: nothing is visible, so nothing is measured (the real width comes next).
            guard context.width > 0, let item = updater?.item(at: path) else { return .zero }
            let context = context.withWidth(contentWidth?(item, path, context.width) ?? context.width)
            // Measured off the main actor for a change of text size, taken once.
            if let size = pending.take(item, in: context) {
                sizesFromPending += 1
                return size
            }
            if let size = cache.size(for: item, in: context) {
                sizesFromCache += 1
                return size
            }
            sizesMeasured += 1
            let size = sizer.size(of: item, in: context)
            // A view-measured size (Auto Layout, SwiftUI) is costly: kept per identity,
            // content and context, so a reload or a reinsertion of equal content reuses it.
            if sizer.measuresOnMainActor(item) { cache.store(size, for: item, in: context) }
            return size
        }
    }

    nonisolated func headerHeight(section: Int, width: CGFloat) -> CGFloat {
        headerHeight(section: section, in: ListMeasuringContext(width: width))
    }

    nonisolated func footerHeight(section: Int, width: CGFloat) -> CGFloat {
        footerHeight(section: section, in: ListMeasuringContext(width: width))
    }

    nonisolated func headerHeight(section: Int, in context: ListMeasuringContext) -> CGFloat {
        MainActor.assumeIsolated {
            UIKitTextScaling.measuring(at: context.textSize) { supplementaryHeight(.header, section, context.width) }
        }
    }

    nonisolated func footerHeight(section: Int, in context: ListMeasuringContext) -> CGFloat {
        MainActor.assumeIsolated {
            UIKitTextScaling.measuring(at: context.textSize) { supplementaryHeight(.footer, section, context.width) }
        }
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
