#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
@_spi(TabulaInternal) import Tabula
import UIKit

extension UIKitListAdapter {
    /// Starts following `listView`'s content size category: the list is measured at the text
    /// size of the category it shows now (outside a window, where it is unspecified, at the
    /// one the lists show), and every later change reaches
    /// ``contentSizeCategoryDidChange(to:)``.
    func followContentSizeCategory(of listView: UIView) {
        let category = listView.traitCollection.preferredContentSizeCategory
        // Drawing follows the category the lists show (UIKitTextScaling.followingLists).
        UIKitTextScaling.follow(category)
        if let textSize = UIKitTextScaling.listTextSize(for: UIKitTextScaling.listContentSizeCategory),
            textSize != layout.context.textSize
        {
            // Nothing is shown yet: the first load measures at this text size.
            layout.setContext(layout.context.withTextSize(textSize))
        }
        ListContentSizeCategoryObserver.install(in: listView) { [weak self] category in
            self?.contentSizeCategoryDidChange(to: category)
        }
    }

    /// The list view's content size category changed to `category`: the list is measured
    /// at its text size from now on, what is on screen first (``changeTextSize(to:)``). An
    /// unspecified category (the view left its window) and the text size already measured
    /// for change nothing.
    func contentSizeCategoryDidChange(to category: UIContentSizeCategory) {
        guard category != .unspecified else { return }
        UIKitTextScaling.follow(category)
        guard let textSize = UIKitTextScaling.listTextSize(for: category), textSize != layout.context.textSize else {
            return
        }
        changeTextSize(to: textSize)
    }

    /// Moves the list to `textSize`, as ``/Tabula/ListAssembly/setMeasuringContext(_:)`` moves
    /// a headless list:
    ///
    /// 1. Now, on the main actor: the layout switches to the new context; the rows on screen
    ///    (from the top of the list view's bounds down, so the rows measured are those that
    ///    end up there) are measured in it, every other row keeps its old size (stale), and
    ///    the view reloads: the visible rows show their new heights and fonts at once.
    /// 2. In a task: the rest are measured off the main actor with the catalog's pure size
    ///    functions, each in its context (the row's content width, the new text size).
    /// 3. Back on the main actor: the layout takes those sizes (by path, or by identity and
    ///    content when an update landed meanwhile), measures what has no pure size
    ///    function (Auto Layout, SwiftUI cells) on the main actor, the view reloads, and the
    ///    content offset moves by what the rows above the first visible row grew, so that
    ///    row stays where it was.
    ///
    /// Another change of text size (or of width) before step 3 ends this one: it measures
    /// the rest itself. A text size seen before measures nothing (the layout keeps sizes per
    /// context).
    func changeTextSize(to textSize: ListTextSize) {
        changeMeasuringContext(to: layout.context.withTextSize(textSize))
    }

    /// Moves the list to `target`, visible rows first, the rest off the main actor, the top
    /// row kept: the steps of ``changeTextSize(to:)``, for any change of what the sizes
    /// depend on at the same container width (a text size, a table's safe area, the item
    /// widths an app's own layout was seen to give).
    func changeMeasuringContext(to target: ListMeasuringContext) {
        contextChangeCount += 1
        contextChange?.cancel()
        contextChange = nil
        // Nothing shown yet: the first load measures in the new context.
        guard !updater.itemCounts().isEmpty || !layout.sectionCounts.isEmpty else {
            layout.setContext(target)
            return
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let measuredBefore = sizes.sizesMeasured
        layout.beginContextChange(to: target, measuringFirst: [])
        let origin = listHost.contentOffset
        layout.prepareFrames(
            in: CGRect(origin: CGPoint(x: max(0, origin.x), y: max(0, origin.y)), size: listHost.viewportSize))
        listHost.reloadViewAfterUncommittedUpdates(logger: logger)
        let onScreen = sizes.sizesMeasured - measuredBefore
        let firstStep = DispatchTime.now().uptimeNanoseconds - start
        let change = contextChangeCount
        contextChange = Task { [weak self] in
            guard let self else {
                return MeasuringContextChange(measuredOnMainActor: onScreen, measuredOffMainActor: 0, isComplete: false)
            }
            var report = await self.measureRest(in: target, change: change, measuredOnScreen: onScreen)
            report.mainActorSeconds += Double(firstStep) / 1e9
            return report
        }
    }

    /// Steps 2 and 3 of ``changeTextSize(to:)``.
    private func measureRest(
        in target: ListMeasuringContext, change: Int, measuredOnScreen onScreen: Int
    ) async -> MeasuringContextChange {
        var report = MeasuringContextChange(measuredOnMainActor: onScreen, measuredOffMainActor: 0, isComplete: false)
        await contextChangeGate?(.visibleMeasured)
        // Ended by a later change (of text size or width): it measures the rest.
        guard isCurrent(change, target) else { return report }
        var start = DispatchTime.now().uptimeNanoseconds
        // Read on the main actor: the paths, the presented sections (copy-on-write), and each
        // row's context (a table row's content width is read from its cell type here).
        let paths = layout.unmeasuredPaths
        let sections = updater.presentedSections
        let itemContext = layout.itemContext
        let structure = layout.pathRevision
        let contexts = paths.map { path -> ListMeasuringContext in
            guard sections.indices.contains(path.section), path.item < sections[path.section].items.count else {
                return itemContext
            }
            let item = sections[path.section].items[path.item]
            return itemContext.withWidth(contentWidth(of: item, at: path, itemWidth: itemContext.width))
        }
        var mainActorNanoseconds = DispatchTime.now().uptimeNanoseconds - start
        start = DispatchTime.now().uptimeNanoseconds
        let measured = await Self.measureOffMainActor(
            paths: paths, sections: sections, contexts: contexts, sizer: cells.sizer)
        report.offMainActorSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        report.measuredOffMainActor = measured.count
        await contextChangeGate?(.restMeasured)
        guard isCurrent(change, target) else { return report }
        start = DispatchTime.now().uptimeNanoseconds

        // The row at the top of the screen, kept there as on a width change.
        // (`if let`, not `Optional.flatMap`: a closure over the list view's parameterized
        // protocol type needs runtime support iOS 15 lacks.)
        var anchor: LayoutChangeAnchor?
        if let listView = listHost.listView {
            anchor = LayoutChangeAnchor(layout: layout, scrollView: listView, horizontal: listView.scrollsHorizontally)
        }
        if layout.pathRevision == structure {
            // No update since the paths were read: the sizes go where they were measured.
            layout.takeSizesMeasuredElsewhere(measured.map(\.size), at: measured.map(\.path))
        } else {
            // An update moved rows: the sizes are found by identity (and content) when the
            // layout asks for them.
            for entry in measured {
                sizes.pending.store(entry.size, for: entry.item, in: entry.context)
            }
        }
        let beforeRest = sizes.sizesMeasured
        layout.measureUnmeasured()
        // Sizes not taken (items deleted meanwhile) are dropped.
        sizes.pending.removeAll()
        report.measuredOnMainActor += sizes.sizesMeasured - beforeRest
        report.isComplete = true
        listHost.reloadViewAfterUncommittedUpdates(logger: logger)
        if let anchor, let listView = listHost.listView, !listView.hasUncommittedUpdates {
            anchor.restore(layout: layout, in: listView)
        }
        mainActorNanoseconds += DispatchTime.now().uptimeNanoseconds - start
        report.mainActorSeconds = Double(mainActorNanoseconds) / 1e9
        return report
    }

    /// Whether the change numbered `change` is still the latest and the list still in its
    /// context (a width change ends it too).
    private func isCurrent(_ change: Int, _ target: ListMeasuringContext) -> Bool {
        change == contextChangeCount && layout.context == target
    }

    /// The items at `paths` of `sections` with their pure sizes, each in its context,
    /// measured off the main actor and across cores; items without a pure size function
    /// (Auto Layout, SwiftUI) are left out, for the main actor.
    private nonisolated static func measureOffMainActor(
        paths: [ListIndexPath], sections: [ListSection<Section, Item>], contexts: [ListMeasuringContext],
        sizer: CellSizer<Item>
    ) async -> [(path: ListIndexPath, item: Item, size: CGSize, context: ListMeasuringContext)] {
        let arrays = sections.map { Array($0.items) }
        let items: [Item?] = paths.map { path in
            arrays.indices.contains(path.section) && arrays[path.section].indices.contains(path.item)
                ? arrays[path.section][path.item] : nil
        }
        let noSize = CGSize(width: -1, height: -1)
        let sizes = await ListLayout.sizes(of: Array(items.indices), width: 0) { index, _ in
            guard !Task.isCancelled, let item = items[index] else { return noSize }
            return sizer.pureSize(of: item, in: contexts[index]) ?? noSize
        }
        return items.indices.compactMap { index in
            guard let item = items[index], sizes[index] != noSize else { return nil }
            return (paths[index], item, sizes[index], contexts[index])
        }
    }
}
#endif
