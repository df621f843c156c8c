import TabulaDiff
import Testing

// Replay: what each stage *does* to the data.
//
// A stage is applied to the data the previous stage left (the source, for the first stage)
// with the index rules of a `performBatchUpdates` batch:
// - section and element deletes, updates and move sources name positions *before* the batch;
// - section and element inserts and move targets name positions *after* the batch;
// - every entry the batch does not name keeps its relative order and fills the free positions.
// Updated entries and inserted entries take their new value from the stage's `data` (that is
// where a list view reads them); everything else must come out of the replay unchanged. The
// replay must then give the stage's `data`, and the last stage's `data` must be the target.
//
// What the replay does not check is whether UIKit *accepts* each stage as one batch (no item
// both reloaded and moved, no item change inside a section the same batch inserts, deletes or
// moves, ...). Those rules are `BatchUpdateRules`, in the Tabula module, which this target
// must not import: it compiles with `import TabulaDiff` alone, as a DifferenceKit app does.
// TabulaDiffTests, TabulaTests and the libFuzzer diff target (Fuzz/) check every stage the
// diff produces against those rules for both table and collection views.

/// Why a stage does not replay: a position out of range, named twice, or an entry that the
/// batch does not account for.
struct ReplayFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// One dimension (the sections of a list, or the items of one section) through one batch:
/// for each position after the batch, the position before it that the entry comes from, or
/// `nil` where the batch inserts.
func arrangePositions(
    beforeCount: Int,
    afterCount: Int,
    deleted: [Int],
    inserted: [Int],
    moved: [(source: Int, target: Int)],
    what: String
) throws -> [Int?] {
    guard afterCount == beforeCount - deleted.count + inserted.count else {
        throw ReplayFailure(
            "\(what): \(beforeCount) before, \(deleted.count) deleted and \(inserted.count) inserted "
                + "cannot give \(afterCount) after")
    }
    var removed = Set<Int>()
    for index in deleted + moved.map({ $0.source }) {
        guard (0..<beforeCount).contains(index) else {
            throw ReplayFailure("\(what): before-position \(index) is outside 0..<\(beforeCount)")
        }
        guard removed.insert(index).inserted else {
            throw ReplayFailure("\(what): before-position \(index) is deleted or moved twice")
        }
    }
    var taken = Set<Int>()
    for index in inserted + moved.map({ $0.target }) {
        guard (0..<afterCount).contains(index) else {
            throw ReplayFailure("\(what): after-position \(index) is outside 0..<\(afterCount)")
        }
        guard taken.insert(index).inserted else {
            throw ReplayFailure("\(what): after-position \(index) is inserted or moved to twice")
        }
    }
    var origin = [Int?](repeating: nil, count: afterCount)
    for move in moved {
        origin[move.target] = move.source
    }
    var untouched = (0..<beforeCount).filter { !removed.contains($0) }.makeIterator()
    for index in 0..<afterCount where !taken.contains(index) {
        origin[index] = untouched.next()
    }
    return origin
}

/// Replays one stage of a sectioned diff onto `before` and returns the sections it gives.
func replay<Section: DifferentiableSection>(
    _ stage: Changeset<[Section]>, onto before: [Section]
) throws -> [Section] {
    typealias Element = Section.Collection.Element
    let after = stage.data

    // Sections.
    let origin = try arrangePositions(
        beforeCount: before.count, afterCount: after.count,
        deleted: stage.sectionDeleted, inserted: stage.sectionInserted, moved: stage.sectionMoved,
        what: "sections")
    let leaving = Set(stage.sectionDeleted + stage.sectionMoved.map { $0.source })
    for index in stage.sectionUpdated where !before.indices.contains(index) || leaving.contains(index) {
        throw ReplayFailure("section update \(index) names no section that stays in place")
    }
    let reloaded = Set(stage.sectionUpdated)
    var destination = [Int: Int]()
    for (afterIndex, beforeIndex) in origin.enumerated() {
        if let beforeIndex { destination[beforeIndex] = afterIndex }
    }
    // Inserted and reloaded sections come whole from the data: no element change may name them.
    let wholeFromData = origin.map { $0 == nil || reloaded.contains($0!) }

    // Elements named at before-paths: deletes, move sources, updates.
    var leavingElements = [Int: Set<Int>]()
    for path in stage.elementDeleted + stage.elementMoved.map({ $0.source }) {
        guard let afterIndex = destination[path.section], !wholeFromData[afterIndex] else {
            throw ReplayFailure("element delete or move source \(path) is in a section that is not kept as it is")
        }
        guard before[path.section].elements.count > path.element, path.element >= 0 else {
            throw ReplayFailure("element delete or move source \(path) is out of range")
        }
        guard leavingElements[path.section, default: []].insert(path.element).inserted else {
            throw ReplayFailure("element \(path) is deleted or moved twice")
        }
    }
    var updatedElements = [Int: Set<Int>]()
    for path in stage.elementUpdated {
        guard let afterIndex = destination[path.section], !wholeFromData[afterIndex] else {
            throw ReplayFailure("element update \(path) is in a section that is not kept as it is")
        }
        guard before[path.section].elements.count > path.element, path.element >= 0 else {
            throw ReplayFailure("element update \(path) is out of range")
        }
        guard !leavingElements[path.section, default: []].contains(path.element) else {
            throw ReplayFailure("element \(path) is updated and also deleted or moved")
        }
        updatedElements[path.section, default: []].insert(path.element)
    }

    // Elements named at after-paths: inserts and move targets.
    var arriving = [Int: [(target: Int, value: Element?)]]()
    for path in stage.elementInserted {
        guard after.indices.contains(path.section), !wholeFromData[path.section] else {
            throw ReplayFailure("element insert \(path) is in a section that is not kept as it is")
        }
        arriving[path.section, default: []].append((path.element, nil))
    }
    for move in stage.elementMoved {
        let (source, target) = move
        guard after.indices.contains(target.section), !wholeFromData[target.section] else {
            throw ReplayFailure("element move target \(target) is in a section that is not kept as it is")
        }
        let value = Array(before[source.section].elements)[source.element]
        arriving[target.section, default: []].append((target.element, value))
    }

    var result: [Section] = []
    for afterIndex in after.indices {
        guard let beforeIndex = origin[afterIndex], !wholeFromData[afterIndex] else {
            result.append(after[afterIndex])
            continue
        }
        let beforeElements = Array(before[beforeIndex].elements)
        let afterElements = Array(after[afterIndex].elements)
        let leaving = leavingElements[beforeIndex, default: []]
        let updated = updatedElements[beforeIndex, default: []]
        let incoming = arriving[afterIndex, default: []]
        let kept = beforeElements.indices.filter { !leaving.contains($0) }
        guard kept.count + incoming.count == afterElements.count else {
            throw ReplayFailure(
                "section \(afterIndex): \(kept.count) kept and \(incoming.count) arriving elements "
                    + "cannot give \(afterElements.count)")
        }
        var slots = [Element?](repeating: nil, count: afterElements.count)
        var taken = Set<Int>()
        for (target, value) in incoming {
            guard slots.indices.contains(target), taken.insert(target).inserted else {
                throw ReplayFailure("section \(afterIndex): after-position \(target) is out of range or taken twice")
            }
            // An insert shows what the data has there; a move brings the element it moves.
            slots[target] = value ?? afterElements[target]
        }
        var keptIterator = kept.makeIterator()
        for position in slots.indices where !taken.contains(position) {
            let beforePosition = keptIterator.next()!
            let element = beforeElements[beforePosition]
            if updated.contains(beforePosition) {
                guard afterElements[position].differenceIdentifier == element.differenceIdentifier else {
                    throw ReplayFailure(
                        "section \(afterIndex): updated element at before-position \(beforePosition) "
                            + "lands on another element at after-position \(position)")
                }
                slots[position] = afterElements[position]
            } else {
                slots[position] = element
            }
        }
        result.append(Section(source: before[beforeIndex], elements: slots.map { $0! }))
    }
    return result
}

/// The whole list as one section, so that a flat diff replays with the sectioned replay.
struct SingleSection<Element: Differentiable>: DifferentiableSection {
    var elements: [Element]

    init(elements: [Element]) {
        self.elements = elements
    }

    init<C: Swift.Collection>(source: SingleSection, elements: C) where C.Element == Element {
        self.elements = Array(elements)
    }

    var differenceIdentifier: Int { 0 }

    func isContentEqual(to source: SingleSection) -> Bool { true }
}

/// Replays one stage of a flat diff whose element paths name `section`.
func replay<Element: Differentiable>(
    _ stage: Changeset<[Element]>, onto before: [Element], section: Int = 0
) throws -> [Element] {
    guard !stage.hasSectionChanges else {
        throw ReplayFailure("a flat diff changed sections")
    }
    let paths =
        stage.elementDeleted + stage.elementInserted + stage.elementUpdated
        + stage.elementMoved.flatMap { [$0.source, $0.target] }
    if let stray = paths.first(where: { $0.section != section }) {
        throw ReplayFailure("element path \(stray) is not in section \(section)")
    }
    func local(_ path: ElementPath) -> ElementPath {
        ElementPath(element: path.element, section: 0)
    }
    let wrapped = Changeset(
        data: [SingleSection(elements: stage.data)],
        elementDeleted: stage.elementDeleted.map(local),
        elementInserted: stage.elementInserted.map(local),
        elementUpdated: stage.elementUpdated.map(local),
        elementMoved: stage.elementMoved.map { (source: local($0.source), target: local($0.target)) })
    return try replay(wrapped, onto: [SingleSection(elements: before)])[0].elements
}

/// Whether two lists are the same as a diff sees them: the same identities in the same order,
/// with equal content.
func sameAsDiffSees<Element: Differentiable>(_ lhs: [Element], _ rhs: [Element]) -> Bool {
    lhs.map { $0.differenceIdentifier } == rhs.map { $0.differenceIdentifier }
        && lhs.isContentEqual(to: rhs)
}

/// Sections compared as a diff sees them: the section's identity and content, then its elements.
func sameAsDiffSees<Section: DifferentiableSection>(_ lhs: [Section], _ rhs: [Section]) -> Bool {
    lhs.count == rhs.count
        && zip(lhs, rhs).allSatisfy { left, right in
            left.differenceIdentifier == right.differenceIdentifier
                && left.isContentEqual(to: right)
                && sameAsDiffSees(Array(left.elements), Array(right.elements))
        }
}

/// Applies every stage of a flat diff in order, from `source`, and expects each stage's data
/// to be what its changes give, the last one `target`, and no stage to be empty.
func expectReplay<Element: Differentiable>(
    _ staged: StagedChangeset<[Element]>,
    from source: [Element],
    to target: [Element],
    section: Int = 0,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var current = source
    for (number, stage) in staged.enumerated() {
        #expect(stage.hasChanges, "stage \(number) changes nothing", sourceLocation: sourceLocation)
        do {
            let replayed = try replay(stage, onto: current, section: section)
            #expect(
                sameAsDiffSees(replayed, stage.data),
                "stage \(number): the changes give \(replayed), the stage's data is \(stage.data)",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("stage \(number): \(error)", sourceLocation: sourceLocation)
            return
        }
        current = stage.data
    }
    #expect(sameAsDiffSees(current, target), "the last stage does not reach the target", sourceLocation: sourceLocation)
}

/// `expectReplay` for a sectioned diff.
func expectReplay<Section: DifferentiableSection>(
    _ staged: StagedChangeset<[Section]>,
    from source: [Section],
    to target: [Section],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var current = source
    for (number, stage) in staged.enumerated() {
        #expect(stage.hasChanges, "stage \(number) changes nothing", sourceLocation: sourceLocation)
        do {
            let replayed = try replay(stage, onto: current)
            #expect(
                sameAsDiffSees(replayed, stage.data),
                "stage \(number): the changes give \(replayed), the stage's data is \(stage.data)",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("stage \(number): \(error)", sourceLocation: sourceLocation)
            return
        }
        current = stage.data
    }
    #expect(sameAsDiffSees(current, target), "the last stage does not reach the target", sourceLocation: sourceLocation)
}

/// The changes of every stage added up, kind by kind.
struct ChangeTotals: Equatable, CustomStringConvertible {
    var sectionDeleted = 0
    var sectionInserted = 0
    var sectionUpdated = 0
    var sectionMoved = 0
    var elementDeleted = 0
    var elementInserted = 0
    var elementUpdated = 0
    var elementMoved = 0

    init(
        sectionDeleted: Int = 0, sectionInserted: Int = 0, sectionUpdated: Int = 0, sectionMoved: Int = 0,
        elementDeleted: Int = 0, elementInserted: Int = 0, elementUpdated: Int = 0, elementMoved: Int = 0
    ) {
        self.sectionDeleted = sectionDeleted
        self.sectionInserted = sectionInserted
        self.sectionUpdated = sectionUpdated
        self.sectionMoved = sectionMoved
        self.elementDeleted = elementDeleted
        self.elementInserted = elementInserted
        self.elementUpdated = elementUpdated
        self.elementMoved = elementMoved
    }

    init<Data>(_ staged: StagedChangeset<Data>) {
        for stage in staged {
            sectionDeleted += stage.sectionDeleted.count
            sectionInserted += stage.sectionInserted.count
            sectionUpdated += stage.sectionUpdated.count
            sectionMoved += stage.sectionMoved.count
            elementDeleted += stage.elementDeleted.count
            elementInserted += stage.elementInserted.count
            elementUpdated += stage.elementUpdated.count
            elementMoved += stage.elementMoved.count
        }
    }

    var description: String {
        "sections -\(sectionDeleted) +\(sectionInserted) ~\(sectionUpdated) ↔\(sectionMoved), "
            + "elements -\(elementDeleted) +\(elementInserted) ~\(elementUpdated) ↔\(elementMoved)"
    }
}
