import Foundation
@_spi(Testing) @_spi(TabulaInternal) import Tabula
@_spi(Testing) import TabulaUIKit
import UIKit

/// One list the model-based suite drives: a storage bound to a UIKit adapter whose view is
/// in a window, drag and drop on, multiple selection allowed, MFS cells whose heights follow
/// the content width and the list's text size. The table and the collection answer the same
/// questions here, each through its own view's API, so the suite's steps and checks are
/// written once.
@MainActor
protocol ModelSuiteList: AnyObject {
    /// "table" or "collection", for messages.
    var kind: String { get }
    var window: UIWindow { get }
    var storage: ListStorage<String, Contact> { get }
    var listView: UIScrollView { get }
    var updater: ListUpdater<String, Contact> { get }
    var layout: ListLayout { get }
    var contextChangeGate: (@MainActor (MeasuringContextChangeStep) async -> Void)? { get set }
    func waitForTextSizeChange() async -> MeasuringContextChange?
    /// Whether the adapter's pass measuring rows off screen runs.
    var isMeasuringOffScreen: Bool { get }

    // Selection, through the adapter.
    var adapterSelectedIDs: [Int] { get }
    func selectItem(withIdentifier identifier: Int) throws
    func deselectItem(withIdentifier identifier: Int) throws

    // What the view shows.
    var viewSectionCounts: [Int] { get }
    /// The item the data source answers for `path`.
    func dataSourceItem(at path: IndexPath) -> Contact?
    var visiblePaths: [IndexPath] { get }
    /// The name the visible cell at `path` shows (`nil`: no cell there).
    func shownName(at path: IndexPath) -> String?
    func cellFrame(at path: IndexPath) -> CGRect?
    /// The frame the view itself gives the row (a table's `rectForRow(at:)`, a collection
    /// layout's attributes).
    func viewFrame(at path: IndexPath) -> CGRect?
    /// The width the visible cell's content view has.
    func contentWidth(at path: IndexPath) -> CGFloat?
    /// The width a cell's content view should have at the view's width and safe area.
    var expectedContentWidth: CGFloat? { get }
    /// The catalog's height for `contact` at `width` in `measurer`'s text size.
    func catalogHeight(of contact: Contact, contentWidth width: CGFloat, measurer: UIKitTextMeasurer) -> CGFloat
    var selectedPaths: [IndexPath] { get }

    // The user.
    func userTaps(_ path: IndexPath)
    func userDeselects(_ path: IndexPath)
    func beginDrag(at paths: [IndexPath]) -> ModelDragDropSession?
    func drop(_ session: ModelDragDropSession, at destination: IndexPath?) -> ModelDropOutcome
    func endDrag(_ session: ModelDragDropSession)

    // Batch animations and the model's own judgement.
    var completesAnimationsAutomatically: Bool { get set }
    @discardableResult func finishAnimations() -> Int
    var batchCalls: Int { get }
    var counters: ModelListCounters { get }
    var acceptedBatches: [ModelBatchRecord] { get }
    var exceptions: [UIKitModelException] { get }
}

extension ModelSuiteList {
    /// Waits, polling, until the text size change in progress is over and the storage's
    /// current version is on screen with nothing in flight (the pass measuring rows off screen
    /// included); `false` after `seconds` (a
    /// stuck updater, reported as a problem rather than hanging the run).
    func settle(within seconds: Double = 20) async -> Bool {
        _ = await waitForTextSizeChange()
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            listView.layoutIfNeeded()
            if updater.isIdle, !isMeasuringOffScreen, updater.presentedVersion == storage.snapshot.version {
                // A second turn: a completion or a reload queued by the last one.
                await Task.yield()
                _ = await waitForTextSizeChange()
                listView.layoutIfNeeded()
                if updater.isIdle, !isMeasuringOffScreen, updater.presentedVersion == storage.snapshot.version {
                    return true
                }
            }
            await Task.yield()
            try? await Task.sleep(nanoseconds: 2_000_000)
        }
        return false
    }

    /// Ends held batch animations turn by turn until the updater is idle again.
    func finishHeldAnimations() async {
        completesAnimationsAutomatically = true
        for _ in 0..<200 {
            finishAnimations()
            if updater.isIdle, finishAnimations() == 0 { break }
            await Task.yield()
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    /// The initial data shown, then drag and drop on.
    static func sections(_ counts: [Int], nextID: inout Int) -> [ListSection<String, Contact>] {
        counts.enumerated().map { index, count in
            ListSection(
                ["A", "B", "C", "D"][index],
                items: (0..<count).map { _ in
                    nextID += 1
                    return Contact(nextID, ModelSuiteNames.name(for: nextID, variant: nextID))
                })
        }
    }
}

/// The names items carry: short ones that fit on a line, and long ones that wrap more as
/// the list narrows or the text grows, so a width or text size change moves rows.
enum ModelSuiteNames {
    static func name(for id: Int, variant: Int) -> String {
        switch variant % 3 {
        case 0: "Contact \(id)"
        case 1: "Contact \(id), whose name is long enough to wrap once the list is narrower"
        default: "Contact \(id) renamed \(variant), a line or two at most sizes, three at the largest"
        }
    }
}

/// A table adapter on the model.
@MainActor
final class ModelSuiteTable: ModelSuiteList {
    let kind = "table"
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 480))
    let tableView: UITableView
    let storage: ListStorage<String, Contact>
    let adapter: TableViewAdapter<String, Contact>

    init(sections: [ListSection<String, Contact>]) async {
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 480), style: .plain)
        tableView.allowsMultipleSelection = true
        window.addSubview(tableView)
        storage = try! ListStorage(sections: sections)  // fixture: unique section identities
        var cells = TableCellCatalog<Contact>()
        cells.register(mfs: ContactCell.self, context: UIKitTextMeasurer())
        adapter = TableViewAdapter(tableView: tableView, cells: cells)
        adapter.bind(to: storage)
        adapter.enableDragAndDrop()
        _ = await settle()
    }

    var listView: UIScrollView { tableView }
    var updater: ListUpdater<String, Contact> { adapter.updater }
    var layout: ListLayout { adapter.layout }
    var contextChangeGate: (@MainActor (MeasuringContextChangeStep) async -> Void)? {
        get { adapter.contextChangeGate }
        set { adapter.contextChangeGate = newValue }
    }
    func waitForTextSizeChange() async -> MeasuringContextChange? { await adapter.waitForTextSizeChange() }
    var isMeasuringOffScreen: Bool { adapter.isMeasuringOffScreen }

    var adapterSelectedIDs: [Int] { adapter.selectedItems.map(\.id) }
    func selectItem(withIdentifier identifier: Int) throws { try adapter.selectItem(withIdentifier: identifier) }
    func deselectItem(withIdentifier identifier: Int) throws { try adapter.deselectItem(withIdentifier: identifier) }

    var viewSectionCounts: [Int] { (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) } }
    func dataSourceItem(at path: IndexPath) -> Contact? { adapter.item(at: ListIndexPath(path)) }
    var visiblePaths: [IndexPath] { (tableView.indexPathsForVisibleRows ?? []).sorted() }
    func shownName(at path: IndexPath) -> String? {
        guard let cell = tableView.cellForRow(at: path) else { return nil }
        return cell.content(as: ContactCell.self)?.nameLabel?.text ?? "(a \(type(of: cell)))"
    }
    func cellFrame(at path: IndexPath) -> CGRect? { tableView.cellForRow(at: path)?.frame }
    func viewFrame(at path: IndexPath) -> CGRect? { tableView.rectForRow(at: path) }
    func contentWidth(at path: IndexPath) -> CGFloat? { tableView.cellForRow(at: path)?.contentView.bounds.width }
    var expectedContentWidth: CGFloat? {
        // A plain cell without accessory: the table's width less the safe area the content
        // views are inset by (`insetsContentViewsToSafeArea`, UITableView.h:474, YES by default).
        let insets = tableView.safeAreaInsets
        return tableView.bounds.width - insets.left - insets.right
    }
    func catalogHeight(of contact: Contact, contentWidth width: CGFloat, measurer: UIKitTextMeasurer) -> CGFloat {
        ContactCell.height(for: contact, width: width, context: measurer)
    }
    var selectedPaths: [IndexPath] { (tableView.indexPathsForSelectedRows ?? []).sorted() }

    func userTaps(_ path: IndexPath) { tableView.modelSimulateTap(at: path) }
    func userDeselects(_ path: IndexPath) { tableView.modelSimulateDeselection(at: path) }
    func beginDrag(at paths: [IndexPath]) -> ModelDragDropSession? { tableView.modelBeginDrag(at: paths) }
    func drop(_ session: ModelDragDropSession, at destination: IndexPath?) -> ModelDropOutcome {
        tableView.modelDrop(session, at: destination)
    }
    func endDrag(_ session: ModelDragDropSession) { tableView.modelEndDrag(session) }

    var completesAnimationsAutomatically: Bool {
        get { tableView.modelCompletesAnimationsAutomatically }
        set { tableView.modelCompletesAnimationsAutomatically = newValue }
    }
    func finishAnimations() -> Int { tableView.modelFinishAnimations() }
    var batchCalls: Int { tableView.modelCounters.performBatchUpdatesCalls }
    var counters: ModelListCounters { tableView.modelCounters }
    var acceptedBatches: [ModelBatchRecord] { tableView.modelAcceptedBatches }
    var exceptions: [UIKitModelException] { tableView.modelExceptions }
}

/// A collection adapter on the model, Tabula's layout (one column).
@MainActor
final class ModelSuiteCollection: ModelSuiteList {
    let kind = "collection"
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 414, height: 480))
    let collectionView: UICollectionView
    let storage: ListStorage<String, Contact>
    let adapter: CollectionViewAdapter<String, Contact>

    init(sections: [ListSection<String, Contact>]) async {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 480), collectionViewLayout: TabulaCollectionViewLayout())
        collectionView.allowsMultipleSelection = true
        window.addSubview(collectionView)
        storage = try! ListStorage(sections: sections)  // fixture: unique section identities
        var cells = CollectionCellCatalog<Contact>()
        cells.register(mfs: ContactTile.self, context: UIKitTextMeasurer())
        adapter = CollectionViewAdapter(collectionView: collectionView, cells: cells)
        adapter.bind(to: storage)
        adapter.enableDragAndDrop()
        _ = await settle()
    }

    var listView: UIScrollView { collectionView }
    var updater: ListUpdater<String, Contact> { adapter.updater }
    var layout: ListLayout { adapter.layout }
    var contextChangeGate: (@MainActor (MeasuringContextChangeStep) async -> Void)? {
        get { adapter.contextChangeGate }
        set { adapter.contextChangeGate = newValue }
    }
    func waitForTextSizeChange() async -> MeasuringContextChange? { await adapter.waitForTextSizeChange() }
    var isMeasuringOffScreen: Bool { adapter.isMeasuringOffScreen }

    var adapterSelectedIDs: [Int] { adapter.selectedItems.map(\.id) }
    func selectItem(withIdentifier identifier: Int) throws { try adapter.selectItem(withIdentifier: identifier) }
    func deselectItem(withIdentifier identifier: Int) throws { try adapter.deselectItem(withIdentifier: identifier) }

    var viewSectionCounts: [Int] {
        (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }
    func dataSourceItem(at path: IndexPath) -> Contact? { adapter.item(at: ListIndexPath(path)) }
    var visiblePaths: [IndexPath] { collectionView.indexPathsForVisibleItems.sorted() }
    func shownName(at path: IndexPath) -> String? {
        guard let cell = collectionView.cellForItem(at: path) else { return nil }
        return cell.content(as: ContactTile.self)?.nameLabel.text ?? "(a \(type(of: cell)))"
    }
    func cellFrame(at path: IndexPath) -> CGRect? { collectionView.cellForItem(at: path)?.frame }
    func viewFrame(at path: IndexPath) -> CGRect? {
        collectionView.collectionViewLayout.layoutAttributesForItem(at: path)?.frame
    }
    func contentWidth(at path: IndexPath) -> CGFloat? { collectionView.cellForItem(at: path)?.bounds.width }
    /// Tabula's collection layout gives its items the width its configuration derives from
    /// the container: checked against the layout's own frames, not derived here.
    var expectedContentWidth: CGFloat? { nil }
    func catalogHeight(of contact: Contact, contentWidth width: CGFloat, measurer: UIKitTextMeasurer) -> CGFloat {
        ContactTile.height(for: contact, width: width, context: measurer)
    }
    var selectedPaths: [IndexPath] { (collectionView.indexPathsForSelectedItems ?? []).sorted() }

    func userTaps(_ path: IndexPath) { collectionView.modelSimulateTap(at: path) }
    func userDeselects(_ path: IndexPath) { collectionView.modelSimulateDeselection(at: path) }
    func beginDrag(at paths: [IndexPath]) -> ModelDragDropSession? { collectionView.modelBeginDrag(at: paths) }
    func drop(_ session: ModelDragDropSession, at destination: IndexPath?) -> ModelDropOutcome {
        collectionView.modelDrop(session, at: destination)
    }
    func endDrag(_ session: ModelDragDropSession) { collectionView.modelEndDrag(session) }

    var completesAnimationsAutomatically: Bool {
        get { collectionView.modelCompletesAnimationsAutomatically }
        set { collectionView.modelCompletesAnimationsAutomatically = newValue }
    }
    func finishAnimations() -> Int { collectionView.modelFinishAnimations() }
    var batchCalls: Int { collectionView.modelCounters.performBatchUpdatesCalls }
    var counters: ModelListCounters { collectionView.modelCounters }
    var acceptedBatches: [ModelBatchRecord] { collectionView.modelAcceptedBatches }
    var exceptions: [UIKitModelException] { collectionView.modelExceptions }
}
