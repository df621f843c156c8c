import Foundation
import Tabula
@_spi(TabulaInternal) import TabulaBatches

extension ListHostEngine {
    /// Performs one batch the way UIKit does, checked against UIKit's rules (see
    /// ``HeadlessListView/performBatch(_:updateData:completion:)`` for the steps). When
    /// `holdCompletion`, the completion waits in ``pendingCompletions`` until the host ends
    /// the animation with ``finishPendingCompletions(finished:)``; otherwise it runs at once.
    package func performBatch(
        _ batch: ListBatch, updateData: () -> Void, completion: (@MainActor (Bool) -> Void)?,
        holdCompletion: Bool
    ) throws {
        let reported = try readCounts(operation: "performBatch")
        let before = presentedCounts ?? reported
        var outside: [BatchUpdateViolation] = []
        if reported != before {
            outside.append(
                BatchUpdateViolation(.dataChangedOutsideUpdate(presented: before, reported: reported), kind: kind))
        }
        if !pendingCompletions.isEmpty { counters.batchesOverlapping += 1 }

        updateData()
        let after = try readCounts(operation: "performBatch")
        let checked = BatchUpdateRules(kind: kind).check(before: before, batch: batch, after: after)
        let violations = outside + checked.violations
        guard violations.isEmpty else {
            counters.batchesRejected += 1
            let error = BatchUpdateError(violations: violations, kind: kind, batch: batch)
            switch strictness {
            case .throwing:
                throw error
            case .reloadOnViolation:
                logger.error(
                    "Tabula: batch rejected, reloading instead",
                    metadata: ["violations": .string(error.description), "kind": .string(kind.rawValue)])
                try present(counts: after, batch: nil, keeping: [:], keepingSupplementary: [:])
                counters.reloads += 1
                counters.fallbackReloads += 1
                appendLog(.reloadAfterViolation(error, counts: after))
                finishPendingCompletions(finished: false)
                completion?(false)
                return
            }
        }

        // The rules passed, so the batch maps the presented state onto the new one.
        guard let mapping = checked.mapping else {
            throw BatchUpdateError(violations: violations, kind: kind, batch: batch)
        }
        var keptCells: [ListIndexPath: AnyObject] = [:]
        for (path, cell) in visibleCellObjects {
            if !mapping.isItemReloaded(path), let target = mapping.afterPath(forBeforePath: path) {
                keptCells[target] = cell
            }
        }
        var keptSupplementary: [ListSupplementaryElement: AnyObject] = [:]
        for (element, view) in visibleSupplementaryObjects {
            if !mapping.isSectionReloaded(element.section),
                let section = mapping.afterSection(forBeforeSection: element.section)
            {
                keptSupplementary[ListSupplementaryElement(element.placement, section: section)] = view
            }
        }
        try present(counts: after, batch: batch, keeping: keptCells, keepingSupplementary: keptSupplementary)

        counters.batchesApplied += 1
        if !isInWindow { counters.batchesWithoutWindow += 1 }
        appendLog(.batch(batch, before: before, after: after))
        if holdCompletion {
            pendingCompletions.append(completion ?? { _ in })
        } else {
            completion?(true)
        }
    }

    /// Runs `updateData`, then presents the data source's data from scratch. Completions
    /// still pending run with `false`.
    package func reloadData(updateData: () -> Void) throws {
        updateData()
        let counts = try readCounts(operation: "reloadData")
        try present(counts: counts, batch: nil, keeping: [:], keepingSupplementary: [:])
        counters.reloads += 1
        appendLog(.reload(counts: counts))
        finishPendingCompletions(finished: false)
    }

    /// Configures the visible cells of `paths` again, in place, then lets the frame
    /// provider measure those items again (their content changed, so their size may have:
    /// a post expanded by "read more"), as UIKit's self-sizing cells do after
    /// `reconfigureRows(at:)`. Kept cells move to their new frames; cells that come into
    /// view are dequeued. Throws, configuring nothing, for a path outside the presented
    /// data or a visible item whose reuse identifier changed.
    package func reconfigureItems(at paths: [ListIndexPath]) throws {
        let counts = presentedCounts ?? []
        guard let dataSource else { throw ListHostError.noDataSource(operation: "reconfigureItems") }
        var targets: [(Cell, ListIndexPath)] = []
        for path in paths {
            guard path.section >= 0, path.section < counts.count else {
                throw ListHostError.reconfigureOutOfRange(path, sectionCount: counts.count, itemCount: nil, kind: kind)
            }
            guard path.item >= 0, path.item < counts[path.section] else {
                throw ListHostError.reconfigureOutOfRange(
                    path, sectionCount: counts.count, itemCount: counts[path.section], kind: kind)
            }
            guard let cell = visibleCell(at: path) else { continue }
            let identifier = dataSource.reuseIdentifier(forItemAt: path)
            if identifier != cell.reuseIdentifier {
                throw ListHostError.reconfigureChangesReuseIdentifier(
                    path, from: cell.reuseIdentifier ?? "", to: identifier, kind: kind)
            }
            targets.append((cell, path))
        }
        guard !paths.isEmpty else {
            counters.reconfigures += 1
            appendLog(.reconfigure(paths))
            return
        }
        // Sizes first, so the visible set is known before anything visible changes; the
        // step that can still throw (a cell that comes into view with an unregistered
        // identifier) runs before any cell, counter or log entry changes, and undoes the
        // offset. The re-measured sizes stay: they describe the data source's data.
        let oldOffset = contentOffset
        frameProvider.update(
            sectionCounts: counts, applying: ListBatch(elementUpdated: paths),
            context: context(width: viewportSize.width))
        contentOffset = clamped(contentOffset)
        try syncVisibleKeepingCells(restoringOffsetOnFailure: oldOffset)
        counters.reconfigures += 1
        appendLog(.reconfigure(paths))
        for (cell, path) in targets where visibleCellObjects[path] === cell {
            cell.listHostDidAssign(path, frame: placedFrame(at: path))
            configure(cell, at: path, dataSource: dataSource)
            counters.cellsReconfigured += 1
        }
    }

    /// Runs the held completions, oldest first, with `finished`; returns how many ran.
    @discardableResult
    package func finishPendingCompletions(finished: Bool) -> Int {
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        for completion in completions {
            completion(finished)
        }
        return completions.count
    }

    package func readCounts(operation: String) throws -> [Int] {
        guard let dataSource else { throw ListHostError.noDataSource(operation: operation) }
        return dataSource.itemCounts()
    }

    package func configure(_ cell: Cell, at path: ListIndexPath, dataSource: any ListHostDataSource) {
        cell.listHostWillConfigure()
        counters.cellsConfigured += 1
        dataSource.configure(cell, forItemAt: path)
    }

    package func configure(
        _ view: Supplementary, at element: ListSupplementaryElement, dataSource: any ListHostDataSource
    ) {
        switch element.placement {
        case .header: counters.headersConfigured += 1
        case .footer: counters.footersConfigured += 1
        }
        view.listHostWillConfigure(
            contentToken: dataSource.contentToken(for: element.placement, inSection: element.section))
        dataSource.configure(view, for: element.placement, inSection: element.section)
    }
}

extension ListHostEngine {
    /// What UIKit does while the user drags a row to a new place: the view moves its own
    /// cell, with no batch and without asking the data source first; the data source is
    /// told afterwards (`tableView(_:moveRowAt:to:)`) and must follow without a batch.
    package func moveItemInteractively(from source: ListIndexPath, to destination: ListIndexPath) throws {
        let counts = presentedCounts ?? []
        let batch = ListBatch(elementMoved: [Move(source: source, target: destination)])
        // A move between sections takes a row from one and gives it to the other.
        var after = counts
        if source.section != destination.section, counts.indices.contains(source.section),
            counts.indices.contains(destination.section)
        {
            after[source.section] -= 1
            after[destination.section] += 1
        }
        let (violations, checkedMapping) = BatchUpdateRules(kind: kind).check(
            before: counts, batch: batch, after: after)
        guard violations.isEmpty, let mapping = checkedMapping else {
            throw BatchUpdateError(violations: violations, kind: kind, batch: batch)
        }
        var keptCells: [ListIndexPath: AnyObject] = [:]
        for (path, cell) in visibleCellObjects {
            if let target = mapping.afterPath(forBeforePath: path) { keptCells[target] = cell }
        }
        // Cells that come into view are filled from the data before the move, at the path
        // their item has there (the data source is told of the move afterwards).
        let base = dataSource
        let proxy = base.map { InteractiveMoveDataSource(base: $0, moving: source, to: destination, counts: after) }
        dataSource = proxy
        defer { dataSource = base }
        try present(
            counts: after, batch: batch, keeping: keptCells, keepingSupplementary: visibleSupplementaryObjects)
    }
}
