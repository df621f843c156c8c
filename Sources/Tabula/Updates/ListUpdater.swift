import Logging
@_spi(TabulaInternal) import TabulaLayout

// The path of one update through the updater:
// 1. Arrive: `apply(_:)`, `show(sections:)`, `reload(sections:)` or a bound storage's
//    stream hands in data; stale storage versions are skipped (`UpdateQueue.admits`).
// 2. Queue: the data waits in the `UpdateQueue`; a reload cancels what was queued before it.
// 3. Take: when the phase allows a step (`advance()`), the queue hands over a reload or
//    every entry coalesced into one target (`UpdateQueue.take()`).
// 4. Decide: a reload (first load, off screen, requested) or changes: the update's own
//    recorded changes when the screen shows where they start, else a diff (off the main
//    actor for large lists: phase `diffing`).
// 5. Plan: `StagePlanner.decide` turns the changes into stages (phase `staging`), or a
//    reload above `reloadThreshold`.
// 6. Shape: `StagePlanner.step` turns the next stage into a batch, choosing once for each
//    updated item between reloading its cell and reconfiguring it in place.
// 7. Apply: `HostBatchRunner` hands the batch to the host, which installs the stage's data
//    inside its update block (phase `waitingForHost`, bounded by a completion deadline).
// 8. Finish: when the last stage ends, the target is installed, version waiters resume and,
//    with nothing queued, the updater reports itself idle.

/// Applies a list's updates to a list host one at a time, on the main actor.
///
/// Bind it to a ``ListStorage`` (or feed it snapshots, for declarative lists) and it keeps
/// the host's presented data in step with the data, by these rules:
/// - one batch in flight: the next starts when the host reports the previous one finished
///   (its animation ended);
/// - updates that arrive meanwhile are coalesced into one diff from the presented snapshot
///   to the newest data;
/// - a reload cancels every pending update;
/// - the host never sees data change outside a batch: each stage's data is installed
///   inside its batch's update block;
/// - content-only changes reconfigure visible cells in place; an item whose cell type
///   changed is reloaded in a batch of its own;
/// - it reloads instead of animating on the first load, when the host is off screen, and
///   above ``reloadThreshold`` changes, and says why in the log.
///
/// The same updater serves tables and collections: it only talks to ``ListHost``.
@MainActor
public final class ListUpdater<Section: Differentiable & Sendable, Item: Differentiable & Sendable>: ListHostDataSource
{
    /// The host the updater drives.
    public let host: any ListHost
    /// How cells and headers are filled.
    public var cellProvider: ListCellProvider<Section, Item>
    /// Above this many changes a reload replaces the animation (IGListKit uses 100,
    /// Carbon 300).
    public var reloadThreshold: Int
    /// From this many items (presented plus new) a coalesced diff runs off the main actor,
    /// so a large list does not drop frames while it is diffed (a median of 9 ms for
    /// 100,000 items with `Int` identities and 10% changed, on a 2-core Linux machine:
    /// the "Random edits 100k Int ids" row of the diff benchmark in `Benchmarks/`).
    /// Updates that are their own recorded changes never need a diff.
    public var backgroundDiffThreshold = 20_000
    /// How long the updater waits for the host to report a batch finished before it
    /// stops waiting, logs an error and reloads, so an animation that never ends cannot
    /// stop every later update. In seconds; UIKit's batch animations take about 0.3 s.
    /// `nil` waits forever. A completion that arrives after the deadline is ignored.
    public var batchCompletionDeadline: Double? = 2
    /// How long a reload waits while the host has uncommitted updates (the user is
    /// reordering) before it goes ahead anyway, with an error logged. In seconds.
    public var uncommittedUpdatesWaitLimit: Double = 2
    /// What the updater has done.
    @_spi(Testing) public internal(set) var statistics = ListUpdaterStatistics()
    /// Called whenever the last pending update has been shown.
    public var onAllUpdatesFinished: (@MainActor () -> Void)?
    /// Whether the updater checks each batch with ``BatchUpdateRules`` against the host's
    /// counts and the stage's data *before* handing it to the host, and reloads instead
    /// when it breaks a rule. Hosts that check batches themselves (TabulaHeadless's `HeadlessListView`)
    /// do not need it; a host that cannot check without crashing (`UITableView`, which
    /// raises an exception at the end of the update block) does: the UIKit adapters turn
    /// it on. Off by default.
    public var checksBatchesBeforeHost = false

    /// The data the host presents right now (intermediate stage data during a batch).
    public internal(set) var presentedSections: [ListSection<Section, Item>] = [] {
        didSet {
            presentedItems = ListItemsReader(presentedSections.lazy.map(\.items))
            presentedGeneration &+= 1
            // Data installed without saying how it follows from the data before (not through
            // `present(_:as:)`) is news to the identity index.
            let change = nextPresentedChange ?? .replaced
            nextPresentedChange = nil
            presentedIdentities.record(change, from: oldValue, to: presentedSections)
            if case .replaced = change { buildPresentedIndexElsewhere() }
        }
    }
    /// The items of each presented section, kept beside ``presentedSections`` for the cell
    /// questions of every frame: reading an item here makes no section value and no
    /// `ListItems` value, so code the app's module does not specialize (the engine's, per
    /// shown cell) looks up neither `ListSection<Section, Item>`'s nor `ListItems<Item>`'s
    /// generic metadata. Rebuilt, O(sections), whenever the presented sections change.
    private(set) var presentedItems = ListItemsReader<Item>()
    /// How the next data installed follows from the presented data (ListUpdater+PresentedIdentities.swift).
    var nextPresentedChange: PresentedIdentityIndex<Section, Item>.Change?
    /// The build of the presented identity index under way off the main actor, if any
    /// (ListUpdater+PresentedIdentities.swift).
    var presentedIndexBuild: Task<Void, Never>?
    /// Awaited by that build between building and installing: a test holds it to force the
    /// order of the build and the batches, reloads and look-ups around it.
    @_spi(Testing) public var presentedIndexBuildGate: (@Sendable () async -> Void)?
    /// Where each presented identity is (ListUpdater+PresentedIdentities.swift).
    var presentedIdentities = PresentedIdentityIndex<Section, Item>()
    /// The selection, by identity (ListUpdater+PresentedIdentities.swift).
    var selection = PresentedSelection<Item.DifferenceIdentifier>()
    /// The version of the presented data when it is exactly a storage's snapshot; `nil`
    /// while a batch is half-way, after a change made on screen, and while data given by
    /// ``show(sections:)`` or ``reload(sections:)`` is shown (the next storage update is
    /// then diffed, never trusted blindly).
    public var presentedVersion: UInt64? { presentedSnapshot?.version }
    /// The storage whose snapshot ``presentedVersion`` counts (none
    /// when ``presentedVersion`` is `nil`).
    package var presentedStorage: StorageIdentity { presentedSnapshot?.storage ?? .none }
    /// Which storage snapshot the screen shows exactly, if any: one value, so the version
    /// and its storage can never disagree.
    var presentedSnapshot: (storage: StorageIdentity, version: UInt64)?

    let logger: Logger
    /// What the updater is doing now.
    var phase = UpdaterPhase<Section, Item>.unloaded
    /// Updates waiting to be shown.
    var queue = UpdateQueue<Section, Item>()
    /// Hands the batches to the host and reports how each ended.
    private let batchRunner = HostBatchRunner()
    /// Whether `advance()` is running, and whether it was asked for another step meanwhile.
    private var stepping = Stepping.stopped
    /// Counts bindings, so updates still arriving from a storage the updater was bound to
    /// before are ignored.
    private var bindingGeneration: UInt64 = 0
    /// Changes whenever `presentedSections` does, so a background diff can tell it is stale.
    private var presentedGeneration: UInt64 = 0
    private var versionWaiters: [(version: UInt64, continuation: CheckedContinuation<Void, Never>)] = []
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    private var versionCallbacks: [(version: UInt64, callback: @MainActor () -> Void)] = []
    private var bindingTask: Task<Void, Never>?
    private let uncommittedUpdatesWait = UncommittedUpdatesWait()
    /// How many of the user's drags are in flight (see `beginUserDrag()` in
    /// ListUpdater+Drop.swift): queued updates wait until none is.
    var userDragsInFlight = 0

    /// Creates an updater for `host` and makes itself the host's data source where the
    /// host supports it (TabulaHeadless's `HeadlessListView`, the terminal host, the UIKit adapters).
    ///
    /// - Parameters:
    ///   - host: the list view the updater drives.
    ///   - cellProvider: makes and configures the host's cells and supplementary views.
    ///   - reloadThreshold: see ``reloadThreshold``.
    ///   - logger: receives each applied, skipped or rejected update at debug level.
    public init(
        host: any ListHost,
        cellProvider: ListCellProvider<Section, Item>,
        reloadThreshold: Int = 300,
        logger: Logger = Logger(label: "Tabula.ListUpdater")
    ) {
        self.host = host
        self.cellProvider = cellProvider
        self.reloadThreshold = reloadThreshold
        self.logger = logger
    }

    deinit {
        bindingTask?.cancel()
    }

    /// The presented data as a snapshot (version 0 and no storage unless it is exactly a
    /// storage's snapshot).
    public var presented: ListSnapshot<Section, Item> {
        ListSnapshot(sections: presentedSections, version: presentedVersion ?? 0, storageIdentity: presentedStorage)
    }

    /// Whether the screen shows exactly `snapshot` of its storage, so changes recorded
    /// from it can be trusted.
    private func presents(_ snapshot: ListSnapshot<Section, Item>) -> Bool {
        snapshot.storageIdentity != .none && presentedSnapshot?.storage == snapshot.storageIdentity
            && presentedSnapshot?.version == snapshot.version
    }

    /// Whether nothing is pending or in flight.
    public var isIdle: Bool {
        queue.isEmpty && phase.isAtRest
    }

    // MARK: Input

    /// Shows `storage`'s data now (a first load) and every later update of it.
    ///
    /// Subscribes before reading the current data, so no update is missed; updates older
    /// than what is already shown are skipped.
    public func bind(to storage: ListStorage<Section, Item>) {
        bindingTask?.cancel()
        bindingGeneration &+= 1
        let generation = bindingGeneration
        let stream = storage.updates()
        let snapshot = storage.snapshot
        queue.recordNewest(snapshot.version, of: snapshot.storageIdentity)
        enqueue(.reload(snapshot))
        bindingTask = Task { [weak self] in
            for await update in stream {
                // A later bind replaced this storage: its updates no longer apply.
                guard let self, self.bindingGeneration == generation else { return }
                self.apply(update)
            }
        }
    }

    /// Shows each array of sections `sequence` produces, as an animated diff from the
    /// previous one (declarative lists: widgets, static tables). The first is a load.
    public func bind<S: AsyncSequence & Sendable>(sections sequence: S)
    where S.Element == [ListSection<Section, Item>] {
        bindingTask?.cancel()
        bindingGeneration &+= 1
        let generation = bindingGeneration
        bindingTask = Task { [weak self] in
            do {
                for try await sections in sequence {
                    guard let self, self.bindingGeneration == generation else { return }
                    self.show(sections: sections)
                }
            } catch {
                self?.logger.error("section stream failed: \(error)")
            }
        }
    }

    /// Queues one storage update. An update no newer than one already received from the
    /// same storage is skipped; its recorded changes are used only when the screen shows
    /// exactly the snapshot it starts from, otherwise the data is diffed.
    public func apply(_ update: ListUpdate<Section, Item>) {
        statistics.storageUpdatesReceived += 1
        guard queue.admits(update.to) else {
            statistics.staleUpdatesSkipped += 1
            logger.debug("skipping stale update to version \(update.to.version)")
            return
        }
        switch update.kind {
        case .animated:
            enqueue(.update(update))
        case .reload:
            enqueue(.reload(update.to))
        case .alreadyOnScreen:
            // "Already on screen" is the writer's belief, true when it was written. A write
            // published before it may since have been animated over the user's change, so
            // it is taken without a batch only when the screen shows exactly its data.
            if isIdle, Self.looksTheSame(presentedSections, update.to.sections) {
                present(update.to.sections, as: .sameIdentities)
                markPresented(update.to)
                statistics.silentUpdates += 1
                logger.debug("recorded on-screen change as version \(update.to.version)")
            } else {
                // The next diff starts from what is shown.
                enqueue(.snapshot(update.to))
            }
        }
    }

    /// Shows `sections` next, animated as a diff from the data before it.
    ///
    /// With a bound storage too, the screen shows whichever arrived last: these sections
    /// until the storage changes again, then the storage's data (diffed, never trusted as
    /// a continuation of these).
    public func show(sections: [ListSection<Section, Item>]) {
        enqueue(.snapshot(ListSnapshot(sections: sections)))
    }

    /// Shows `sections` next (``show(sections:)``, the name every host and the list core share).
    @available(*, deprecated, renamed: "show(sections:)")
    public func apply(sections: [ListSection<Section, Item>]) {
        show(sections: sections)
    }

    /// Replaces everything with `sections` without animation; pending updates are cancelled.
    public func reload(sections: [ListSection<Section, Item>]) {
        enqueue(.reload(ListSnapshot(sections: sections)))
    }

    /// Records that the user moved an item on screen (drag to reorder): the host already
    /// shows it, so no batch is sent; the storage, if given, is updated to match.
    ///
    /// Paths are in the presented data. When the storage holds exactly the snapshot on
    /// screen, it makes the same move, so the two stay one version. When it holds newer
    /// changes (another thread wrote meanwhile), the item is found there by identity and
    /// placed after the same neighbour, and the screen then animates to the storage's data
    /// like any update: whatever the order of writes and drops, and even with duplicate
    /// identities, an idle updater shows the storage it follows.
    ///
    /// A drop while a multi-stage update is animating plans the remaining stages again
    /// from the dropped order.
    ///
    /// - Throws: ``ListStorageError`` when a path is out of range of the presented data;
    ///   nothing changes then.
    public func userMovedItem(
        from source: ListIndexPath, to destination: ListIndexPath, in storage: ListStorage<Section, Item>? = nil
    ) throws {
        var transaction = ListTransaction(sections: presentedSections)
        try transaction.moveItem(from: source, to: destination)
        // Dropped where it started: nothing moved, on screen or in the data.
        guard source != destination else { return }
        let shown = presentedSnapshot
        present(
            transaction.sections,
            as: .batch(
                ListBatch(elementMoved: [Move(source: source, target: destination)]),
                sectionCountBefore: presentedSections.count))
        presentedSnapshot = nil
        statistics.silentUpdates += 1
        replanStagesAfterUserMove()
        if let storage {
            recordUserMove(from: source, to: destination, shown: shown, in: storage)
        }
        if !queue.isEmpty {
            // UIKit calls this from inside its own drop (`moveRowAt`), where a batch must
            // not start: the next step runs on the next main-actor turn.
            Task { [weak self] in self?.advance() }
        }
    }

    /// Stages planned before a drop move items by paths of the order before it: the rest
    /// of the update is planned again, from what is on screen now, once the batch in
    /// flight ends.
    func replanStagesAfterUserMove() {
        guard let staged = phase.stagedUpdate else { return }
        statistics.cancelledUpdates += staged.stages.count
        if case .waitingForHost = phase {
            phase = .waitingForHost(nil)
        } else {
            phase = .idle
        }
        queue.putFirst(.snapshot(staged.target))
    }

    /// Writes the user's move (already in `presentedSections`) to `storage`.
    private func recordUserMove(
        from source: ListIndexPath, to destination: ListIndexPath,
        shown: (storage: StorageIdentity, version: UInt64)?, in storage: ListStorage<Section, Item>
    ) {
        let moved = presentedSections[destination.section].items[destination.item]
        let neighbour = destination.item > 0 ? presentedSections[destination.section].items[destination.item - 1] : nil
        let sectionModel = presentedSections[destination.section].model
        var madeTheSameMove = false
        var update: ListUpdate<Section, Item>?
        do {
            update = try storage.updateAlreadyOnScreen { list, before in
                if let shown, before.storageIdentity == shown.storage, before.version == shown.version {
                    // The storage holds what the user saw: the same paths mean the same rows,
                    // duplicates included.
                    try list.moveItem(from: source, to: destination)
                    madeTheSameMove = true
                    return
                }
                guard let from = list.indexPath(of: moved.differenceIdentifier),
                    let section = list.sectionIndex(of: sectionModel)
                else { return }
                var item = 0
                if let neighbour, let after = list.indexPath(of: neighbour.differenceIdentifier),
                    after.section == section
                {
                    item = after.item + 1
                    if from.section == section && from.item < after.item { item -= 1 }
                }
                // A neighbour with the moved item's own identity (a duplicate) can point one
                // past the end: the move stays in range.
                let limit = list.sections[section].items.count - (from.section == section ? 1 : 0)
                try list.moveItem(from: from, to: ListIndexPath(item: min(item, limit), section: section))
            }
        } catch {
            // The screen already shows the move, so the call must not fail half-way: the
            // storage keeps its data and the screen is brought back to it below.
            logger.error("recording the user's move in the storage failed: \(error)")
        }
        // One read of the storage after the write: its identity and its newest data.
        let latest = storage.snapshot
        let identity = latest.storageIdentity
        // Only the storage the updater follows decides what the screen must show.
        guard let newest = queue.newestStorageVersion, newest.storage == identity else { return }
        if madeTheSameMove, let update {
            // The screen shows exactly the new version; its arrival on the stream is stale.
            present(update.to.sections, as: .sameIdentities)
            markPresented(update.to)
            queue.recordNewest(max(newest.version, update.to.version), of: identity)
            return
        }
        // The storage's data differs from the screen's (newer writes, or a twin of the
        // dragged item moved instead): show its newest data, animated from the screen.
        queue.recordNewest(max(newest.version, latest.version), of: identity)
        queue.enqueue(.snapshot(latest))
    }

    /// Whether two section lists show the same thing: the same identities in the same
    /// places, equal in content (O(n), for the rare update that claims to be on screen).
    private static func looksTheSame(_ lhs: [ListSection<Section, Item>], _ rhs: [ListSection<Section, Item>]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (left, right) in zip(lhs, rhs) {
            guard left.differenceIdentifier == right.differenceIdentifier, left.isContentEqual(to: right),
                left.items.count == right.items.count
            else { return false }
            for (a, b) in zip(left.items, right.items)
            where a.differenceIdentifier != b.differenceIdentifier || !a.isContentEqual(to: b) {
                return false
            }
        }
        return true
    }

    // MARK: Waiting

    /// Returns once the bound storage's data of `version` or newer is on screen (data given
    /// by ``show(sections:)`` does not count: it is no version of the storage).
    public func waitUntilPresented(version: UInt64) async {
        if let presentedVersion, presentedVersion >= version, phase.stagedUpdate?.stages.isEmpty ?? true { return }
        await withCheckedContinuation { versionWaiters.append((version, $0)) }
    }

    /// Calls `callback` once data of `version` or newer is on screen (at once if it is).
    public func whenPresented(version: UInt64, _ callback: @escaping @MainActor () -> Void) {
        if let presentedVersion, presentedVersion >= version, phase.stagedUpdate?.stages.isEmpty ?? true {
            callback()
            return
        }
        versionCallbacks.append((version, callback))
    }

    /// Returns once nothing is pending or in flight.
    public func waitUntilIdle() async {
        if isIdle { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    // MARK: Engine

    /// Whether `advance()` runs, and whether a re-entrant call asked for another step.
    private enum Stepping {
        case stopped
        case running
        case runningAgain
    }

    private func enqueue(_ entry: UpdateQueue<Section, Item>.Entry) {
        statistics.cancelledUpdates += queue.enqueue(entry)
        advance()
    }

    /// Runs steps until the updater waits for the host or has nothing to do. Re-entrant
    /// calls (a host that completes a batch synchronously) only ask for another step.
    func advance() {
        guard case .stopped = stepping else {
            stepping = .runningAgain
            return
        }
        var again = true
        while again {
            stepping = .running
            again = step()
            if case .runningAgain = stepping { again = true }
        }
        stepping = .stopped
    }

    /// Takes one step from the current phase; returns whether another step may follow.
    private func step() -> Bool {
        guard phase.canStep else { return false }
        if let staged = phase.stagedUpdate {
            if staged.stages.isEmpty {
                finish(staged.target)
            } else {
                applyNextStage(of: staged)
            }
            return true
        }
        // A drag in flight holds queued updates: rows must stay where the user lifted them.
        guard userDragsInFlight == 0 || queue.isEmpty else { return false }
        guard let take = queue.take() else {
            notifyIdle()
            return false
        }
        plan(take)
        return true
    }

    /// Turns what was taken from the queue into stages (or a reload).
    private func plan(_ take: UpdateQueue<Section, Item>.Take) {
        let target: ListSnapshot<Section, Item>
        let recorded: ListUpdate<Section, Item>?
        switch take {
        case let .reload(snapshot):
            return reload(to: snapshot, reason: phase.hasLoaded ? .requested : .firstLoad)
        case let .changes(update, newest, coalesced):
            statistics.coalescedUpdates += coalesced
            target = newest
            recorded = update
        }
        guard phase.hasLoaded else { return reload(to: target, reason: .firstLoad) }
        guard host.isInWindow else { return reload(to: target, reason: .notOnScreen) }

        if let recorded, presents(recorded.from) {
            return start(recorded.changes, to: target)
        }
        if presentedItemCount + target.totalItemCount >= backgroundDiffThreshold {
            return diffInBackground(to: target)
        }
        // Combined staging: updated items that stay put ride in the structural batch, and
        // the updater reconfigures them in place after it instead of reloading them.
        let changes = ListSignposts.interval("Diff") {
            StagedChangeset(source: presentedSections, target: target.sections, updates: .combined)
        }
        start(changes, to: target)
    }

    /// The planner for the current settings.
    private var planner: StagePlanner<Section, Item> {
        StagePlanner(reloadThreshold: reloadThreshold, reuseIdentifier: cellProvider.reuseIdentifier)
    }

    /// Stages `changes` (from the presented data to `target`), or reloads when they are too many.
    func start(_ changes: StagedChangeset<[ListSection<Section, Item>]>, to target: ListSnapshot<Section, Item>) {
        if changes.duplicateIdentifierCount > 0 {
            logger.warning("data has \(changes.duplicateIdentifierCount) duplicate identities; matched best effort")
        }
        switch planner.decide(changes) {
        case .reload:
            reload(to: target, reason: .tooManyChanges)
        case .nothingToDo:
            finish(target)
        case let .stages(stages):
            logger.debug(
                "updating to version \(target.version): \(changes.changeCount) changes in \(changes.count) stages")
            phase = .staging(StagedUpdate(stages: stages, target: target))
        }
    }

    /// The number of presented items.
    private var presentedItemCount: Int {
        presentedSections.reduce(0) { $0 + $1.items.count }
    }

    /// Diffs off the main actor; the updater counts as busy meanwhile, so updates queue up
    /// and nothing on screen changes under the diff (a user's on-screen move does: then the
    /// result is dropped and the target planned again).
    private func diffInBackground(to target: ListSnapshot<Section, Item>) {
        phase = .diffing
        statistics.backgroundDiffs += 1
        let source = presentedSections
        let generation = presentedGeneration
        Task.detached(priority: .userInitiated) { [weak self] in
            let changes = ListSignposts.interval("Diff") {
                StagedChangeset(source: source, target: target.sections, updates: .combined)
            }
            await self?.backgroundDiffFinished(changes, target: target, generation: generation)
        }
    }

    private func backgroundDiffFinished(
        _ changes: StagedChangeset<[ListSection<Section, Item>]>, target: ListSnapshot<Section, Item>,
        generation: UInt64
    ) {
        guard case .diffing = phase else { return }
        phase = .idle
        let reloadPending = queue.containsReload
        if generation != presentedGeneration || reloadPending {
            // Stale: a reload replaces it, or what is shown changed under the diff.
            statistics.discardedBackgroundDiffs += 1
            if !reloadPending { queue.putFirst(.snapshot(target)) }
        } else {
            start(changes, to: target)
        }
        advance()
    }

    private func reload(
        to snapshot: ListSnapshot<Section, Item>, reason: ListUpdaterStatistics.ReloadReason,
        evenWithUncommittedUpdates: Bool = false
    ) {
        if !evenWithUncommittedUpdates, host.hasUncommittedUpdates {
            return holdReload(to: snapshot, reason: reason)
        }
        statistics.reloads[reason, default: 0] += 1
        logger.debug("reloading to version \(snapshot.version): \(reason.rawValue)")
        do {
            try host.reloadData { self.install(snapshot) }
        } catch {
            // A host refuses a reload only for unregistered cells; the data is installed.
            logger.error("reload failed: \(error)")
            install(snapshot)
        }
        phase = .idle
        resumeVersionWaiters()
    }

    /// The user is in the middle of an interaction a reload would interfere with (UIKit:
    /// reordering; UITableView.h asks not to call `reloadData` then). The whole reload
    /// waits, data included: the data source keeps answering with what the view shows, so
    /// cells the view asks for meanwhile and the drop's paths mean the rows the user sees.
    /// Later updates queue behind it. Bounded: past the limit it reloads anyway.
    private func holdReload(to snapshot: ListSnapshot<Section, Item>, reason: ListUpdaterStatistics.ReloadReason) {
        phase = .holdingReload(snapshot, reason: reason)
        statistics.heldReloads[reason, default: 0] += 1
        queue.noteWork()
        logger.debug("holding a reload (\(reason.rawValue)) while the host has uncommitted updates")
        let limit = uncommittedUpdatesWaitLimit
        uncommittedUpdatesWait.start(for: host, limit: limit) { [weak self] timedOut in
            self?.releaseHeldReload(timedOut: timedOut, limit: limit)
        }
    }

    /// The host's uncommitted updates ended (or the wait timed out): the held reload runs.
    private func releaseHeldReload(timedOut: Bool, limit: Double) {
        guard case let .holdingReload(snapshot, reason) = phase else { return }
        phase = .idle
        if timedOut {
            logger.error("the host still had uncommitted updates after \(limit) s; reloading anyway")
        }
        reload(to: snapshot, reason: reason, evenWithUncommittedUpdates: true)
        advance()
    }

    private func install(_ snapshot: ListSnapshot<Section, Item>) {
        present(snapshot.sections, as: .replaced)
        markPresented(snapshot)
    }

    /// Records which storage snapshot the screen shows now, if any.
    func markPresented(_ snapshot: ListSnapshot<Section, Item>) {
        presentedSnapshot = snapshot.storageIdentity == .none ? nil : (snapshot.storageIdentity, snapshot.version)
    }

    /// Applies the first of `staged`'s stages as the planner shapes it.
    private func applyNextStage(of staged: StagedUpdate<Section, Item>) {
        var rest = staged
        let stage = rest.stages.removeFirst()
        let step = planner.step(for: stage, from: presentedSections)
        phase = .staging(rest)
        if !step.reconfigureFirst.isEmpty {
            reconfigureInPlace(step.reconfigureFirst, from: stage.data)
        }
        if let following = step.followingStage {
            rest.stages.insert(following, at: 0)
            phase = .staging(rest)
        }
        guard let batch = step.batch else {
            // A content-only stage: the same items, changed in place.
            present(stage.data, as: .sameIdentities)
            return
        }
        perform(batch, data: stage.data, reconfiguringAfterwards: step.reconfigureAfterBatch)
    }

    /// Installs the items at `paths` from `data` (the rest of the stage changes inside its
    /// batch) and reconfigures their visible cells in place.
    private func reconfigureInPlace(_ paths: [ListIndexPath], from data: [ListSection<Section, Item>]) {
        var sections = presentedSections
        for path in paths {
            sections[path.section].items[path.item] = data[path.section].items[path.item]
        }
        present(sections, as: .sameIdentities)
        presentedSnapshot = nil
        do {
            try host.reconfigureItems(at: paths)
            statistics.reconfigures += 1
        } catch {
            logger.error("reconfigure failed: \(error)")
        }
    }

    /// Runs one batch on the host; `reconfiguringAfterwards` (after-paths) are reconfigured
    /// in place right after the host applied it.
    private func perform(
        _ batch: ListBatch, data: [ListSection<Section, Item>],
        reconfiguringAfterwards reconfigure: [ListIndexPath] = []
    ) {
        phase = .waitingForHost(phase.stagedUpdate)
        presentedSnapshot = nil
        let sectionCountBefore = presentedSections.count
        do {
            try batchRunner.run(
                batch, on: host, checkingFirst: checksBatchesBeforeHost, countsAfter: data.map { $0.items.count },
                deadline: batchCompletionDeadline,
                updateData: {
                    self.present(data, as: .batch(batch, sectionCountBefore: sectionCountBefore))
                }
            ) { [weak self] outcome in
                self?.batchEnded(outcome)
            }
            statistics.batchesApplied += 1
            logger.debug("applied batch of \(batch.changeCount) changes")
            if !reconfigure.isEmpty {
                do {
                    try host.reconfigureItems(at: reconfigure)
                    statistics.reconfigures += 1
                } catch {
                    // The batch itself stands; only the in-place refresh failed.
                    logger.error("reconfigure after the batch failed: \(error)")
                }
            }
        } catch {
            let target = phase.stagedUpdate?.target ?? ListSnapshot(sections: data)
            phase = .idle
            statistics.violations.append(String(describing: error))
            logger.error("batch rejected, reloading instead: \(error)")
            reload(to: target, reason: .rejectedBatch)
        }
    }

    /// The batch in flight ended: the next stage follows, or, when its completion is
    /// overdue, the data is shown by a reload, which needs no animation to end.
    private func batchEnded(_ outcome: HostBatchRunner.Outcome) {
        guard case let .waitingForHost(staged) = phase else { return }
        switch outcome {
        case .completed:
            phase = staged.map { .staging($0) } ?? .idle
        case .overdue:
            logger.error("a batch's completion did not arrive in time; reloading")
            phase = .idle
            reload(to: staged?.target ?? ListSnapshot(sections: presentedSections), reason: .completionOverdue)
        }
        advance()
    }

    private func finish(_ target: ListSnapshot<Section, Item>) {
        // The last stage's data, or data the diff found unchanged: the same identities.
        present(target.sections, as: .sameIdentities)
        markPresented(target)
        phase = .idle
        resumeVersionWaiters()
    }

    private func resumeVersionWaiters() {
        guard let presentedVersion else { return }
        let ready = versionWaiters.filter { $0.version <= presentedVersion }
        versionWaiters.removeAll { $0.version <= presentedVersion }
        for waiter in ready { waiter.continuation.resume() }
        let due = versionCallbacks.filter { $0.version <= presentedVersion }
        versionCallbacks.removeAll { $0.version <= presentedVersion }
        for entry in due { entry.callback() }
    }

    private func notifyIdle() {
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
        if queue.takeIdleReport() {
            onAllUpdatesFinished?()
        }
    }
}
