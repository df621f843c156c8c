import Foundation

/// Which items, headers and footers are on screen, and their frames. *Model internals.*
extension ListViewEngine {
    /// The visible area, in content coordinates.
    var visibleRect: CGRect {
        CGRect(origin: offset, size: viewportSize)
    }

    /// The visible items' paths, in order.
    var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByPath.keys.sorted()
    }

    /// The cell showing `indexPath`, if it is visible.
    func visibleCell(at indexPath: IndexPath) -> UIView? {
        visibleCellsByPath[indexPath]
    }

    /// The frame of the item at `indexPath` (zero when there is none).
    func frame(at indexPath: IndexPath) -> CGRect {
        frames.frame(at: indexPath)
    }

    func visibleSupplementaryView(_ placement: ModelSupplementaryPlacement, section: Int) -> UIView? {
        visibleSupplementaryByElement[ModelSupplementaryElement(placement: placement, section: section)]
    }

    /// Shows `counts`: the frames are worked out again (the view reports the new counts
    /// while its layout is prepared, as UIKit does), and the visible views are brought in
    /// line with the view's content offset as it is. `kept` maps after-paths to the
    /// cells that stay there; `keptSupplementary` the same for headers and footers.
    func present(
        counts: [Int], keeping kept: [IndexPath: UIView],
        keepingSupplementary keptSupplementary: [ModelSupplementaryElement: UIView]
    ) {
        presentedCounts = counts
        frames.update(counts: counts, width: viewportSize.width)
        offset = view?.contentOffset ?? offset
        syncVisible(keeping: kept, keepingSupplementary: keptSupplementary)
    }

    /// The content offsets the view can rest at (origin: the smallest, size: the span): the
    /// content plus the adjusted content insets ("additional scroll area around content",
    /// UIScrollView.h:91, 98-101). Model: the visible set does not keep to this range; it
    /// follows `contentOffset` wherever it is (UIScrollView.h:89 and 90 declare
    /// `contentOffset` and `contentSize` as plain properties: setting either moves neither;
    /// UIKit moves the offset into "the valid range" only when scrolling stops,
    /// UIScrollView.h:270). An offset past the content's end shows the rows that reach
    /// into the bounds, or none. Whether UIKit moves the offset back when a batch shrinks
    /// the content is not in any header; TabulaUIKit's article "What differs on a device" says so.
    var scrollableRange: CGRect {
        let content = frames.contentSize
        let inset = view?.adjustedContentInset ?? .zero
        let minX = -inset.left
        let minY = -inset.top
        let maxX = max(minX, content.width + inset.right - viewportSize.width)
        let maxY = max(minY, content.height + inset.bottom - viewportSize.height)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The view's bounds changed: a new width lays the items out again; a new origin
    /// scrolls. Cells that leave go to their queues, cells that appear are dequeued.
    func viewportDidChange() {
        defer { reportScrollIfMoved() }
        guard let view, let counts = presentedCounts else { return }
        let size = view.bounds.size
        let origin = view.bounds.origin
        if size != viewportSize || origin != offset {
            let widthChanged = size.width != viewportSize.width
            viewportSize = size
            if widthChanged { frames.update(counts: counts, width: size.width) }
            offset = origin
            syncVisible(keeping: visibleCellsByPath, keepingSupplementary: visibleSupplementaryByElement)
        }
        // A layout pass runs whenever the bounds are set, changed or not.
        afterUpdate()
    }

    /// Makes the visible views match the frames within ``visibleRect``: views that leave
    /// go back to their queues first (in path order, so they can be reused in this same
    /// pass), then each new item's cell comes from the data source, top to bottom, and
    /// each new header or footer from the delegate.
    func syncVisible(
        keeping kept: [IndexPath: UIView], keepingSupplementary keptSupplementary: [ModelSupplementaryElement: UIView]
    ) {
        let rect = visibleRect
        let paths = frames.indexPaths(intersecting: rect)
        let elements = frames.supplementaryElements(intersecting: rect).filter { element in
            view?.modelHasSupplementary(element.placement, inSection: element.section) ?? false
        }
        let staying = Set(paths.compactMap { kept[$0].map(ObjectIdentifier.init) })
        for (_, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key })
        where !staying.contains(ObjectIdentifier(cell)) {
            enqueue(cell)
        }
        let stayingViews = Set(elements.compactMap { keptSupplementary[$0].map(ObjectIdentifier.init) })
        for (_, view) in visibleSupplementaryByElement.sorted(by: { $0.key < $1.key })
        where !stayingViews.contains(ObjectIdentifier(view)) {
            enqueue(view)
        }

        var cells: [IndexPath: UIView] = [:]
        for path in paths {
            if let cell = kept[path] { cells[path] = cell }
        }
        visibleCellsByPath = cells
        for path in paths where cells[path] == nil {
            // A cell prepared ahead is displayed without asking again (ListViewEngine+CellPreparation.swift).
            if let cell = takePreparedCell(at: path) ?? configureCell(at: path) { visibleCellsByPath[path] = cell }
        }

        var views: [ModelSupplementaryElement: UIView] = [:]
        for element in elements {
            if let view = keptSupplementary[element] {
                views[element] = view
            } else if let view = view?.modelSupplementaryView(element.placement, inSection: element.section) {
                views[element] = view
            }
        }
        visibleSupplementaryByElement = views
    }

    /// Gives the visible views their frames and lays them out; the content size follows
    /// the frames. A collection view then asks its cells for their preferred sizes: when its
    /// layout takes one (a self-sizing layout), the items are placed again and the visible
    /// set follows, in the same pass (bounded, in case cells never agree with the layout).
    func layOutVisibleViews(selfSizingPass: Int = 0) {
        layOutVisibleViewsOnce()
        guard selfSizingPass < 4, let view, view.modelSelfSize(visibleCellsByPath) else { return }
        syncVisible(keeping: visibleCellsByPath, keepingSupplementary: visibleSupplementaryByElement)
        layOutVisibleViews(selfSizingPass: selfSizingPass + 1)
    }

    private func layOutVisibleViewsOnce() {
        guard let view else { return }
        view.contentSize = frames.contentSize
        for path in indexPathsForVisibleItems {
            guard let cell = visibleCell(at: path) else { continue }
            cell.frame = frames.frame(at: path)
            cell.layoutIfNeeded()
        }
        for (element, supplementary) in visibleSupplementaryByElement.sorted(by: { $0.key < $1.key }) {
            if let frame = frames.supplementaryFrame(element.placement, inSection: element.section) {
                supplementary.frame = frame
            }
            supplementary.layoutIfNeeded()
        }
    }

    /// Tells the prefetch data source about the items within a screen above and below the
    /// visible ones, and cancels those that went out of that range.
    func updatePrefetching() {
        guard let view, isLoaded else { return }
        let window = visibleRect.insetBy(dx: 0, dy: -visibleRect.height)
        let visible = Set(indexPathsForVisibleItems)
        let nearby = Set(frames.indexPaths(intersecting: window)).subtracting(visible)
        let cancelled = prefetched.subtracting(nearby).subtracting(visible)
        let requested = nearby.subtracting(prefetched)
        prefetched = nearby
        if !cancelled.isEmpty {
            counters.prefetchCancels += 1
            view.modelCancelPrefetch(cancelled.sorted())
        }
        if !requested.isEmpty {
            counters.prefetchRequests += 1
            view.modelPrefetch(requested.sorted())
        }
    }
}
