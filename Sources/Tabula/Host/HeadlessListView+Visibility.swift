import Foundation

extension HeadlessListView {
    /// Presents `counts` after a batch (`batch`) or a reload (`nil`): updates the frame
    /// provider, clamps the offset and brings the visible cells in line. `keeping` maps
    /// after-paths to the cells that survive there; `keepingSupplementary` the same for
    /// headers and footers. On a thrown error nothing changed.
    func present(
        counts: [Int], batch: ListBatch?, keeping kept: [ListIndexPath: HeadlessCell],
        keepingSupplementary keptSupplementary: [ListSupplementaryElement: HeadlessSupplementaryView]
    ) throws {
        let oldCounts = presentedCounts
        let oldOffset = contentOffset
        frameProvider.update(sectionCounts: counts, applying: batch, width: viewportSize.width)
        presentedCounts = counts
        contentOffset = clamped(contentOffset)
        do {
            try syncVisible(keeping: kept, keepingSupplementary: keptSupplementary, refreshTokens: batch != nil)
        } catch {
            frameProvider.update(sectionCounts: oldCounts ?? [], applying: nil, width: viewportSize.width)
            presentedCounts = oldCounts
            contentOffset = oldOffset
            throw error
        }
    }

    /// `offset` moved into the scrollable range.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let content = frameProvider.contentSize
        let maxX = max(0, content.width - viewportSize.width)
        let maxY = max(0, content.height - viewportSize.height)
        return CGPoint(x: min(max(offset.x, 0), maxX), y: min(max(offset.y, 0), maxY))
    }

    /// Makes the visible cells and supplementary views match the frame provider's answer
    /// for ``visibleRect``. First checks every reuse identifier it will need (throwing
    /// before any change), then returns leaving views to their queues, then dequeues and
    /// configures the views that appear. Kept views get their new index path; kept headers
    /// and footers are configured again when `refreshTokens` and their token changed.
    func syncVisible(
        keeping kept: [ListIndexPath: HeadlessCell],
        keepingSupplementary keptSupplementary: [ListSupplementaryElement: HeadlessSupplementaryView],
        refreshTokens: Bool
    ) throws {
        let rect = visibleRect
        let paths = frameProvider.indexPaths(intersecting: rect)
        let dataSource = self.dataSource

        // Check: every new cell's and view's identifier is registered.
        var newCells: [(ListIndexPath, String)] = []
        for path in paths where kept[path] == nil {
            guard let dataSource else { throw ListHostError.noDataSource(operation: "dequeue cells") }
            let identifier = dataSource.reuseIdentifier(forItemAt: path)
            guard registeredCellIdentifiers.contains(identifier) else {
                throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
            }
            newCells.append((path, identifier))
        }
        var supplementaryPlan: [(ListSupplementaryElement, String, HeadlessSupplementaryView?)] = []
        if let dataSource {
            for element in visibleSupplementaryCandidates(in: rect, itemPaths: paths) {
                guard let identifier = dataSource.reuseIdentifier(for: element.placement, inSection: element.section)
                else { continue }
                if let view = keptSupplementary[element], view.reuseIdentifier == identifier {
                    supplementaryPlan.append((element, identifier, view))
                    continue
                }
                guard registeredSupplementaryIdentifiers[element.placement]?.contains(identifier) == true else {
                    throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
                }
                supplementaryPlan.append((element, identifier, nil))
            }
        }

        // Return what leaves, first, so it can be reused in this same pass.
        let retainedCells = Set(paths.compactMap { kept[$0] }.map(ObjectIdentifier.init))
        for path in visibleCellsByPath.keys.sorted() {
            let cell = visibleCellsByPath[path]!
            if !retainedCells.contains(ObjectIdentifier(cell)) { enqueue(cell) }
        }
        let retainedViews = Set(supplementaryPlan.compactMap { $0.2 }.map(ObjectIdentifier.init))
        for element in visibleSupplementaryByElement.keys.sorted() {
            let view = visibleSupplementaryByElement[element]!
            if !retainedViews.contains(ObjectIdentifier(view)) { enqueue(view) }
        }

        // Then fill the visible slots.
        var cells: [ListIndexPath: HeadlessCell] = [:]
        cells.reserveCapacity(paths.count)
        for path in paths {
            if let cell = kept[path] {
                cell.indexPath = path
                cells[path] = cell
            }
        }
        for (path, identifier) in newCells {
            let cell = takeCell(identifier)
            if let dataSource { configure(cell, at: path, dataSource: dataSource) }
            cells[path] = cell
        }
        visibleCellsByPath = cells

        var views: [ListSupplementaryElement: HeadlessSupplementaryView] = [:]
        for (element, identifier, keptView) in supplementaryPlan {
            guard let dataSource else { break }
            if let view = keptView {
                view.section = element.section
                if refreshTokens,
                    dataSource.contentToken(for: element.placement, inSection: element.section) != view.contentToken
                {
                    configure(view, at: element, dataSource: dataSource)
                    counters.supplementaryViewsRefreshed += 1
                }
                views[element] = view
            } else {
                let view = takeSupplementaryView(element.placement, identifier)
                configure(view, at: element, dataSource: dataSource)
                views[element] = view
            }
        }
        visibleSupplementaryByElement = views
    }

    /// The headers and footers that may be visible: the frame provider's answer when it
    /// places them, otherwise those of the sections with a visible item.
    func visibleSupplementaryCandidates(in rect: CGRect, itemPaths: [ListIndexPath]) -> [ListSupplementaryElement] {
        if let provider = frameProvider as? any ListSupplementaryFrameProvider {
            return provider.supplementaryElements(intersecting: rect)
        }
        var sections: [Int] = []
        for path in itemPaths where sections.last != path.section {
            sections.append(path.section)
        }
        return sections.flatMap { section in
            ListSupplementaryPlacement.allCases.map { ListSupplementaryElement($0, section: section) }
        }
    }
}
