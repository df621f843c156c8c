import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The ``ListSizeSource`` of every list's ``ListLayout``, on every host: the size of the
/// item presented at a path, and of a section's header and footer.
///
/// An item's size is, in this order:
/// 1. one measured off the main actor for a change of measuring context, taken once
///    (``pending``);
/// 2. one in the size cache (``cache``: a prefetch, a precomputed page, or an earlier
///    measurement with views);
/// 3. measured now with the ``sizer`` (a size measured with views is then cached, per
///    identity, content and context, so a reload or a reinsertion of equal content reuses it).
///
/// Sizes are measured and cached at the width the item's content gets (``contentWidth``: a
/// table row's content view is narrower than the table), so a new content width is a new key.
///
/// The layout asks only on the main actor, while the host presents a change, after the new
/// data is installed in the updater: that is where the presented data lives.
@MainActor
@_spi(Testing) @_spi(TabulaInternal)
public final class ListItemSizes<
    Section: Differentiable & Sendable, Item: Differentiable & Sendable
>: ListSizeSource {
    /// Where the presented items come from.
    public weak var updater: ListUpdater<Section, Item>?
    /// How items are measured.
    public var sizer: ListItemSizer<Item>
    /// The height of a section's header or footer in a context (its width is the
    /// supplementary's content width); `nil`: none.
    public var supplementaryHeight:
        (@MainActor (SupplementaryModel, ListSupplementaryPlacement, ListMeasuringContext) -> CGFloat)?
    /// Sizes measured ahead of need; shared with the prefetcher.
    public let cache: ItemSizeCache<Item>
    /// Sizes measured off the main actor for a change of measuring context, by item and
    /// context: each is taken (removed) when the layout asks for it, and the rest are
    /// dropped when the change ends.
    public let pending = ItemSizeCache<Item>()
    /// The width an item's content gets when the layout offers a width (`path`: where it is
    /// presented, when known); `nil`: the offered width.
    public var contentWidth: (@MainActor (_ item: Item, _ path: ListIndexPath?, _ offered: CGFloat) -> CGFloat)?
    /// ``contentWidth`` as a value a pass off the main actor can call: given the width the
    /// layout offers, read on the main actor once per pass, it answers the content width of
    /// an item at a path, or `nil` for an item whose width only the main actor can learn (its
    /// row kind was never seen). `nil`: content widths can only be read on the main actor.
    public var offMainContentWidth:
        (@MainActor (_ offered: CGFloat) -> (@Sendable (_ item: Item, _ path: ListIndexPath) -> CGFloat?)?)?
    /// The width a header's or footer's content gets when the layout offers a width; `nil`:
    /// the offered width.
    public var supplementaryContentWidth: (@MainActor (CGFloat) -> CGFloat)?
    /// Sizes taken from the cache.
    public private(set) var sizesFromCache = 0
    /// Sizes taken from ``pending``, or measured elsewhere and counted here
    /// (``countMeasuredElsewhere(taken:)``).
    public private(set) var sizesTaken = 0
    /// Sizes measured on the main actor.
    public private(set) var sizesMeasured = 0

    /// A size source measuring with `sizer`, whose cache is `cache`.
    public init(sizer: ListItemSizer<Item>, cache: ItemSizeCache<Item> = ItemSizeCache()) {
        self.sizer = sizer
        self.cache = cache
    }

    /// The width `item`'s content gets when the layout offers `offered`.
    public func contentWidth(of item: Item, at path: ListIndexPath?, offered: CGFloat) -> CGFloat {
        contentWidth?(item, path, offered) ?? offered
    }

    /// Counts `taken` sizes taken from a cache by a pass off the main actor.
    public func countMeasuredElsewhere(taken: Int) {
        sizesTaken += taken
    }

    public nonisolated func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
        size(at: path, in: ListMeasuringContext(width: width))
    }

    public nonisolated func size(at path: ListIndexPath, in context: ListMeasuringContext) -> CGSize {
        // The layout measures on the main actor while the host presents a change.
        MainActor.assumeIsolated { measuredSize(at: path, in: context) }
    }

    public nonisolated func headerHeight(section: Int, width: CGFloat) -> CGFloat {
        headerHeight(section: section, in: ListMeasuringContext(width: width))
    }

    public nonisolated func footerHeight(section: Int, width: CGFloat) -> CGFloat {
        footerHeight(section: section, in: ListMeasuringContext(width: width))
    }

    public nonisolated func headerHeight(section: Int, in context: ListMeasuringContext) -> CGFloat {
        MainActor.assumeIsolated { supplementaryHeight(.header, section: section, in: context) }
    }

    public nonisolated func footerHeight(section: Int, in context: ListMeasuringContext) -> CGFloat {
        MainActor.assumeIsolated { supplementaryHeight(.footer, section: section, in: context) }
    }

    private func measuredSize(at path: ListIndexPath, in context: ListMeasuringContext) -> CGSize {
        // A view made with `frame: .zero` and sized later has no width yet: nothing is
        // visible, so nothing is measured (the real width comes next).
        guard context.width > 0 else { return .zero }
        guard let item = updater?.item(at: path) else { return CGSize(width: context.width, height: 0) }
        let context = context.withWidth(contentWidth(of: item, at: path, offered: context.width))
        if let size = pending.take(item, in: context) {
            sizesTaken += 1
            return size
        }
        if let size = cache.size(for: item, in: context) {
            sizesFromCache += 1
            return size
        }
        sizesMeasured += 1
        let size = sizer.size(of: item, in: context)
        // A view-measured size is costly: kept per identity, content and context.
        if sizer.measuresOnMainActor(item) { cache.store(size, for: item, in: context) }
        return size
    }

    private func supplementaryHeight(
        _ placement: ListSupplementaryPlacement, section: Int, in context: ListMeasuringContext
    ) -> CGFloat {
        guard let supplementaryHeight, let sections = updater?.presentedSections, sections.indices.contains(section)
        else { return 0 }
        let model = placement == .header ? sections[section].header : sections[section].footer
        guard let model else { return 0 }
        let width = supplementaryContentWidth?(context.width) ?? context.width
        return supplementaryHeight(model, placement, context.withWidth(width))
    }
}
