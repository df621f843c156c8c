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
        while contextChangesInFlight == 0, layout.defersOffScreenMeasuring, let updater, let presenter,
            let snapshot = layout.unmeasuredSizes()
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
                    presenter.showKeepingTopItem { layout.measureUnmeasured() }
                    return
                }
                widths = read
            }
            await offScreenMeasuringGate?(.sizesRead)
            let result = await Self.measure(
                snapshot, of: sections, sizer: sizes.sizer, cache: cache, contentWidth: widths)
            await offScreenMeasuringGate?(.restMeasured)
            guard let result else {
                // The sections did not match the layout's counts (an update was half
                // presented): the next update starts a pass again.
                return
            }
            var taken = false
            presenter.showKeepingTopItem {
                taken = layout.takeMeasuredSizes(result.sizes)
                // Rows whose content width only the main actor can learn (a row kind never
                // seen): measured here, few by construction.
                if taken, result.leftToMainActor > 0 { layout.measureUnmeasured() }
            }
            guard taken else { continue }
            itemsMeasuredOffScreen += result.measured
            sizes.countMeasuredElsewhere(taken: result.taken)
        }
    }

    /// The sizes of the rows `snapshot` has not measured, measured off the main actor and
    /// across cores with the sizer's pure size functions (each at its content width, when
    /// `contentWidth` gives them), and the layout's sizes completed with them; `nil` when
    /// `sections` do not hold the layout's counts. A row `contentWidth` has no width for is
    /// left unmeasured, for the main actor (counted in `leftToMainActor`).
    private nonisolated static func measure(
        _ snapshot: UnmeasuredSizes, of sections: [ListSection<Section, Item>], sizer: ListItemSizer<Item>,
        cache: ItemSizeCache<Item>?, contentWidth: (@Sendable (Item, ListIndexPath) -> CGFloat?)?
    ) async -> (sizes: MeasuredSizes, measured: Int, taken: Int, leftToMainActor: Int)? {
        guard sections.map(\.items.count) == snapshot.sectionCounts else { return nil }
        let paths = snapshot.unmeasuredPaths()
        let arrays = sections.map { Array($0.items) }
        let items = paths.map { arrays[$0.section][$0.item] }
        let itemContext = snapshot.itemContext
        // Each row's context; `nil`: its width is the main actor's to learn.
        let contexts: [ListMeasuringContext?] = items.indices.map { index in
            guard let contentWidth else { return itemContext }
            return contentWidth(items[index], paths[index]).map { itemContext.withWidth($0) }
        }
        var found: [CGSize?] = []
        if let cache {
            found = items.indices.map { index in contexts[index].flatMap { cache.size(for: items[index], in: $0) } }
        }
        let taken = found.count { $0 != nil }
        let left = contexts.count { $0 == nil }
        // A NaN width leaves the row unmeasured in the layout's sizes.
        let unmeasured = CGSize(width: CGFloat.nan, height: 0)
        let sizes = await ListLayout.sizes(of: Array(items.indices), width: itemContext.width) {
            [found, contexts] index, _ in
            if !found.isEmpty, let size = found[index] { return size }
            guard let context = contexts[index] else { return unmeasured }
            return sizer.pureSize(of: items[index], in: context) ?? unmeasured
        }
        return (snapshot.completed(with: sizes), sizes.count - taken - left, taken, left)
    }
}
