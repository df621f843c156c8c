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

        // Updates: matched elements whose content changed, at their source positions.
        var updated: [ListIndexPath] = []
        for sourcePosition in 0..<n {
            let targetPosition = matching.sourceToTarget[sourcePosition]
            if targetPosition >= 0,
                !Diffing.isContentEqual(targetElements[targetPosition], to: sourceElements[sourcePosition])
            {
                updated.append(ListIndexPath(item: sourcePosition, section: section))
            }
        }

        var deleted: [ListIndexPath] = []
        deleted.reserveCapacity(n - matchedSources(matching.sourceToTarget))
        for sourcePosition in 0..<n where matching.sourceToTarget[sourcePosition] < 0 {
            deleted.append(ListIndexPath(item: sourcePosition, section: section))
        }

        let stays = LongestIncreasingSubsequence.members(of: matching.targetToSource)
        // Sized up front: growing them by doubling copied about 500,000 instructions' worth
        // of memory on a shuffle of 10,000.
        var matched = 0
        var staying = 0
        for targetPosition in 0..<m where matching.targetToSource[targetPosition] >= 0 {
            matched += 1
            if stays[targetPosition] { staying += 1 }
        }
        var inserted: [ListIndexPath] = []
        inserted.reserveCapacity(m - matched)
        var moved: [(source: ElementPath, target: ElementPath)] = []
        moved.reserveCapacity(matched - staying)
        for targetPosition in 0..<m {
            let sourcePosition = matching.targetToSource[targetPosition]
            if sourcePosition < 0 {
                inserted.append(ListIndexPath(item: targetPosition, section: section))
            } else if !stays[targetPosition] {
                moved.append(
                    (
                        source: ListIndexPath(item: sourcePosition, section: section),
                        target: ListIndexPath(item: targetPosition, section: section)
                    ))
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

    /// How many source positions were matched.
    @inlinable
    static func matchedSources(_ sourceToTarget: [Int]) -> Int {
        var count = 0
        for target in sourceToTarget where target >= 0 { count += 1 }
        return count
    }
}
