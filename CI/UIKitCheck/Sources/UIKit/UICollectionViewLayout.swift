import Foundation

/// Where a collection view's cells and supplementary views go. Subclasses override the
/// queries; the base answers "nothing".
@MainActor
open class UICollectionViewLayout: NSObject {
    weak var attachedCollectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The collection view using the layout.
    open var collectionView: UICollectionView? {
        attachedCollectionView
    }

    /// Called before the collection view asks for frames after an invalidation.
    open func prepare() {}

    /// The size of all content.
    open var collectionViewContentSize: CGSize {
        .zero
    }

    /// The direction the layout's frames are written in (UICollectionViewLayout.h:139): "the
    /// layout direction of the main bundle's development region"; the model's app is
    /// developed in English, so left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection {
        .leftToRight
    }

    /// Whether the collection view flips the layout's frames horizontally when its own
    /// direction is the opposite of ``developmentLayoutDirection`` (UICollectionViewLayout.h:140:
    /// "Base implementation returns false"); the flip is in CollectionLayoutFrames.swift.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool {
        false
    }

    /// The attributes of every element in `rect`.
    @discardableResult
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        nil
    }

    /// The attributes of the item at `indexPath`.
    @discardableResult
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// The attributes of a supplementary view.
    @discardableResult
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Whether a bounds change needs new frames.
    @discardableResult
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        false
    }

    /// Marks the layout as needing `prepare()` before the next query, and the collection view
    /// as needing a layout pass that asks the layout again: "Invalidates the current layout and
    /// triggers a layout update. […] The actual layout update occurs during the next view
    /// layout update cycle"
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()).
    open func invalidateLayout() {
        modelInvalidationCount += 1
        collectionView?.modelLayoutWasInvalidated()
    }

    /// Invalidations so far (with or without a context). *Model only: not UIKit API.*
    public internal(set) var modelInvalidationCount = 0
    /// The contexts of `invalidateLayout(with:)` calls, oldest first. *Model only: not UIKit API.*
    public internal(set) var modelInvalidationContexts: [UICollectionViewLayoutInvalidationContext] = []

    // MARK: Invalidation contexts (UICollectionViewLayout.h:102, 112, 128-129)

    /// Marks the parts of the layout `context` names as needing `prepare()` again.
    /// Subclasses call super (the model records the context).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        modelInvalidationCount += 1
        modelInvalidationContexts.append(context)
        collectionView?.modelLayoutWasInvalidated()
    }

    /// The class of this layout's invalidation contexts (UICollectionViewLayout.h:112).
    open class var invalidationContextClass: AnyClass {
        UICollectionViewLayoutInvalidationContext.self
    }

    /// The context for a bounds change the layout said needs new frames. The base makes
    /// an empty one of `invalidationContextClass`: "The default implementation of this
    /// method creates an instance of the class provided by the invalidationContextClass
    /// class method and returns it"
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidationcontext(forboundschange:)).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// A new context of `invalidationContextClass` (the base class if it names another).
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type =
            (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
            ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    // MARK: Self-sizing (UICollectionViewLayout.h:131-132)

    /// Whether a cell's preferred attributes (`preferredLayoutAttributesFitting(_:)`) should
    /// change the layout. "The default implementation of this method returns false"
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forpreferredlayoutattributes:withoriginalattributes:)).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// The context that takes a cell's preferred attributes into the layout; the base
    /// makes an empty one of `invalidationContextClass`.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    // MARK: Batch updates (UICollectionViewLayout.h:146-169)

    /// Called before the initial and final attributes of a batch are asked, with one
    /// item per changed element (line 146-149).
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after the batch's initial and final attributes were asked (line 150).
    open func finalizeCollectionViewUpdates() {}

    /// Where an item on screen after the batch starts its animation (line 163). The base
    /// answers `nil`: the header declares the result nullable and no base behaviour.
    @discardableResult
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Where an item on screen before the batch ends its animation (line 162); base `nil`.
    @discardableResult
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
        nil
    }

    /// Where a supplementary view on screen after the batch starts (line 166); base `nil`.
    @discardableResult
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a supplementary view on screen before the batch ends (line 167); base `nil`.
    @discardableResult
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    // MARK: Reordering (UICollectionViewLayout.h:180-186)

    /// The index path the moving item takes at `position` (line 182). The header states no
    /// base behaviour; the model's base keeps the item where it is.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        previousIndexPath
    }

    /// The moving item's attributes while the user holds it at `position` (line 183).
    /// The header states no base behaviour; the model's base centres the item's
    /// attributes on `position`.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        let frame = layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        attributes.frame = CGRect(
            x: position.x - frame.width / 2, y: position.y - frame.height / 2, width: frame.width, height: frame.height)
        return attributes
    }

    /// The context for a step of an interactive move (line 185): the moving items'
    /// previous and new index paths and the position (UICollectionViewLayout.h:82-84).
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }

    /// The context for the end (or cancel) of an interactive move (line 186).
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
        movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        return context
    }
}
