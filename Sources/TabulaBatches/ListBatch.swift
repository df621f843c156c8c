/// One batch update as a list view receives it: the section and item changes of one
/// `performBatchUpdates` call.
///
/// Index spaces follow UIKit: deletes, updates (reloads) and move sources
/// are before-indexes; inserts and move targets are after-indexes.
///
/// The eight sets carry the names of ``/TabulaDiff/Changeset``'s (DifferenceKit's
/// vocabulary): a changeset stage and the batch made from it say the same thing the same
/// way.
public struct ListBatch: Hashable, Sendable {
    /// Sections deleted (before-indexes).
    public var sectionDeleted: [Int]
    /// Sections inserted (after-indexes).
    public var sectionInserted: [Int]
    /// Sections moved (before-index to after-index).
    public var sectionMoved: [Move<Int>]
    /// Sections updated: reloaded (before-indexes).
    public var sectionUpdated: [Int]
    /// Items deleted (before-paths).
    public var elementDeleted: [ListIndexPath]
    /// Items inserted (after-paths).
    public var elementInserted: [ListIndexPath]
    /// Items moved (before-path to after-path).
    public var elementMoved: [Move<ListIndexPath>]
    /// Items updated: their cells reloaded (before-paths).
    public var elementUpdated: [ListIndexPath]

    /// Creates a batch; every list defaults to empty.
    public init(
        sectionDeleted: [Int] = [],
        sectionInserted: [Int] = [],
        sectionMoved: [Move<Int>] = [],
        sectionUpdated: [Int] = [],
        elementDeleted: [ListIndexPath] = [],
        elementInserted: [ListIndexPath] = [],
        elementMoved: [Move<ListIndexPath>] = [],
        elementUpdated: [ListIndexPath] = []
    ) {
        self.sectionDeleted = sectionDeleted
        self.sectionInserted = sectionInserted
        self.sectionMoved = sectionMoved
        self.sectionUpdated = sectionUpdated
        self.elementDeleted = elementDeleted
        self.elementInserted = elementInserted
        self.elementMoved = elementMoved
        self.elementUpdated = elementUpdated
    }

    /// The batch of one diff stage: updates become reloads.
    public init<Data>(_ stage: Changeset<Data>) {
        self.init(
            sectionDeleted: stage.sectionDeleted,
            sectionInserted: stage.sectionInserted,
            sectionMoved: stage.sectionMoved.map { Move(source: $0.source, target: $0.target) },
            sectionUpdated: stage.sectionUpdated,
            elementDeleted: stage.elementDeleted,
            elementInserted: stage.elementInserted,
            elementMoved: stage.elementMoved.map { Move(source: $0.source, target: $0.target) },
            elementUpdated: stage.elementUpdated)
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        changeCount == 0
    }

    /// The number of changes in the batch.
    public var changeCount: Int {
        sectionDeleted.count + sectionInserted.count + sectionMoved.count + sectionUpdated.count
            + elementDeleted.count + elementInserted.count + elementMoved.count + elementUpdated.count
    }
}
