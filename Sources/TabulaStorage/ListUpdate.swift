/// One update of a list's data: the snapshot before, the snapshot after, and the exact
/// changes between them as batches a list view accepts.
public struct ListUpdate<Section: Differentiable & Sendable, Item: Differentiable & Sendable>: Sendable {
    /// What the update does to a list view.
    public enum Kind: Sendable, Equatable {
        /// Animate `changes` from `from` to `to`.
        case animated
        /// Replace everything without animation; cancels every pending update.
        case reload
        /// The view already shows this change (the user dragged or swiped a row): an
        /// updater whose presented data equals ``ListUpdate/to`` records it without a batch;
        /// one whose screen shows anything else animates to it.
        case alreadyOnScreen
    }

    /// The data before the update.
    public let from: ListSnapshot<Section, Item>
    /// The data after the update.
    public let to: ListSnapshot<Section, Item>
    /// The staged changes from `from` to `to`: empty for a reload, and for a transaction
    /// whose writes change nothing visible (a value equal in content): `to` still holds
    /// the new values.
    public let changes: StagedChangeset<[ListSection<Section, Item>]>
    /// How the update reaches a list view.
    public let kind: Kind
    /// The operations that made the update, for the debug log.
    package let operations: [ListOperation]

    /// Creates an update.
    public init(
        from: ListSnapshot<Section, Item>,
        to: ListSnapshot<Section, Item>,
        changes: StagedChangeset<[ListSection<Section, Item>]>,
        kind: Kind
    ) {
        self.init(from: from, to: to, changes: changes, kind: kind, operations: [])
    }

    /// Creates an update with the operations that made it (the storage's debug log).
    package init(
        from: ListSnapshot<Section, Item>,
        to: ListSnapshot<Section, Item>,
        changes: StagedChangeset<[ListSection<Section, Item>]>,
        kind: Kind,
        operations: [ListOperation]
    ) {
        self.from = from
        self.to = to
        self.changes = changes
        self.kind = kind
        self.operations = operations
    }
}
