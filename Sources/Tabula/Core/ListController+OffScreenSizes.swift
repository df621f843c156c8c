import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where the pass that measures the rows off screen (after a reload or a new width) waits,
/// so a test can force an ordering (an update landing between two steps) without sleeping.
@_spi(TabulaInternal) public enum OffScreenMeasuringStep: Sendable {
    /// The layout's sizes and the presented sections are read; the rows not measured are
    /// about to be measured off the main actor.
    case sizesRead
    /// The rows are measured off the main actor; their sizes are about to be swapped in.
    case restMeasured
}

// A reload or a new width, with pure sizes, measures on the main actor only the rows that land
// on screen (the layout's `prepareFrames(in:)`); every other row is laid out with an estimated
// extent until this pass has measured it off the main actor and the layout has taken the sizes
// in one step whose cost does not grow with the list.
extension ListController {
    /// Starts the off-screen pass unless one runs (it measures again if an update lands
    /// meanwhile) or a measuring context change does (it measures the rest itself).
    func scheduleOffScreenMeasuring() {
        guard offScreenPass == nil, contextChangesInFlight == 0, layout.defersOffScreenMeasuring else { return }
        offScreenPass = Task { [weak self] in
            await self?.measureOffScreen()
            self?.offScreenPass = nil
        }
    }

    /// Measures off the main actor every row the layout has not measured in its context, then
    /// swaps the sizes in with the row at the top of the screen kept in place. An update
    /// between the steps (a batch, a reload, a new width or text size) makes the sizes belong
    /// to another list: they are dropped and the pass starts again from the new state.
    private func measureOffScreen() async {
        // No width yet (a view made with a zero frame, sized by constraints later): nothing is
        // measured for it; the real width defers again and starts a pass then.
        while contextChangesInFlight == 0, layout.defersOffScreenMeasuring, layout.width > 0, let updater,
            let presenter, let snapshot = layout.unmeasuredSizes()
        {
            // Read on the main actor in O(sections): the sizes and the sections are
            // copy-on-write snapshots; the paths and items are found off it.
            let sections = updater.presentedSections
            // Sizes in the cache (a prefetch, a precomputed page) are taken, not measured
            // again; the cache is only consulted when it holds any for the context.
            let cache = sizes.cache.count(in: snapshot.itemContext) > 0 ? sizes.cache : nil
            // Rows narrower than the list: their widths as a value read off the main actor.
            var widths: (@Sendable (Item, ListIndexPath) -> CGFloat?)?
            if sizes.contentWidth != nil {
                guard let read = sizes.offMainContentWidth?(snapshot.itemContext.width) else {
                    // The widths can only be read here now (a table in editing mode): the
                    // rows are measured on the main actor, as without this pass.
                    presenter.showOffScreenSizesKeepingTopItem { layout.measureUnmeasured() }
                    return
                }
                widths = read
            }
            await offScreenMeasuringGate?(.sizesRead)
            let result = await Self.complete(
                snapshot, of: sections, sizer: sizes.sizer, widths: widths, cache: cache)
            await offScreenMeasuringGate?(.restMeasured)
            guard let result else {
                // The sections did not match the layout's counts (an update was half
                // presented): the next update starts a pass again.
                return
            }
            var taken = false
            presenter.showOffScreenSizesKeepingTopItem {
                taken = layout.takeMeasuredSizes(result.sizes)
                // Rows whose content width only the main actor can learn (a row kind never
                // seen): measured here, few by construction.
                if taken, result.left > 0 { layout.measureUnmeasured() }
            }
            guard taken else {
                // An update landed meanwhile: what was measured is kept by identity (off the
                // main actor), so the next round takes it from the cache instead of measuring
                // every row again, and a list written to faster than it is measured still
                // completes.
                await Self.keep(result, of: sections, in: sizes.cache)
                continue
            }
            itemsMeasuredOffScreen += result.measured
            sizes.countMeasuredElsewhere(taken: result.taken)
        }
    }

    /// Stores the rows `result` measured (from `sections`, the sections it measured) in
    /// `cache` by identity and content, off the main actor.
    nonisolated static func keep(
        _ result: CompletedSizes<Item>, of sections: [ListSection<Section, Item>], in cache: ItemSizeCache<Item>
    ) async {
        for entry in result.entries(of: sections) {
            cache.store(entry.size, for: entry.item, in: entry.context)
        }
    }
}
