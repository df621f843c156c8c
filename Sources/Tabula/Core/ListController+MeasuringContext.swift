import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a change of measuring context waits between its steps, so a test can force an
/// ordering (an update landing between two steps) without sleeping.
@_spi(TabulaInternal) public enum MeasuringContextChangeStep: Sendable {
    /// The visible items are measured in the new context and shown; the rest are about to
    /// be measured off the main actor.
    case visibleMeasured
    /// The rest are measured off the main actor; their sizes are about to be taken.
    case restMeasured
}

// One change of measuring context, for every host: a new text size, a table's safe area, the
// item widths an app's own collection layout was seen to give. What is on screen is measured
// first, on the main actor; the rest off it; the row at the top of the screen stays in place.
extension ListController {
    /// The measuring context the list is laid out in (its width is the container's).
    public var measuringContext: ListMeasuringContext {
        layout.context
    }

    /// Moves the list to `context` (its width is ignored: the container's), as
    /// ``changeMeasuringContext(to:)`` does, and returns once the change is done or overtaken.
    ///
    /// - Returns: how many items were measured on and off the main actor.
    @discardableResult
    public func setMeasuringContext(_ context: ListMeasuringContext) async -> MeasuringContextChange {
        guard let change = changeMeasuringContext(to: context.withWidth(layout.width)) else {
            return MeasuringContextChange(measuredOnMainActor: 0, measuredOffMainActor: 0, isComplete: true)
        }
        return await change.value
    }

    /// The change of measuring context started last, if any, for tests (its report).
    @_spi(TabulaInternal) public var lastContextChange: Task<MeasuringContextChange, Never>? {
        contextChange
    }

    /// Moves the list to `target`, in three steps:
    ///
    /// 1. Now, on the main actor: the layout switches to `target`; the rows on screen (from
    ///    the top of the screen down, so the rows measured are those that end up there) are
    ///    measured in it, every other row keeps its old size (stale), and the host shows them.
    /// 2. In a task: the rest are measured off the main actor, in parallel, with the sizer's
    ///    pure size functions, each in its context (the row's content width).
    /// 3. Back on the main actor: the layout takes those sizes (by path, or by identity and
    ///    content when an update landed meanwhile), measures on the main actor what has no
    ///    pure size function, and the host shows the final frames with the row at the top of
    ///    the screen kept there.
    ///
    /// A context seen before measures nothing (sizes are kept per context). An update may
    /// land between the steps: it measures what it inserts or reloads in the new context.
    /// Another change (or a width change) before step 3 ends this one, leaving the rest to it.
    ///
    /// - Returns: the task running steps 2 and 3; `nil` when nothing is shown yet (the first
    ///   load measures in `target`).
    @discardableResult
    public func changeMeasuringContext(to target: ListMeasuringContext) -> Task<MeasuringContextChange, Never>? {
        contextChangeCount += 1
        contextChange?.cancel()
        contextChange = nil
        guard let updater, let presenter, !(updater.itemCounts().isEmpty && layout.sectionCounts.isEmpty) else {
            layout.setContext(target)
            presenter?.show()
            return nil
        }
        contextChangesInFlight += 1
        let start = DispatchTime.now().uptimeNanoseconds
        let measuredBefore = sizes.sizesMeasured
        layout.beginContextChange(to: target)
        let visible = presenter.visibleRect()
        layout.prepareFrames(
            in: CGRect(origin: CGPoint(x: max(0, visible.minX), y: max(0, visible.minY)), size: visible.size))
        presenter.show()
        let onScreen = sizes.sizesMeasured - measuredBefore
        let firstStep = DispatchTime.now().uptimeNanoseconds - start
        let change = contextChangeCount
        let task = Task { [weak self] in
            guard let self else {
                return MeasuringContextChange(measuredOnMainActor: onScreen, measuredOffMainActor: 0, isComplete: false)
            }
            var report = await self.measureRest(in: target, change: change, measuredOnScreen: onScreen)
            report.mainActorSeconds += Double(firstStep) / 1e9
            self.contextChangesInFlight -= 1
            // What an overtaken change left stale is measured off the main actor.
            self.scheduleOffScreenMeasuring()
            return report
        }
        contextChange = task
        return task
    }

    /// Steps 2 and 3 of ``changeMeasuringContext(to:)``.
    private func measureRest(
        in target: ListMeasuringContext, change: Int, measuredOnScreen onScreen: Int
    ) async -> MeasuringContextChange {
        var report = MeasuringContextChange(measuredOnMainActor: onScreen, measuredOffMainActor: 0, isComplete: false)
        await contextChangeGate?(.visibleMeasured)
        guard isCurrent(change, target), let updater else { return report }
        var start = DispatchTime.now().uptimeNanoseconds
        let itemContext = layout.itemContext
        // Rows narrower than the list: their widths read off the main actor when the host
        // can give them as a value, else here, row by row.
        let offMainWidths = sizes.contentWidth == nil ? nil : sizes.offMainContentWidth?(itemContext.width)
        if sizes.contentWidth == nil || offMainWidths != nil, let snapshot = layout.unmeasuredSizes() {
            report.mainActorSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            return await measureRestWhole(
                snapshot, widths: offMainWidths, target: target, change: change, report: report)
        }
        // Read on the main actor: the paths, the presented sections (copy-on-write), and,
        // for rows narrower than the list, each row's context.
        let paths = layout.unmeasuredPaths
        let sections = updater.presentedSections
        let structure = layout.structureRevision
        let contexts = (offMainWidths == nil ? sizes.contentWidth : nil).map { _ in
            paths.map { path -> ListMeasuringContext in
                guard sections.indices.contains(path.section), path.item < sections[path.section].items.count else {
                    return itemContext
                }
                let item = sections[path.section].items[path.item]
                return itemContext.withWidth(sizes.contentWidth(of: item, at: path, offered: itemContext.width))
            }
        }
        var mainActorNanoseconds = DispatchTime.now().uptimeNanoseconds - start
        start = DispatchTime.now().uptimeNanoseconds
        let measured = await Self.measureOffMainActor(
            paths: paths, sections: sections, context: itemContext, contexts: contexts, widths: offMainWidths,
            sizer: sizes.sizer)
        report.offMainActorSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        report.measuredOffMainActor = measured.count
        await contextChangeGate?(.restMeasured)
        guard isCurrent(change, target), let presenter else { return report }
        start = DispatchTime.now().uptimeNanoseconds
        let beforeRest = sizes.sizesMeasured
        presenter.showKeepingTopItem {
            if layout.structureRevision == structure {
                // No update since the paths were read: the sizes go where they were measured.
                layout.takeSizes(measured.map(\.size), at: measured.map(\.path))
            } else {
                // An update moved rows: the sizes are found by identity (and content) when
                // the layout asks for them.
                for entry in measured {
                    sizes.pending.store(entry.size, for: entry.item, in: entry.context)
                }
            }
            layout.measureUnmeasured()
            // Sizes not taken (items deleted meanwhile) are dropped.
            sizes.pending.removeAll()
        }
        report.measuredOnMainActor += sizes.sizesMeasured - beforeRest
        report.isComplete = true
        mainActorNanoseconds += DispatchTime.now().uptimeNanoseconds - start
        report.mainActorSeconds = Double(mainActorNanoseconds) / 1e9
        return report
    }

    /// Steps 2 and 3 of ``changeMeasuringContext(to:)`` at a cost on the main actor that does
    /// not grow with the list: the layout's sizes (`snapshot`, read in O(sections)) are
    /// completed off the main actor and swapped in whole. An update between the steps makes
    /// them another list's: the sizes are then found by identity, as the other path does.
    private func measureRestWhole(
        _ snapshot: UnmeasuredSizes, widths: (@Sendable (Item, ListIndexPath) -> CGFloat?)?,
        target: ListMeasuringContext, change: Int, report: MeasuringContextChange
    ) async -> MeasuringContextChange {
        var report = report
        guard let updater else { return report }
        var sections = updater.presentedSections
        let start = DispatchTime.now().uptimeNanoseconds
        var result = await Self.complete(
            snapshot, of: sections, sizer: sizes.sizer, widths: widths, cache: nil)
        report.offMainActorSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        report.measuredOffMainActor = result.map { $0.measured + $0.taken } ?? 0
        await contextChangeGate?(.restMeasured)
        // An update that lands while the rest is measured makes the sizes another list's.
        // What was measured is kept by identity (off the main actor) and the sizes completed
        // again from the new state, taking those, a few rounds at most; then, or when the
        // sections did not match the layout's counts, the sizes are found by identity on the
        // main actor as a last resort.
        for round in 0..<Self.roundsBeforeMainActor {
            guard isCurrent(change, target), let presenter else { return report }
            guard let completed = result else { break }
            let mainStart = DispatchTime.now().uptimeNanoseconds
            let beforeRest = sizes.sizesMeasured
            var taken = false
            presenter.showKeepingTopItem {
                taken = layout.takeMeasuredSizes(completed.sizes)
                // Rows whose content width only the main actor can learn.
                if taken, completed.left > 0 { layout.measureUnmeasured() }
            }
            report.mainActorSeconds += Double(DispatchTime.now().uptimeNanoseconds - mainStart) / 1e9
            if taken {
                report.measuredOnMainActor += sizes.sizesMeasured - beforeRest
                report.isComplete = true
                return report
            }
            guard round + 1 < Self.roundsBeforeMainActor else { break }
            let cache = sizes.cache
            await Self.keep(completed, of: sections, in: cache)
            guard isCurrent(change, target), let again = layout.unmeasuredSizes() else { break }
            sections = updater.presentedSections
            let roundStart = DispatchTime.now().uptimeNanoseconds
            result = await Self.complete(again, of: sections, sizer: sizes.sizer, widths: widths, cache: cache)
            report.offMainActorSeconds += Double(DispatchTime.now().uptimeNanoseconds - roundStart) / 1e9
            report.measuredOffMainActor += result?.measured ?? 0
        }
        guard isCurrent(change, target), let presenter else { return report }
        let mainStart = DispatchTime.now().uptimeNanoseconds
        let beforeRest = sizes.sizesMeasured
        presenter.showKeepingTopItem {
            for entry in result?.entries(of: sections) ?? [] {
                sizes.pending.store(entry.size, for: entry.item, in: entry.context)
            }
            layout.measureUnmeasured()
            sizes.pending.removeAll()
        }
        report.measuredOnMainActor += sizes.sizesMeasured - beforeRest
        report.isComplete = true
        report.mainActorSeconds += Double(DispatchTime.now().uptimeNanoseconds - mainStart) / 1e9
        return report
    }

    /// How many times the rest of a context change is completed off the main actor again
    /// after updates overtook it, before the main actor finds the sizes by identity.
    private static var roundsBeforeMainActor: Int { 4 }

    /// Whether the change numbered `change` is still the latest and the list still in its
    /// context (a width change ends it too).
    private func isCurrent(_ change: Int, _ target: ListMeasuringContext) -> Bool {
        change == contextChangeCount && layout.context == target
    }

    /// The items at `paths` of `sections` with their pure sizes, each in its context,
    /// measured off the main actor and across cores; items measured with views are left out,
    /// for the main actor.
    private nonisolated static func measureOffMainActor(
        paths: [ListIndexPath], sections: [ListSection<Section, Item>], context: ListMeasuringContext,
        contexts: [ListMeasuringContext]?, widths: (@Sendable (Item, ListIndexPath) -> CGFloat?)?,
        sizer: ListItemSizer<Item>
    ) async -> [(path: ListIndexPath, item: Item, size: CGSize, context: ListMeasuringContext)] {
        // One pass over each section's items, then plain array reads. A path with no item
        // (never expected: the paths were read with the sections) gets no size.
        let arrays = sections.map { Array($0.items) }
        let items: [Item?] = paths.map { path in
            arrays.indices.contains(path.section) && arrays[path.section].indices.contains(path.item)
                ? arrays[path.section][path.item] : nil
        }
        // Each row's context; `nil`: its content width is the main actor's to learn.
        let rowContexts: [ListMeasuringContext?] = items.indices.map { index in
            if let contexts { return contexts[index] }
            guard let widths else { return context }
            return items[index].flatMap { widths($0, paths[index]) }.map { context.withWidth($0) }
        }
        let noSize = CGSize(width: -1, height: -1)
        let sizes = await ListLayout.sizes(of: Array(items.indices), width: context.width) { index, _ in
            guard !Task.isCancelled, let item = items[index], let context = rowContexts[index] else { return noSize }
            return sizer.pureSize(of: item, in: context) ?? noSize
        }
        return items.indices.compactMap { index in
            guard let item = items[index], let context = rowContexts[index], sizes[index] != noSize else { return nil }
            return (paths[index], item, sizes[index], context)
        }
    }
}
