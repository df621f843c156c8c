import Foundation

/// A scrolling set of items in sections, placed by a layout object.
///
/// Model: backed by the model's list engine (see `ListViewEngine`) whose frames are the
/// `collectionViewLayout`'s answers: batches are judged by ``BatchUpdateOracle`` against
/// UIKit's rules, cells are
/// dequeued through the data source and reused, visible items follow the layout and the
/// scroll position. Exceptions UIKit would raise are recorded in ``modelExceptions``.
@MainActor
open class UICollectionView: UIScrollView, ModelListView {
    /// What kind of element layout attributes describe (UIKit's `UICollectionElementCategory`,
    /// nested here as in UIKit's API notes).
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// The element kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where the data comes from (held weakly).
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Who is told about selection (held weakly).
    open weak var delegate: (any UICollectionViewDelegate)? {
        // UIKit asks which optional methods the delegate has when it is set
        // (ModelDelegateResponses.swift).
        didSet { delegateResponses.delegateSet(delegate, selectors: Self.modelDelegateSelectors) }
    }
    /// What the delegate answered `responds(to:)` when it was set. *Model internals.*
    var delegateResponses = ModelDelegateResponses()
    /// Who is told about items about to appear (held weakly).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether cells are asked for ahead of display (UICollectionView.h:372; Apple's page
    /// https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled:
    /// "the collection view requests cells in advance of when they will be displayed"; the
    /// default is `true`). Model: see ListViewEngine+CellPreparation.swift.
    open var isPrefetchingEnabled: Bool {
        get { engine.preparesCellsAhead }
        set { engine.preparesCellsAhead = newValue }
    }

    let frames = CollectionLayoutFrames()
    private var storedLayout: UICollectionViewLayout
    private var engineStorage: ListViewEngine?
    var engine: ListViewEngine {
        if let engineStorage { return engineStorage }
        let engine = ListViewEngine(kind: .collectionView, view: self, frames: frames)
        engineStorage = engine
        return engine
    }

    /// Creates a collection view placed by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        storedLayout = layout
        super.init(frame: frame)
        layout.attachedCollectionView = self
        frames.collectionView = self
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A collection view without a layout. It compiles, as in UIKit (through `UIView`'s
    /// `init()`), where it raises "UICollectionView must be initialized with a non-nil
    /// layout parameter"; the model records that exception and uses an empty layout.
    public convenience init() {
        self.init(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        engine.raise(
            "UICollectionView must be initialized with a non-nil layout parameter", name: "NSInvalidArgumentException")
    }

    /// The layout; setting one lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set {
            storedLayout.attachedCollectionView = nil
            storedLayout = newValue
            newValue.attachedCollectionView = self
            if engine.isLoaded { engine.reloadData(counting: false) }
        }
    }

    override func modelViewportDidChange() {
        modelAskLayoutAboutBoundsChange()
        engineStorage?.viewportDidChange()
    }

    /// A view behind the content, sized to the collection view's bounds.
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

    /// The number of sections the collection view shows.
    open var numberOfSections: Int {
        engine.numberOfSections
    }

    /// The number of items the collection view shows in `section`.
    @discardableResult
    open func numberOfItems(inSection section: Int) -> Int {
        // An open drop gap is an item (UICollectionView+DragAndDrop.swift).
        engine.numberOfItems(inSection: section) + (engine.dragAndDrop.gapItem?.section == section ? 1 : 0)
    }

    // MARK: Registration and dequeuing

    /// Registers a cell class for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        engine.registerCell(cellClass.map(ModelViewFactory.type), identifier: identifier)
    }

    /// Registers a nib holding one cell for `identifier`.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        engine.registerCell(nib.map(ModelViewFactory.nib), identifier: identifier)
    }

    /// Registers a supplementary view class of `elementKind` for `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        engine.registerSupplementary(viewClass.map(ModelViewFactory.type), key: elementKind + "|" + identifier)
    }

    /// Registers a nib holding one supplementary view of `kind` for `identifier`.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        engine.registerSupplementary(nib.map(ModelViewFactory.nib), key: kind + "|" + identifier)
    }

    /// A reusable cell for `identifier`, with the layout's frame for `indexPath`. An
    /// unregistered identifier raises UIKit's exception (the model returns a blank cell).
    @discardableResult
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = engine.dequeueCell(identifier: identifier, at: indexPath) as? UICollectionViewCell { return cell }
        let placeholder = UICollectionViewCell(frame: .zero)
        engine.noteDequeued(placeholder)
        return placeholder
    }

    /// A reusable supplementary view. An unregistered kind and identifier raises UIKit's
    /// exception (the model returns a blank view).
    @discardableResult
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        if let view = engine.dequeueSupplementary(key: elementKind + "|" + identifier, identifier: identifier)
            as? UICollectionReusableView
        {
            view.frame =
                collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)?.frame
                ?? .zero
            engine.noteSupplementaryDequeued(view, kind: elementKind, at: indexPath)
            return view
        }
        engine.raise(
            "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        let placeholder = UICollectionReusableView(frame: .zero)
        // Counts as dequeued: the exception is recorded already.
        engine.noteSupplementaryDequeued(placeholder, kind: elementKind, at: indexPath)
        return placeholder
    }

    // MARK: Updates

    /// Runs `updates` (which changes the data source and declares the changes) as one
    /// animated batch; `completion` runs when the animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        engine.performBatchUpdates(updates, completion: completion)
    }

    open func insertSections(_ sections: IndexSet) {
        engine.record(.insertSections(sections))
    }

    open func deleteSections(_ sections: IndexSet) {
        engine.record(.deleteSections(sections))
    }

    open func reloadSections(_ sections: IndexSet) {
        engine.record(.reloadSections(sections))
    }

    open func moveSection(_ section: Int, toSection newSection: Int) {
        engine.record(.moveSection(section, toSection: newSection))
    }

    open func insertItems(at indexPaths: [IndexPath]) {
        engine.record(.insertItems(indexPaths))
    }

    open func deleteItems(at indexPaths: [IndexPath]) {
        engine.record(.deleteItems(indexPaths))
    }

    open func reloadItems(at indexPaths: [IndexPath]) {
        engine.record(.reloadItems(indexPaths))
    }

    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        engine.record(.moveItem(indexPath, to: newIndexPath))
    }

    /// Asks the data source for the visible cells of `indexPaths` again, getting the same
    /// cell objects back from `dequeueReusableCell(withReuseIdentifier:for:)`.
    @available(iOS 15.0, tvOS 15.0, *)
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        engine.reconfigure(indexPaths)
    }

    /// Forgets every item and asks the data source again, in the next layout pass (see
    /// UICollectionView+Reload.swift).
    open func reloadData() {
        modelRequestReload()
    }

    /// Whether the user is in the middle of reordering (UICollectionView.h, lines 418-419, iOS 26.2 SDK; see
    /// ListViewEngine+InteractiveMove.swift for what the model represents).
    @available(iOS 11.0, *)
    open var hasUncommittedUpdates: Bool {
        engine.hasUncommittedUpdates
    }

    // MARK: Visible views

    /// The visible cell of `indexPath`, if any.
    @discardableResult
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        engine.visibleCell(at: indexPath) as? UICollectionViewCell
    }

    /// The visible cells.
    open var visibleCells: [UICollectionViewCell] {
        engine.indexPathsForVisibleItems.compactMap { engine.visibleCell(at: $0) as? UICollectionViewCell }
    }

    /// The visible items' index paths.
    open var indexPathsForVisibleItems: [IndexPath] {
        engine.indexPathsForVisibleItems
    }

    /// The visible supplementary view of `elementKind` at `indexPath`, if any.
    @discardableResult
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        guard let placement = ModelSupplementaryPlacement(elementKind: elementKind) else { return nil }
        return engine.visibleSupplementaryView(placement, section: indexPath.section) as? UICollectionReusableView
    }

    /// Loads the data on the first layout, as UIKit does, and asks the layout again when it
    /// was invalidated since it was last asked (UICollectionView+LayoutLifecycle.swift).
    open override func layoutSubviews() {
        super.layoutSubviews()
        engine.loadIfNeeded()
        engine.requeryLayoutIfInvalidated()
    }

    // MARK: ModelListView

    func modelNumberOfSections() -> Int? {
        guard let dataSource else { return nil }
        return dataSource.numberOfSections(in: self)
    }

    func modelNumberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    func modelCell(at indexPath: IndexPath) -> UIView? {
        dataSource?.collectionView(self, cellForItemAt: indexPath)
    }

    func modelHasSupplementary(_ placement: ModelSupplementaryPlacement, inSection section: Int) -> Bool {
        collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: placement.elementKind, at: IndexPath(item: 0, section: section)) != nil
    }

    func modelSupplementaryView(_ placement: ModelSupplementaryPlacement, inSection section: Int) -> UIView? {
        modelRequestSupplementaryView(ofKind: placement.elementKind, at: IndexPath(item: 0, section: section))
    }

    func modelPrefetch(_ indexPaths: [IndexPath]) {
        prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths)
    }

    func modelCancelPrefetch(_ indexPaths: [IndexPath]) {
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
    }

    /// Each displayed cell is offered its layout attributes (a copy) and answers with the
    /// ones it prefers (UICollectionViewCell.h:57); when they differ and the layout wants
    /// them (UICollectionViewLayout.h:131), the layout is invalidated with the context it
    /// makes for them (line 132), then prepared again.
    func modelSelfSize(_ cells: [IndexPath: UIView]) -> Bool {
        let layout = collectionViewLayout
        var changed = false
        for (path, cell) in cells.sorted(by: { $0.key < $1.key }) {
            guard let cell = cell as? UICollectionViewCell,
                let original = layout.layoutAttributesForItem(at: path)
            else { continue }
            let preferred = cell.preferredLayoutAttributesFitting(original.modelCopy())
            guard preferred.frame.size != original.frame.size,
                layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            else { continue }
            layout.invalidateLayout(
                with: layout.invalidationContext(
                    forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            changed = true
        }
        if changed { layout.prepare() }
        return changed
    }

    func modelFrame(forItemAt indexPath: IndexPath) -> CGRect {
        // Where the view places the item: flipped right to left when the layout asks for it
        // (UICollectionViewLayout.h:140, CollectionLayoutFrames.swift).
        frames.frame(at: indexPath)
    }
}

/// Controls and facts for tests. *Model only: not UIKit API.*
extension UICollectionView {
    /// The exceptions UIKit would have raised (and crashed with), oldest first.
    public var modelExceptions: [UIKitModelException] {
        engine.exceptions
    }

    /// What the collection view did.
    public var modelCounters: ModelListCounters {
        engine.counters
    }

    /// Every batch the collection view accepted, oldest first.
    public var modelAcceptedBatches: [ModelBatchRecord] {
        engine.acceptedBatches
    }

    /// Whether batch completions run on their own on a later main-actor turn.
    public var modelCompletesAnimationsAutomatically: Bool {
        get { engine.completesAnimationsAutomatically }
        set { engine.completesAnimationsAutomatically = newValue }
    }

    /// Ends every running batch animation now; returns how many completions ran.
    @discardableResult
    public func modelFinishAnimations() -> Int {
        engine.finishAnimations()
    }

    /// Asks the data source for the supplementary view of `elementKind` at `indexPath`, as
    /// UIKit does for any element its layout returns (checked as the views it displays are:
    /// ListViewEngine+SupplementaryDequeue.swift); the view is not displayed.
    @discardableResult
    public func modelRequestSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        guard let dataSource else { return nil }
        return engine.requestSupplementaryView(ofKind: elementKind, at: indexPath) {
            dataSource.collectionView(self, viewForSupplementaryElementOfKind: elementKind, at: indexPath)
        } as? UICollectionReusableView
    }

    /// The user taps the item at `indexPath`: it is selected and the delegate told with
    /// `collectionView(_:didSelectItemAt:)` (UICollectionView.h:125-126, 133: a touch runs
    /// should-select, then did-select; the programmatic `selectItem(at:animated:scrollPosition:)`
    /// calls no delegate method, Apple's page of that method). The rules: UICollectionView+Selection.swift.
    public func modelSimulateSelection(at indexPath: IndexPath) {
        modelUserSelects(indexPath)
    }

    /// The user drags the item at `source` to `destination`, if the data source allows it:
    /// ``modelBeginInteractiveMove(at:)`` then ``modelEndInteractiveMove(at:)``.
    @discardableResult
    public func modelSimulateInteractiveMove(from source: IndexPath, to destination: IndexPath) -> Bool {
        modelBeginInteractiveMove(at: source) && modelEndInteractiveMove(at: destination)
    }

    /// The user lifts the item at `source` to reorder it, if the data source allows it;
    /// ``hasUncommittedUpdates`` is true until the drop, a cancel, or a `reloadData`
    /// (UICollectionView.h, line 421: it "will discard any uncommitted updates"). Returns
    /// whether it began.
    @discardableResult
    public func modelBeginInteractiveMove(at source: IndexPath) -> Bool {
        guard let dataSource, dataSource.collectionView(self, canMoveItemAt: source) else { return false }
        return engine.beginInteractiveMove(at: source)
    }

    /// The user drops the lifted item at `destination`: the view shows the move, then
    /// tells the data source inside the same update. Returns whether a move was in progress.
    @discardableResult
    public func modelEndInteractiveMove(at destination: IndexPath) -> Bool {
        engine.endInteractiveMove(at: destination) { source in
            dataSource?.collectionView(self, moveItemAt: source, to: destination)
        }
    }

    /// The user puts the lifted item back where it was: the data source is not told.
    @discardableResult
    public func modelCancelInteractiveMove() -> Bool {
        engine.cancelInteractiveMove()
    }
}
