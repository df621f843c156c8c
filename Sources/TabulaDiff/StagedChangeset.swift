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
/// Stage 1 joins that batch too (as reloads at before-indexes) when no updated item also
/// moves: then an edit is a single stage whose data is the target itself, with no
/// intermediate copy of the data.
/// Splitting keeps each batch inside the rules UIKit enforces: no path both deleted and
/// reloaded or moved, no insert onto a move destination, no item change inside a section
/// that the same batch inserts, deletes or moves.
public struct StagedChangeset<Data> {
    /// The stages, in the order they must be applied.
    public var stages: [Changeset<Data>]

    /// Repeated identities the diff met while matching. The diff matches duplicates in
    /// order of appearance (first to first); any surplus becomes a delete or an insert.
    /// Non-zero means the input broke the "identities are unique" contract: log it. Zero
    /// does not prove uniqueness: a common prefix and suffix (and equal inputs) are paired
    /// without a lookup, so repeats there are not counted.
    public var duplicateIdentifierCount: Int

    /// Creates a staged changeset from stages that already obey UIKit's rules.
    @inlinable
    public init(stages: [Changeset<Data>] = [], duplicateIdentifierCount: Int = 0) {
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

extension StagedChangeset: Sendable where Data: Sendable {}
extension StagedChangeset: Equatable where Data: Equatable {}

extension StagedChangeset: RandomAccessCollection {
    /// The first stage's index (0).
    @inlinable public var startIndex: Int { stages.startIndex }
    /// One past the last stage's index.
    @inlinable public var endIndex: Int { stages.endIndex }
    /// The stage at `position`.
    @inlinable public subscript(position: Int) -> Changeset<Data> { stages[position] }
}
