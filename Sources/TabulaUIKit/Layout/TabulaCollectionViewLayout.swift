#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

/// A `UICollectionViewLayout` whose frames are a ``/Tabula/ListLayout``'s (one layout
/// that places items by their sizes, no flow-layout surprises): vertical list, grid or
/// horizontal row, with section headers and footers.
///
/// The collection view adapter updates ``listLayout`` incrementally inside each batch (only
/// inserted and reloaded items are measured); the layout itself only follows width changes
/// in ``prepare()``. Visible elements are found by binary search.
///
/// It follows the rest of UIKit's layout contract too:
/// - in a batch, every element on screen after it starts where it was before it (new ones
///   fade in where they land), and every element on screen before it ends where it goes
///   (deleted ones fade out where they were). The frames before the batch are a
///   copy-on-write copy of ``listLayout`` taken when the layout was last prepared, not a
///   copy of its frames;
/// - a bounds change invalidates the layout only when the width changes, through a
///   `TabulaCollectionViewLayoutInvalidationContext` that gives the new width and names
///   the items in view; with pinned headers or footers
///   (``/Tabula/ListLayoutConfiguration/pinsSectionHeaders``) a scroll invalidates too, but
///   its context names only the headers and footers in view (UICollectionViewLayout.h:72,
///   128-129): they are placed again for the new bounds, the items are not;
/// - during an interactive move the frames follow the interim order (the lifted item at
///   its target, the items between making room), until the data source has the move;
/// - while a drop's gap is open (UIKit then counts one more item in the destination's section
///   than the data source has) the frames have an item at the gap, the size of its neighbour;
///   and any item UIKit counts gets attributes, never `nil` (UICollectionViewLayout.h:121).
@MainActor
open class TabulaCollectionViewLayout: UICollectionViewLayout {
    /// The frames.
    public let listLayout: ListLayout
    private let forwarder: ForwardingSizeSource?
    /// The frames as last prepared (and which layout and revision they copy), and as shown
    /// before the batch being prepared.
    private var shown: (frames: ListLayout, source: ListLayout, revision: Int)?
    private var shownBeforeUpdate: ListLayout?
    /// The batch being animated, between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`.
    private var transition: LayoutBatchTransition?
    /// The interactive move in progress, if any.
    private var interactiveMove: InteractiveMoveOrder?
    /// Where the adapter's last drop proposal opens a gap, and the frames with it while UIKit
    /// counts it (``prepare()``).
    private var expectedDropGap: ListIndexPath?
    private var dropGap: DropGapOrder?
    /// The item at the leading edge of the screen when the width last changed, for
    /// `restoreLayoutChangeAnchor()` once the collection view has its new content size.
    private var widthChangeAnchor: LayoutChangeAnchor?

    /// Creates a layout with a new ``/Tabula/ListLayout``; sizes come from ``sizeSource`` (the
    /// adapter sets it).
    public init(configuration: ListLayoutConfiguration = ListLayoutConfiguration()) {
        let forwarder = ForwardingSizeSource()
        self.forwarder = forwarder
        listLayout = ListLayout(configuration: configuration, sizeSource: forwarder)
        super.init()
    }

    /// Creates a layout over an existing ``/Tabula/ListLayout`` (a widget list's), which keeps its
    /// own size source.
    public init(listLayout: ListLayout) {
        forwarder = nil
        self.listLayout = listLayout
        super.init()
    }

    /// Not supported: a list layout is made in code. Returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Where item sizes and header and footer heights come from, for a layout made with
    /// ``init(configuration:)`` (`nil`, and not settable, for one over an existing layout).
    public var sizeSource: (any ListSizeSource)? {
        get { forwarder?.target }
        set { forwarder?.target = newValue }
    }

    /// The frames UIKit is shown: the interim order during an interactive move, else
    /// ``listLayout``'s.
    private var frames: ListLayout {
        interactiveMove?.frames ?? dropGap?.frames ?? listLayout
    }

    /// The adapter's drop proposal opens a gap at `destination` (`nil`: no gap, or the drop
    /// ended). The frames show it from the next ``prepare()`` on, while the collection view
    /// counts it: whether and when UIKit counts the gap is its own (UICollectionView.h:643),
    /// so the layout follows the collection view's count, not this call alone.
    func expectDropGap(at destination: IndexPath?) {
        let gap = destination.map(ListIndexPath.init)
        guard gap != expectedDropGap else { return }
        expectedDropGap = gap
        invalidateLayout()
    }

    /// Opens or closes the gap frames by the collection view's count of the gap's section:
    /// one more than the data's while UIKit shows the gap. O(1) when no gap is expected.
    private func followDropGap(of collectionView: UICollectionView) {
        guard let gap = expectedDropGap, listLayout.sectionCounts.indices.contains(gap.section),
            gap.section < collectionView.numberOfSections,
            collectionView.numberOfItems(inSection: gap.section) == listLayout.sectionCounts[gap.section] + 1
        else {
            dropGap = nil
            return
        }
        if let dropGap, dropGap.gap == gap, dropGap.revision == listLayout.revision { return }
        dropGap = DropGapOrder(gap: gap, of: listLayout)
    }

    /// Follows the collection view's width (sizes kept per width make returning to a width
    /// free), ends a dropped move's interim order, and keeps the frames now shown for the
    /// next batch's animations.
    open override func prepare() {
        super.prepare()
        if interactiveMove?.endsAtNextPrepare == true { interactiveMove = nil }
        if let collectionView, collectionView.bounds.width != listLayout.width {
            if listLayout.width > 0 {
                widthChangeAnchor = LayoutChangeAnchor(
                    layout: listLayout, scrollView: collectionView,
                    horizontal: listLayout.configuration.style == .horizontal)
            }
            listLayout.setWidth(collectionView.bounds.width)
            // With the items off screen left to the list core's pass off the main actor:
            // those on screen now.
            listLayout.prepareFrames(in: collectionView.visibleContentRect)
            if let move = interactiveMove {
                interactiveMove = InteractiveMoveOrder(original: move.original, target: move.target, of: listLayout)
            }
        }
        if let collectionView { followDropGap(of: collectionView) }
        // Only a change moves the snapshot on: UIKit may prepare the layout more than once
        // between a batch and `prepare(forCollectionViewUpdates:)`, or inside the batch's
        // block after the host changed the list layout; the frames shown before the batch
        // stay those of the last prepare before the change.
        let frames = frames
        if let shown, shown.source === frames, shown.revision == frames.revision { return }
        shownBeforeUpdate = shown?.frames
        shown = (frames.copy(), frames, frames.revision)
    }

    /// Puts the item that was at the leading edge of the screen before the last width
    /// change back there, as far as the new content size allows (a list scrolled to the
    /// end of items that got shorter is not left past its content: UIKit documents no
    /// adjustment of the offset for a bounds change, see `LayoutChangeAnchor`). Called by
    /// the adapter after the collection view's layout pass at the new width.
    func restoreLayoutChangeAnchor() {
        guard let anchor = widthChangeAnchor, let collectionView else { return }
        widthChangeAnchor = nil
        // A batch in flight moves items itself (its own anchor, `keepsContentOffset`).
        guard !collectionView.hasUncommittedUpdates else { return }
        anchor.restore(layout: listLayout, in: collectionView)
    }

    /// The size of all content.
    open override var collectionViewContentSize: CGSize {
        frames.contentSize
    }

    /// Left to right, whatever the app's development region: ``/Tabula/ListLayout`` writes its
    /// frames left to right.
    open override var developmentLayoutDirection: UIUserInterfaceLayoutDirection {
        .leftToRight
    }

    /// `true`: in a right-to-left collection view UIKit mirrors the layout's frames (a grid's
    /// first column on the right, a horizontal list starting at the right), so the frames
    /// and their caches stay the same in both directions.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        true
    }

    /// The items, headers and footers in `rect`; pinned headers and footers where the
    /// collection view's visible bounds put them.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let frames = frames
        var result: [UICollectionViewLayoutAttributes] = []
        for path in frames.indexPaths(intersecting: rect) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(path))
            attributes.frame = frames.frame(at: path)
            result.append(attributes)
        }
        let visible = visibleBounds
        for element in frames.supplementaryElements(intersecting: rect, pinnedIn: visible) {
            guard
                let frame = Self.supplementaryFrame(element.placement, element.section, in: frames, pinnedIn: visible),
                frame.intersects(rect)
            else { continue }
            result.append(supplementaryAttributes(element.placement, element.section, frame))
        }
        return result
    }

    /// The item's frame.
    ///
    /// An item the collection view counts beyond the data (a drop gap the adapter did not
    /// propose, an app's own drop delegate) gets a frame of no extent after its section's
    /// last item rather than `nil`, which UIKit raises on for an item it shows.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let frame: CGRect
        if let known = try? frames.itemFrame(at: ListIndexPath(indexPath)) {
            frame = known
        } else if let beyond = frameBeyondTheData(at: indexPath) {
            frame = beyond
        } else {
            return nil
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    /// A frame of no extent after the section's last item (at the content's end for an
    /// empty section) for an item the collection view counts and the frames do not have;
    /// `nil` for an index path the collection view does not count either.
    private func frameBeyondTheData(at indexPath: IndexPath) -> CGRect? {
        guard let collectionView, indexPath.section >= 0, indexPath.item >= 0,
            indexPath.section < collectionView.numberOfSections,
            indexPath.item < collectionView.numberOfItems(inSection: indexPath.section)
        else { return nil }
        let frames = frames
        let horizontal = frames.configuration.style == .horizontal
        let count =
            frames.sectionCounts.indices.contains(indexPath.section) ? frames.sectionCounts[indexPath.section] : 0
        guard count > 0,
            let last = try? frames.itemFrame(at: ListIndexPath(item: count - 1, section: indexPath.section))
        else {
            let end = frames.contentSize
            return horizontal
                ? CGRect(x: end.width, y: 0, width: 0, height: end.height)
                : CGRect(x: 0, y: end.height, width: end.width, height: 0)
        }
        return horizontal
            ? CGRect(x: last.maxX, y: last.minY, width: 0, height: last.height)
            : CGRect(x: last.minX, y: last.maxY, width: last.width, height: 0)
    }

    /// The header's or footer's frame; `nil` when the section has none (zero height).
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let placement = ListSupplementaryPlacement(elementKind: elementKind),
            let frame = Self.supplementaryFrame(placement, indexPath.section, in: frames, pinnedIn: visibleBounds)
        else { return nil }
        return supplementaryAttributes(placement, indexPath.section, frame)
    }

    // MARK: Invalidation

    /// The layout's contexts are `TabulaCollectionViewLayoutInvalidationContext`s.
    open override class var invalidationContextClass: AnyClass {
        TabulaCollectionViewLayoutInvalidationContext.self
    }

    /// A width change needs new frames; scrolling does not, unless headers or footers pin
    /// to the visible bounds (UICollectionViewLayout.h:128: "return YES to cause the
    /// collection view to requery the layout for geometry information").
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != listLayout.width || pinsSupplementaryViews
    }

    /// For a width change: the new width, and the items, headers and footers in the new
    /// bounds (the ones the collection view asks for again at once). For a scroll with
    /// pinned headers or footers: only the headers and footers in view before and after
    /// (`invalidateSupplementaryElementsOfKind:atIndexPaths:`, UICollectionViewLayout.h:72),
    /// so no item is asked for again. O(visible).
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> UICollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        guard newBounds.width != listLayout.width else {
            if pinsSupplementaryViews { invalidatePinnedSupplementaryViews(in: context, forBoundsChange: newBounds) }
            return context
        }
        (context as? TabulaCollectionViewLayoutInvalidationContext)?.newWidth = newBounds.width
        let items = frames.indexPaths(intersecting: newBounds).map(IndexPath.init)
        if !items.isEmpty { context.invalidateItems(at: items) }
        for placement in ListSupplementaryPlacement.allCases {
            let sections = frames.supplementaryElements(intersecting: newBounds).filter { $0.placement == placement }
            guard !sections.isEmpty else { continue }
            context.invalidateSupplementaryElements(
                ofKind: placement.elementKind, at: sections.map { IndexPath(item: 0, section: $0.section) })
        }
        return context
    }

    /// Follows an interactive move: each step's context gives the lifted item's target, and
    /// the frames take the interim order; a drop keeps it until the next ``prepare()`` (by
    /// then the data source has the move), a cancel ends it at once.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        if let ending = context as? TabulaCollectionViewLayoutInvalidationContext, ending.endsInteractiveMovement {
            if ending.interactiveMovementCancelled {
                interactiveMove = nil
            } else {
                interactiveMove?.endsAtNextPrepare = true
            }
            return
        }
        guard let targets = context.targetIndexPathsForInteractivelyMovingItems, targets.count == 1,
            let previous = context.previousIndexPathsForInteractivelyMovingItems, previous.count == 1
        else { return }
        // The first step's previous path is where the item was lifted from.
        let original = interactiveMove?.original ?? ListIndexPath(previous[0])
        interactiveMove = InteractiveMoveOrder(original: original, target: ListIndexPath(targets[0]), of: listLayout)
    }

    /// Marks the ending context so ``invalidateLayout(with:)`` ends the interim order.
    open override func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
        movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths,
            movementCancelled: movementCancelled)
        if let context = context as? TabulaCollectionViewLayoutInvalidationContext {
            context.endsInteractiveMovement = true
            context.interactiveMovementCancelled = movementCancelled
        }
        return context
    }

    /// The item under `position` in the frames shown (the interim order during a move);
    /// the item keeps its place over a gap, a header or past the end.
    open override func targetIndexPath(
        forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
        let frames = frames
        let probe = CGRect(x: position.x, y: position.y, width: 1, height: 1)
        guard let hit = frames.indexPaths(intersecting: probe).first(where: { frames.frame(at: $0).contains(position) })
        else { return previousIndexPath }
        return IndexPath(hit)
    }

    // MARK: Batch animations

    /// Reads the batch's update items against the frames shown before it.
    open override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        transition = shownBeforeUpdate.flatMap {
            LayoutBatchTransition(before: $0, after: frames, updateItems: updateItems)
        }
    }

    /// Lets the frames shown before the batch go.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        transition = nil
        shownBeforeUpdate = nil
    }

    /// Where the item starts: where it was before the batch, or (new or reloaded) faded
    /// out at its new frame.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard let attributes = layoutAttributesForItem(at: itemIndexPath) else { return nil }
        guard let transition else { return attributes }
        if let frame = transition.beforeFrame(ofItemAt: ListIndexPath(itemIndexPath)) {
            attributes.frame = frame
        } else {
            attributes.alpha = 0
        }
        return attributes
    }

    /// Where the item ends: where it goes, or (deleted or reloaded) faded out where it was.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        let path = ListIndexPath(itemIndexPath)
        guard let transition, let frame = try? transition.before.itemFrame(at: path) else {
            return layoutAttributesForItem(at: itemIndexPath)
        }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: itemIndexPath)
        if let after = transition.afterPath(ofItemAt: path), let destination = try? frames.itemFrame(at: after) {
            attributes.frame = destination
        } else {
            attributes.frame = frame
            attributes.alpha = 0
        }
        return attributes
    }

    /// Where a header or footer starts: where its section's was, or faded out in place.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath) else {
            return nil
        }
        guard let transition, let placement = ListSupplementaryPlacement(elementKind: elementKind) else {
            return attributes
        }
        if let frame = transition.beforeFrame(placement, ofAfterSection: elementIndexPath.section) {
            attributes.frame = frame
        } else {
            attributes.alpha = 0
        }
        return attributes
    }

    /// Where a header or footer ends: where its section goes, or faded out where it was.
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let transition, let placement = ListSupplementaryPlacement(elementKind: elementKind),
            let frame = Self.supplementaryFrame(
                placement, elementIndexPath.section, in: transition.before, pinnedIn: visibleBounds)
        else { return layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath) }
        let attributes = supplementaryAttributes(placement, elementIndexPath.section, frame)
        if let section = transition.afterSection(ofBeforeSection: elementIndexPath.section),
            let destination = Self.supplementaryFrame(placement, section, in: frames, pinnedIn: visibleBounds)
        {
            attributes.frame = destination
        } else {
            attributes.alpha = 0
        }
        return attributes
    }

    // MARK: Helpers

    /// Whether headers or footers pin: only then does a scroll move anything.
    private var pinsSupplementaryViews: Bool {
        let configuration = listLayout.configuration
        return configuration.pins(.header) || configuration.pins(.footer)
    }

    /// The part of the content the collection view shows: its bounds less the adjusted
    /// content inset (a bar over the content hides its top), where pinned headers and
    /// footers stay. A null rect without a collection view: nothing pins then.
    private var visibleBounds: CGRect {
        guard let collectionView else { return .null }
        return visibleBounds(collectionView.bounds, of: collectionView)
    }

    private func visibleBounds(_ bounds: CGRect, of collectionView: UICollectionView) -> CGRect {
        let inset = collectionView.adjustedContentInset
        return CGRect(
            x: bounds.minX + inset.left, y: bounds.minY + inset.top,
            width: max(0, bounds.width - inset.left - inset.right),
            height: max(0, bounds.height - inset.top - inset.bottom))
    }

    /// Names in `context` the headers and footers in view before and after a scroll to
    /// `newBounds` (those that pin move; those leaving or arriving are asked again).
    private func invalidatePinnedSupplementaryViews(
        in context: UICollectionViewLayoutInvalidationContext, forBoundsChange newBounds: CGRect
    ) {
        guard let collectionView else { return }
        let old = visibleBounds(collectionView.bounds, of: collectionView)
        let new = visibleBounds(newBounds, of: collectionView)
        let elements = Set(
            frames.supplementaryElements(intersecting: old, pinnedIn: old)
                + frames.supplementaryElements(intersecting: new, pinnedIn: new))
        for placement in ListSupplementaryPlacement.allCases where listLayout.configuration.pins(placement) {
            let paths = elements.filter { $0.placement == placement }.sorted().map {
                IndexPath(item: 0, section: $0.section)
            }
            guard !paths.isEmpty else { continue }
            context.invalidateSupplementaryElements(ofKind: placement.elementKind, at: paths)
        }
    }

    private static func supplementaryFrame(
        _ placement: ListSupplementaryPlacement, _ section: Int, in layout: ListLayout, pinnedIn visible: CGRect = .null
    ) -> CGRect? {
        guard let frame = layout.supplementaryFrame(placement, inSection: section, pinnedIn: visible),
            frame.width > 0
        else { return nil }
        return frame
    }

    private func supplementaryAttributes(
        _ placement: ListSupplementaryPlacement, _ section: Int, _ frame: CGRect
    ) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: placement.elementKind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        // Above the cells scrolling under it (UICollectionViewLayout.h:52, zIndex
        // "default is 0").
        if listLayout.configuration.pins(placement) { attributes.zIndex = 1 }
        return attributes
    }
}

/// Lets a ``/Tabula/ListLayout`` be created before its real size source exists.
final class ForwardingSizeSource: ListSizeSource {
    var target: (any ListSizeSource)?

    func size(at path: ListIndexPath, width: CGFloat) -> CGSize {
        target?.size(at: path, width: width) ?? .zero
    }

    func headerHeight(section: Int, width: CGFloat) -> CGFloat {
        target?.headerHeight(section: section, width: width) ?? 0
    }

    func footerHeight(section: Int, width: CGFloat) -> CGFloat {
        target?.footerHeight(section: section, width: width) ?? 0
    }

    // The context forms too: the protocol's defaults would drop all but the width.
    func size(at path: ListIndexPath, in context: ListMeasuringContext) -> CGSize {
        target?.size(at: path, in: context) ?? .zero
    }

    func headerHeight(section: Int, in context: ListMeasuringContext) -> CGFloat {
        target?.headerHeight(section: section, in: context) ?? 0
    }

    func footerHeight(section: Int, in context: ListMeasuringContext) -> CGFloat {
        target?.footerHeight(section: section, in: context) ?? 0
    }
}
#endif
