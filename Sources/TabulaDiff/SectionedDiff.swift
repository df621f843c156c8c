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
    /// Matched sections whose items did not change (the same identities with equal
    /// contents, in the same order) are found by one equality pass and left out of the
    /// matching: the cost follows the sections that changed, not the whole list. Items
    /// still in the very same array storage as in the source are taken as unchanged
    /// without comparing them, as `Array`'s `==` does (an item is assumed content-equal
    /// to itself).
    ///
    /// - Complexity: O(n) equality checks for the n items of matched sections, then expected
    ///   O(s + c) for s sections and the c items of the sections that changed, plus
    ///   O(k log k) for the minimal moves of the k matched sections or items (per section)
    ///   that left their order.
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

        // 1. Sections by identity. (Closures, not key paths: a generic key path is built and
        //    projected through the runtime, about 600,000 instructions for 100 sections.)
        let sections = IdentityMatching.match(
            sourceIDs: StoredIdentities(ContiguousArray(sourceSections.lazy.map { $0.differenceIdentifier })),
            targetIDs: StoredIdentities(ContiguousArray(targetSections.lazy.map { $0.differenceIdentifier })))

        // 2. Matched sections whose items did not change keep them in place: those items are
        //    paired where they are, like a common prefix, and take no further part. The
        //    items of the other sections are numbered across sections and matched by
        //    identity all at once, so an item that changes section is a move, not a delete
        //    and an insert. Items of deleted sections are left out so they cannot be
        //    matched (their section takes them away).
        let sourceUnchanged = UnchangedItems.sections(
            sourceItems, targetItems, sourceToTarget: sections.sourceToTarget)
        let sourceFlat = ChangedItemsLayout(sourceItems) {
            sections.sourceToTarget[$0] >= 0 && !sourceUnchanged[$0]
        }
        let targetFlat = ChangedItemsLayout(targetItems) {
            let origin = sections.targetToSource[$0]
            return origin < 0 || !sourceUnchanged[origin]
        }
        let items = IdentityMatching.match(
            sourceIDs: StoredIdentities(sourceFlat.identifiers(of: sourceItems)),
            targetIDs: StoredIdentities(targetFlat.identifiers(of: targetItems)))

        // Positions after the delete stage: surviving sections and items, renumbered. Items
        // of unchanged sections all survive, at their own index.
        var survivingSectionIndex = [Int](repeating: -1, count: sourceSections.count)
        var sectionDeleted: [Int] = []
        var survivors = 0
        for section in sourceSections.indices {
            guard sections.sourceToTarget[section] >= 0 else {
                sectionDeleted.append(section)
                continue
            }
            survivingSectionIndex[section] = survivors
            survivors += 1
        }
        // Sized up front from the matched count: growing them by doubling copied about
        // 2 million instructions' worth of memory when a tenth of 100,000 items changed.
        var matchedItems = 0
        for target in items.sourceToTarget where target >= 0 { matchedItems += 1 }
        var elementDeleted: [ListIndexPath] = []
        elementDeleted.reserveCapacity(sourceFlat.count - matchedItems)
        var elementUpdated: [ListIndexPath] = []
        // Every numbered position is written once, its index among its section's kept items
        // or -1 (numbered sections are the surviving changed ones, and they cover every
        // position): no fill with -1 first.
        let survivingItemIndex = [Int](writingOnce: sourceFlat.count) { survivingItemIndex in
            for section in sourceSections.indices {
                let start = sourceFlat.starts[section]
                guard start >= 0 else { continue }
                // Raw buffers in the per-item loop: no bounds check per item (positions come
                // from the layouts, so they are in range).
                sourceItems[section].withUnsafeBufferPointer { sourceSectionItems in
                    items.sourceToTarget.withUnsafeBufferPointer { sourceToTarget in
                        targetFlat.sectionOf.withUnsafeBufferPointer { targetSectionOf in
                            targetFlat.starts.withUnsafeBufferPointer { targetStarts in
                                var kept = 0
                                for item in sourceSectionItems.indices {
                                    let flat = start + item
                                    let match = sourceToTarget[flat]
                                    if match < 0 {
                                        survivingItemIndex.initializeElement(at: flat, to: -1)
                                        elementDeleted.append(ListIndexPath(item: item, section: section))
                                        continue
                                    }
                                    survivingItemIndex.initializeElement(at: flat, to: kept)
                                    kept += 1
                                    let targetSection = targetSectionOf[match]
                                    let targetItem = targetItems[targetSection][match - targetStarts[targetSection]]
                                    if !targetItem.isContentEqual(to: sourceSectionItems[item]) {
                                        elementUpdated.append(ListIndexPath(item: item, section: section))
                                    }
                                }
                            }
                        }
                    }
                }
            }
            return sourceFlat.count
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
        elementInserted.reserveCapacity(targetFlat.count - matchedItems)
        var itemMoves: [(flatSource: Int, target: ListIndexPath)] = []
        // The source order of every item of the changed target sections, numbered like the
        // target items (-1: not from the section's own source section), written in one pass
        // and read section by section: no per-item `append`.
        let order = [Int](writingOnce: targetFlat.count) { buffer in
            for position in 0..<targetFlat.count {
                let match = items.targetToSource[position]
                let origin = sections.targetToSource[targetFlat.sectionOf[position]]
                buffer.initializeElement(
                    at: position,
                    to: match >= 0 && sourceFlat.sectionOf[match] == origin ? survivingItemIndex[match] : -1)
            }
            return targetFlat.count
        }
        order.withUnsafeBufferPointer { order in
            for section in targetSections.indices {
                let origin = sections.targetToSource[section]
                let start = targetFlat.starts[section]
                // Unchanged items stay where they are: no insert, no move.
                guard start >= 0 else { continue }
                let count = targetItems[section].count
                let stays = LongestIncreasingSubsequence.members(
                    of: UnsafeBufferPointer(rebasing: order[start..<start + count]))
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
        let updatedItemMoves = elementUpdated.contains { movedSource[sourceFlat.starts[$0.section] + $0.item] }
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
                ? ListIndexPath(item: sourceFlat.item(at: move.flatSource), section: section)
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
        // Allocated on first use: a diff of one stage never needs it, and creating it costs
        // the runtime's first instantiation of its type (about 60,000 instructions).
        var survivingElementsCache: [[Element]?] = []
        func survivingElements(of section: Int) -> [Element] {
            if survivingElementsCache.isEmpty {
                survivingElementsCache = [[Element]?](repeating: nil, count: sourceSections.count)
            }
            if let cached = survivingElementsCache[section] { return cached }
            let start = sourceFlat.starts[section]
            // Unchanged items: the target's own, in the same order.
            guard start >= 0 else { return Array(targetItems[sections.sourceToTarget[section]]) }
            // Written once into storage of the source count, an upper bound: no per-item
            // capacity and uniqueness checks of `append`.
            let result = [Element](writingOnce: sourceItems[section].count) { buffer in
                var kept = 0
                for item in sourceItems[section].indices {
                    let match = items.sourceToTarget[start + item]
                    if match >= 0 {
                        buffer.initializeElement(at: kept, to: targetFlat.element(match, in: targetItems))
                        kept += 1
                    }
                }
                return kept
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
                    let match = items.sourceToTarget[sourceFlat.starts[path.section] + path.item]
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
                let start = targetFlat.starts[section]
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
}
