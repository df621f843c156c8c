import Foundation
import Tabula

extension ListHostEngine {
    /// Creates cells into the reuse queues so that each identifier in `counts` has at least
    /// that many cells, counting its visible cells and the cells already waiting in its
    /// queue. Checks every identifier and count before creating anything. `prepare` runs
    /// once on each new cell before it is queued.
    ///
    /// - Returns: the number of cells created.
    @discardableResult
    package func prepareReusableCells(_ counts: [String: Int], prepare: (Cell) -> Void = { _ in }) throws -> Int {
        for (identifier, count) in counts.sorted(by: { $0.key < $1.key }) {
            guard isCellRegistered(identifier) else {
                throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
            }
            guard count >= 0 else { throw ListHostError.negativeReusableCellCount(identifier, count: count) }
        }
        var visibleByIdentifier: [String: Int] = [:]
        for cell in visibleCellObjects.values {
            visibleByIdentifier[Self.cell(cell).reuseIdentifier ?? "", default: 0] += 1
        }
        var created = 0
        for (identifier, count) in counts.sorted(by: { $0.key < $1.key }) {
            let existing = visibleByIdentifier[identifier, default: 0] + reuseQueueCount(forIdentifier: identifier)
            guard count > existing else { continue }
            for _ in existing..<count {
                // Straight into the queue: a new cell has nothing to prepare for reuse.
                let cell = try makeCell(identifier)
                prepare(cell)
                cellQueues[identifier, default: []].append(cell)
                counters.cellsPrewarmed += 1
                created += 1
            }
        }
        return created
    }
}
