extension StagedChangeset where Collection: RangeReplaceableCollection, Collection.Element: Differentiable {
    /// The staged difference from `source` to `target`, matching elements by
    /// `differenceIdentifier` and comparing them with `isContentEqual(to:)`.
    ///
    /// Equal inputs cost one pass and give an empty result. See ``StagedChangeset`` for the
    /// stages.
    ///
    /// - Parameters:
    ///   - source: the collection before the change.
    ///   - target: the collection after the change.
    ///   - section: the section index the element paths name (DifferenceKit's
    ///     `init(source:target:section:)`).
    ///   - updates: whether updated elements get a stage of their own (the default, safe for
    ///     a plain `performBatchUpdates` that reloads them) or ride in the structural batch.
    /// - Complexity: Expected O(n + m) for n source and m target elements, plus O(k log k)
    ///   for the minimal moves of the k matched elements that left their order.
    @inlinable
    public init(source: Collection, target: Collection, section: Int = 0, updates: UpdateStaging = .separate) {
        self = FlatDiff.stages(
            source: source, target: target, section: section, updates: updates,
            diffing: DifferentiableDiffing<Collection.Element>.self)
    }
}

extension StagedChangeset
where Collection: RangeReplaceableCollection, Collection.Element: Identifiable & Equatable {
    /// The staged difference from `source` to `target` for `Identifiable & Equatable`
    /// elements: identity is `id`, content is `==`. No `Differentiable` conformance needed
    /// (a Tabula addition). `section` and `updates` as for `Differentiable` elements.
    @inlinable
    public init(source: Collection, target: Collection, section: Int = 0, updates: UpdateStaging = .separate) {
        self = FlatDiff.stages(
            source: source, target: target, section: section, updates: updates,
            diffing: IdentifiableDiffing<Collection.Element>.self)
    }
}

extension StagedChangeset
where Collection: RangeReplaceableCollection, Collection.Element: Differentiable & Identifiable & Equatable {
    /// The staged difference for elements that are both `Differentiable` and
    /// `Identifiable & Equatable`: the `Differentiable` conformance decides.
    @inlinable
    public init(source: Collection, target: Collection, section: Int = 0, updates: UpdateStaging = .separate) {
        self = FlatDiff.stages(
            source: source, target: target, section: section, updates: updates,
            diffing: DifferentiableDiffing<Collection.Element>.self)
    }
}

/// The flat (one section) diff.
@usableFromInline
enum FlatDiff {
    /// Diffs `source` against `target` and stages the result: at most one stage of
    /// in-place updates, then one batch of deletes, inserts and moves.
    @inlinable
    static func stages<Data: RangeReplaceableCollection, Diffing: ElementDiffing>(
        source: Data,
        target: Data,
        section: Int,
        updates staging: UpdateStaging,
        diffing: Diffing.Type
    ) -> StagedChangeset<Data> where Diffing.Element == Data.Element {
        let sourceElements = ContiguousArray(source)
        let targetElements = ContiguousArray(target)
        let n = sourceElements.count
        let m = targetElements.count

        // "Nothing changed" costs one pass and no allocation beyond the copies above.
        if n == m {
            var position = 0
            while position < n,
                Diffing.identifier(of: sourceElements[position]) == Diffing.identifier(of: targetElements[position]),
                Diffing.isContentEqual(targetElements[position], to: sourceElements[position])
            {
                position += 1
            }
            if position == n { return StagedChangeset() }
        }

        let matching = IdentityMatching.match(
            sourceIDs: ElementIdentities<Diffing>(sourceElements),
            targetIDs: ElementIdentities<Diffing>(targetElements))

        // The loops below read the pairing and the elements through raw buffers: every
        // position is in range by construction, and on a shuffle of 10,000 the arrays'
        // bounds checks were a tenth of the diff. Deletes, inserts and moves are counted
        // first and written once into storage of their exact size: no `append` (its
        // capacity and uniqueness checks, and growth by copying, cost about as much again).
        let stays = LongestIncreasingSubsequence.members(of: matching.targetToSource)
        var updated: [ListIndexPath] = []
        let (deleted, inserted, moved) = sourceElements.withUnsafeBufferPointer { sourceElements in
            targetElements.withUnsafeBufferPointer { targetElements in
                matching.sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
                    matching.targetToSource.withUnsafeBufferPointer { targetToSource in
                        var matched = 0
                        var staying = 0
                        for targetPosition in 0..<m where targetToSource[targetPosition] >= 0 {
                            matched += 1
                            if stays[targetPosition] { staying += 1 }
                        }

                        // Updates: matched elements whose content changed, at their source
                        // positions; deletes: unmatched source elements.
                        let deleted = [ListIndexPath](writingOnce: n - matched) { deleted in
                            var count = 0
                            for sourcePosition in 0..<n {
                                let targetPosition = sourceToTarget[sourcePosition]
                                if targetPosition < 0 {
                                    deleted.initializeElement(
                                        at: count, to: ListIndexPath(item: sourcePosition, section: section))
                                    count += 1
                                } else if !Diffing.isContentEqual(
                                    targetElements[targetPosition], to: sourceElements[sourcePosition])
                                {
                                    updated.append(ListIndexPath(item: sourcePosition, section: section))
                                }
                            }
                            return count
                        }
                        if n == matched {
                            // No delete to write: the closure above did not run.
                            for sourcePosition in 0..<n
                            where !Diffing.isContentEqual(
                                targetElements[sourceToTarget[sourcePosition]], to: sourceElements[sourcePosition])
                            {
                                updated.append(ListIndexPath(item: sourcePosition, section: section))
                            }
                        }

                        let inserted = [ListIndexPath](writingOnce: m - matched) { inserted in
                            var count = 0
                            for targetPosition in 0..<m where targetToSource[targetPosition] < 0 {
                                inserted.initializeElement(
                                    at: count, to: ListIndexPath(item: targetPosition, section: section))
                                count += 1
                            }
                            return count
                        }
                        let moved = [(source: ElementPath, target: ElementPath)](writingOnce: matched - staying) {
                            moved in
                            var count = 0
                            for targetPosition in 0..<m where !stays[targetPosition] {
                                let sourcePosition = targetToSource[targetPosition]
                                guard sourcePosition >= 0 else { continue }
                                moved.initializeElement(
                                    at: count,
                                    to: (
                                        source: ListIndexPath(item: sourcePosition, section: section),
                                        target: ListIndexPath(item: targetPosition, section: section)
                                    ))
                                count += 1
                            }
                            return count
                        }
                        return (deleted, inserted, moved)
                    }
                }
            }
        }

        var stages: [Changeset<Data>] = []
        let hasStructure = !deleted.isEmpty || !inserted.isEmpty || !moved.isEmpty
        // With `.combined` staging, an updated element that stays put is reloaded inside the
        // structural batch (its before-index is neither deleted nor moved): one stage, and no
        // intermediate copy of the data. With `.separate` (the default), and always for an
        // updated element that also moves, updates get a stage of their own: UIKit mishandles
        // reloads mixed with moves, inserts and deletes of the same section.
        let updatesGetOwnStage =
            staging == .separate || updated.contains { !stays[matching.sourceToTarget[$0.item]] }
        if !updated.isEmpty && (updatesGetOwnStage || !hasStructure) {
            // The source with each updated element replaced by its new version, in place.
            var updatedElements = sourceElements
            for path in updated {
                updatedElements[path.item] = targetElements[matching.sourceToTarget[path.item]]
            }
            stages.append(
                Changeset(
                    data: hasStructure ? Data(updatedElements) : target,
                    elementUpdated: updated))
        }
        if hasStructure {
            stages.append(
                Changeset(
                    data: target,
                    elementDeleted: deleted,
                    elementInserted: inserted,
                    elementUpdated: updatesGetOwnStage ? [] : updated,
                    elementMoved: moved))
        }
        return StagedChangeset(stages: stages, duplicateIdentifierCount: matching.duplicateCount)
    }
}
