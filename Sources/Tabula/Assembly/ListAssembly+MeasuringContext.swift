import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a measuring context change of a ``ListAssembly`` waits, so a test can force an
/// ordering (an update landing between two steps) without sleeping.
package enum MeasuringContextChangeStep: Sendable {
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
        var usedContexts: Set<ListMeasuringContext> = []
        if let size = catalog.pureContextSize, layout.context == target {
            // The items and the contexts they are measured in, read on the main actor.
            let paths = layout.unmeasuredPaths
            var items: [Item] = []
            var contexts: [ListMeasuringContext] = []
            items.reserveCapacity(paths.count)
            contexts.reserveCapacity(paths.count)
            let itemContext = layout.itemContext
            for path in paths {
                guard let item = updater.item(at: path) else { continue }
                items.append(item)
                contexts.append(itemContext.withWidth(rowContentWidth?(path, itemContext.width) ?? itemContext.width))
            }
            let offMainStart = DispatchTime.now().uptimeNanoseconds
            let measured = await Self.measureOffMainActor(items: items, contexts: contexts, size: size)
            offMainNanoseconds = DispatchTime.now().uptimeNanoseconds - offMainStart
            offMain = measured.count
            for index in items.indices {
                sizeSource.precomputed.store(items[index], size: measured[index], in: contexts[index])
            }
            usedContexts = Set(contexts)
        }
        await contextChangeGate?(.restMeasured)
        // Sizes not taken (items deleted meanwhile, or the change was overtaken) are dropped:
        // the store only ever holds what is about to be asked for.
        defer { for context in usedContexts { sizeSource.precomputed.removeAll(in: context) } }
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
        layout.measureUnmeasured()
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

    /// Measures `items`, each in its context, off the main actor and across cores.
    private nonisolated static func measureOffMainActor(
        items: [Item], contexts: [ListMeasuringContext],
        size: @escaping @Sendable (Item, ListMeasuringContext) -> CGSize
    ) async -> [CGSize] {
        let indexes = Array(items.indices)
        let pairs = zip(items, contexts).map { ($0, $1) }
        return await ListSizing.sizes(of: indexes, width: 0) { index, _ in size(pairs[index].0, pairs[index].1) }
    }
}
