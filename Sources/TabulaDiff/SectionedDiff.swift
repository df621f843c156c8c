extension StagedChangeset where Collection: RangeReplaceableCollection, Collection.Element: DifferentiableSection {
    /// The staged difference from `source` to `target` sections.
    ///
    /// Sections are matched by identity, then items are matched by identity across all
    /// surviving sections at once, so an item that changes section is a move, not a delete
    /// and an insert. Items of a deleted section go with it (and are inserted anew where
    /// they reappear); items of an inserted section arrive with it, or by a move.
    ///
    /// Moves are minimal: sections and, per section, items that kept their relative order
    /// (a longest increasing subsequence) stay; the rest move. See ``StagedChangeset`` for
    /// the order of the stages and why they are split.
    ///
    /// - Parameters:
    ///   - source: the sections before the change.
    ///   - target: the sections after the change.
    ///   - updates: whether updated items get a stage of their own when their
    ///     section also has deletes, inserts or moves (the default, safe for a plain
    ///     `performBatchUpdates` that reloads them), or ride in the structural batch.
    /// - Complexity: Expected O(s + n) for s sections and n items in the source and the
    ///   target together, plus O(k log k) for the minimal moves of the k matched sections or
    ///   items (per section) that left their order.
    @inlinable
    public init(source: Collection, target: Collection, updates: UpdateStaging = .separate) {
        self = SectionedDiff.stages(source: source, target: target, updates: updates)
    }
}

/// The sectioned diff and its staging into batches UIKit accepts.
@usableFromInline
enum SectionedDiff {
    @inlinable
    static func stages<Data: RangeReplaceableCollection>(
        source: Data, target: Data, updates staging: UpdateStaging
    ) -> StagedChangeset<Data> where Data.Element: DifferentiableSection {
        typealias Section = Data.Element
        typealias Element = Section.Collection.Element

        let sourceSections = ContiguousArray(source)
        let targetSections = ContiguousArray(target)
        let sourceItems = sourceSections.map { ContiguousArray($0.elements) }
        let targetItems = targetSections.map { ContiguousArray($0.elements) }

        if isUnchanged(sourceSections, targetSections, sourceItems, targetItems) {
            return StagedChangeset()
        }

        // 1. Sections by identity.
        let sections = IdentityMatching.match(
            sourceIDs: StoredIdentities(ContiguousArray(sourceSections.lazy.map(\.differenceIdentifier))),
            targetIDs: StoredIdentities(ContiguousArray(targetSections.lazy.map(\.differenceIdentifier))))

        // 2. Items by identity, over all sections flattened; items of deleted sections are
        //    left out so they cannot be matched (their section takes them away).
        let sourceFlat = FlatLayout(sourceItems)
        let targetFlat = FlatLayout(targetItems)
        let items = IdentityMatching.match(
            sourceIDs: StoredIdentities(FlatLayout.identifiers(of: sourceItems, count: sourceFlat.count)),
            targetIDs: StoredIdentities(FlatLayout.identifiers(of: targetItems, count: targetFlat.count)),
            include: { sections.sourceToTarget[sourceFlat.sectionOf[$0]] >= 0 })

        // Positions after the delete stage: surviving sections and items, renumbered.
        var survivingSectionIndex = [Int](repeating: -1, count: sourceSections.count)
        var survivingItemIndex = [Int](repeating: -1, count: sourceFlat.count)
        var sectionDeleted: [Int] = []
        var elementDeleted: [ListIndexPath] = []
        var elementUpdated: [ListIndexPath] = []
        var survivors = 0
        for section in sourceSections.indices {
            guard sections.sourceToTarget[section] >= 0 else {
                sectionDeleted.append(section)
                continue
            }
            survivingSectionIndex[section] = survivors
            survivors += 1
            var kept = 0
            let start = sourceFlat.offsets[section]
            for item in sourceItems[section].indices {
                let flat = start + item
                let match = items.sourceToTarget[flat]
                if match < 0 {
                    elementDeleted.append(ListIndexPath(item: item, section: section))
                    continue
                }
                survivingItemIndex[flat] = kept
                kept += 1
                if !targetFlat.element(match, in: targetItems).isContentEqual(to: sourceItems[section][item]) {
                    elementUpdated.append(ListIndexPath(item: item, section: section))
                }
            }
        }

        // 3. Section inserts and minimal section moves (before-index = after the deletes).
        var sectionInserted: [Int] = []
        var sectionMoved: [(source: Int, target: Int)] = []
        var sectionUpdated: [Int] = []
        var sectionOrder = [Int](repeating: -1, count: targetSections.count)
        for section in targetSections.indices {
            let origin = sections.targetToSource[section]
            if origin < 0 {
                sectionInserted.append(section)
            } else {
                sectionOrder[section] = survivingSectionIndex[origin]
                if !targetSections[section].isContentEqual(to: sourceSections[origin]) {
                    sectionUpdated.append(section)
                }
            }
        }
        let sectionStays = LongestIncreasingSubsequence.members(of: sectionOrder)
        for section in targetSections.indices where sectionOrder[section] >= 0 && !sectionStays[section] {
            sectionMoved.append((source: sectionOrder[section], target: section))
        }

        // 4. Item inserts and minimal item moves, section by section. A move's source is
        //    recorded as a flat source position and turned into a path once we know
        //    whether the delete stage is merged into this one.
        var elementInserted: [ListIndexPath] = []
        var itemMoves: [(flatSource: Int, target: ListIndexPath)] = []
        var order: [Int] = []
        for section in targetSections.indices {
            let origin = sections.targetToSource[section]
            let start = targetFlat.offsets[section]
            let count = targetItems[section].count
            order.removeAll(keepingCapacity: true)
            for item in 0..<count {
                let match = items.targetToSource[start + item]
                if match >= 0, sourceFlat.sectionOf[match] == origin {
                    order.append(survivingItemIndex[match])
                } else {
                    order.append(-1)
                }
            }
            let stays = LongestIncreasingSubsequence.members(of: order)
            for item in 0..<count {
                let match = items.targetToSource[start + item]
                let path = ListIndexPath(item: item, section: section)
                if match < 0 {
                    // Items of an inserted section arrive with the section itself.
                    if origin >= 0 { elementInserted.append(path) }
                } else if !stays[item] {
                    itemMoves.append((match, path))
                }
            }
        }

        let hasUpdates = !elementUpdated.isEmpty
        let hasDeletes = !sectionDeleted.isEmpty || !elementDeleted.isEmpty
        let hasSectionChanges = !sectionInserted.isEmpty || !sectionMoved.isEmpty
        let hasInserts = !elementInserted.isEmpty || !itemMoves.isEmpty
        let hasSectionUpdates = !sectionUpdated.isEmpty
        // With no section structure change, deletes, inserts and moves are one valid batch.
        let mergeDeletesIntoInserts = !hasSectionChanges && sectionDeleted.isEmpty && hasDeletes
        // In that batch, updated items that stay put can be reloaded too (their before-paths
        // are neither deleted nor moved): no separate update stage, no intermediate copy.
        var movedSource = [Bool](repeating: false, count: hasUpdates ? sourceFlat.count : 0)
        for move in itemMoves where hasUpdates { movedSource[move.flatSource] = true }
        let updatedItemMoves = elementUpdated.contains { movedSource[sourceFlat.offsets[$0.section] + $0.item] }
        // `.separate` (the default) merges only when no updated item's section also has a
        // delete, insert or move: UIKit mishandles reloads mixed with those in one section.
        var updatesShareSafely = staging == .combined
        if !updatesShareSafely, hasUpdates {
            // Sections are numbered before the update by source index and after it by
            // target index: one flag per number, both sides in one array.
            var touched = [Bool](repeating: false, count: Swift.max(sourceSections.count, targetSections.count))
            for path in elementDeleted { touched[path.section] = true }
            for path in elementInserted { touched[path.section] = true }
            for move in itemMoves {
                touched[sourceFlat.sectionOf[move.flatSource]] = true
                touched[move.target.section] = true
            }
            updatesShareSafely = elementUpdated.allSatisfy { !touched[$0.section] }
        }
        let mergeUpdates =
            hasUpdates && !hasSectionChanges && sectionDeleted.isEmpty && (hasDeletes || hasInserts)
            && !updatedItemMoves && updatesShareSafely

        let elementMoved = itemMoves.map { move -> (source: ElementPath, target: ElementPath) in
            let section = sourceFlat.sectionOf[move.flatSource]
            let source =
                mergeDeletesIntoInserts
                ? ListIndexPath(item: move.flatSource - sourceFlat.offsets[section], section: section)
                : ListIndexPath(
                    item: survivingItemIndex[move.flatSource], section: sections.sourceToTarget[section])
            return (source: source, target: move.target)
        }

        // Which stage is last decides who gets `target` itself as data.
        let lastStage: Int
        if hasSectionUpdates {
            lastStage = 5
        } else if hasInserts || mergeDeletesIntoInserts {
            lastStage = 4
        } else if hasSectionChanges {
            lastStage = 3
        } else if hasDeletes {
            lastStage = 2
        } else {
            lastStage = 1
        }

        // The matched items of a source section, in source order, in their new versions.
        // The delete stage and the section stage both show them: built once, shared.
        var survivingElementsCache = [[Element]?](repeating: nil, count: sourceSections.count)
        func survivingElements(of section: Int) -> [Element] {
            if let cached = survivingElementsCache[section] { return cached }
            var result: [Element] = []
            result.reserveCapacity(sourceItems[section].count)
            let start = sourceFlat.offsets[section]
            for item in sourceItems[section].indices {
                let match = items.sourceToTarget[start + item]
                if match >= 0 { result.append(targetFlat.element(match, in: targetItems)) }
            }
            survivingElementsCache[section] = result
            return result
        }

        var stages: [Changeset<Data>] = []
        if hasUpdates && !mergeUpdates {
            let data: Data
            if lastStage == 1 {
                data = target
            } else {
                var updatedItems = sourceItems
                for path in elementUpdated {
                    let match = items.sourceToTarget[sourceFlat.offsets[path.section] + path.item]
                    updatedItems[path.section][path.item] = targetFlat.element(match, in: targetItems)
                }
                data = Data(
                    sourceSections.indices.map { Section(source: sourceSections[$0], elements: updatedItems[$0]) })
            }
            stages.append(Changeset(data: data, elementUpdated: elementUpdated))
        }
        if hasDeletes && !mergeDeletesIntoInserts {
            let data =
                lastStage == 2
                ? target
                : Data(
                    sourceSections.indices.compactMap { section in
                        sections.sourceToTarget[section] < 0
                            ? nil : Section(source: sourceSections[section], elements: survivingElements(of: section))
                    })
            stages.append(Changeset(data: data, sectionDeleted: sectionDeleted, elementDeleted: elementDeleted))
        }
        // The data of a stage that shows the target's sections: the target itself when the
        // stage is the last one, else each target section as `section` builds it from its
        // index and the index of its source section (-1 for an inserted one).
        func targetSectionsData(stage: Int, _ section: (_ index: Int, _ origin: Int) -> Section) -> Data {
            lastStage == stage
                ? target : Data(targetSections.indices.map { section($0, sections.targetToSource[$0]) })
        }
        if hasSectionChanges {
            let data = targetSectionsData(stage: 3) { section, origin in
                if origin >= 0 {
                    return Section(source: sourceSections[origin], elements: survivingElements(of: origin))
                }
                let start = targetFlat.offsets[section]
                let arriving = targetItems[section].indices.lazy
                    .filter { items.targetToSource[start + $0] < 0 }
                    .map { targetItems[section][$0] }
                return Section(source: targetSections[section], elements: Array(arriving))
            }
            stages.append(Changeset(data: data, sectionInserted: sectionInserted, sectionMoved: sectionMoved))
        }
        if hasInserts || mergeDeletesIntoInserts {
            let data = targetSectionsData(stage: 4) { section, origin in
                origin >= 0
                    ? Section(source: sourceSections[origin], elements: targetItems[section])
                    : targetSections[section]
            }
            stages.append(
                Changeset(
                    data: data,
                    elementDeleted: mergeDeletesIntoInserts ? elementDeleted : [],
                    elementInserted: elementInserted,
                    elementUpdated: mergeUpdates ? elementUpdated : [],
                    elementMoved: elementMoved))
        }
        if hasSectionUpdates {
            stages.append(Changeset(data: target, sectionUpdated: sectionUpdated))
        }
        return StagedChangeset(
            stages: stages, duplicateIdentifierCount: sections.duplicateCount + items.duplicateCount)
    }

    /// One pass over both sides: true when every section and item has the same identity
    /// and content at the same place.
    @inlinable
    static func isUnchanged<Section: DifferentiableSection>(
        _ sourceSections: ContiguousArray<Section>,
        _ targetSections: ContiguousArray<Section>,
        _ sourceItems: [ContiguousArray<Section.Collection.Element>],
        _ targetItems: [ContiguousArray<Section.Collection.Element>]
    ) -> Bool {
        guard sourceSections.count == targetSections.count else { return false }
        for section in sourceSections.indices {
            let old = sourceSections[section]
            let new = targetSections[section]
            guard old.differenceIdentifier == new.differenceIdentifier, new.isContentEqual(to: old),
                sourceItems[section].count == targetItems[section].count
            else { return false }
            let oldItems = sourceItems[section]
            let newItems = targetItems[section]
            for item in oldItems.indices {
                guard oldItems[item].differenceIdentifier == newItems[item].differenceIdentifier,
                    newItems[item].isContentEqual(to: oldItems[item])
                else { return false }
            }
        }
        return true
    }
}

/// Flat numbering of the items of all sections, so items can be matched across sections.
@usableFromInline
struct FlatLayout {
    /// `offsets[s]` is the flat position of section `s`'s first item; the last entry is the total.
    @usableFromInline let offsets: [Int]
    /// The section of each flat position.
    @usableFromInline let sectionOf: [Int]

    @inlinable
    init<Element>(_ sections: [ContiguousArray<Element>]) {
        var offsets = [Int]()
        offsets.reserveCapacity(sections.count + 1)
        var total = 0
        for items in sections {
            offsets.append(total)
            total += items.count
        }
        offsets.append(total)
        let sectionOf = [Int](writingOnce: total) { buffer in
            for section in sections.indices {
                for flat in offsets[section]..<offsets[section + 1] {
                    buffer.initializeElement(at: flat, to: section)
                }
            }
            return total
        }
        self.offsets = offsets
        self.sectionOf = sectionOf
    }

    /// The identities of the items of all sections, in flat order (read section by
    /// section, so no per-item section lookup).
    @inlinable
    static func identifiers<Element: Differentiable>(
        of sections: [ContiguousArray<Element>], count: Int
    ) -> ContiguousArray<Element.DifferenceIdentifier> {
        ContiguousArray(writingOnce: count) { buffer in
            var flat = 0
            for items in sections {
                for item in items {
                    buffer.initializeElement(at: flat, to: item.differenceIdentifier)
                    flat += 1
                }
            }
            return flat
        }
    }

    /// The number of items in all sections.
    @inlinable
    var count: Int { sectionOf.count }

    /// The item at flat position `flat`.
    @inlinable
    func element<Element>(_ flat: Int, in sections: [ContiguousArray<Element>]) -> Element {
        let section = sectionOf[flat]
        return sections[section][flat - offsets[section]]
    }
}
