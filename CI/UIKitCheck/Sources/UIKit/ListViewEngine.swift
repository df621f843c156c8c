import Foundation
import Tabula
import TabulaHeadless

/// How a registered class or nib makes a new reusable view. *Model internals.*
@MainActor
enum ModelViewFactory {
    case type(AnyClass)
    case nib(UINib)
}

/// The behaviour the model's `UITableView` and `UICollectionView` share, on top of a
/// ``HeadlessListView`` (UIKit's batch rules, reuse, visibility):
///
/// - `performBatchUpdates` records the insert/delete/move/reload calls made inside its
///   block (``BatchUpdateCall``, UIKit's vocabulary), and ``BatchUpdateOracle`` judges
///   them against the counts the view showed before the block and the data source's
///   counts after it; a violation is UIKit's exception. Only a batch the oracle accepts
///   goes on to the headless view, which then merely shows it (Tabula's own rules, which
///   the headless view applies too, must not be the model's judge).
/// - The headless view decides which items are visible and when a cell is needed; the
///   engine then calls the UIKit data source, which dequeues a real cell from the model's
///   reuse queues, and attaches that cell to the headless one.
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
    let kind: ListHostKind
    let headless: HeadlessListView
    let dataSource = ModelHeadlessDataSource()
    var counters = ModelListCounters()
    var exceptions: [UIKitModelException] = []
    /// Every batch the oracle accepted, oldest first.
    var acceptedBatches: [ModelBatchRecord] = []
    var completesAnimationsAutomatically = true

    private var cellFactories: [String: ModelViewFactory] = [:]
    private var supplementaryFactories: [String: ModelViewFactory] = [:]
    private var queues: [String: [UIView]] = [:]
    /// Views handed out and not queued, by object, with their queue key.
    private var liveViews: [ObjectIdentifier: (view: UIView, queue: String)] = [:]
    /// The headless cell or view each real view is attached to. A headless view keeps its
    /// old attachment while it waits in the headless queue, after the real view went to
    /// another headless view: only the owner may give it back.
    private var owners: [ObjectIdentifier: ObjectIdentifier] = [:]
    private var dequeuedInCurrentCall: [ObjectIdentifier] = []
    private var recording: [BatchUpdateCall]?
    private var reconfiguringCell: UIView?
    private var isReconfiguring = false
    private var prefetched: Set<IndexPath> = []
    private var isLoadingInitially = false
    private var scheduledCompletion = false
    /// What the delegate was told about display and scrolling (ListViewEngine+Display.swift).
    var displayState = ModelDisplayState()

    init(kind: ListHostKind, view: any ModelListView, frameProvider: any ListFrameProvider) {
        self.kind = kind
        self.view = view
        headless = HeadlessListView(
            kind: kind, viewportSize: view.bounds.size, frameProvider: frameProvider, animationMode: .manual,
            strictness: .throwing)
        headless.registerCell(reuseIdentifier: ModelHeadlessDataSource.cellIdentifier)
        for placement in ListSupplementaryPlacement.allCases {
            headless.registerSupplementaryView(placement, reuseIdentifier: placement.rawValue)
        }
        dataSource.engine = self
        headless.dataSource = dataSource
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
        headless.presentedCounts != nil
    }

    /// Loads the data the first time UIKit would (a count query, layout, a batch).
    func loadIfNeeded() {
        guard !isLoaded, !isLoadingInitially, view?.modelNumberOfSections() != nil else { return }
        isLoadingInitially = true
        defer { isLoadingInitially = false }
        reloadData(counting: false)
    }

    var numberOfSections: Int {
        loadIfNeeded()
        return headless.numberOfSections
    }

    func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        guard section >= 0, section < headless.numberOfSections else {
            raise("request for number of \(kind.itemsNoun) in section \(section) when there are only \(headless.numberOfSections) sections in the \(kind.viewNoun)")
            return 0
        }
        return headless.numberOfItems(inSection: section)
    }

    // MARK: Updates

    func reloadData(counting: Bool = true) {
        if counting { counters.reloadDataCalls += 1 }
        if recording != nil {
            raise("attempt to call reloadData inside a batch update block")
        }
        do {
            try headless.reloadData(updateData: {})
        } catch {
            raise(String(describing: error))
        }
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
        apply(calls, before: shown, completion: nil)
    }

    /// The counts UIKit judges a batch against: the ones it last showed (a data source
    /// changed outside an update block is then caught by the counts, as in UIKit), or the
    /// data source's own when nothing is loaded yet (UIKit loads them first).
    private func countsShown() -> [Int] {
        headless.presentedCounts ?? dataSource.itemCountsNow()
    }

    /// Judges `calls` with the oracle; shows them only if UIKit would accept them. The
    /// data source is already in its after-state.
    private func apply(_ calls: [BatchUpdateCall], before: [Int], completion: ((Bool) -> Void)?) {
        let after = dataSource.itemCountsNow()
        if let exception = BatchUpdateOracle(kind: kind.oracleKind).violation(before: before, calls: calls, after: after) {
            raise(exception)
            // The app would be dead. Resynchronise, and end the batch unfinished on a later
            // turn, so the rest of the test reports cleanly instead of waiting forever.
            try? headless.reloadData(updateData: {})
            afterUpdate()
            if let completion { schedule { completion(false) } }
            return
        }
        counters.sectionChangesAccepted += calls.reduce(0) { $0 + $1.sectionChangeCount }
        acceptedBatches.append(ModelBatchRecord(before: before, calls: calls, after: after))
        // The headless view shows the accepted batch. It checks with Tabula's rules again
        // (it cannot be told not to); where those refuse what the oracle accepted, the
        // display is rebuilt and UIKit's behaviour (no exception, the completion runs) kept.
        // BatchOracleAgreementTests keeps the two rule sets in step.
        dataSource.frozenCounts = before
        do {
            try headless.performBatch(ListBatch(modelCalls: calls), updateData: {
                self.dataSource.frozenCounts = nil
            }, completion: { finished in completion?(finished) })
            if headless.pendingCompletionCount > 0 { scheduleFinishAnimations() }
        } catch {
            dataSource.frozenCounts = nil
            try? headless.reloadData(updateData: {})
            if let completion { schedule { completion(true) } }
        }
        afterUpdate()
    }

    /// Records one call inside a batch block, or runs it as a batch of its own.
    func record(_ call: BatchUpdateCall) {
        if recording != nil {
            recording!.append(call)
        } else {
            performBatchUpdates({ self.recording!.append(call) }, completion: nil)
        }
    }

    func reconfigure(_ indexPaths: [IndexPath]) {
        counters.reconfigureCalls += 1
        loadIfNeeded()
        isReconfiguring = true
        defer { isReconfiguring = false }
        do {
            try headless.reconfigureItems(at: indexPaths.map(ListIndexPath.init))
        } catch {
            raise(String(describing: error))
        }
        afterUpdate()
    }

    /// Runs held batch completions now (manual animation mode).
    @discardableResult
    func finishAnimations() -> Int {
        headless.finishAnimations()
    }

    private func scheduleFinishAnimations() {
        guard completesAnimationsAutomatically, !scheduledCompletion else { return }
        scheduledCompletion = true
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.scheduledCompletion = false
            self.headless.finishAnimations()
        }
    }

    private func schedule(_ work: @escaping @MainActor () -> Void) {
        Task { @MainActor in work() }
    }

    // MARK: Viewport

    func viewportDidChange() {
        defer { reportScrollIfMoved() }
        guard let view, isLoaded else { return }
        do {
            if view.bounds.size != headless.viewportSize {
                try headless.setViewportSize(view.bounds.size)
            }
            if view.bounds.origin != headless.contentOffset {
                try headless.scroll(toOffset: view.bounds.origin)
            }
        } catch {
            raise(String(describing: error))
        }
        afterUpdate()
    }

    // MARK: Registration and reuse

    func registerCell(_ factory: ModelViewFactory?, identifier: String) {
        cellFactories[identifier] = factory
    }

    func registerSupplementary(_ factory: ModelViewFactory?, key: String) {
        supplementaryFactories[key] = factory
    }

    func dequeueCell(identifier: String, at indexPath: IndexPath) -> UIView? {
        counters.cellsDequeued += 1
        if let cell = reconfiguringCell {
            let existing = (cell as? UITableViewCell)?.reuseIdentifier ?? (cell as? UICollectionReusableView)?.reuseIdentifier
            guard existing == identifier else {
                raise("Attempted to dequeue a cell for a different reuse identifier than the existing cell when reconfiguring an item, which is not allowed. Existing cell's reuse identifier: \(existing ?? "nil"); dequeued reuse identifier: \(identifier)")
                return nil
            }
            dequeuedInCurrentCall.append(ObjectIdentifier(cell))
            return cell
        }
        guard let factory = cellFactories[identifier] else {
            let what = kind == .table ? "a cell" : "a view of kind: UICollectionElementKindCell"
            raise("unable to dequeue \(what) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
            return nil
        }
        guard let cell = take(queue: "cell|" + identifier, factory: factory, identifier: identifier) else { return nil }
        cell.frame = view?.modelFrame(forItemAt: indexPath) ?? cell.frame
        dequeuedInCurrentCall.append(ObjectIdentifier(cell))
        return cell
    }

    /// A blank view handed out after a failed dequeue counts as dequeued (the exception
    /// is already recorded; UIKit would have stopped there).
    func noteDequeued(_ placeholder: UIView) {
        dequeuedInCurrentCall.append(ObjectIdentifier(placeholder))
    }

    func dequeueSupplementary(key: String, identifier: String) -> UIView? {
        guard let factory = supplementaryFactories[key] else { return nil }
        return take(queue: "supplementary|" + key, factory: factory, identifier: identifier)
    }

    private func take(queue: String, factory: ModelViewFactory, identifier: String) -> UIView? {
        if let view = queues[queue]?.popLast() {
            counters.viewsReused += 1
            liveViews[ObjectIdentifier(view)] = (view, queue)
            (view as? UITableViewCell)?.prepareForReuse()
            (view as? UITableViewHeaderFooterView)?.prepareForReuse()
            (view as? UICollectionReusableView)?.prepareForReuse()
            return view
        }
        guard let view = make(factory, identifier: identifier) else { return nil }
        counters.viewsCreated += 1
        liveViews[ObjectIdentifier(view)] = (view, queue)
        return view
    }

    private func make(_ factory: ModelViewFactory, identifier: String) -> UIView? {
        let made: UIView?
        switch factory {
        case let .type(type):
            if let cell = type as? UITableViewCell.Type {
                made = cell.init(style: .default, reuseIdentifier: identifier)
            } else if let view = type as? UITableViewHeaderFooterView.Type {
                made = view.init(reuseIdentifier: identifier)
            } else if let view = type as? UICollectionReusableView.Type {
                made = view.init(frame: .zero)
            } else {
                raise("the class \(type) registered for identifier \(identifier) is not a reusable view class")
                made = nil
            }
        case let .nib(nib):
            guard nib.isDescribed else {
                raise("Could not load NIB in bundle: 'NSBundle (loaded)' with name '\(nib.modelNibName)'")
                return nil
            }
            let objects = nib.instantiate(withOwner: nil)
            guard objects.count == 1, let view = objects[0] as? UIView else {
                raise("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a \(kind == .table ? "UITableViewCell" : "UICollectionReusableView") instance")
                return nil
            }
            made = view
        }
        (made as? UITableViewCell)?.setReuseIdentifier(identifier)
        (made as? UITableViewHeaderFooterView)?.setReuseIdentifier(identifier)
        (made as? UICollectionReusableView)?.setReuseIdentifier(identifier)
        return made
    }

    private func enqueue(_ view: UIView) {
        guard let entry = liveViews.removeValue(forKey: ObjectIdentifier(view)) else { return }
        owners[ObjectIdentifier(view)] = nil
        queues[entry.queue, default: []].append(view)
        reportEndOfDisplay(view)
    }

    // MARK: Attaching real views to headless ones

    func attachCell(to cell: HeadlessCell, at path: ListIndexPath) {
        guard let view else { return }
        let previous = cell.attachment as? UIView
        // The headless view configures a visible cell again only when reconfiguring.
        let reconfiguring = isReconfiguring && previous != nil
        if reconfiguring {
            reconfiguringCell = previous
        } else if let previous, owners[ObjectIdentifier(previous)] == ObjectIdentifier(cell) {
            // The headless cell is being reused for another item: its old view left the screen.
            enqueue(previous)
        }
        dequeuedInCurrentCall = []
        let returned = view.modelCell(at: IndexPath(modelPath: path))
        reconfiguringCell = nil
        guard let returned else { return }
        if !dequeuedInCurrentCall.contains(ObjectIdentifier(returned)) {
            raise("the cell returned for \(kind.itemNoun) \(path.item) in section \(path.section) was not dequeued from this \(kind.viewNoun) in that call; a data source must dequeue a single cell and return it")
        }
        if reconfiguring, returned !== previous {
            raise("reconfiguring \(kind.itemNoun) \(path.item) in section \(path.section) returned a different cell object")
        }
        dequeuedInCurrentCall = []
        cell.attachment = returned
        owners[ObjectIdentifier(returned)] = ObjectIdentifier(cell)
    }

    func attachSupplementaryView(to view: HeadlessSupplementaryView, _ placement: ListSupplementaryPlacement, section: Int) {
        if let previous = view.attachment as? UIView, owners[ObjectIdentifier(previous)] == ObjectIdentifier(view) {
            enqueue(previous)
        }
        let attached = self.view?.modelSupplementaryView(placement.modelPlacement, inSection: section)
        view.attachment = attached
        if let attached { owners[ObjectIdentifier(attached)] = ObjectIdentifier(view) }
    }

    /// The real view of a visible headless cell.
    func visibleCell(at path: ListIndexPath) -> UIView? {
        headless.cell(at: path)?.attachment as? UIView
    }

    /// The real view of the visible cell at `indexPath`.
    func visibleCell(at indexPath: IndexPath) -> UIView? {
        visibleCell(at: ListIndexPath(modelIndexPath: indexPath))
    }

    /// The visible items' paths, in order.
    var indexPathsForVisibleItems: [IndexPath] {
        headless.indexPathsForVisibleItems.map(IndexPath.init(modelPath:))
    }

    /// The frame of the item at `indexPath` (zero when there is none).
    func frame(at indexPath: IndexPath) -> CGRect {
        headless.frameProvider.frame(at: ListIndexPath(modelIndexPath: indexPath))
    }

    func visibleSupplementaryView(_ placement: ListSupplementaryPlacement, section: Int) -> UIView? {
        headless.supplementaryView(placement, inSection: section)?.attachment as? UIView
    }

    func visibleSupplementaryView(_ placement: ModelSupplementaryPlacement, section: Int) -> UIView? {
        visibleSupplementaryView(ListSupplementaryPlacement(placement), section: section)
    }

    // MARK: After every update

    private func afterUpdate() {
        returnViewsThatLeft()
        layOutVisibleViews()
        reportDisplayChanges()
        updatePrefetching()
        reportScrollIfMoved()
    }

    private func returnViewsThatLeft() {
        var visible = Set(headless.visibleCells.compactMap { ($0.attachment as? UIView).map(ObjectIdentifier.init) })
        for element in headless.visibleSupplementaryElements {
            if let view = visibleSupplementaryView(element.placement, section: element.section) {
                visible.insert(ObjectIdentifier(view))
            }
        }
        for (id, entry) in liveViews where !visible.contains(id) {
            enqueue(entry.view)
        }
    }

    private func layOutVisibleViews() {
        guard let view else { return }
        view.contentSize = headless.frameProvider.contentSize
        for path in headless.indexPathsForVisibleItems {
            guard let cell = visibleCell(at: path) else { continue }
            cell.frame = headless.frameProvider.frame(at: path)
            cell.layoutIfNeeded()
        }
        let supplementaryFrames = headless.frameProvider as? any ListSupplementaryFrameProvider
        for element in headless.visibleSupplementaryElements {
            guard let supplementary = visibleSupplementaryView(element.placement, section: element.section) else { continue }
            if let frame = supplementaryFrames?.supplementaryFrame(element.placement, inSection: element.section) {
                supplementary.frame = frame
            }
            supplementary.layoutIfNeeded()
        }
    }

    private func updatePrefetching() {
        guard let view, isLoaded else { return }
        let visibleRect = headless.visibleRect
        let window = visibleRect.insetBy(dx: 0, dy: -visibleRect.height)
        let visible = Set(headless.indexPathsForVisibleItems.map(IndexPath.init(modelPath:)))
        let nearby = Set(headless.frameProvider.indexPaths(intersecting: window).map(IndexPath.init(modelPath:))).subtracting(visible)
        let cancelled = prefetched.subtracting(nearby).subtracting(visible)
        let requested = nearby.subtracting(prefetched)
        prefetched = nearby
        if !cancelled.isEmpty {
            counters.prefetchCancels += 1
            view.modelCancelPrefetch(cancelled.sorted())
        }
        if !requested.isEmpty {
            counters.prefetchRequests += 1
            view.modelPrefetch(requested.sorted())
        }
    }
}

extension ModelHeadlessDataSource {
    /// The UIKit data source's counts right now (ignoring any frozen counts).
    func itemCountsNow() -> [Int] {
        guard let view = engine?.view, let sections = view.modelNumberOfSections() else { return [] }
        return (0..<max(0, sections)).map { view.modelNumberOfItems(inSection: $0) }
    }
}

/// What a model list view did. *Model only: not UIKit API.*
public struct ModelListCounters: Hashable, Sendable {
    /// Calls of `performBatchUpdates` (including the implicit batch of a lone insert).
    public var performBatchUpdatesCalls = 0
    /// Calls of `reloadData`.
    public var reloadDataCalls = 0
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

extension ListHostKind {
    /// The oracle's name for the same kind of view.
    var oracleKind: BatchUpdateOracle.ViewKind {
        self == .table ? .tableView : .collectionView
    }
}

extension ListBatch {
    /// The batch of `calls`, for the headless view that shows it. *Model internals.*
    init(modelCalls calls: [BatchUpdateCall]) {
        self.init()
        for call in calls {
            switch call {
            case let .insertSections(set): sectionInserts += set
            case let .deleteSections(set): sectionDeletes += set
            case let .reloadSections(set): sectionReloads += set
            case let .moveSection(from, to): sectionMoves.append(Move(source: from, target: to))
            case let .insertItems(paths): itemInserts += paths.map(ListIndexPath.init(modelIndexPath:))
            case let .deleteItems(paths): itemDeletes += paths.map(ListIndexPath.init(modelIndexPath:))
            case let .reloadItems(paths): itemReloads += paths.map(ListIndexPath.init(modelIndexPath:))
            case let .moveItem(from, to):
                itemMoves.append(Move(source: ListIndexPath(modelIndexPath: from), target: ListIndexPath(modelIndexPath: to)))
            }
        }
    }
}

extension ListSupplementaryPlacement {
    init(_ placement: ModelSupplementaryPlacement) {
        switch placement {
        case .header: self = .header
        case .footer: self = .footer
        }
    }

    var modelPlacement: ModelSupplementaryPlacement {
        self == .header ? .header : .footer
    }
}

extension ListIndexPath {
    /// The core path of an index path. *Model internals* (TabulaUIKit has its own).
    init(modelIndexPath indexPath: IndexPath) {
        self.init(item: indexPath[1], section: indexPath[0])
    }
}

extension IndexPath {
    /// *Model internals* (TabulaUIKit has its own conversion).
    init(modelPath path: ListIndexPath) {
        self.init(item: path.item, section: path.section)
    }
}
