import Foundation

extension HeadlessListView {
    /// Performs one batch the way UIKit does, and checks it against UIKit's rules.
    ///
    /// 1. Reads the data source's counts and compares them with ``presentedCounts`` (the
    ///    counts after the last update): a difference means the data changed outside an
    ///    update block, a violation. The presented counts are the "before" state, as in UIKit.
    /// 2. Runs `updateData` (the caller installs the new data), then reads the counts after.
    /// 3. Checks the batch with ``BatchUpdateRules``. On a violation it throws
    ///    ``BatchUpdateError`` and applies nothing (``Strictness/throwing``), or logs and
    ///    reloads (``Strictness/reloadOnViolation``). Either way `updateData` already ran:
    ///    the caller's data is the new data, so the only way back to a consistent screen is
    ///    ``reloadData(updateData:)`` — which is what a production host does.
    /// 4. Applies the batch: updates the frame provider, moves kept cells to their new
    ///    paths, dequeues and configures cells for inserted, reloaded and newly visible
    ///    items, returns cells that left to their queues, and refreshes kept headers and
    ///    footers whose content token changed.
    /// 5. Calls `completion(true)` at once (``AnimationMode/immediate``) or on
    ///    ``finishAnimations()`` (``AnimationMode/manual``).
    ///
    /// Throws ``ListHostError`` without applying anything when there is no data source or a
    /// newly visible cell's reuse identifier is not registered.
    public func performBatch(
        _ batch: ListBatch, updateData: () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) throws {
        let reported = try readCounts(operation: "performBatch")
        let before = presentedCounts ?? reported
        var outside: [BatchUpdateViolation] = []
        if reported != before {
            outside.append(BatchUpdateViolation(.dataChangedOutsideUpdate(presented: before, reported: reported), kind: kind))
        }
        if !pendingCompletions.isEmpty { counters.batchesOverlapping += 1 }

        updateData()
        let after = try readCounts(operation: "performBatch")
        let violations = outside + BatchUpdateRules(kind: kind).violations(before: before, batch: batch, after: after)
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
        guard let mapping = ListBatchMapping(sectionCountBefore: before.count, batch: batch, sectionCountAfter: after.count)
        else {
            throw BatchUpdateError(violations: violations, kind: kind, batch: batch)
        }
        var keptCells: [ListIndexPath: HeadlessCell] = [:]
        for (path, cell) in visibleCellsByPath {
            if !mapping.isItemReloaded(path), let target = mapping.afterPath(forBeforePath: path) {
                keptCells[target] = cell
            }
        }
        var keptSupplementary: [ListSupplementaryElement: HeadlessSupplementaryView] = [:]
        for (element, view) in visibleSupplementaryByElement {
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
        switch animationMode {
        case .immediate:
            completion?(true)
        case .manual:
            pendingCompletions.append(completion ?? { _ in })
        }
    }

    /// Runs `updateData`, then presents the data source's data from scratch: every visible
    /// cell goes back to its queue and the visible items are dequeued and configured again
    /// (usually getting the same cell objects back). Completions still pending run with
    /// `false`, as UIKit cuts running animations short.
    public func reloadData(updateData: () -> Void) throws {
        updateData()
        let counts = try readCounts(operation: "reloadData")
        try present(counts: counts, batch: nil, keeping: [:], keepingSupplementary: [:])
        counters.reloads += 1
        appendLog(.reload(counts: counts))
        finishPendingCompletions(finished: false)
    }

    /// Configures the visible cells of `paths` again, in place: same cell objects, no
    /// dequeue (UIKit's `reconfigureRows(at:)` / `reconfigureItems(at:)`). Paths that are
    /// not visible are skipped. Throws, configuring nothing, when a path is outside the
    /// presented data or a visible item's reuse identifier changed (that needs a reload).
    public func reconfigureItems(at paths: [ListIndexPath]) throws {
        let counts = presentedCounts ?? []
        guard let dataSource else { throw ListHostError.noDataSource(operation: "reconfigureItems") }
        var targets: [(HeadlessCell, ListIndexPath)] = []
        for path in paths {
            guard path.section >= 0, path.section < counts.count else {
                throw ListHostError.reconfigureOutOfRange(path, sectionCount: counts.count, itemCount: nil, kind: kind)
            }
            guard path.item >= 0, path.item < counts[path.section] else {
                throw ListHostError.reconfigureOutOfRange(
                    path, sectionCount: counts.count, itemCount: counts[path.section], kind: kind)
            }
            guard let cell = visibleCellsByPath[path] else { continue }
            let identifier = dataSource.reuseIdentifier(forItemAt: path)
            if identifier != cell.reuseIdentifier {
                throw ListHostError.reconfigureChangesReuseIdentifier(
                    path, from: cell.reuseIdentifier ?? "", to: identifier, kind: kind)
            }
            targets.append((cell, path))
        }
        counters.reconfigures += 1
        for (cell, path) in targets {
            configure(cell, at: path, dataSource: dataSource)
            counters.cellsReconfigured += 1
        }
        // New content may have a new size: the frame provider measures the reconfigured
        // items again (as a reload of them), and the visible cells follow the new frames.
        frameProvider.update(sectionCounts: counts, applying: ListBatch(itemReloads: paths), width: viewportSize.width)
        contentOffset = clamped(contentOffset)
        try syncVisible(keeping: visibleCellsByPath, keepingSupplementary: visibleSupplementaryByElement, refreshTokens: false)
        appendLog(.reconfigure(paths))
    }

    /// Ends every batch animation in flight: runs the held completions, oldest first, with
    /// `true`. Returns how many ran. (Completions that start new batches add new pending
    /// completions; those wait for the next call.)
    @discardableResult
    public func finishAnimations() -> Int {
        finishPendingCompletions(finished: true)
    }

    @discardableResult
    func finishPendingCompletions(finished: Bool) -> Int {
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        for completion in completions {
            completion(finished)
        }
        return completions.count
    }

    func readCounts(operation: String) throws -> [Int] {
        guard let dataSource else { throw ListHostError.noDataSource(operation: operation) }
        return dataSource.itemCounts()
    }

    func configure(_ cell: HeadlessCell, at path: ListIndexPath, dataSource: any ListHostDataSource) {
        cell.indexPath = path
        cell.timesConfigured += 1
        counters.cellsConfigured += 1
        dataSource.configure(cell, forItemAt: path)
    }

    func configure(
        _ view: HeadlessSupplementaryView, at element: ListSupplementaryElement, dataSource: any ListHostDataSource
    ) {
        view.section = element.section
        view.timesConfigured += 1
        switch element.placement {
        case .header: counters.headersConfigured += 1
        case .footer: counters.footersConfigured += 1
        }
        view.contentToken = dataSource.contentToken(for: element.placement, inSection: element.section)
        dataSource.configure(view, for: element.placement, inSection: element.section)
    }
}
