import Foundation
import Tabula
import TabulaHeadless

/// Issue 5's fling setup: the 100,000-item feed in a ``HeadlessListView`` whose frames
/// come from a ``ListLayout``, with a ``ListUpdater`` as data source and MFS drivers in
/// the cells (``FeedCellBinder``).
///
/// Sizes are computed before the list is shown, off the main actor on all cores
/// (``ListLayout/sizes(of:width:maxConcurrency:measure:)``), which also fills the MFS
/// caches the cells' resize steps read; the layout takes them from a table, so neither
/// the first load nor the fling measures any text on the main actor.
@MainActor
final class FeedFlingScene {
    static let viewport = CGSize(width: 375, height: 812)

    let context: FeedSizingContext
    let layout: ListLayout
    let host: HeadlessListView
    let updater: ListUpdater<Int, FeedItem>
    let binder: FeedCellBinder
    /// Texts measured while computing sizes off the main actor.
    let textsMeasuredOffMain: Int

    /// Computes the sizes of `items` (default: the whole feed) off the main actor, then
    /// builds and loads the list.
    static func make(items: [FeedItem] = FeedFixture.items) async -> FeedFlingScene {
        let context = FeedSizingContext()
        let sizes = await ListLayout.sizes(of: items, width: viewport.width) { item, width in
            FeedFrames.size(of: item, width: width, context: context)
        }
        return FeedFlingScene(items: items, sizes: sizes, context: context)
    }

    /// The same scene with the sizes computed on the calling thread: valgrind crashes in
    /// the concurrent measuring of ``make(items:)``, so the callgrind harness uses this.
    static func makeMeasuringHere(items: [FeedItem]) -> FeedFlingScene {
        let context = FeedSizingContext()
        let sizes = items.map { FeedFrames.size(of: $0, width: viewport.width, context: context) }
        return FeedFlingScene(items: items, sizes: sizes, context: context)
    }

    private init(items: [FeedItem], sizes: [CGSize], context: FeedSizingContext) {
        self.context = context
        textsMeasuredOffMain = context.measurer.measureCount
        let layout = ListLayout(
            sizeSource: FeedSizeSource(
                items: items, context: context, precomputed: sizes, precomputedWidth: Self.viewport.width))
        let host = HeadlessListView(kind: .collection, viewportSize: Self.viewport, frameProvider: layout)
        for identifier in ["friend", "message", "wall"] { host.registerCell(reuseIdentifier: identifier) }
        let binder = FeedCellBinder(context: context)
        updater = ListUpdater(
            host: host,
            cellProvider: ListCellProvider(
                reuseIdentifier: { item, _ in item.reuseIdentifier },
                configure: { cell, item, path in
                    binder.configure(
                        cell, with: item, size: layout.frame(at: path).size, contentOffsetY: host.contentOffset.y)
                }))
        host.dataSource = updater
        self.layout = layout
        self.host = host
        self.binder = binder
        updater.reload(sections: [ListSection(0, items: items)])
    }
}
