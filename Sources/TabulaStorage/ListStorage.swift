import Foundation
import Logging

/// Typed, thread-safe, in-memory storage of a sectioned list.
///
/// Mutate it from any thread or task; each call (or each ``update(_:)`` transaction) is
/// atomic and produces at most one ``ListUpdate``, delivered in order to every stream
/// returned by ``updates()``. A ``ListUpdater`` turns those into batch updates on the main
/// actor, one at a time.
///
/// ```swift
/// let storage = ListStorage<String, Contact>()
/// try storage.update { list in
///     try list.appendItems(contacts, to: "Friends")   // creates the section
///     try list.removeItems(withIdentifiers: [blocked.id])
/// }
/// ```
///
/// Do not call the storage from inside a transaction's closure (it holds the storage's lock).
// swift-format-ignore: AmbiguousTrailingClosureOverload
// For `updateAlreadyOnScreen(_:)` (the rule checks a type's members together, so the
// comment sits here): its second overload is `package`, so an app sees one function, and
// inside the package a trailing closure's parameter count picks one. Renaming public API
// would break callers.
public final class ListStorage<Section: Differentiable & Sendable, Item: Differentiable & Sendable>:
    @unchecked Sendable
{
    // @unchecked: every stored property is guarded by `lock`.
    let lock = NSLock()
    /// This storage's identity (also in every snapshot): orders the locks of two storages.
    let identity: StorageIdentity
    private var current: ListSnapshot<Section, Item>
    /// Finds items of `current` by identity; handed to each transaction (which then holds
    /// the only reference) and taken back when it ends.
    private var identityIndex: ListIdentityIndex<Item>? = ListIdentityIndex()
    private var subscribers: [Int: AsyncStream<ListUpdate<Section, Item>>.Continuation] = [:]
    /// Whether the identity index is built now (it is built on the first look-up by
    /// identity, and dropped by a reload): for the test of that claim.
    var isIdentityIndexBuilt: Bool { locked { identityIndex?.isBuilt ?? false } }
    private var nextSubscriber = 0
    private let logger: Logger
    /// Where the identity index of every large load is built when set (see
    /// ``eagerIdentityIndexItemCount``): a test holds it (a suspended queue) to force the
    /// order of that build and the writes around it. `nil`: a load on the main thread builds
    /// it on a global queue, any other on the writer's thread.
    let identityIndexBuildQueue: DispatchQueue?

    /// Creates an empty storage.
    ///
    /// - Parameter logger: receives each operation at debug level; swift-log's default
    ///   level is `info`, so the log is silent unless you lower the level.
    public init(logger: Logger = Logger(label: "Tabula.ListStorage")) {
        self.identity = StorageIdentity.next()
        self.current = ListSnapshot(sections: [], version: 0, storageIdentity: identity)
        self.logger = logger
        identityIndexBuildQueue = nil
    }

    /// Creates a storage holding `sections`.
    ///
    /// - Parameters:
    ///   - sections: the initial sections, each with a unique identity.
    ///   - logger: receives each operation at debug level; swift-log's default
    ///   level is `info`, so the log is silent unless you lower the level.
    /// - Throws: ``ListStorageError/duplicateSection(operation:identifier:)`` when two
    ///   sections share an identity.
    public convenience init(
        sections: [ListSection<Section, Item>], logger: Logger = Logger(label: "Tabula.ListStorage")
    ) throws {
        try self.init(sections: sections, logger: logger, identityIndexBuildQueue: nil)
    }

    /// A storage holding `sections` whose identity index for each large load is built on
    /// `identityIndexBuildQueue` when given: for tests that order that build.
    init(
        sections: [ListSection<Section, Item>], logger: Logger = Logger(label: "Tabula.ListStorage"),
        identityIndexBuildQueue: DispatchQueue?
    ) throws {
        try ListTransaction<Section, Item>.checkUniqueSections(sections, operation: "init")
        self.identity = StorageIdentity.next()
        self.current = ListSnapshot(sections: sections, version: 0, storageIdentity: identity)
        self.logger = logger
        self.identityIndexBuildQueue = identityIndexBuildQueue
        prebuildIdentityIndex(of: current, itemsLoaded: current.totalItemCount)
    }

    /// From this many items loaded at once (a reload, or a write that adds them), the
    /// identity index is built right after the load, so that the first look-up by identity
    /// (often an app's first `replaceItem`, from the main thread, where building it over
    /// 100,000 items took about 30 ms) does not build it:
    /// - a load off the main thread builds it on the writer's thread, outside the lock;
    /// - a load on the main thread builds it on a global queue, so the main
    ///   thread's cost of a load does not grow with it. A look-up by identity that comes
    ///   before that build is done builds the index itself, on its own thread, as a smaller
    ///   list always does.
    ///
    /// Smaller lists keep it lazy: built on the first look-up.
    static var eagerIdentityIndexItemCount: Int { 10_000 }

    /// After `update`, a load of many items: its identity index, built off the lock.
    private func prebuildIdentityIndex(after update: ListUpdate<Section, Item>?) {
        guard let update else { return }
        let before = update.kind == .reload ? 0 : update.from.totalItemCount
        prebuildIdentityIndex(of: update.to, itemsLoaded: update.to.totalItemCount - before)
    }

    /// Builds the identity index of `snapshot` when `itemsLoaded` reach
    /// ``eagerIdentityIndexItemCount``: on ``identityIndexBuildQueue`` when set, else here
    /// off the main thread and on a global queue on it. It is kept only if the data is still
    /// `snapshot`'s and no look-up built one first.
    private func prebuildIdentityIndex(of snapshot: ListSnapshot<Section, Item>, itemsLoaded: Int) {
        guard itemsLoaded >= Self.eagerIdentityIndexItemCount else { return }
        if let queue = identityIndexBuildQueue ?? (Thread.isMainThread ? .global(qos: .utility) : nil) {
            queue.async { [self] in installIdentityIndex(of: snapshot) }
        } else {
            installIdentityIndex(of: snapshot)
        }
    }

    private func installIdentityIndex(of snapshot: ListSnapshot<Section, Item>) {
        let built = ListIdentityIndex<Item>()
        built.build(snapshot.sections)
        locked {
            guard current.version == snapshot.version, identityIndex?.isBuilt == false else { return }
            identityIndex = built
        }
    }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The data as it is now.
    public var snapshot: ListSnapshot<Section, Item> {
        locked { current }
    }

    /// A stream of every update from now on, in order. Each call returns a new stream; a
    /// stream ends when the storage is released or the consumer stops iterating.
    public func updates() -> AsyncStream<ListUpdate<Section, Item>> {
        let (stream, continuation) = AsyncStream<ListUpdate<Section, Item>>.makeStream()
        let id = locked {
            let id = nextSubscriber
            nextSubscriber += 1
            subscribers[id] = continuation
            return id
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            self.locked { _ = self.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    deinit {
        for continuation in subscribers.values { continuation.finish() }
    }

    /// Runs `body` as one transaction and publishes its changes as one update.
    ///
    /// - Returns: the update, or `nil` when the transaction wrote nothing. A transaction
    ///   that writes values without a visible change (a replacement equal in content) is
    ///   still stored and published, with empty ``ListUpdate/changes``.
    /// - Throws: the first ``ListStorageError`` a mutation raised; the storage is unchanged.
    @discardableResult
    public func update(_ body: (inout ListTransaction<Section, Item>) throws -> Void) throws -> ListUpdate<
        Section, Item
    >? {
        try commit(kind: .animated) { transaction, _ in try body(&transaction) }
    }

    /// Applies a change the user already made on screen (a row dragged to a new place, a
    /// row swiped away): the storage changes, and a ``ListUpdater`` whose presented data
    /// already equals the result takes it without a batch (Alister's
    /// `moveItemWithoutUpdate`). An updater whose screen does not show exactly that result
    /// (another write came first, or the change was made on screen differently) animates
    /// to it like any update, so the view and the data never disagree.
    ///
    /// For a drag, call ``ListUpdater/userMovedItem(from:to:in:)`` instead: it records the
    /// move on screen and here in one step.
    @discardableResult
    public func updateAlreadyOnScreen(
        _ body: (inout ListTransaction<Section, Item>) throws -> Void
    ) throws -> ListUpdate<Section, Item>? {
        try commit(kind: .alreadyOnScreen) { transaction, _ in try body(&transaction) }
    }

    /// ``updateAlreadyOnScreen(_:)`` whose body also sees the snapshot it starts from, under
    /// the storage's lock: the updater's drag uses it to apply the user's exact move when
    /// nothing was written since the snapshot on screen.
    package func updateAlreadyOnScreen(
        _ body: (inout ListTransaction<Section, Item>, ListSnapshot<Section, Item>) throws -> Void
    ) throws -> ListUpdate<Section, Item>? {
        try commit(kind: .alreadyOnScreen, body)
    }

    /// Replaces all data and publishes a reload, which cancels every update still
    /// waiting to be shown.
    ///
    /// - Throws: ``ListStorageError/duplicateSection(operation:identifier:)`` when two
    ///   sections share an identity; the storage is unchanged then.
    @discardableResult
    public func reload(_ sections: [ListSection<Section, Item>]) throws -> ListUpdate<Section, Item> {
        try ListTransaction<Section, Item>.checkUniqueSections(sections, operation: "reload")
        let update = locked {
            let before = current
            current = ListSnapshot(
                sections: sections, version: before.version + 1, storageIdentity: before.storageIdentity)
            identityIndex = ListIdentityIndex()
            let update = ListUpdate(
                from: before, to: current, changes: StagedChangeset(), kind: .reload,
                operations: [ListOperation("reload", count: sections.count)])
            publish(update)
            return update
        }
        prebuildIdentityIndex(after: update)
        return update
    }

    private func commit(
        kind: ListUpdate<Section, Item>.Kind,
        _ body: (inout ListTransaction<Section, Item>, ListSnapshot<Section, Item>) throws -> Void
    ) throws -> ListUpdate<Section, Item>? {
        let update = try locked {
            var transaction = try openTransactionLocked(body)
            return closeTransactionLocked(&transaction, kind: kind)
        }
        prebuildIdentityIndex(after: update)
        return update
    }

    /// Runs `body` on a transaction of the current data and returns it, not yet stored;
    /// `lock` must be held. A throw leaves the storage as it was.
    func openTransactionLocked(
        _ body: (inout ListTransaction<Section, Item>, ListSnapshot<Section, Item>) throws -> Void
    ) throws -> ListTransaction<Section, Item> {
        // The transaction holds the only reference to the index while it runs.
        let checkpoint = identityIndex?.version
        var handedOver: ListIdentityIndex<Item>?
        swap(&handedOver, &identityIndex)
        var transaction = ListTransaction(sections: current.sections, identityIndex: handedOver)
        handedOver = nil
        do {
            try body(&transaction, current)
        } catch {
            // The index describes the data only if the rejected transaction left it alone.
            if let index = transaction.takeIdentityIndex(), index.version == checkpoint {
                identityIndex = index
            } else {
                identityIndex = ListIdentityIndex()
            }
            logger.debug("transaction rejected: \(error)")
            throw error
        }
        return transaction
    }

    /// Forgets a transaction opened by ``openTransactionLocked(_:)`` that will not be
    /// stored (its partner in a two-storage move was rejected); `lock` must be held.
    func abandonTransactionLocked() {
        // The index followed the abandoned writes: it is rebuilt on the next look-up.
        identityIndex = ListIdentityIndex()
        logger.debug("transaction abandoned")
    }

    /// Stores and publishes a transaction opened by ``openTransactionLocked(_:)``; `lock`
    /// must be held. Returns `nil` when it wrote nothing.
    func closeTransactionLocked(
        _ transaction: inout ListTransaction<Section, Item>, kind: ListUpdate<Section, Item>.Kind
    ) -> ListUpdate<Section, Item>? {
        identityIndex = transaction.takeIdentityIndex() ?? ListIdentityIndex()
        // A copy of the transaction kept past its end would share the index. The `!` is on
        // the value just assigned; `isKnownUniquelyReferenced` needs the stored property
        // itself, since a bound copy would always be a second reference.
        // swift-format-ignore: NeverForceUnwrap
        if !isKnownUniquelyReferenced(&identityIndex!) { identityIndex = ListIdentityIndex() }
        // Stored whenever anything was written, even when no change is visible.
        guard let changes = transaction.changes() else { return nil }
        let before = current
        current = ListSnapshot(
            sections: transaction.sections, version: before.version + 1, storageIdentity: before.storageIdentity)
        let update = ListUpdate(
            from: before, to: current, changes: changes, kind: kind, operations: transaction.operations)
        publish(update)
        return update
    }

    /// Called with the lock held, so updates reach subscribers in commit order.
    private func publish(_ update: ListUpdate<Section, Item>) {
        logger.debug(
            "\(update.operations.map(\.description).joined(separator: ", ")) -> version \(update.to.version), \(update.changes.changeCount) changes in \(update.changes.count) stages"
        )
        for continuation in subscribers.values { continuation.yield(update) }
    }
}
