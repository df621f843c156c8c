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

// A reload or a new width, with a catalog whose size function is pure, measures on the main
// actor only the rows that land on screen (the layout's `prepareFrames(in:)`); every other row
// is laid out with an estimated extent until this pass has measured it off the main actor and
// the layout has taken the sizes in one step whose cost does not grow with the list.
extension ListAssembly {
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
        while contextChangesInFlight == 0, let size = catalog.pureContextSize, let updater,
            let snapshot = layout.unmeasuredSizes()
        {
            // Read on the main actor in O(sections): the sizes and the sections are
            // copy-on-write snapshots; the paths and items are found off it.
            let sections = updater.presentedSections
            // Sizes precomputed for a page of data (`precomputeSizes(of:)`) are taken, not
            // measured again; the cache is only consulted when it holds any.
            let precomputed =
                sizeSource.precomputed.count(in: snapshot.itemContext) > 0 ? sizeSource.precomputed : nil
            await offScreenMeasuringGate?(.sizesRead)
            let result = await Self.measure(snapshot, of: sections, size: size, precomputed: precomputed)
            await offScreenMeasuringGate?(.restMeasured)
            guard let result else {
                // The sections did not match the layout's counts (an update was half
                // presented): the next update starts a pass again.
                return
            }
            guard let host = attachedHost else { return }
            let rect = CGRect(origin: host.contentOffset, size: host.viewportSize)
            let anchor = layout.indexPaths(intersecting: rect).first
            let anchorBefore = anchor.map { layout.frame(at: $0).origin } ?? .zero
            guard layout.takeMeasuredSizes(result.sizes) else { continue }
            let anchorAfter = anchor.map { layout.frame(at: $0).origin } ?? .zero
            try? host.adoptMeasuringContext(
                layout.context,
                offsetChange: CGPoint(x: anchorAfter.x - anchorBefore.x, y: anchorAfter.y - anchorBefore.y))
            itemsMeasuredOffScreen += result.measured
            sizeSource.countPrecomputedUsed(result.taken)
        }
    }

    /// The sizes of the rows `snapshot` has not measured, measured off the main actor and
    /// across cores with the catalog's pure size function, and the layout's sizes completed
    /// with them; `nil` when `sections` do not hold the layout's counts.
    private nonisolated static func measure(
        _ snapshot: UnmeasuredSizes, of sections: [ListSection<Section, Item>],
        size: @escaping @Sendable (Item, ListMeasuringContext) -> CGSize, precomputed: ItemSizeCache<Item>?
    ) async -> (sizes: MeasuredSizes, measured: Int, taken: Int)? {
        guard sections.map(\.items.count) == snapshot.sectionCounts else { return nil }
        let paths = snapshot.unmeasuredPaths()
        let arrays = sections.map { Array($0.items) }
        let items = paths.map { arrays[$0.section][$0.item] }
        let context = snapshot.itemContext
        var taken: [CGSize?] = []
        if let precomputed {
            taken = items.map { precomputed.take($0, in: context) }
        }
        let found = taken.count { $0 != nil }
        let sizes = await ListLayout.sizes(of: Array(items.indices), width: context.width) { [taken] index, _ in
            (taken.isEmpty ? nil : taken[index]) ?? size(items[index], context)
        }
        return (snapshot.completed(with: sizes), sizes.count - found, found)
    }
}
