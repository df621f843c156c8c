import Foundation

/// How a registered class or nib makes a new reusable view. *Model internals.*
@MainActor
enum ModelViewFactory {
    case type(AnyClass)
    case nib(UINib)
}

/// The behaviour the model's `UITableView` and `UICollectionView` share, written for the
/// model alone (it imports no Tabula module, so the model never judges Tabula with
/// Tabula's own code):
///
/// - `performBatchUpdates` records the insert/delete/move/reload calls made inside its
///   block (``BatchUpdateCall``, UIKit's vocabulary), and ``BatchUpdateOracle`` judges
///   them against the counts the view showed before the block and the data source's
///   counts after it; a violation is UIKit's exception.
/// - The counts shown, the visible cells, headers and footers, the reuse queues and the
///   frames (``ModelListFrames``: a table's delegate heights, a collection's layout) are
///   the model's own. An accepted batch keeps the cells of the items that stay
///   (``BatchCorrespondence``); reloaded and new items get cells from the data source,
///   which dequeues them from the reuse queues.
/// - Views that leave the screen go back to their reuse queue; `prepareForReuse` runs when
///   they are handed out again. Dequeuing an unregistered identifier, returning a cell not
///   dequeued in that call, or dequeuing another identifier while reconfiguring are
///   UIKit's exceptions.
/// - After every update a layout pass gives visible views their frames and runs their
///   `layoutSubviews`, and prefetching is told about the items within a screen of the
///   visible ones.
/// - Batch completions run on a later main-actor turn (as after an animation), or on
///   `finishAnimations()` in manual mode.
///
/// *Model internals.*
@MainActor
final class ListViewEngine {
    weak var view: (any ModelListView)?
    let kind: BatchUpdateOracle.ViewKind
    let words: BatchUpdateWords
    let frames: any ModelListFrames
    var counters = ModelListCounters()
    var exceptions: [UIKitModelException] = []
    /// Every batch the oracle accepted, oldest first.
    var acceptedBatches: [ModelBatchRecord] = []
    /// Rows the user swiped whose swipe has not ended, followed through batches (ModelSwipe.swift).
    var swipedRows: [ModelSwipedRow] = []
    /// How swipes ended, oldest first (ModelSwipe.swift).
    var swipeEvents: [ModelSwipeEvent] = []
    var completesAnimationsAutomatically = true

    /// The item counts the view shows, one per section; `nil` until the data is loaded.
    var presentedCounts: [Int]?
    /// The content offset the visible set follows (the view's, kept within the content).
    var offset: CGPoint = .zero
    /// The size of the visible area.
    var viewportSize: CGSize
    /// The visible cells by index path, and headers and footers by element.
    var visibleCellsByPath: [IndexPath: UIView] = [:]
    var visibleSupplementaryByElement: [ModelSupplementaryElement: UIView] = [:]

    var cellFactories: [String: ModelViewFactory] = [:]
    var supplementaryFactories: [String: ModelViewFactory] = [:]
    var queues: [String: [UIView]] = [:]
    /// Views handed out and not queued, by object, with their queue key.
    var liveViews: [ObjectIdentifier: (view: UIView, queue: String)] = [:]
    var dequeuedInCurrentCall: [ObjectIdentifier] = []
    var reconfiguringCell: UIView?
    /// The supplementary views dequeued since the data source was asked for one; `nil` when
    /// it is not being asked (ListViewEngine+SupplementaryDequeue.swift).
    var supplementaryRequest: [ModelSupplementaryDequeue]?
    var prefetched: Set<IndexPath> = []
    /// Whether cells are configured ahead of display (ListViewEngine+CellPreparation.swift):
    /// on by default for a collection view (its `isPrefetchingEnabled`).
    lazy var preparesCellsAhead = kind == .collectionView
    /// Cells configured ahead of display and not displayed yet, by index path.
    var preparedCellsByPath: [IndexPath: UIView] = [:]
    private var recording: [BatchUpdateCall]?
    /// Whether a `performBatchUpdates` block is running.
    var isRecordingBatch: Bool { recording != nil }
    private var pendingCompletions: [(Bool) -> Void] = []
    private var isLoadingInitially = false
    private var scheduledCompletion = false
    /// What the delegate was told about display and scrolling (ListViewEngine+Display.swift).
    var displayState = ModelDisplayState()
    /// The source of the user's interactive move in progress, if any
    /// (ListViewEngine+InteractiveMove.swift).
    var interactiveMoveSource: IndexPath?
    /// Drag and drop (ListViewEngine+DragAndDrop.swift); drags are on by default (iOS 15 and later).
    var dragAndDrop = ModelDragAndDropState(dragInteractionEnabled: true)
    /// The selected items, in the order they were selected (ListViewEngine+Selection.swift).
    var selectedPaths: [IndexPath] = []
    /// A collection view's `reloadData` not carried out yet (UICollectionView+Reload.swift).
    var reloadIsPending = false
    /// A collection view's layout was invalidated since an update last asked it
    /// (UICollectionView+LayoutLifecycle.swift).
    var layoutNeedsRequery = false
    /// `allowsSelection` and `allowsMultipleSelection` (UITableView.h:448-450, UICollectionView.h:411-412).
    var allowsSelection = true
    var allowsMultipleSelection = false
    /// A table's `allowsMultipleSelectionDuringEditing` (UITableView.h:451).
    var allowsMultipleSelectionDuringEditing = false

    init(kind: BatchUpdateOracle.ViewKind, view: any ModelListView, frames: any ModelListFrames) {
        self.kind = kind
        words = BatchUpdateWords(kind: kind)
        self.view = view
        self.frames = frames
        viewportSize = view.bounds.size
    }

    // MARK: Exceptions

    func raise(_ reason: String, name: String = "NSInternalInconsistencyException") {
        raise(UIKitModelException(reason, name: name))
    }

    func raise(_ exception: UIKitModelException) {
        exceptions.append(exception)
        UIKitModel.exceptionHandler?(exception)
    }

    // MARK: Loading and counts

    var isLoaded: Bool {
        presentedCounts != nil
    }

    /// Loads the data the first time UIKit would (a count query, layout, a batch), and
    /// carries out a collection view's reload waiting for its next layout pass
    /// (UICollectionView+Reload.swift) at the same moments.
    func loadIfNeeded() {
        if reloadIsPending {
            carryOutPendingReload()
            return
        }
        loadInitiallyIfNeeded()
    }

    /// Loads the data the first time UIKit would, without carrying out a pending reload.
    func loadInitiallyIfNeeded() {
        guard !isLoaded, !isLoadingInitially, view?.modelNumberOfSections() != nil else { return }
        isLoadingInitially = true
        defer { isLoadingInitially = false }
        reloadData(counting: false)
    }

    var numberOfSections: Int {
        loadIfNeeded()
        return presentedCounts?.count ?? 0
    }

    func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        let counts = presentedCounts ?? []
        guard counts.indices.contains(section) else {
            raise(
                "request for number of \(words.items) in section \(section) when there are only \(counts.count) sections in the \(words.view)"
            )
            return 0
        }
        return counts[section]
    }

    /// The data source's counts right now.
    func countsNow() -> [Int] {
        guard let view, let sections = view.modelNumberOfSections() else { return [] }
        return (0..<max(0, sections)).map { view.modelNumberOfItems(inSection: $0) }
    }

    // MARK: Updates

    func reloadData(counting: Bool = true) {
        if counting { counters.reloadDataCalls += 1 }
        noteReloadDuringUncommittedUpdates()
        if recording != nil {
            raise("attempt to call reloadData inside a batch update block")
        }
        reloadIsPending = false
        dropPreparedCells()
        present(counts: countsNow(), keeping: [:], keepingSupplementary: [:])
        for row in swipedRows { row.lose() }
        forgetSelection()
        finishPendingCompletions(finished: false)
        afterUpdate()
    }

    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        counters.performBatchUpdatesCalls += 1
        if recording != nil {
            // Nested: UIKit folds it into the outer batch.
            updates?()
            if let completion { schedule { completion(true) } }
            return
        }
        // A collection view's pending reload is carried out first: the batch needs the data
        // (UICollectionView+Reload.swift).
        carryOutPendingReload()
        let shown = countsShown()
        noteBatchStarts()
        recording = []
        updates?()
        let calls = recording ?? []
        recording = nil
        apply(calls, before: shown, completion: completion)
    }

    /// A change the user made on screen (an interactive move): the view shows it, then
    /// tells the data source inside the same update.
    func applyUserChange(_ calls: [BatchUpdateCall], tellDataSource: () -> Void) {
        counters.userMoves += 1
        let shown = countsShown()
        tellDataSource()
        // The view already shows the drop: no header says the layout is asked for update
        // items or initial/final attributes for it, so the model does not ask.
        apply(calls, before: shown, completion: nil, animatesThroughLayout: false)
    }

    /// The counts UIKit judges a batch against: the ones it last showed (a data source
    /// changed outside an update block is then caught by the counts, as in UIKit), or the
    /// data source's own when nothing is loaded yet (UIKit loads them first).
    private func countsShown() -> [Int] {
        presentedCounts ?? countsNow()
    }

    /// Judges `calls` with the oracle and shows them if UIKit would accept them. The data
    /// source is already in its after-state.
    private func apply(
        _ calls: [BatchUpdateCall], before: [Int], completion: ((Bool) -> Void)?, animatesThroughLayout: Bool = true
    ) {
        let after = countsNow()
        let oracle = BatchUpdateOracle(kind: kind)
        guard let correspondence = oracle.correspondence(before: before, calls: calls, after: after) else {
            raise(oracle.violation(before: before, calls: calls, after: after) ?? UIKitModelException("invalid update"))
            // The app would be dead. Resynchronise, and end the batch unfinished on a later
            // turn, so the rest of the test reports cleanly instead of waiting forever.
            dropPreparedCells()
            present(counts: after, keeping: [:], keepingSupplementary: [:])
            for row in swipedRows { row.lose() }
            forgetSelection()
            finishPendingCompletions(finished: false)
            afterUpdate()
            if let completion { schedule { completion(false) } }
            return
        }
        counters.sectionChangesAccepted += calls.reduce(0) { $0 + $1.sectionChangeCount }
        acceptedBatches.append(ModelBatchRecord(before: before, calls: calls, after: after))
        for row in swipedRows { row.follow(correspondence) }
        followSelection(correspondence)
        followPreparedCells(correspondence)
        var keptCells: [IndexPath: UIView] = [:]
        for (path, cell) in visibleCellsByPath where !correspondence.isReloaded(path) {
            if let target = correspondence.afterPath(path) { keptCells[target] = cell }
        }
        var keptSupplementary: [ModelSupplementaryElement: UIView] = [:]
        for (element, view) in visibleSupplementaryByElement where !correspondence.isSectionReloaded(element.section) {
            if let section = correspondence.sections.after(element.section) {
                keptSupplementary[ModelSupplementaryElement(placement: element.placement, section: section)] = view
            }
        }
        let shownBefore = (items: indexPathsForVisibleItems, supplementary: visibleSupplementaryByElement.keys.sorted())
        present(counts: after, keeping: keptCells, keepingSupplementary: keptSupplementary)
        if animatesThroughLayout {
            frames.batchDidPresent(
                calls, itemsBefore: shownBefore.items, supplementaryBefore: shownBefore.supplementary,
                itemsAfter: indexPathsForVisibleItems, supplementaryAfter: visibleSupplementaryByElement.keys.sorted())
        }
        pendingCompletions.append(completion ?? { _ in })
        scheduleFinishAnimations()
        afterUpdate()
    }

    /// Records one call inside a batch block, or runs it as a batch of its own.
    func record(_ call: BatchUpdateCall) {
        if recording != nil {
            recording?.append(call)
        } else {
            // swift-format-ignore: NeverForceUnwrap
            // performBatchUpdates sets `recording` before it runs the block; `?.` would hide a
            // model bug by dropping the call.
            performBatchUpdates({ self.recording!.append(call) }, completion: nil)
        }
    }

    /// Configures the visible cells of `indexPaths` again, in place (the data source gets
    /// the same cell back from its dequeue call), after measuring again: their content
    /// changed, so their size may have.
    func reconfigure(_ indexPaths: [IndexPath]) {
        counters.reconfigureCalls += 1
        loadIfNeeded()
        let counts = presentedCounts ?? []
        for path in indexPaths
        where path.count != 2 || !counts.indices.contains(path[0]) || !(0..<counts[path[0]]).contains(path[1]) {
            raise("attempt to reconfigure \(words.item) at index path \(words.describe(path)) that does not exist")
            afterUpdate()
            return
        }
        // Prepared cells too: "existing (including prefetched) cells" (Apple's
        // reconfigureItems(at:) page; ListViewEngine+CellPreparation.swift). Both are read
        // before `present`, which may put a prepared cell on screen (new frames brought its
        // item into view): that cell existed when UIKit was asked, so it is reconfigured too.
        let targets = indexPaths.compactMap { path in
            (visibleCellsByPath[path] ?? preparedCellsByPath[path]).map { (path, $0) }
        }
        present(counts: counts, keeping: visibleCellsByPath, keepingSupplementary: visibleSupplementaryByElement)
        for (path, cell) in targets {
            if visibleCellsByPath[path] === cell {
                if let returned = configureCell(at: path, reusing: cell) { visibleCellsByPath[path] = returned }
            } else if preparedCellsByPath[path] === cell {
                if let returned = configureCell(at: path, reusing: cell) { preparedCellsByPath[path] = returned }
            }
        }
        afterUpdate()
    }

    /// Runs held batch completions now, oldest first; returns how many ran.
    @discardableResult
    func finishAnimations() -> Int {
        finishPendingCompletions(finished: true)
    }

    @discardableResult
    private func finishPendingCompletions(finished: Bool) -> Int {
        let completions = pendingCompletions
        pendingCompletions.removeAll()
        for completion in completions { completion(finished) }
        return completions.count
    }

    private func scheduleFinishAnimations() {
        guard completesAnimationsAutomatically, !scheduledCompletion else { return }
        scheduledCompletion = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.scheduledCompletion = false
            self.finishAnimations()
        }
    }

    func schedule(_ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in work() }
    }

    // MARK: After every update

    func afterUpdate() {
        returnViewsThatLeft()
        layOutVisibleViews()
        reportDisplayChanges()
        updatePrefetching()
        prepareCellsAhead()
        reportScrollIfMoved()
    }
}

/// What a model list view did. *Model only: not UIKit API.*
public struct ModelListCounters: Hashable, Sendable {
    /// Calls of `performBatchUpdates` (including the implicit batch of a lone insert).
    public var performBatchUpdatesCalls = 0
    /// Calls of `reloadData`.
    public var reloadDataCalls = 0
    /// Calls of `reloadData` while `hasUncommittedUpdates` was true, which UITableView.h
    /// (iOS 26.2 SDK, line 434) says to avoid: "If possible, avoid calling -reloadData while
    /// there are uncommitted updates to avoid interfering with user-initiated interactions
    /// that have not yet completed." Advice, not an exception: UIKit raises nothing. On a
    /// collection view such a reload discards the user's reorder (UICollectionView.h,
    /// line 421: "-reloadData will discard any uncommitted updates").
    public var reloadDataCallsWithUncommittedUpdates = 0
    /// Calls of `reconfigureRows` / `reconfigureItems`.
    public var reconfigureCalls = 0
    /// Moves the user made (simulated).
    public var userMoves = 0
    /// Section inserts, deletes, moves and reloads in batches the oracle accepted.
    public var sectionChangesAccepted = 0
    /// Cells dequeued.
    public var cellsDequeued = 0
    /// Cells, headers and footers created.
    public var viewsCreated = 0
    /// Cells, headers and footers taken from a reuse queue.
    public var viewsReused = 0
    /// Calls of the prefetch data source's prefetch method.
    public var prefetchRequests = 0
    /// Calls of the prefetch data source's cancel method.
    public var prefetchCancels = 0

    /// All zero.
    public init() {}
}
