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
public struct Changeset<Data> {
    /// The data after this stage's changes (the intermediate state for all but the last
    /// stage, the target for the last).
    public var data: Data

    /// Sections deleted, as before-indexes.
    public var sectionDeleted: [Int]
    /// Sections inserted, as after-indexes.
    public var sectionInserted: [Int]
    /// Sections whose own content (header or footer model) changed, as before-indexes.
    public var sectionUpdated: [Int]
    /// Sections moved, from before-index to after-index.
    public var sectionMoved: [Move<Int>]

    /// Items deleted, as before-paths.
    public var elementDeleted: [ListIndexPath]
    /// Items inserted, as after-paths.
    public var elementInserted: [ListIndexPath]
    /// Items whose content changed (same identity), as before-paths.
    public var elementUpdated: [ListIndexPath]
    /// Items moved, from before-path to after-path (also between sections).
    public var elementMoved: [Move<ListIndexPath>]

    /// Creates a stage; every list of changes defaults to empty.
    @inlinable
    public init(
        data: Data,
        sectionDeleted: [Int] = [],
        sectionInserted: [Int] = [],
        sectionUpdated: [Int] = [],
        sectionMoved: [Move<Int>] = [],
        elementDeleted: [ListIndexPath] = [],
        elementInserted: [ListIndexPath] = [],
        elementUpdated: [ListIndexPath] = [],
        elementMoved: [Move<ListIndexPath>] = []
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
        sectionDeleted.count + sectionInserted.count + sectionUpdated.count + sectionMoved.count
            + elementDeleted.count + elementInserted.count + elementUpdated.count + elementMoved.count
    }

    /// Whether this stage changes nothing.
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

extension Changeset: Sendable where Data: Sendable {}
extension Changeset: Equatable where Data: Equatable {}

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
        add("sectionMoved", sectionMoved)
        add("elementDeleted", elementDeleted)
        add("elementInserted", elementInserted)
        add("elementUpdated", elementUpdated)
        add("elementMoved", elementMoved)
        return "Changeset(\n" + lines.joined(separator: "\n") + "\n)"
    }
}
