import Foundation
import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ListHostEngine {
    /// Presents `counts` after a batch (`batch`) or a reload (`nil`): updates the frame
    /// provider, clamps the offset and brings the visible cells in line. `keeping` maps
    /// after-paths to the cells that survive there; `keepingSupplementary` the same for
    /// headers and footers. On a thrown error nothing changed.
    package func present(
        counts: [Int], batch: ListBatch?, keeping kept: [ListIndexPath: AnyObject],
        keepingSupplementary keptSupplementary: [ListSupplementaryElement: AnyObject]
    ) throws {
        let oldCounts = presentedCounts
        let oldOffset = contentOffset
        frameProvider.update(sectionCounts: counts, applying: batch, context: context(width: viewportSize.width))
        presentedCounts = counts
        contentOffset = clamped(contentOffset)
        do {
            try syncVisible(keeping: kept, keepingSupplementary: keptSupplementary, refreshTokens: batch != nil)
        } catch {
            frameProvider.update(
                sectionCounts: oldCounts ?? [], applying: nil, context: context(width: viewportSize.width))
            presentedCounts = oldCounts
            contentOffset = oldOffset
            throw error
        }
    }

    /// `offset` moved into the scrollable range.
    package func clamped(_ offset: CGPoint) -> CGPoint {
        let content = frameProvider.contentSize
        let maxX = max(0, content.width - viewportSize.width)
        let maxY = max(0, content.height - viewportSize.height)
        return CGPoint(x: min(max(offset.x, 0), maxX), y: min(max(offset.y, 0), maxY))
    }

    /// Brings the visible cells to the current offset, keeping the cells still visible; when
    /// a newly visible cell cannot be dequeued, puts `oldOffset` back and rethrows, so a
    /// failed step changes nothing that was visible.
    func syncVisibleKeepingCells(restoringOffsetOnFailure oldOffset: CGPoint) throws {
        do {
            try syncVisible(keeping: nil, keepingSupplementary: visibleSupplementaryObjects, refreshTokens: false)
        } catch {
            contentOffset = oldOffset
            throw error
        }
    }

    /// Scrolls to `offset` (clamped) and does one frame of UIKit's work: cells that left go
    /// to their queues, newly visible ones are dequeued and configured. Throws, without
    /// scrolling, when a newly visible cell's reuse identifier is not registered.
    package func scroll(toOffset offset: CGPoint) throws {
        let oldOffset = contentOffset
        contentOffset = clamped(offset)
        try syncVisibleKeepingCells(restoringOffsetOnFailure: oldOffset)
    }

    /// Resizes the viewport; a width change updates the frame provider with an empty batch
    /// (same data, new width, so width-keyed sizes survive).
    package func setViewportSize(_ size: CGSize) throws {
        let oldSize = viewportSize
        let oldOffset = contentOffset
        viewportSize = size
        if size.width != oldSize.width {
            frameProvider.update(
                sectionCounts: presentedCounts ?? [], applying: ListBatch(), context: context(width: size.width))
        }
        contentOffset = clamped(contentOffset)
        do {
            try syncVisible(keeping: nil, keepingSupplementary: visibleSupplementaryObjects, refreshTokens: false)
        } catch {
            viewportSize = oldSize
            if size.width != oldSize.width {
                frameProvider.update(
                    sectionCounts: presentedCounts ?? [], applying: ListBatch(), context: context(width: oldSize.width))
            }
            contentOffset = oldOffset
            throw error
        }
    }

    /// Lays the list out in `context` (its width ignored: the viewport's): the frame
    /// provider is updated with an empty batch in it (same data, so sizes kept for a
    /// context seen before survive), then the visible cells are brought in line. On a thrown
    /// error nothing changed.
    package func setMeasuringContext(_ context: ListMeasuringContext) throws {
        let old = measuringContext
        let oldOffset = contentOffset
        measuringContext = context
        frameProvider.update(
            sectionCounts: presentedCounts ?? [], applying: ListBatch(),
            context: self.context(width: viewportSize.width))
        contentOffset = clamped(contentOffset)
        do {
            try syncVisibleKeepingCells(restoringOffsetOnFailure: oldOffset)
        } catch {
            measuringContext = old
            frameProvider.update(
                sectionCounts: presentedCounts ?? [], applying: ListBatch(),
                context: self.context(width: viewportSize.width))
            contentOffset = oldOffset
            throw error
        }
    }

    /// Takes `context` as the list's measuring context after the frame provider was moved to
    /// it by its owner (a ``ListAssembly`` measuring what is visible first), and
    /// brings the visible cells in line with the provider's frames, the content offset
    /// moved by `offsetChange` (clamped). On a thrown error the offset is put back; the
    /// context stays the provider's.
    package func adoptMeasuringContext(_ context: ListMeasuringContext, offsetChange: CGPoint) throws {
        measuringContext = context
        let oldOffset = contentOffset
        contentOffset = clamped(CGPoint(x: contentOffset.x + offsetChange.x, y: contentOffset.y + offsetChange.y))
        try syncVisibleKeepingCells(restoringOffsetOnFailure: oldOffset)
    }

    /// Makes the visible cells and supplementary views match the frame provider's answer
    /// for ``visibleRect``. First checks every reuse identifier it will need (throwing
    /// before any change), then returns leaving views to their queues, then dequeues and
    /// configures the views that appear. Kept views get their new index path and frame;
    /// kept headers and footers are configured again when `refreshTokens` and their token
    /// changed. `kept` `nil` keeps the visible cells at their paths (a scroll or a resize):
    /// the visible-cell dictionary is then edited in place, hashing only the paths that
    /// change, instead of being built again.
    package func syncVisible(
        keeping kept: [ListIndexPath: AnyObject]?,
        keepingSupplementary keptSupplementary: [ListSupplementaryElement: AnyObject],
        refreshTokens: Bool
    ) throws {
        let rect = visibleRect
        frameProvider.prepareFrames(in: rect)
        let paths = frameProvider.indexPaths(intersecting: rect)
        let dataSource = self.dataSource
        // Taken out for the frame (one exclusivity check, not one per use) and put back
        // emptied however the frame ends.
        var scratch = syncScratch
        syncScratch = SyncScratch()
        defer {
            scratch.clear()
            syncScratch = scratch
        }

        // Check: every new cell's and view's identifier is registered.
        do {
            // Scoped, so that in place the visible cells are uniquely referenced again
            // before they are edited.
            let keptCells = kept ?? visibleCellObjects
            for path in paths {
                let cell = keptCells[path]
                scratch.keptAtPath.append(cell.map(Unmanaged.passUnretained))
                guard cell == nil else { continue }
                guard let dataSource else { throw ListHostError.noDataSource(operation: "dequeue cells") }
                let identifier = dataSource.reuseIdentifier(forItemAt: path)
                guard isCellRegistered(identifier) else {
                    throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
                }
                scratch.newCells.append((path, identifier))
            }
        }
        // Views are handled as `AnyObject` here (typed again to be told things): see
        // `ListHostEngine.visibleCellObjects`.
        if let dataSource {
            for element in visibleSupplementaryCandidates(in: rect, itemPaths: paths) {
                guard let identifier = dataSource.reuseIdentifier(for: element.placement, inSection: element.section)
                else { continue }
                if let view = keptSupplementary[element], Self.supplementary(view).reuseIdentifier == identifier {
                    scratch.supplementaryPlan.append((element, identifier, view))
                    continue
                }
                guard supplementaryFactories[element.placement]?[identifier] != nil else {
                    throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
                }
                scratch.supplementaryPlan.append((element, identifier, nil))
            }
        }

        // Return what leaves, first, so it can be reused in this same pass. Only the
        // leaving views are sorted (by path, so reuse order never depends on dictionary
        // order): a scroll frame usually has none or one, not the whole visible set.
        for case let cell? in scratch.keptAtPath {
            scratch.retained.append(ObjectIdentifier(cell.takeUnretainedValue()))
        }
        scratch.sortRetained()
        for (path, cell) in visibleCellObjects where !scratch.isRetained(cell) {
            scratch.leavingCells.append((path, cell))
        }
        scratch.leavingCells.sort { $0.path < $1.path }
        for leaving in scratch.leavingCells { enqueue(Self.cell(leaving.cell)) }
        scratch.retained.removeAll(keepingCapacity: true)
        for case (_, _, let view?) in scratch.supplementaryPlan { scratch.retained.append(ObjectIdentifier(view)) }
        scratch.sortRetained()
        for (element, view) in visibleSupplementaryObjects where !scratch.isRetained(view) {
            scratch.leavingViews.append((element, view))
        }
        scratch.leavingViews.sort { $0.element < $1.element }
        for leaving in scratch.leavingViews { enqueue(Self.supplementary(leaving.view), leaving.element.placement) }

        // Then fill the visible slots: in place, or in the dictionary of the frame before last.
        let inPlace = kept == nil
        var cells: [ListIndexPath: AnyObject]
        if inPlace {
            cells = visibleCellObjects
            visibleCellObjects = [:]
            for leaving in scratch.leavingCells { cells[leaving.path] = nil }
        } else {
            cells = scratch.spareCells
            scratch.spareCells = [:]
            cells.removeAll(keepingCapacity: true)
            cells.reserveCapacity(paths.count)
        }
        let direction = layoutDirection
        for (path, unmanaged) in zip(paths, scratch.keptAtPath) {
            guard let cell = unmanaged?.takeUnretainedValue() else { continue }
            Self.cell(cell).listHostDidAssign(path, frame: placedFrame(at: path, in: direction))
            if !inPlace { cells[path] = cell }
        }
        var added = 0
        do {
            for (path, identifier) in scratch.newCells {
                let cell = try takeCell(identifier)
                cell.listHostDidAssign(path, frame: placedFrame(at: path, in: direction))
                if let dataSource { configure(cell, at: path, dataSource: dataSource) }
                cells[path] = cell
                added += 1
            }
        } catch {
            // Not reached in practice (every identifier was checked above). As when the
            // dictionary is built anew, the visible cells stay those before the pass.
            if inPlace {
                for (path, _) in scratch.newCells.prefix(added) { cells[path] = nil }
                for leaving in scratch.leavingCells { cells[leaving.path] = leaving.cell }
                visibleCellObjects = cells
            }
            throw error
        }
        if !inPlace { scratch.spareCells = visibleCellObjects }
        visibleCellObjects = cells

        var views = scratch.spareViews
        scratch.spareViews = [:]
        views.removeAll(keepingCapacity: true)
        for (element, identifier, keptObject) in scratch.supplementaryPlan {
            guard let dataSource else { break }
            if let keptObject {
                let view = Self.supplementary(keptObject)
                view.listHostDidAssign(element, frame: placedSupplementaryFrame(element, pinnedIn: rect, in: direction))
                if refreshTokens,
                    dataSource.contentToken(for: element.placement, inSection: element.section)
                        != view.listHostContentToken
                {
                    configure(view, at: element, dataSource: dataSource)
                    counters.supplementaryViewsRefreshed += 1
                }
                views[element] = view
            } else {
                let view = try takeSupplementaryView(element.placement, identifier)
                view.listHostDidAssign(element, frame: placedSupplementaryFrame(element, pinnedIn: rect, in: direction))
                configure(view, at: element, dataSource: dataSource)
                views[element] = view
            }
        }
        scratch.spareViews = visibleSupplementaryObjects
        visibleSupplementaryObjects = views
        didSyncVisible?()
    }

    /// The headers and footers that may be visible: the frame provider's answer when it
    /// places them (pinned to `rect`, the visible rect, when it pins), otherwise those of
    /// the sections with a visible item.
    package func visibleSupplementaryCandidates(in rect: CGRect, itemPaths: [ListIndexPath])
        -> [ListSupplementaryElement]
    {
        if let provider = supplementaryFrameProvider {
            return provider.supplementaryElements(intersecting: rect, pinnedIn: rect)
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
