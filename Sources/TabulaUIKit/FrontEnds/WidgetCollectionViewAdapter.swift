#if canImport(UIKit)
import Foundation
import Tabula
import UIKit

/// A ``/Tabula/WidgetListController`` on a `UICollectionView`: widgets of any kind in
/// one declarative array, each kind's cell registered on first use, laid out by the list's
/// one ``/Tabula/ListLayout`` through a ``TabulaCollectionViewLayout``.
///
/// ```swift
/// let cells = WidgetCellRegistry<CollectionViewHost>(fallbackCellType: WidgetCell.self) { cell, widget in
///     (cell as? WidgetCell)?.show(widget)
/// }
/// let list = WidgetListController(cells: cells, measurer: UIKitTextMeasurer())
/// let adapter = WidgetCollectionViewAdapter(collectionView: collectionView, list: list)
/// Builder.widgets(objects: countries).bind(to: list)
/// ```
///
/// Every batch is checked against UIKit's rules before the collection view sees it.
/// Prefetching measures the widgets about to appear into the list's size cache, off the
/// main actor.
@MainActor
public final class WidgetCollectionViewAdapter {
    /// The widget list.
    public let list: WidgetListController<CollectionViewHost>
    /// The collection view as a list host.
    public let host: CollectionViewHost
    /// The collection view's data source and delegate.
    public let forwarder: CollectionViewForwarder
    /// The collection view's layout, over the list's layout.
    public let collectionLayout: TabulaCollectionViewLayout
    /// Called when the user selects a widget.
    public var onSelect: (@MainActor (ListWidget, ListIndexPath) -> Void)?
    /// Widgets handed to off-main measuring by prefetching so far.
    public private(set) var widgetsPrefetched = 0
    private var prefetchTasks: [Int: Task<Void, Never>] = [:]
    private var nextTask = 0

    /// Shows `list` in `collectionView`: replaces the collection view's layout, data
    /// source, delegate and prefetch data source (UIKit holds them weakly: keep the adapter).
    public init(collectionView: UICollectionView, list: WidgetListController<CollectionViewHost>) {
        self.list = list
        host = CollectionViewHost(collectionView: collectionView)
        collectionLayout = TabulaCollectionViewLayout(listLayout: list.layout)
        forwarder = CollectionViewForwarder(host: host)
        host.frameProvider = list.layout
        collectionView.collectionViewLayout = collectionLayout
        collectionView.dataSource = forwarder
        collectionView.delegate = forwarder
        collectionView.prefetchDataSource = forwarder
        list.attach(to: host)
        list.updater?.checksBatchesBeforeHost = true
        forwarder.onSelect = { [weak self] path in
            guard let self, let widget = self.list.widget(at: path) else { return }
            self.onSelect?(widget, path)
        }
        forwarder.onPrefetch = { [weak self] paths in self?.prefetch(paths) }
    }

    /// Measures the widgets at `paths` at the current width, off the main actor, into the
    /// list's size cache.
    public func prefetch(_ paths: [ListIndexPath]) {
        let widgets = paths.compactMap { list.widget(at: $0) }
        guard !widgets.isEmpty else { return }
        widgetsPrefetched += widgets.count
        let width = list.layout.configuration.itemWidth(forContainerWidth: host.viewportSize.width)
        let cache = list.sizeCache
        let measurer = list.measurer
        let id = nextTask
        nextTask += 1
        prefetchTasks[id] = Task { [weak self] in
            _ = await ListSizing.sizes(of: widgets, width: width) { widget, width in
                cache.size(of: widget, width: width, measurer: measurer)
            }
            self?.prefetchTasks[id] = nil
        }
    }

    /// Returns once every prefetch has finished. For tests (`@_spi(Testing)`), not apps.
    @_spi(Testing) public func waitUntilPrefetched() async {
        // Each task removes itself as its last step, so this ends.
        while let task = prefetchTasks.values.first {
            await task.value
        }
    }
}
#endif
