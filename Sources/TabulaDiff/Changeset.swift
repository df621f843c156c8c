/// One stage of a staged diff: the changes of one batch update a list view accepts, and
/// the data the list must show once the batch has run.
///
/// Index spaces follow UIKit's batch rules:
/// - deletes, updates (reloads) and move sources are positions in the state *before* the
///   batch (the previous stage's `data`, or the source for the first stage);
/// - inserts and move targets are positions in the state *after* the batch (this `data`).
///
/// A list view applies a stage by installing `data` as its data source's contents inside
/// the batch's update block and then issuing the changes.
public struct Changeset<Collection> {
    /// The data after this stage's changes (the intermediate state for all but the last
    /// stage, the target for the last).
    public var data: Collection

    /// Sections deleted, as before-indexes.
    public var sectionDeleted: [Int]
    /// Sections inserted, as after-indexes.
    public var sectionInserted: [Int]
    /// Sections whose own content (header or footer model) changed, as before-indexes.
    public var sectionUpdated: [Int]
    /// Sections moved, from before-index to after-index.
    public var sectionMoved: [(source: Int, target: Int)]

    /// Items deleted, as before-paths.
    public var elementDeleted: [ElementPath]
    /// Items inserted, as after-paths.
    public var elementInserted: [ElementPath]
    /// Items whose content changed (same identity), as before-paths.
    public var elementUpdated: [ElementPath]
    /// Items moved, from before-path to after-path (also between sections).
    public var elementMoved: [(source: ElementPath, target: ElementPath)]

    /// Creates a stage; every list of changes defaults to empty.
    @inlinable
    public init(
        data: Collection,
        sectionDeleted: [Int] = [],
        sectionInserted: [Int] = [],
        sectionUpdated: [Int] = [],
        sectionMoved: [(source: Int, target: Int)] = [],
        elementDeleted: [ElementPath] = [],
        elementInserted: [ElementPath] = [],
        elementUpdated: [ElementPath] = [],
        elementMoved: [(source: ElementPath, target: ElementPath)] = []
    ) {
        self.data = data
        self.sectionDeleted = sectionDeleted
        self.sectionInserted = sectionInserted
        self.sectionUpdated = sectionUpdated
        self.sectionMoved = sectionMoved
        self.elementDeleted = elementDeleted
        self.elementInserted = elementInserted
        self.elementUpdated = elementUpdated
        self.elementMoved = elementMoved
    }

    /// The number of changes in this stage.
    @inlinable
    public var changeCount: Int {
        sectionChangeCount + elementChangeCount
    }

    /// Whether this stage changes anything.
    @inlinable
    public var hasChanges: Bool {
        changeCount > 0
    }

    /// The number of section deletes, inserts, updates and moves.
    @inlinable
    public var sectionChangeCount: Int {
        sectionDeleted.count + sectionInserted.count + sectionUpdated.count + sectionMoved.count
    }

    /// Whether this stage changes any section.
    @inlinable
    public var hasSectionChanges: Bool {
        sectionChangeCount > 0
    }

    /// The number of element deletes, inserts, updates and moves.
    @inlinable
    public var elementChangeCount: Int {
        elementDeleted.count + elementInserted.count + elementUpdated.count + elementMoved.count
    }

    /// Whether this stage changes any element.
    @inlinable
    public var hasElementChanges: Bool {
        elementChangeCount > 0
    }

    /// Whether this stage changes nothing (the opposite of ``hasChanges``; a Tabula
    /// addition).
    @inlinable
    public var isEmpty: Bool {
        changeCount == 0
    }

    /// Whether this stage only updates content in place (no structural change): a list can
    /// reconfigure visible cells instead of running an animated batch.
    @inlinable
    public var isContentOnly: Bool {
        sectionDeleted.isEmpty && sectionInserted.isEmpty && sectionMoved.isEmpty
            && elementDeleted.isEmpty && elementInserted.isEmpty && elementMoved.isEmpty
    }
}

extension Changeset: Sendable where Collection: Sendable {}

extension Changeset: Equatable where Collection: Equatable {
    /// Equal data and the same changes, in any order (each list is a set of positions, as
    /// DifferenceKit compares them).
    public static func == (lhs: Changeset, rhs: Changeset) -> Bool {
        lhs.data == rhs.data
            && Set(lhs.sectionDeleted) == Set(rhs.sectionDeleted)
            && Set(lhs.sectionInserted) == Set(rhs.sectionInserted)
            && Set(lhs.sectionUpdated) == Set(rhs.sectionUpdated)
            && Set(lhs.sectionMoved.map(MovePair.init)) == Set(rhs.sectionMoved.map(MovePair.init))
            && Set(lhs.elementDeleted) == Set(rhs.elementDeleted)
            && Set(lhs.elementInserted) == Set(rhs.elementInserted)
            && Set(lhs.elementUpdated) == Set(rhs.elementUpdated)
            && Set(lhs.elementMoved.map(MovePair.init)) == Set(rhs.elementMoved.map(MovePair.init))
    }
}

/// A move as a hashable value, so lists of moves compare as sets.
private struct MovePair<Position: Hashable>: Hashable {
    let source: Position
    let target: Position

    init(_ move: (source: Position, target: Position)) {
        source = move.source
        target = move.target
    }
}

extension Changeset: CustomStringConvertible {
    /// The non-empty change lists, one per line.
    public var description: String {
        var lines: [String] = []
        func add<T>(_ name: String, _ list: [T]) {
            if !list.isEmpty { lines.append("  \(name): \(list)") }
        }
        add("sectionDeleted", sectionDeleted)
        add("sectionInserted", sectionInserted)
        add("sectionUpdated", sectionUpdated)
        add("sectionMoved", sectionMoved.map { "\($0.source)→\($0.target)" })
        add("elementDeleted", elementDeleted)
        add("elementInserted", elementInserted)
        add("elementUpdated", elementUpdated)
        add("elementMoved", elementMoved.map { "\($0.source)→\($0.target)" })
        return "Changeset(\n" + lines.joined(separator: "\n") + "\n)"
    }
}

extension Changeset: CustomDebugStringConvertible {
    /// The data and the non-empty change lists (DifferenceKit's `debugDescription`).
    public var debugDescription: String {
        "Changeset(\n  data: \(data)" + (hasChanges ? "\n" + description.dropFirst("Changeset(\n".count) : "\n)")
    }
}
