/// The difference between two collections as an ordered list of stages, each one batch
/// update that UIKit accepts.
///
/// Apply the stages in order; each stage's `data` is what the list shows after it, so the
/// last stage's `data` is the target. An empty `StagedChangeset` means nothing changed.
///
/// The stages, when present, come in this order (empty stages are left out):
/// 1. item updates, in place (no structural change; a list may reconfigure visible cells);
/// 2. section deletes and item deletes;
/// 3. section inserts and section moves;
/// 4. item inserts and item moves (also between sections);
/// 5. section updates (header and footer models).
///
/// Stages 2 and 4 are merged into one batch when the diff has no section inserts, deletes
/// or moves (always the case for a flat diff), so a typical edit animates in one batch.
/// Stage 1 stays a stage of its own whenever an updated item's section also has a delete,
/// insert or move (``UpdateStaging/separate``, the default: UIKit mishandles reloads mixed
/// with those). With ``UpdateStaging/combined`` it joins that batch (as reloads at
/// before-indexes) when no updated item also moves: an edit is then a single stage whose
/// data is the target itself, with no intermediate copy of the data.
/// Splitting keeps each batch inside the rules UIKit enforces: no path both deleted and
/// reloaded or moved, no insert onto a move destination, no item change inside a section
/// that the same batch inserts, deletes or moves.
public struct StagedChangeset<Collection> {
    /// The stages, in the order they must be applied.
    public var stages: [Changeset<Collection>]

    /// Repeated identities the diff met while matching. The diff matches duplicates in
    /// order of appearance (first to first); any surplus becomes a delete or an insert.
    /// Non-zero means the input broke the "identities are unique" contract: log it. Zero
    /// does not prove uniqueness: a common prefix and suffix (and equal inputs) are paired
    /// without a lookup, and so are the items of sections whose items did not change, so
    /// repeats there are not counted.
    public var duplicateIdentifierCount: Int

    /// Creates a staged changeset from stages that already obey UIKit's rules.
    @inlinable
    public init(stages: [Changeset<Collection>] = [], duplicateIdentifierCount: Int = 0) {
        self.stages = stages
        self.duplicateIdentifierCount = duplicateIdentifierCount
    }

    /// The total number of changes over all stages; compare it with a threshold to choose
    /// a full reload over an animated update.
    @inlinable
    public var changeCount: Int {
        stages.reduce(0) { $0 + $1.changeCount }
    }

    /// Whether source and target were equal (nothing to apply).
    @inlinable
    public var isEmpty: Bool {
        stages.isEmpty
    }
}

extension StagedChangeset: Sendable where Collection: Sendable {}

extension StagedChangeset: Equatable where Collection: Equatable {
    /// The same stages in the same order (``duplicateIdentifierCount`` is a diagnostic
    /// and does not take part, as in DifferenceKit, which has none).
    public static func == (lhs: StagedChangeset, rhs: StagedChangeset) -> Bool {
        lhs.stages == rhs.stages
    }
}

extension StagedChangeset: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    /// Creates a staged changeset of `changesets`, in order (DifferenceKit's initialiser).
    @inlinable
    public init<C: Swift.Collection>(_ changesets: C) where C.Element == Changeset<Collection> {
        self.init(stages: Array(changesets))
    }

    /// No stages: nothing changed.
    @inlinable
    public init() {
        self.init(stages: [])
    }

    /// The first stage's index (0).
    @inlinable public var startIndex: Int { stages.startIndex }
    /// One past the last stage's index.
    @inlinable public var endIndex: Int { stages.endIndex }
    /// The stage at `position`.
    @inlinable public subscript(position: Int) -> Changeset<Collection> {
        get { stages[position] }
        set { stages[position] = newValue }
    }

    /// Replaces the stages in `subrange` with `newElements`.
    @inlinable
    public mutating func replaceSubrange<C: Swift.Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Changeset<Collection> {
        stages.replaceSubrange(subrange, with: newElements)
    }
}

extension StagedChangeset: ExpressibleByArrayLiteral {
    /// A staged changeset of the listed stages.
    @inlinable
    public init(arrayLiteral elements: Changeset<Collection>...) {
        self.init(stages: elements)
    }
}

/// How a diff stages item updates next to structural changes.
public enum UpdateStaging: Hashable, Sendable {
    /// An item update never shares a batch with a delete, insert or move in its section: it
    /// gets a stage of its own, at before-positions. Safe for applying each stage with a
    /// plain `performBatchUpdates` that reloads updated rows (UIKit mishandles reloads mixed
    /// with moves; IGListKit turns every reload into a delete plus an insert for the same
    /// reason). The default.
    case separate
    /// Updates of items that stay put ride in the structural batch as reloads at their
    /// before-positions: one stage and no intermediate copy of the data. For a consumer that
    /// refreshes updated cells in place after the batch rather than reloading them, as
    /// Tabula's `ListUpdater` does. An updated item that also moves still gets a stage of
    /// its own.
    case combined
}

extension StagedChangeset: CustomDebugStringConvertible {
    /// Each stage's `debugDescription`, in order (`[]` when nothing changed).
    public var debugDescription: String {
        stages.isEmpty ? "[]" : "[\n" + stages.map(\.debugDescription).joined(separator: ",\n") + "\n]"
    }
}
