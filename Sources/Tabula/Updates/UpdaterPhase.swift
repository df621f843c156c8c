/// What a ``ListUpdater`` is doing: one value, so no two steps can be under way at once.
///
/// Every change of phase is a named method of the updater (see the steps at the top of
/// ListUpdater.swift).
enum UpdaterPhase<Section: Differentiable & Sendable, Item: Differentiable & Sendable> {
    /// Nothing has been shown yet: the first data is shown by a reload.
    case unloaded
    /// Shown and at rest; queued updates are planned on the next step.
    case idle
    /// A diff runs off the main actor; updates queue up meanwhile.
    case diffing
    /// Stages are planned; the next is applied on the next step (the target is installed
    /// when none is left).
    case staging(StagedUpdate<Section, Item>)
    /// A batch is in the host's hands, waiting for its completion. The staged update is
    /// `nil` when the user's drop cancelled the rest of it.
    case waitingForHost(StagedUpdate<Section, Item>?)
    /// A reload waits for the host's uncommitted updates (the user is reordering) to end;
    /// nothing else advances meanwhile.
    case holdingReload(ListSnapshot<Section, Item>, reason: ListUpdaterStatistics.ReloadReason)

    /// Whether the first data has been shown (a held first reload has not).
    var hasLoaded: Bool {
        switch self {
        case .unloaded: false
        case let .holdingReload(_, reason): reason != .firstLoad
        default: true
        }
    }

    /// Whether the next step may start work: nothing is in flight or held.
    var canStep: Bool {
        switch self {
        case .unloaded, .idle, .staging: true
        case .diffing, .waitingForHost, .holdingReload: false
        }
    }

    /// Whether no work is under way (planned stages included).
    var isAtRest: Bool {
        switch self {
        case .unloaded, .idle: true
        case let .staging(staged): staged.stages.isEmpty
        case .diffing, .waitingForHost, .holdingReload: false
        }
    }

    /// The update whose stages are being applied, if any.
    var stagedUpdate: StagedUpdate<Section, Item>? {
        switch self {
        case let .staging(staged): staged
        case let .waitingForHost(staged): staged
        case .unloaded, .idle, .diffing, .holdingReload: nil
        }
    }
}
