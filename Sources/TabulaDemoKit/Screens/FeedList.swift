import Foundation
import Tabula
import TabulaTerminal

/// One list of the feed, wired the Tabula way: a ``ListStorage`` holds the data, a
/// ``ListUpdater`` turns each storage update into batches (one in flight, the rest
/// coalesced, reloads cancelling what is pending), a ``TerminalListView`` shows it, and a
/// ``ListLayout`` gives the frames from the cells' pure height functions.
///
/// Every storage change goes through ``commit(_:)``, which hands the storage's update to
/// the updater at once, on the main actor, so runs are deterministic.
@MainActor
final class FeedList<Item: Differentiable & Sendable> {
    let storage = ListStorage<String, Item>()
    let layout: ListLayout
    let list: TerminalListView
    let updater: ListUpdater<String, Item>
    let section: String

    /// - Parameters:
    ///   - section: the one section's identity.
    ///   - cells: the cell types by reuse identifier.
    ///   - animationFrames: how many frames a batch animates (0: at once).
    ///   - reuseIdentifier: the cell an item needs.
    ///   - configure: fills a cell with an item.
    ///   - height: the item's height in a measuring context (the cell type's pure function).
    init(
        section: String,
        cells: [(String, TerminalListCell.Type)],
        animationFrames: Int,
        reuseIdentifier: @escaping @MainActor (Item) -> String,
        configure: @escaping @MainActor (TerminalListCell, Item) -> Void,
        height: @escaping @MainActor (Item, ListMeasuringContext) -> CGFloat
    ) {
        self.section = section
        let source = MainActorSizeSource()
        layout = ListLayout(sizeSource: source)
        list = TerminalListView(
            kind: .table, frameProvider: layout,
            batchAnimation: animationFrames > 0 ? .frames(animationFrames) : .immediate)
        for (identifier, type) in cells {
            list.registerCell(type, forReuseIdentifier: identifier)
        }
        updater = ListUpdater(
            host: list,
            cellProvider: ListCellProvider(
                reuseIdentifier: { item, _ in reuseIdentifier(item) },
                configure: { cell, item, _ in
                    if let cell = cell as? TerminalListCell { configure(cell, item) }
                }))
        list.dataSource = updater
        let updater = self.updater
        source.size = { path, context in
            guard let item = updater.item(at: path) else { return .zero }
            return CGSize(width: context.width, height: height(item, context))
        }
    }

    /// The items shown now.
    var items: [Item] {
        updater.presentedSections.first?.items.array ?? []
    }

    /// Runs `body` as one storage transaction and hands its update to the updater.
    func commit(_ body: (inout ListTransaction<String, Item>) throws -> Void) {
        do {
            if let update = try storage.update(body) { updater.apply(update) }
        } catch {
            list.logger.error("\(section): storage update rejected: \(error)")
        }
    }

    /// Replaces everything with `items` (a reload: it cancels every pending update).
    func reload(_ items: [Item]) {
        do {
            updater.apply(try storage.reload([ListSection(section, items: items)]))
        } catch {
            list.logger.error("\(section): reload rejected: \(error)")
        }
    }

    /// A list of one feed cell type, `cell`: each item is shown by the cell's
    /// ``FeedMFSCell/show(_:context:)`` and sized by its frame functions with `sizing`.
    convenience init<Cell: FeedMFSCell & MFSCellSizing>(
        section: String, cell: Cell.Type, sizing: FeedSizing, animationFrames: Int
    ) where Cell.ViewModel == Item, Cell.SizingContext == FeedSizing {
        self.init(
            section: section, cells: [(Cell.reuseIdentifier, cell)], animationFrames: animationFrames,
            reuseIdentifier: { _ in Cell.reuseIdentifier },
            configure: { view, item in (view as? Cell)?.show(item, context: sizing) },
            height: { item, measuring in Cell.height(for: item, in: measuring, context: sizing) })
    }

    /// Lays the list out at `textSize` (free for a size seen before at this width).
    func setTextSize(_ textSize: ListTextSize) {
        do {
            try list.setMeasuringContext(list.measuringContext.withTextSize(textSize))
            for cell in list.visibleCells { (cell as? any FeedMFSCell)?.textSizeDidChange() }
        } catch {
            list.logger.error("\(section): text size \(textSize) rejected: \(error)")
        }
    }

    /// Whether the updater has nothing pending or in flight and no frame animation runs.
    var isIdle: Bool {
        updater.isIdle && list.pendingAnimationCount == 0 && !list.isAnimatingFrames
    }
}

/// A ``ListSizeSource`` answering from main-actor state: the layout asks it only from the
/// list host's updates, which run on the main actor.
@MainActor
final class MainActorSizeSource: ListSizeSource {
    var size: @MainActor (ListIndexPath, ListMeasuringContext) -> CGSize = { _, _ in .zero }

    nonisolated func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
        size(at: path, in: ListMeasuringContext(width: width))
    }

    nonisolated func size(at path: ListIndexPath, in context: ListMeasuringContext) -> CGSize {
        MainActor.assumeIsolated { size(path, context) }
    }
}
