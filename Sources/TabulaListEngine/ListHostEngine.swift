import Foundation
import Logging
import Tabula

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The machinery every Tabula list host shares: presented counts, reuse queues, visible
/// cell and header bookkeeping, batch checking with ``/Tabula/BatchUpdateRules``, reloads,
/// reconfigures, scrolling and resizing. ``HeadlessListView`` and the terminal host are
/// thin shells around one engine each, so both follow UIKit in exactly the same way.
///
/// Public in name only: every member is package-internal. A host reaches it through
/// ``ListEngineHost``, which forwards what every host offers, and exposes the rest itself.
@MainActor
public final class ListHostEngine<Cell: ListHostEngineCell, Supplementary: ListHostEngineSupplementaryView> {
    /// Table or collection: decides rules and message wording.
    package let kind: ListHostKind
    /// The data source, held weakly (as UIKit holds it).
    package weak var dataSource: (any ListHostDataSource)?
    /// The source of every frame.
    package let frameProvider: any ListFrameProvider
    /// `frameProvider` when it also places headers and footers; cast once here rather than
    /// on every header of every frame.
    let supplementaryFrameProvider: (any ListSupplementaryFrameProvider)?
    /// What a batch that breaks UIKit's rules does.
    package var strictness: ListHostStrictness
    /// Whether the view has a window.
    package var isInWindow = true
    /// The most entries ``log`` keeps.
    package var logLimit = 100
    /// Where fallback reloads are reported.
    package let logger: Logger
    /// Called after the visible cells and headers were brought in line (after every
    /// batch, reload, reconfigure, scroll and resize): hosts with real views place them.
    package var didSyncVisible: (@MainActor () -> Void)?

    package var viewportSize: CGSize
    /// The direction cells are placed in (see `ListHostEngine+LayoutDirection.swift`).
    package internal(set) var layoutDirection: ListLayoutDirection = .leftToRight
    /// The measuring context the list is laid out in; its width is ignored (the viewport's
    /// is used).
    package var measuringContext = ListMeasuringContext(width: 0)
    package var contentOffset: CGPoint = .zero
    package var presentedCounts: [Int]?
    package var counters = ListHostCounters()
    package var log: [ListHostLogEntry] = []

    /// The cell factories by reuse identifier, making `AnyObject`s (always a `Cell`) for the
    /// same reason as the queues below: asked once per newly shown cell, a dictionary of the
    /// generic factory type asked the runtime for the function type's metadata every time.
    private var cellFactories: [String: (String, Int) -> AnyObject] = [:]
    package var supplementaryFactories: [ListSupplementaryPlacement: [String: (String, Int) -> Supplementary]] = [:]
    /// The reuse queues, by reuse identifier, stored as `AnyObject` for the same reason as
    /// ``visibleCellObjects``: a generic element type made every enqueue and dequeue of a
    /// scroll frame run the standard library's unspecialized code.
    package var cellQueues: [String: [AnyObject]] = [:]
    package var supplementaryQueues: [ListSupplementaryPlacement: [String: [AnyObject]]] = [:]
    /// What `syncVisible` works in, kept between frames so a scroll frame allocates
    /// nothing once they have grown to a screenful (see `ListHostEngine+Visibility.swift`).
    var syncScratch = SyncScratch()
    /// The visible cells by index path, and the visible headers and footers by element,
    /// stored as `AnyObject`. With the generic `Cell` as the value type, every dictionary
    /// operation of a scroll frame ran the standard library's unspecialized code from another
    /// module, which looks generic metadata up at run time (a third of a fling frame's
    /// instructions); with a concrete value type it is specialized here. Read them typed
    /// through ``visibleCell(at:)`` and ``visibleCellsByPath``.
    package internal(set) var visibleCellObjects: [ListIndexPath: AnyObject] = [:]
    package internal(set) var visibleSupplementaryObjects: [ListSupplementaryElement: AnyObject] = [:]

    /// The visible cells by index path (a copy, typed).
    package var visibleCellsByPath: [ListIndexPath: Cell] {
        visibleCellObjects.mapValues(Self.cell)
    }

    /// The visible headers and footers by element (a copy, typed).
    package var visibleSupplementaryByElement: [ListSupplementaryElement: Supplementary] {
        visibleSupplementaryObjects.mapValues(Self.supplementary)
    }

    /// The visible cell at `path`, if any.
    package func visibleCell(at path: ListIndexPath) -> Cell? {
        visibleCellObjects[path].map(Self.cell)
    }

    /// The visible header or footer of `element`, if any.
    package func visibleSupplementaryView(_ element: ListSupplementaryElement) -> Supplementary? {
        visibleSupplementaryObjects[element].map(Self.supplementary)
    }

    /// A stored cell, typed again: every object stored is a `Cell` (only cells go in).
    @inline(__always)
    static func cell(_ object: AnyObject) -> Cell {
        unsafeDowncast(object, to: Cell.self)
    }

    /// A stored header or footer, typed again.
    @inline(__always)
    static func supplementary(_ object: AnyObject) -> Supplementary {
        unsafeDowncast(object, to: Supplementary.self)
    }
    package var pendingCompletions: [@MainActor (Bool) -> Void] = []
    private var nextCellSerial = 0
    private var nextSupplementarySerial = 0

    package init(
        kind: ListHostKind, viewportSize: CGSize, frameProvider: any ListFrameProvider,
        strictness: ListHostStrictness, logger: Logger
    ) {
        self.kind = kind
        self.viewportSize = viewportSize
        self.frameProvider = frameProvider
        self.supplementaryFrameProvider = frameProvider as? any ListSupplementaryFrameProvider
        self.strictness = strictness
        self.logger = logger
    }

    /// ``measuringContext`` at `width`: what the frame provider is updated in.
    package func context(width: CGFloat) -> ListMeasuringContext {
        measuringContext.withWidth(width)
    }

    // MARK: Presented data

    package var numberOfSections: Int {
        presentedCounts?.count ?? 0
    }

    package func numberOfItems(inSection section: Int) -> Int {
        guard let counts = presentedCounts, section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    package var indexPathsForVisibleItems: [ListIndexPath] {
        visibleCellObjects.keys.sorted()
    }

    package var visibleCells: [Cell] {
        indexPathsForVisibleItems.compactMap { visibleCell(at: $0) }
    }

    package var visibleSupplementaryElements: [ListSupplementaryElement] {
        visibleSupplementaryObjects.keys.sorted()
    }

    package func reuseQueueCount(forIdentifier identifier: String) -> Int {
        cellQueues[identifier]?.count ?? 0
    }

    package var visibleRect: CGRect {
        CGRect(origin: contentOffset, size: viewportSize)
    }

    // MARK: Registration and reuse

    /// Registers `identifier` for cells made by `make(identifier, serial)`.
    package func registerCell(forReuseIdentifier identifier: String, make: @escaping (String, Int) -> Cell) {
        cellFactories[identifier] = { make($0, $1) }
    }

    /// Registers `identifier` for headers or footers made by `make(identifier, serial)`.
    package func registerSupplementaryView(
        _ placement: ListSupplementaryPlacement, forReuseIdentifier identifier: String,
        make: @escaping (String, Int) -> Supplementary
    ) {
        supplementaryFactories[placement, default: [:]][identifier] = make
    }

    package func isCellRegistered(_ identifier: String) -> Bool {
        cellFactories[identifier] != nil
    }

    package func dequeueReusableCell(withReuseIdentifier identifier: String, for path: ListIndexPath) throws -> Cell {
        guard isCellRegistered(identifier) else {
            throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
        }
        let cell = try takeCell(identifier)
        cell.listHostDidAssign(path, frame: placedFrame(at: path))
        return cell
    }

    package func dequeueReusableSupplementaryView(
        _ placement: ListSupplementaryPlacement, withReuseIdentifier identifier: String, inSection section: Int
    ) throws -> Supplementary {
        guard supplementaryFactories[placement]?[identifier] != nil else {
            throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
        }
        let view = try takeSupplementaryView(placement, identifier)
        let element = ListSupplementaryElement(placement, section: section)
        view.listHostDidAssign(element, frame: placedSupplementaryFrame(element))
        return view
    }

    /// Takes a cell from the queue of a registered `identifier`, or creates one.
    /// - Throws: ``ListHostError/unregisteredReuseIdentifier(_:kind:)`` when `identifier` is
    ///   not registered (callers check first; this keeps a missed check from crashing).
    package func takeCell(_ identifier: String) throws -> Cell {
        counters.cellsDequeued += 1
        if let cell = cellQueues[identifier]?.popLast() {
            counters.cellsReused += 1
            return Self.cell(cell)
        }
        return try makeCell(identifier)
    }

    /// Creates a new cell of a registered `identifier`, counted in
    /// ``ListHostCounters/cellsCreated``.
    /// - Throws: ``ListHostError/unregisteredReuseIdentifier(_:kind:)`` when `identifier` is
    ///   not registered.
    package func makeCell(_ identifier: String) throws -> Cell {
        guard let make = cellFactories[identifier] else {
            throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
        }
        counters.cellsCreated += 1
        nextCellSerial += 1
        return Self.cell(make(identifier, nextCellSerial))
    }

    /// Takes a header or footer from the queue of a registered `identifier`, or creates one.
    /// - Throws: ``ListHostError/unregisteredReuseIdentifier(_:kind:)`` when `identifier` is
    ///   not registered for `placement`.
    package func takeSupplementaryView(
        _ placement: ListSupplementaryPlacement, _ identifier: String
    ) throws -> Supplementary {
        counters.supplementaryViewsDequeued += 1
        if let view = supplementaryQueues[placement]?[identifier]?.popLast() {
            return Self.supplementary(view)
        }
        guard let make = supplementaryFactories[placement]?[identifier] else {
            throw ListHostError.unregisteredReuseIdentifier(identifier, kind: kind)
        }
        counters.supplementaryViewsCreated += 1
        nextSupplementarySerial += 1
        return make(identifier, nextSupplementarySerial)
    }

    package func enqueue(_ cell: Cell) {
        cell.listHostPrepareForReuse()
        cellQueues[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    package func enqueue(_ view: Supplementary, _ placement: ListSupplementaryPlacement) {
        view.listHostPrepareForReuse()
        supplementaryQueues[placement, default: [:]][view.reuseIdentifier ?? "", default: []].append(view)
    }

    package func appendLog(_ entry: ListHostLogEntry) {
        log.append(entry)
        if log.count > max(logLimit, 0) {
            log.removeFirst(log.count - max(logLimit, 0))
        }
    }

    /// The frame of a header or footer when the frame provider places them: pinned to
    /// ``visibleRect`` when the provider pins headers or footers.
    package func supplementaryFrame(_ element: ListSupplementaryElement) -> CGRect? {
        supplementaryFrameProvider?.supplementaryFrame(
            element.placement, inSection: element.section, pinnedIn: visibleRect)
    }
}
