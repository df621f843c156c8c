import Foundation
import Logging

/// A list view without a screen: the test oracle of Tabula. It enforces UIKit's
/// batch-update rules (``BatchUpdateRules``), keeps reuse queues and visible cells the way
/// `UITableView` / `UICollectionView` do, and counts everything it does.
///
/// - The data source is held **weakly**, as UIKit holds it: keep it alive yourself.
/// - Frames come from a ``ListFrameProvider`` (by default ``FixedRowHeightFrames`` with
///   44-point rows); the host calls ``ListFrameProvider/update(sectionCounts:applying:width:)``
///   after every batch, reload and width change, and asks it for every frame.
/// - The host loads its data on the first ``reloadData(updateData:)``, or at the start of
///   the first batch (taking the counts it reads then as the "before" state, as UIKit
///   does for a view that has not loaded yet).
/// - After a batch, a reload, a resize or a scroll the visible cells follow UIKit: cells
///   of moved or shifted items keep their object and get their new index path (and are not
///   configured again); inserted, reloaded and newly visible items get a dequeued and
///   configured cell; cells that leave the viewport go back to their reuse queue first, so
///   they can be reused in the same pass.
/// - Headers and footers are reused the same way, and a kept header or footer is
///   configured again in place when its ``ListHostDataSource/contentToken(for:inSection:)``
///   changed.
/// - The content offset is clamped to the scrollable range after every change.
@MainActor
public final class HeadlessListView: ListHost {
    /// The cell type.
    public typealias Cell = HeadlessCell
    /// The header and footer view type.
    public typealias SupplementaryView = HeadlessSupplementaryView

    /// Table or collection: decides rules and message wording.
    public let kind: ListHostKind
    /// The data source, held weakly.
    public weak var dataSource: (any ListHostDataSource)?
    /// The source of every frame.
    public let frameProvider: any ListFrameProvider
    /// When batch completions run.
    public var animationMode: AnimationMode
    /// What a batch that breaks UIKit's rules does.
    public var strictness: Strictness
    /// Whether the view has a window. The host applies batches either way, counting those
    /// without one in ``Counters/batchesWithoutWindow``.
    public var isInWindow = true
    /// The most entries ``log`` keeps (the oldest go first).
    public var logLimit = 100
    /// Where fallback reloads are reported.
    public let logger: Logger

    /// The visible area's size.
    public internal(set) var viewportSize: CGSize
    /// The scroll position.
    public internal(set) var contentOffset: CGPoint = .zero
    /// The item counts the host presents, one per section; `nil` until it first loads.
    public internal(set) var presentedCounts: [Int]?
    /// What the host did so far.
    public internal(set) var counters = Counters()
    /// The latest updates the host presented, oldest first (at most ``logLimit``).
    public internal(set) var log: [LogEntry] = []

    var registeredCellIdentifiers = Set<String>()
    var registeredSupplementaryIdentifiers: [ListSupplementaryPlacement: Set<String>] = [:]
    var cellQueues: [String: [HeadlessCell]] = [:]
    var supplementaryQueues: [ListSupplementaryPlacement: [String: [HeadlessSupplementaryView]]] = [:]
    var visibleCellsByPath: [ListIndexPath: HeadlessCell] = [:]
    var visibleSupplementaryByElement: [ListSupplementaryElement: HeadlessSupplementaryView] = [:]
    var pendingCompletions: [@MainActor (Bool) -> Void] = []
    var nextCellSerial = 0
    var nextSupplementarySerial = 0

    /// Creates a host.
    ///
    /// - Parameters:
    ///   - kind: table or collection.
    ///   - viewportSize: the visible area.
    ///   - frameProvider: the frames; 44-point rows with no headers by default.
    ///   - animationMode: when completions run; `.immediate` by default.
    ///   - strictness: what a rule violation does; `.throwing` by default.
    ///   - logger: where fallback reloads are reported.
    public init(
        kind: ListHostKind,
        viewportSize: CGSize,
        frameProvider: any ListFrameProvider = FixedRowHeightFrames(rowHeight: 44),
        animationMode: AnimationMode = .immediate,
        strictness: Strictness = .throwing,
        logger: Logger = Logger(label: "Tabula.HeadlessListView")
    ) {
        self.kind = kind
        self.viewportSize = viewportSize
        self.frameProvider = frameProvider
        self.animationMode = animationMode
        self.strictness = strictness
        self.logger = logger
    }

    // MARK: Presented data

    /// The number of sections presented (0 before the first load).
    public var numberOfSections: Int {
        presentedCounts?.count ?? 0
    }

    /// The number of items presented in `section`; 0 for a section the host lacks.
    public func numberOfItems(inSection section: Int) -> Int {
        guard let counts = presentedCounts, section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    /// The visible items' paths, sorted.
    public var indexPathsForVisibleItems: [ListIndexPath] {
        visibleCellsByPath.keys.sorted()
    }

    /// The visible cells, in index-path order.
    public var visibleCells: [HeadlessCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByPath[$0] }
    }

    /// The visible cell of `path`, if it is visible.
    public func cell(at path: ListIndexPath) -> HeadlessCell? {
        visibleCellsByPath[path]
    }

    /// The visible headers and footers, in order.
    public var visibleSupplementaryElements: [ListSupplementaryElement] {
        visibleSupplementaryByElement.keys.sorted()
    }

    /// The visible header or footer view of `section`, if any.
    public func supplementaryView(_ placement: ListSupplementaryPlacement, inSection section: Int)
        -> HeadlessSupplementaryView?
    {
        visibleSupplementaryByElement[ListSupplementaryElement(placement, section: section)]
    }

    /// The number of cells waiting in the reuse queue of `identifier`.
    public func reuseQueueCount(forIdentifier identifier: String) -> Int {
        cellQueues[identifier]?.count ?? 0
    }

    /// The number of completions waiting for ``finishAnimations()`` (batches in flight).
    public var pendingCompletionCount: Int {
        pendingCompletions.count
    }

    /// The visible area in content coordinates.
    public var visibleRect: CGRect {
        CGRect(origin: contentOffset, size: viewportSize)
    }

    // MARK: Registration and reuse

    /// Registers `identifier` for cells. (`cellType` is always ``HeadlessCell``; the
    /// parameter exists to match ``ListHost``.)
    public func registerCell(_ cellType: HeadlessCell.Type, forReuseIdentifier identifier: String) {
        registeredCellIdentifiers.insert(identifier)
    }

    /// Registers `identifier` for cells.
    public func registerCell(reuseIdentifier identifier: String) {
        registerCell(HeadlessCell.self, forReuseIdentifier: identifier)
    }

    /// Registers `identifier` for headers or footers.
    public func registerSupplementaryView(
        _ viewType: HeadlessSupplementaryView.Type, for placement: ListSupplementaryPlacement,
        forReuseIdentifier identifier: String
    ) {
        registeredSupplementaryIdentifiers[placement, default: []].insert(identifier)
    }

    /// Registers `identifier` for headers or footers.
    public func registerSupplementaryView(_ placement: ListSupplementaryPlacement, reuseIdentifier identifier: String) {
        registerSupplementaryView(HeadlessSupplementaryView.self, for: placement, forReuseIdentifier: identifier)
    }

    /// A cell for `identifier`, reused when one waits in its queue, created otherwise.
    /// Throws ``ListHostError/unregisteredReuseIdentifier(_:kind:)`` for an identifier
    /// nobody registered. The host dequeues its visible cells itself; a cell dequeued here
    /// by a caller is the caller's.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for path: ListIndexPath) throws
        -> HeadlessCell
    {
        guard registeredCellIdentifiers.contains(identifier) else {
            throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
        }
        let cell = takeCell(identifier)
        cell.indexPath = path
        return cell
    }

    /// A header or footer view for `identifier`, reused or created.
    public func dequeueReusableSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) throws -> HeadlessSupplementaryView {
        guard registeredSupplementaryIdentifiers[placement]?.contains(identifier) == true else {
            throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
        }
        let view = takeSupplementaryView(placement, identifier)
        view.section = section
        return view
    }

    /// Takes a cell from the queue of a registered `identifier`, or creates one.
    func takeCell(_ identifier: String) -> HeadlessCell {
        counters.cellsDequeued += 1
        if let cell = cellQueues[identifier]?.popLast() {
            counters.cellsReused += 1
            return cell
        }
        counters.cellsCreated += 1
        nextCellSerial += 1
        return HeadlessCell(reuseIdentifier: identifier, serial: nextCellSerial)
    }

    func takeSupplementaryView(_ placement: ListSupplementaryPlacement, _ identifier: String)
        -> HeadlessSupplementaryView
    {
        counters.supplementaryViewsDequeued += 1
        if let view = supplementaryQueues[placement]?[identifier]?.popLast() {
            return view
        }
        counters.supplementaryViewsCreated += 1
        nextSupplementarySerial += 1
        return HeadlessSupplementaryView(reuseIdentifier: identifier, placement: placement, serial: nextSupplementarySerial)
    }

    func enqueue(_ cell: HeadlessCell) {
        cell.prepareForReuse()
        cellQueues[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    func enqueue(_ view: HeadlessSupplementaryView) {
        view.prepareForReuse()
        supplementaryQueues[view.placement, default: [:]][view.reuseIdentifier ?? "", default: []].append(view)
    }

    func appendLog(_ entry: LogEntry) {
        log.append(entry)
        if log.count > max(logLimit, 0) {
            log.removeFirst(log.count - max(logLimit, 0))
        }
    }
}
