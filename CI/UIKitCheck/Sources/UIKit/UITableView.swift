import Foundation

/// A list of rows in sections.
///
/// Model: backed by the model's list engine (see `ListViewEngine`): batches are judged
/// by ``BatchUpdateOracle`` against UIKit's rules, cells are dequeued through the data source and reused, visible
/// rows follow the delegate's heights and the scroll position. Exceptions UIKit would
/// raise are recorded in ``modelExceptions``.
@MainActor
open class UITableView: UIScrollView, ModelListView {
    /// The table styles (`insetGrouped`: iOS 13, not tvOS, as in UIKit).
    public enum Style: Int, Sendable {
        case plain, grouped
        @available(iOS 13.0, *)
        @available(tvOS, unavailable)
        case insetGrouped
    }

    /// How inserted, deleted and reloaded rows animate.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// The value of a height that UIKit works out itself (`UITableViewAutomaticDimension`):
    /// the default of the row, estimated row, header and footer heights.
    public static let automaticDimension: CGFloat = -1

    /// The table's style. (A get-only `open var`, as UIKit declares it.)
    open var style: UITableView.Style {
        storedStyle
    }
    private let storedStyle: UITableView.Style
    /// Where the data comes from (held weakly).
    open weak var dataSource: (any UITableViewDataSource)?
    /// Who is told about selection and asked for heights and header views (held weakly).
    open weak var delegate: (any UITableViewDelegate)? {
        // UIKit asks which optional methods the delegate has when it is set
        // (ModelDelegateResponses.swift).
        didSet { delegateResponses.delegateSet(delegate, selectors: Self.modelDelegateSelectors) }
    }
    /// What the delegate answered `responds(to:)` when it was set. *Model internals.*
    var delegateResponses = ModelDelegateResponses()
    /// Who is told about rows about to appear (held weakly).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// The row height when the delegate gives none; ``automaticDimension`` by default, as
    /// in UIKit. Model: cells do not size themselves (no Auto Layout), so an automatic row
    /// height is the row's estimated height (the delegate's, else ``estimatedRowHeight``),
    /// and 44 points (UIKit's standard row height) when that is automatic or 0 too.
    open var rowHeight: CGFloat = UITableView.automaticDimension

    /// Whether the cells', headers' and footers' content views are kept inside the safe
    /// area; `true` by default (UITableView.h:474, iOS 11). Model: cells' content views
    /// are inset by the left and right safe area (see `UITableViewCell.layoutSubviews`).
    open var insetsContentViewsToSafeArea = true
    /// Whether the table is in editing mode (see UITableView+Editing.swift). *Model internals.*
    var modelIsEditing = false

    /// Whether rows are separated by a line. Model: kept, nothing is drawn.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The estimated row height when the delegate gives none; ``automaticDimension`` by
    /// default, as in UIKit.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The header height when the delegate gives none; ``automaticDimension`` by default,
    /// as in UIKit (UITableView.h:364). Model: an automatic header height is 0 (no header)
    /// in plain tables, the grouped default in grouped ones (see
    /// `modelResolvedSupplementaryHeight`). UIKit sizes the delegate's header view (or
    /// title) itself: a delegate that shows header views must give their heights to be
    /// tested on the model.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// Padding above each section header; ``automaticDimension`` by default
    /// (UITableView.h:374-375, iOS 15). See `modelHeaderTopPadding(_:)` for what the model
    /// makes of the automatic value.
    @available(iOS 15.0, tvOS 15.0, *)
    open var sectionHeaderTopPadding: CGFloat {
        get { storedSectionHeaderTopPadding }
        set { storedSectionHeaderTopPadding = newValue }
    }
    var storedSectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// The footer height when the delegate gives none; ``automaticDimension`` by default,
    /// as in UIKit. Model: an automatic footer height is 0 (no footer); see
    /// ``sectionHeaderHeight``.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

    let tableFrames = TableRowFrames()
    private var engineStorage: ListViewEngine?
    var engine: ListViewEngine {
        if let engineStorage { return engineStorage }
        let engine = ListViewEngine(kind: .tableView, view: self, frames: tableFrames)
        engineStorage = engine
        return engine
    }

    /// Creates a table.
    public init(frame: CGRect, style: UITableView.Style) {
        storedStyle = style
        super.init(frame: frame)
        tableFrames.tableView = self
    }

    /// A plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    override func modelViewportDidChange() {
        engineStorage?.viewportDidChange()
    }

    /// A view behind the content, sized to the table's bounds.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            backgroundView.map(modelPlaceBackgroundView)
        }
    }

    private func modelPlaceBackgroundView(_ view: UIView) {
        view.frame = CGRect(origin: .zero, size: bounds.size)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

    // MARK: Counts

    /// The number of sections the table shows.
    open var numberOfSections: Int {
        engine.numberOfSections
    }

    /// The number of rows the table shows in `section`.
    @discardableResult
    open func numberOfRows(inSection section: Int) -> Int {
        engine.numberOfItems(inSection: section)
    }

    // MARK: Registration and dequeuing

    /// Registers a cell class for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        engine.registerCell(cellClass.map(ModelViewFactory.type), identifier: identifier)
    }

    /// Registers a nib holding one cell for `identifier`.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        engine.registerCell(nib.map(ModelViewFactory.nib), identifier: identifier)
    }

    /// Registers a header or footer view class for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        engine.registerSupplementary(aClass.map(ModelViewFactory.type), key: identifier)
    }

    /// Registers a nib holding one header or footer view for `identifier`.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        engine.registerSupplementary(nib.map(ModelViewFactory.nib), key: identifier)
    }

    /// A reusable cell for `identifier`, sized for the row at `indexPath`. An unregistered
    /// identifier raises UIKit's exception (the model returns a blank cell).
    @discardableResult
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = engine.dequeueCell(identifier: identifier, at: indexPath) as? UITableViewCell { return cell }
        let placeholder = UITableViewCell(style: .default, reuseIdentifier: identifier)
        engine.noteDequeued(placeholder)
        return placeholder
    }

    /// A reusable cell for `identifier`, or `nil` when none is registered (UITableView.h:479:
    /// "used by the delegate to acquire an already allocated cell"). Unlike the `for:`
    /// variant it is sized for no row and belongs to no row (model: not given the table's
    /// safe area either, as it is not in the table).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        engine.dequeueUnplacedCell(identifier: identifier) as? UITableViewCell
    }

    /// A reusable header or footer view for `identifier`, or `nil` when none is registered.
    @discardableResult
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let view = engine.dequeueSupplementary(key: identifier, identifier: identifier) as? UITableViewHeaderFooterView
        // UIKit's headers are subviews of their table, and get its safe area from it.
        view?.modelTableView = self
        return view
    }

    // MARK: Updates

    /// Runs `updates` (which changes the data source and declares the changes) as one
    /// animated batch; `completion` runs when the animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        engine.performBatchUpdates(updates, completion: completion)
    }

    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.noteRowAnimation(animation)
        engine.record(.insertSections(sections))
    }

    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.noteRowAnimation(animation)
        engine.record(.deleteSections(sections))
    }

    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        engine.noteRowAnimation(animation)
        engine.record(.reloadSections(sections))
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        engine.record(.moveSection(section, toSection: newSection))
    }

    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.noteRowAnimation(animation)
        engine.record(.insertItems(indexPaths))
    }

    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.noteRowAnimation(animation)
        engine.record(.deleteItems(indexPaths))
    }

    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        engine.noteRowAnimation(animation)
        engine.record(.reloadItems(indexPaths))
    }

    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        engine.record(.moveItem(indexPath, to: newIndexPath))
    }

    /// Asks the data source for the visible cells of `indexPaths` again, getting the same
    /// cell objects back from `dequeueReusableCell(withIdentifier:for:)`.
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        engine.reconfigure(indexPaths)
    }

    /// Forgets every row and asks the data source again.
    open func reloadData() {
        engine.reloadData()
    }

    /// Whether the user is in the middle of reordering (UITableView.h, line 434-435, iOS 26.2 SDK; see
    /// ListViewEngine+InteractiveMove.swift for what the model represents).
    @available(iOS 11.0, *)
    open var hasUncommittedUpdates: Bool {
        engine.hasUncommittedUpdates
    }

    // MARK: Visible views

    /// The visible cell of `indexPath`, if any.
    @discardableResult
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        engine.visibleCell(at: indexPath) as? UITableViewCell
    }

    /// The index path of `cell`, or `nil` when it shows no row (it is not visible).
    @discardableResult
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        engine.indexPathsForVisibleItems.first { engine.visibleCell(at: $0) === cell }
    }

    /// The visible cells, top to bottom.
    open var visibleCells: [UITableViewCell] {
        engine.indexPathsForVisibleItems.compactMap { engine.visibleCell(at: $0) as? UITableViewCell }
    }

    /// The visible rows' index paths, or `nil` when none.
    open var indexPathsForVisibleRows: [IndexPath]? {
        let paths = engine.indexPathsForVisibleItems
        return paths.isEmpty ? nil : paths
    }

    /// The visible header view of `section`, if any.
    @discardableResult
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engine.visibleSupplementaryView(ModelSupplementaryPlacement.header, section: section)
            as? UITableViewHeaderFooterView
    }

    /// The visible footer view of `section`, if any.
    @discardableResult
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        engine.visibleSupplementaryView(ModelSupplementaryPlacement.footer, section: section)
            as? UITableViewHeaderFooterView
    }

    /// Loads the data on the first layout, as UIKit does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        engine.loadIfNeeded()
    }

    // MARK: ModelListView

    func modelNumberOfSections() -> Int? {
        guard let dataSource else { return nil }
        return dataSource.numberOfSections(in: self)
    }

    func modelNumberOfItems(inSection section: Int) -> Int {
        dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0
    }

    func modelCell(at indexPath: IndexPath) -> UIView? {
        let path = IndexPath(row: indexPath.item, section: indexPath.section)
        guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { return nil }
        // The table sets the editing attributes on the cell it gets (UITableView.h:546).
        modelApplyEditingAttributes(to: cell, at: path)
        return cell
    }

    func modelHasSupplementary(_ placement: ModelSupplementaryPlacement, inSection section: Int) -> Bool {
        (placement == .header ? modelHeaderHeight(section) : modelFooterHeight(section)) > 0
    }

    func modelSupplementaryView(_ placement: ModelSupplementaryPlacement, inSection section: Int) -> UIView? {
        switch placement {
        case .header: delegate?.tableView(self, viewForHeaderInSection: section)
        case .footer: delegate?.tableView(self, viewForFooterInSection: section)
        }
    }

    func modelPrefetch(_ indexPaths: [IndexPath]) {
        prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
    }

    func modelCancelPrefetch(_ indexPaths: [IndexPath]) {
        prefetchDataSource?.tableView(self, cancelPrefetchingForRowsAt: indexPaths)
    }

    func modelFrame(forItemAt indexPath: IndexPath) -> CGRect {
        engine.frame(at: indexPath)
    }

    /// The row's height: the delegate's or ``rowHeight``; when that is automatic, the
    /// estimate (the delegate's or ``estimatedRowHeight``); when that is automatic or 0 (no
    /// estimate), 44.
    func modelRowHeight(_ indexPath: IndexPath) -> CGFloat {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard height == Self.automaticDimension else { return height }
        let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return estimate > 0 ? estimate : 44
    }

    /// The header's height: the delegate's or ``sectionHeaderHeight``, resolved for the
    /// table's style (`modelResolvedSupplementaryHeight`).
    func modelHeaderHeight(_ section: Int) -> CGFloat {
        modelResolvedSupplementaryHeight(
            delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
    }

    /// The footer's height: the delegate's or ``sectionFooterHeight``, resolved for the
    /// table's style (`modelResolvedSupplementaryHeight`).
    func modelFooterHeight(_ section: Int) -> CGFloat {
        modelResolvedSupplementaryHeight(
            delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
    }
}
