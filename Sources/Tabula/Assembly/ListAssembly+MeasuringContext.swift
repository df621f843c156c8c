import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a measuring context change of a ``ListAssembly`` (or a UIKit adapter's change of
/// text size) waits, so a test can force an ordering (an update landing between two steps)
/// without sleeping.
@_spi(TabulaInternal) public enum MeasuringContextChangeStep: Sendable {
    /// The visible items are measured in the new context and shown; the rest are about to
    /// be measured off the main actor.
    case visibleMeasured
    /// The rest are measured off the main actor; their sizes are about to be taken.
    case restMeasured
}

extension ListAssembly {
    /// The measuring context the list is laid out in (its width is the container's).
    public var measuringContext: ListMeasuringContext {
        layout.context
    }

    /// Changes the text size the list is measured at (the user changed Dynamic Type), as
    /// ``setMeasuringContext(_:)`` does.
    @discardableResult
    public func setTextSize(_ textSize: ListTextSize) async -> MeasuringContextChange {
        await setMeasuringContext(measuringContext.withTextSize(textSize))
    }

    /// Moves the list to `context` (its width is ignored: the host's), measuring what is on
    /// screen first, on the main actor, and the rest off it, as a page of data is measured.
    ///
    /// 1. The layout switches to `context` at once: the items on screen not yet measured in
    ///    it are measured now, on the main actor (and the items the new sizes bring on
    ///    screen), and the host shows them. Every other item keeps its size from the
    ///    previous context until measured (stale), so the list keeps its shape.
    /// 2. The rest are measured off the main actor, in parallel, with the catalog's pure
    ///    size function.
    /// 3. Back on the main actor the layout takes those sizes (an item whose content changed
    ///    meanwhile is measured again then) and the host shows the final frames, its offset
    ///    moved so the row at the top of the screen stays there.
    ///
    /// A context seen before measures nothing (sizes are kept per context). An update may
    /// land between the steps: it measures what it inserts or reloads in the new context,
    /// as usual. Another context change (or a width change) before step 3 ends this one,
    /// leaving the rest to it. A catalog measured on the main actor (`mainActorSize:`)
    /// measures the rest in step 3, on the main actor.
    ///
    /// - Returns: how many items were measured on and off the main actor.
    @discardableResult
    public func setMeasuringContext(_ context: ListMeasuringContext) async -> MeasuringContextChange {
        guard let updater, let host = attachedHost else {
            // Nothing shown: the context is kept for the first load.
            layout.setContext(context.withWidth(layout.width))
            return MeasuringContextChange(measuredOnMainActor: 0, measuredOffMainActor: 0, isComplete: true)
        }
        contextChangesInFlight += 1
        defer {
            contextChangesInFlight -= 1
            // What an overtaken change left stale is measured off the main actor.
            scheduleOffScreenMeasuring()
        }
        let target = context.withWidth(layout.width)
        let measuredBefore = sizeSource.measuredCount
        var mainActorNanoseconds: UInt64 = 0
        var start = DispatchTime.now().uptimeNanoseconds
        let visibleRect = CGRect(origin: host.contentOffset, size: host.viewportSize)
        layout.beginContextChange(to: target, measuringFirst: [])
        // From the top of the screen down, so the rows measured are the rows that end up on
        // screen (a bigger text size shows fewer of them).
        layout.prepareFrames(in: visibleRect)
        try? host.adoptMeasuringContext(target, offsetChange: .zero)
        mainActorNanoseconds += DispatchTime.now().uptimeNanoseconds - start
        await contextChangeGate?(.visibleMeasured)
        let onScreen = sizeSource.measuredCount - measuredBefore

        var offMain = 0
        var offMainNanoseconds: UInt64 = 0
        var pending: PendingSizes?
        if let size = catalog.pureContextSize, layout.context == target {
            start = DispatchTime.now().uptimeNanoseconds
            // Read on the main actor: the paths, the presented sections (a copy-on-write
            // snapshot) and the contexts; the items are looked up off it.
            let paths = layout.unmeasuredPaths
            let sections = updater.presentedSections
            let itemContext = layout.itemContext
            // A row narrower than the list is measured at its own width (a main-actor closure).
            let contexts = rowContentWidth.map { width in
                paths.map { itemContext.withWidth(width($0, itemContext.width)) }
            }
            let structure = layout.structureRevision
            mainActorNanoseconds += DispatchTime.now().uptimeNanoseconds - start
            let offMainStart = DispatchTime.now().uptimeNanoseconds
            let (items, measured) = await Self.measureOffMainActor(
                paths: paths, sections: sections, context: itemContext, contexts: contexts, size: size)
            offMainNanoseconds = DispatchTime.now().uptimeNanoseconds - offMainStart
            offMain = items.count { $0 != nil }
            pending = PendingSizes(
                paths: paths, items: items, context: itemContext, contexts: contexts, sizes: measured,
                structure: structure)
        }
        await contextChangeGate?(.restMeasured)
        guard layout.context == target else {
            var report = MeasuringContextChange(
                measuredOnMainActor: onScreen, measuredOffMainActor: offMain, isComplete: false)
            report.mainActorSeconds = Double(mainActorNanoseconds) / 1e9
            report.offMainActorSeconds = Double(offMainNanoseconds) / 1e9
            return report
        }
        start = DispatchTime.now().uptimeNanoseconds
        let beforeRest = sizeSource.measuredCount
        // The rows above the screen change height now: the row at its top stays in place.
        let rect = CGRect(origin: host.contentOffset, size: host.viewportSize)
        let anchor = layout.indexPaths(intersecting: rect).first
        let anchorBefore = anchor.map { layout.frame(at: $0).origin } ?? .zero
        var usedContexts: Set<ListMeasuringContext> = []
        if let pending {
            if layout.structureRevision == pending.structure {
                // No update since the paths were read: the sizes go where they were measured.
                let found = pending.items.indices.filter { pending.items[$0] != nil }
                layout.takeSizes(found.map { pending.sizes[$0] }, at: found.map { pending.paths[$0] })
            } else {
                // An update moved items: the sizes are found by identity (and content) when
                // the layout asks for them.
                for index in pending.items.indices {
                    guard let item = pending.items[index] else { continue }
                    sizeSource.precomputed.store(pending.sizes[index], for: item, in: pending.context(at: index))
                }
                usedContexts = pending.contexts.map(Set.init) ?? [pending.context]
            }
        }
        layout.measureUnmeasured()
        // Sizes not taken (items deleted meanwhile) are dropped: the store only ever holds
        // what is about to be asked for.
        for context in usedContexts { sizeSource.precomputed.removeAll(in: context) }
        let anchorAfter = anchor.map { layout.frame(at: $0).origin } ?? .zero
        try? host.adoptMeasuringContext(
            target, offsetChange: CGPoint(x: anchorAfter.x - anchorBefore.x, y: anchorAfter.y - anchorBefore.y))
        mainActorNanoseconds += DispatchTime.now().uptimeNanoseconds - start
        var report = MeasuringContextChange(
            measuredOnMainActor: onScreen + sizeSource.measuredCount - beforeRest, measuredOffMainActor: offMain,
            isComplete: true)
        report.mainActorSeconds = Double(mainActorNanoseconds) / 1e9
        report.offMainActorSeconds = Double(offMainNanoseconds) / 1e9
        return report
    }

    /// Sizes measured off the main actor, with the paths, items and contexts they were
    /// measured for, and the layout's structure revision when the paths were read.
    private struct PendingSizes {
        let paths: [ListIndexPath]
        /// The item at each path (`nil`: none was found; its size is not taken).
        let items: [Item?]
        /// The context of every item, unless ``contexts`` gives one per item.
        let context: ListMeasuringContext
        let contexts: [ListMeasuringContext]?
        let sizes: [CGSize]
        let structure: Int

        func context(at index: Int) -> ListMeasuringContext {
            contexts?[index] ?? context
        }
    }

    /// The items at `paths` of `sections`, and their sizes, each in its context, measured off
    /// the main actor and across cores.
    private nonisolated static func measureOffMainActor(
        paths: [ListIndexPath], sections: [ListSection<Section, Item>], context: ListMeasuringContext,
        contexts: [ListMeasuringContext]?, size: @escaping @Sendable (Item, ListMeasuringContext) -> CGSize
    ) async -> (items: [Item?], sizes: [CGSize]) {
        // One pass over each section's items, then plain array reads. The paths were read
        // with the sections, so each has an item; one that has none gets no size (nil) and
        // is measured on the main actor, never read out of range.
        let arrays = sections.map { Array($0.items) }
        let items: [Item?] = paths.map { path in
            arrays.indices.contains(path.section) && arrays[path.section].indices.contains(path.item)
                ? arrays[path.section][path.item] : nil
        }
        let indexes = Array(items.indices)
        let sizes = await ListLayout.sizes(of: indexes, width: context.width) { index, _ in
            items[index].map { size($0, contexts?[index] ?? context) } ?? CGSize(width: -1, height: -1)
        }
        return (items, sizes)
    }
}
