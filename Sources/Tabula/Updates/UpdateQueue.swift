/// The updates waiting to be shown, and the newest storage version handed in.
///
/// A reload cancels everything queued before it; whatever is queued when the updater is
/// ready is taken in one go and coalesced into one change to the newest target, so a burst
/// of updates costs one diff, not one each.
struct UpdateQueue<Section: Differentiable & Sendable, Item: Differentiable & Sendable> {
    /// Data waiting to be shown.
    enum Entry {
        /// A storage update (its own changes are reused when it follows the presented data).
        case update(ListUpdate<Section, Item>)
        /// A snapshot to diff against (declarative lists).
        case snapshot(ListSnapshot<Section, Item>)
        /// Replace everything.
        case reload(ListSnapshot<Section, Item>)

        /// The data this entry ends at.
        var target: ListSnapshot<Section, Item> {
            switch self {
            case let .update(update): update.to
            case let .snapshot(snapshot), let .reload(snapshot): snapshot
            }
        }

        var isReload: Bool {
            if case .reload = self { true } else { false }
        }
    }

    /// What the queue hands the updater in one take.
    enum Take {
        /// Show `snapshot` by a reload.
        case reload(ListSnapshot<Section, Item>)
        /// Bring the screen to `target`. `recorded` is the storage update whose changes may
        /// be reused (only when it was the one entry taken); `coalesced` counts the entries
        /// folded into this one.
        case changes(recorded: ListUpdate<Section, Item>?, target: ListSnapshot<Section, Item>, coalesced: Int)
    }

    private var entries: [Entry] = []
    /// The newest storage version handed in, and its storage; older arrivals from that
    /// storage are stale. Versions of different storages are never compared.
    private(set) var newestStorageVersion: (storage: StorageIdentity, version: UInt64)?
    /// Set when work arrives; cleared when the updater reports itself idle.
    private(set) var hasWorkSinceIdle = false

    /// Whether nothing is queued.
    var isEmpty: Bool { entries.isEmpty }

    /// The number of queued entries.
    var count: Int { entries.count }

    /// Whether a reload is queued (a result computed for older data is then useless).
    var containsReload: Bool { entries.contains(where: \.isReload) }

    /// Queues `entry` behind the others; a reload cancels them. Returns how many it cancelled.
    @discardableResult
    mutating func enqueue(_ entry: Entry) -> Int {
        var cancelled = 0
        if entry.isReload {
            cancelled = entries.count
            entries.removeAll()
        }
        entries.append(entry)
        hasWorkSinceIdle = true
        return cancelled
    }

    /// Queues `entry` ahead of the others (work that was taken and must be done again).
    mutating func putFirst(_ entry: Entry) {
        entries.insert(entry, at: 0)
        hasWorkSinceIdle = true
    }

    /// Records work that is not a queued entry (a held reload), so idle is reported after it.
    mutating func noteWork() {
        hasWorkSinceIdle = true
    }

    /// Whether idle must be reported (work arrived since the last report); clears the mark.
    mutating func takeIdleReport() -> Bool {
        defer { hasWorkSinceIdle = false }
        return hasWorkSinceIdle
    }

    /// Whether `snapshot` is newer than every version received from its storage, recording
    /// it as the newest when it is. Snapshots of no storage are always admitted.
    mutating func admits(_ snapshot: ListSnapshot<Section, Item>) -> Bool {
        let storage = snapshot.storageIdentity
        guard storage != .none else { return true }
        if let newest = newestStorageVersion, newest.storage == storage, snapshot.version <= newest.version {
            return false
        }
        newestStorageVersion = (storage, snapshot.version)
        return true
    }

    /// Records `version` of `storage` as the newest received (a bind, a user's move).
    mutating func recordNewest(_ version: UInt64, of storage: StorageIdentity) {
        newestStorageVersion = (storage, version)
    }

    /// Takes what is queued: the last reload and everything before it, when there is one
    /// (whatever came after it waits for the next take); otherwise every entry, coalesced.
    mutating func take() -> Take? {
        if let reloadIndex = entries.lastIndex(where: \.isReload) {
            let snapshot = entries[reloadIndex].target
            entries.removeFirst(reloadIndex + 1)
            return .reload(snapshot)
        }
        guard let last = entries.last else { return nil }
        var recorded: ListUpdate<Section, Item>?
        if entries.count == 1, case let .update(update) = last { recorded = update }
        let coalesced = entries.count - 1
        entries.removeAll()
        return .changes(recorded: recorded, target: last.target, coalesced: coalesced)
    }
}
