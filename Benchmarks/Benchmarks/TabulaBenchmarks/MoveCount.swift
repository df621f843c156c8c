import TabulaDiff

/// How many moves each method reports: the figure that shows minimal moves (Tabula) against
/// every shifted element reported as moved.
enum MoveCount {
    /// Item moves over all stages of a Tabula diff.
    static func of<Data>(_ changes: StagedChangeset<Data>) -> Int {
        changes.stages.reduce(0) { $0 + $1.elementMoved.count }
    }

    /// Removals that `inferringMoves()` paired with an insertion.
    static func of<Element>(_ difference: CollectionDifference<Element>) -> Int {
        difference.removals.reduce(0) { count, change in
            guard case .remove(_, _, let associatedWith) = change, associatedWith != nil else {
                return count
            }
            return count + 1
        }
    }
}
