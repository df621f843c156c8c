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
    /// Measures an item in a context off the main actor, filling the cell type's caches, so
    /// a text size change measures only the rows on screen on the main actor (`nil`: every
    /// row is measured on it).
    private let warmSize: (@Sendable (Item, ListMeasuringContext) -> Void)?
    /// The rest of the rows of the last text size change, measured off the main actor.
    private var textSizeChange: Task<Void, Never>?

    /// - Parameters:
    ///   - section: the one section's identity.
    ///   - cells: the cell types by reuse identifier.
    ///   - animationFrames: how many frames a batch animates (0: at once).
    ///   - reuseIdentifier: the cell an item needs.
    ///   - configure: fills a cell with an item.
    ///   - height: the item's height in a measuring context (the cell type's pure function).
    ///   - warmSize: measures an item in a context off the main actor, into the cell type's
    ///     caches (for a text size change; `nil` measures every row on the main actor).
    init(
        section: String,
        cells: [(String, TerminalListCell.Type)],
        animationFrames: Int,
        reuseIdentifier: @escaping @MainActor (Item) -> String,
        configure: @escaping @MainActor (TerminalListCell, Item) -> Void,
        height: @escaping @MainActor (Item, ListMeasuringContext) -> CGFloat,
        warmSize: (@Sendable (Item, ListMeasuringContext) -> Void)? = nil
    ) {
        self.section = section
        self.warmSize = warmSize
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
            height: { item, measuring in Cell.height(for: item, in: measuring, context: sizing) },
            warmSize: { item, measuring in _ = Cell.height(for: item, in: measuring, context: sizing) })
    }

    /// Lays the list out at `textSize` (free for a size seen before at this width), as a
    /// ``ListAssembly`` does: the rows on screen are measured now, on the main actor, and
    /// shown; the rest are measured off the main actor (``waitForTextSize()``), then taken,
    /// the row at the top of the screen kept in place. A later change ends an earlier one.
    func setTextSize(_ textSize: ListTextSize) {
        textSizeChange?.cancel()
        textSizeChange = nil
        let target = list.measuringContext.withTextSize(textSize)
        guard let warmSize, !items.isEmpty else {
            adopt { try list.setMeasuringContext(target) }
            return
        }
        layout.beginContextChange(to: target, measuringFirst: [])
        layout.prepareFrames(in: CGRect(origin: list.contentOffset, size: list.viewportSize))
        adopt { try list.adoptMeasuringContext(target, offsetChange: .zero) }
        let items = self.items
        let itemContext = layout.itemContext
        textSizeChange = Task { [weak self] in
            // Off the main actor, in parallel: the cells' pure frame functions fill their caches.
            _ = await ListLayout.sizes(of: items, width: itemContext.width) { item, _ in
                warmSize(item, itemContext)
                return .zero
            }
            guard let self, !Task.isCancelled, self.layout.context == target else { return }
            // Back on the main actor: the layout takes the sizes (cache hits), and the row at
            // the top of the screen stays where it was.
            let anchor = self.list.indexPathsForVisibleItems.first
            let before = anchor.map { self.layout.frame(at: $0).minY }
            self.layout.measureUnmeasured()
            let shift = anchor.map { self.layout.frame(at: $0).minY } ?? 0
            self.adopt {
                try self.list.adoptMeasuringContext(target, offsetChange: CGPoint(x: 0, y: shift - (before ?? 0)))
            }
        }
    }

    /// Waits until the last text size change has measured every row.
    func waitForTextSize() async {
        await textSizeChange?.value
    }

    /// Runs `change` of the list's context, then has the visible cells draw the new size.
    private func adopt(_ change: () throws -> Void) {
        do {
            try change()
            for cell in list.visibleCells { (cell as? any FeedMFSCell)?.textSizeDidChange() }
        } catch {
            list.logger.error("\(section): text size change rejected: \(error)")
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
