/// One batch update as a list view receives it: the section and item changes of one
/// `performBatchUpdates` call.
///
/// Index spaces follow UIKit: deletes, reloads and move sources are before-indexes;
/// inserts and move targets are after-indexes.
public struct ListBatch: Hashable, Sendable {
    /// Sections deleted (before-indexes).
    public var sectionDeletes: [Int]
    /// Sections inserted (after-indexes).
    public var sectionInserts: [Int]
    /// Sections moved (before-index to after-index).
    public var sectionMoves: [Move<Int>]
    /// Sections reloaded (before-indexes).
    public var sectionReloads: [Int]
    /// Items deleted (before-paths).
    public var itemDeletes: [ListIndexPath]
    /// Items inserted (after-paths).
    public var itemInserts: [ListIndexPath]
    /// Items moved (before-path to after-path).
    public var itemMoves: [Move<ListIndexPath>]
    /// Items reloaded (before-paths).
    public var itemReloads: [ListIndexPath]

    /// Creates a batch; every list defaults to empty.
    public init(
        sectionDeletes: [Int] = [],
        sectionInserts: [Int] = [],
        sectionMoves: [Move<Int>] = [],
        sectionReloads: [Int] = [],
        itemDeletes: [ListIndexPath] = [],
        itemInserts: [ListIndexPath] = [],
        itemMoves: [Move<ListIndexPath>] = [],
        itemReloads: [ListIndexPath] = []
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionMoves = sectionMoves
        self.sectionReloads = sectionReloads
        self.itemDeletes = itemDeletes
        self.itemInserts = itemInserts
        self.itemMoves = itemMoves
        self.itemReloads = itemReloads
    }

    /// The batch of one diff stage: updates become reloads.
    public init<Data>(_ stage: Changeset<Data>) {
        self.init(
            sectionDeletes: stage.sectionDeleted,
            sectionInserts: stage.sectionInserted,
            sectionMoves: stage.sectionMoved.map { Move(source: $0.source, target: $0.target) },
            sectionReloads: stage.sectionUpdated,
            itemDeletes: stage.elementDeleted,
            itemInserts: stage.elementInserted,
            itemMoves: stage.elementMoved.map { Move(source: $0.source, target: $0.target) },
            itemReloads: stage.elementUpdated)
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        changeCount == 0
    }

    /// The number of changes in the batch.
    public var changeCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
            + itemDeletes.count + itemInserts.count + itemMoves.count + itemReloads.count
    }
}
