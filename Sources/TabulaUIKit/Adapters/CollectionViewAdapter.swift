#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Logging
@_spi(TabulaInternal) import Tabula
import UIKit

/// The data source, delegate and prefetch data source of a `UICollectionView`, driven by
/// a ``/Tabula/ListUpdater``, laid out by a ``TabulaCollectionViewLayout`` or by the app's
/// own layout.
///
/// ```swift
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: TabulaCollectionViewLayout())
/// var cells = CollectionCellCatalog<Photo>()
/// cells.register(PhotoCell.self, size: { _, width in CGSize(width: width, height: width) }) { cell, photo in
///     cell.show(photo)
/// }
/// let adapter = CollectionViewAdapter<String, Photo>(
///     collectionView: collectionView, cells: cells,
///     layout: ListLayoutConfiguration(style: .grid(columns: 3)))
/// adapter.bind(to: storage)
/// ```
///
/// Cells, sizes, headers and footers, selection, reordering and prefetching work as in
/// ``TableViewAdapter``. Sizes: the layout offers each item the width of its column (the
/// content width for a vertical list), and the catalog gives the item's size for it.
///
/// An app that brings its own layout (a flow layout, a compositional layout, a list
/// configuration) passes `keepsCollectionViewLayout: true`: the layout stays, and Tabula's
/// sizes reach it as the article <doc:UsingYourOwnCollectionViewLayout> describes.
/// Swipe actions (``UIKitListAdapter/leadingSwipeActions``, ``UIKitListAdapter/trailingSwipeActions``)
/// need a list configuration (``installSwipeActions(on:)``); context menus
/// (``UIKitListAdapter/contextMenu``) work with any layout. ``UIKitListAdapter/deleteItem(at:)``
/// is there for an app's own delete action.
@MainActor
public final class CollectionViewAdapter<Section: Differentiable & Sendable, Item: Differentiable & Sendable>:
    UIKitListAdapter<Section, Item, UICollectionViewCell, UICollectionReusableView>,
    UICollectionViewDataSource, UICollectionViewDelegateFlowLayout, UICollectionViewDataSourcePrefetching
{
    /// The collection view as a list host.
    package let host: CollectionViewHost
    /// Tabula's layout of the collection view (its ``TabulaCollectionViewLayout/listLayout``
    /// is ``UIKitListAdapter/layout``); `nil` when the adapter kept the app's own layout
    /// (`keepsCollectionViewLayout`), whose frames are UIKit's.
    public let collectionLayout: TabulaCollectionViewLayout?
    /// The app's own collection view delegate: it receives every delegate and scroll view
    /// call the adapter does not consume (a flow layout's insets and spacings, for example),
    /// and the display, selection, highlight and scroll calls the adapter reports too
    /// (held weakly).
    public weak var collectionDelegate: (any UICollectionViewDelegate)? {
        didSet { delegatesChanged() }
    }
    /// The app's own prefetch data source: told about items about to appear after the
    /// adapter started measuring them (held weakly).
    public weak var prefetchDelegate: (any UICollectionViewDataSourcePrefetching)? {
        didSet { delegatesChanged() }
    }

    /// Creates the adapter and makes it the collection view's data source, delegate and
    /// prefetch data source (held weakly by UIKit: keep the adapter).
    ///
    /// - Parameters:
    ///   - collectionView: the collection view the adapter drives.
    ///   - cells: which cell shows which item, and its size.
    ///   - supplementaries: which view shows which header and footer model.
    ///   - configuration: how Tabula arranges the items: for its own layout, the frames;
    ///     with the app's layout, only the width each item is measured at (a
    ///     ``/Tabula/ListLayoutStyle/grid(columns:)`` measures at a column's
    ///     width). `nil`: a vertical list (or the configuration of the collection view's
    ///     current ``TabulaCollectionViewLayout``).
    ///   - keepsCollectionViewLayout: `false` (the default): the collection view gets a
    ///     ``TabulaCollectionViewLayout`` — its current one if it is one and `layout` is
    ///     `nil`, otherwise a new one with `layout`. `true`: the collection view keeps the
    ///     layout it has, whatever its class (a Tabula layout it has stays Tabula's).
    ///   - reloadThreshold: above this many changes the updater reloads instead.
    ///   - logger: receives the adapter's and its updater's debug log.
    public init(
        collectionView: UICollectionView, cells: CollectionCellCatalog<Item>,
        supplementaries: CollectionSupplementaryCatalog = CollectionSupplementaryCatalog(),
        layout configuration: ListLayoutConfiguration? = nil, keepsCollectionViewLayout: Bool = false,
        reloadThreshold: Int = 300, logger: Logger = Logger(label: "Tabula.CollectionViewAdapter")
    ) {
        let collectionLayout: TabulaCollectionViewLayout?
        let existing = collectionView.collectionViewLayout as? TabulaCollectionViewLayout
        if let existing, configuration == nil || keepsCollectionViewLayout {
            collectionLayout = existing
        } else if keepsCollectionViewLayout {
            collectionLayout = nil
        } else {
            let made = TabulaCollectionViewLayout(configuration: configuration ?? ListLayoutConfiguration())
            collectionView.collectionViewLayout = made
            collectionLayout = made
        }
        let host = CollectionViewHost(collectionView: collectionView)
        self.collectionLayout = collectionLayout
        self.host = host
        super.init(
            host: host, cells: cells, supplementaries: supplementaries, reloadThreshold: reloadThreshold,
            logger: logger
        ) { sizes in
            guard let collectionLayout else {
                // The app's layout places the items; this one keeps their sizes, per width,
                // through every batch, for the flow layout's delegate and self-sizing cells.
                return ListLayout(configuration: configuration ?? ListLayoutConfiguration(), sizeSource: sizes)
            }
            collectionLayout.sizeSource = sizes
            return collectionLayout.listLayout
        }
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = self
        // Rotation and split view change the width: the layout follows in `prepare()`; the
        // item at the top is put back at the top after the collection view's layout pass.
        if let collectionLayout {
            ListWidthObserver.install(in: collectionView) { [weak collectionLayout] in
                collectionLayout?.restoreLayoutChangeAnchor()
            }
        } else {
            // The app's layout may give a section's cells less than the offered width (an
            // inset-grouped list): items are measured at the width it is seen to give.
            appLayoutItemWidths = AppLayoutItemWidths()
            controller.contentWidth = { [weak self] _, path, width in
                self?.appLayoutItemWidth(at: path, offeredWidth: width) ?? width
            }
            // The same widths for the passes off the main actor: learnt per section, so a
            // copy of what is known answers for every item.
            controller.offMainContentWidth = { [weak self] offered in
                let known = self?.appLayoutItemWidths?.widthsBySection(offeredWidth: offered) ?? [:]
                return { _, path in known[path.section] ?? offered }
            }
        }
        // A new text size: the items on screen are measured first, the rest off the main actor.
        followContentSizeCategory(of: collectionView)
    }

    /// UIKit reads which optional methods its delegate has when the delegate is set: set
    /// the adapter again, so the app delegate's methods count.
    private func delegatesChanged() {
        setForwardedDelegates([collectionDelegate, prefetchDelegate])
        listViewMustAskAgain()
    }

    override func listViewMustAskAgain() {
        guard let collectionView = host.collectionView else { return }
        collectionView.delegate = nil
        collectionView.delegate = self
        collectionView.prefetchDataSource = nil
        collectionView.prefetchDataSource = self
    }

    /// Scrolls to the item with `identifier` (see `scrollToItem(at:at:animated:)`).
    ///
    /// - Throws: ``/Tabula/ListHostError/itemNotPresented(operation:identifier:)`` when no
    ///   presented item has that identity.
    public func scrollToItem(
        withIdentifier identifier: Item.DifferenceIdentifier, at position: UICollectionView.ScrollPosition = .top,
        animated: Bool
    ) throws(ListHostError) {
        let path = try presentedPath(of: identifier, operation: "scrollToItem")
        host.collectionView?.scrollToItem(at: IndexPath(path), at: position, animated: animated)
    }

    // MARK: UICollectionViewDataSource

    /// The number of presented sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        updater.numberOfSections()
    }

    /// The number of presented items in `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        updater.numberOfItems(inSection: section)
    }

    /// Dequeues the catalog's cell for the item (registering its type on first use) and
    /// fills it.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = cell(at: indexPath, in: collectionView)
        learnAppLayoutItemWidth(at: indexPath, in: collectionView)
        offerPrecomputedSize(to: cell, at: indexPath)
        return cell
    }

    /// The header or footer view of the section's model. The layout offers one only for a
    /// model whose view is registered (a registered height above zero).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let placement = ListSupplementaryPlacement(elementKind: kind) ?? .header
        // A collection view always gets a view (an empty one when the model has none);
        // its dequeue never returns `nil`.
        return supplementaryView(
            placement, inSection: indexPath.section,
            fallbackIdentifier: CollectionCellCatalog<Item>.unmatchedReuseIdentifier, in: collectionView)
            ?? UICollectionReusableView(frame: .zero)
    }

    /// Whether the item can be moved.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canMove(at: indexPath)
    }

    /// The user dragged an item: the collection view shows it already, so the updater and
    /// the storage take the move without a batch, and the sizes move with the item.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        if userMovedItem(from: sourceIndexPath, to: destinationIndexPath, width: collectionView.bounds.width) {
            // Whichever layout the collection view has: the sizes moved with the item.
            collectionView.collectionViewLayout.invalidateLayout()
        }
    }

    // MARK: UICollectionViewDelegate

    /// Reports the selected item, then tells ``collectionDelegate``.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        didSelect(at: indexPath)
        CollectionDelegateRelay.didSelect(collectionDelegate, collectionView, indexPath)
    }

    /// Reports the deselected item, then tells ``collectionDelegate``.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        userDeselected(at: indexPath)
        report(events.didDeselect, at: indexPath)
        reportSelectionChange()
        CollectionDelegateRelay.didDeselect(collectionDelegate, collectionView, indexPath)
    }

    /// Reports the highlighted item, then tells ``collectionDelegate``.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        report(events.didHighlight, at: indexPath)
        CollectionDelegateRelay.didHighlight(collectionDelegate, collectionView, indexPath)
    }

    /// Reports the item no longer highlighted, then tells ``collectionDelegate``.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        report(events.didUnhighlight, at: indexPath)
        CollectionDelegateRelay.didUnhighlight(collectionDelegate, collectionView, indexPath)
    }

    /// Reports the item about to appear, then tells ``collectionDelegate``.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        cellWillDisplay(cell, at: indexPath)
        CollectionDelegateRelay.willDisplay(collectionDelegate, collectionView, cell, indexPath)
    }

    /// Reports the item the cell showed, then tells ``collectionDelegate``.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        cellDidEndDisplaying(cell, at: indexPath)
        CollectionDelegateRelay.didEndDisplaying(collectionDelegate, collectionView, cell, indexPath)
    }

    // MARK: UICollectionViewDelegateFlowLayout (an app's flow layout: CollectionViewAdapter+FlowLayout.swift)

    /// The item's size as Tabula measured it at the collection view's width (the item
    /// width ``UIKitListAdapter/layout``'s configuration gives, a column's for a grid);
    /// an item Tabula does not present asks ``collectionDelegate``, else the flow layout's
    /// `itemSize`. Only an app's flow layout asks.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        flowItemSize(at: indexPath, in: collectionView, layout: collectionViewLayout)
    }

    /// The section's header height as Tabula measured it (zero without a header model:
    /// the flow layout then shows none), across the collection view.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        flowReferenceSize(.header, inSection: section, in: collectionView)
    }

    /// The section's footer height as Tabula measured it (zero without a footer model),
    /// across the collection view.
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        flowReferenceSize(.footer, inSection: section, in: collectionView)
    }

    // MARK: Context menus (CollectionViewAdapter+Menus.swift)

    /// The item's ``UIKitListAdapter/contextMenu``, else ``collectionDelegate``'s (iOS 15;
    /// from iOS 16 UIKit asks ``collectionView(_:contextMenuConfigurationForItemsAt:point:)``).
    @available(iOS, deprecated: 16.0, message: "UIKit asks contextMenuConfigurationForItemsAt from iOS 16")
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        if let answer = itemContextMenu(at: indexPath, point: point) { return answer }
        return CollectionDelegateRelay.contextMenu(collectionDelegate, collectionView, indexPath, point)
    }

    /// For one item, its ``UIKitListAdapter/contextMenu``; otherwise (no handler, the space
    /// between items, several selected items: UICollectionView.h:257-259) ``collectionDelegate``'s
    /// answer, from its iOS 16 method, or from its older one for one item.
    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        if indexPaths.count == 1, let answer = itemContextMenu(at: indexPaths[0], point: point) { return answer }
        return CollectionDelegateRelay.contextMenu(collectionDelegate, collectionView, indexPaths, point)
    }

    // MARK: UIScrollViewDelegate

    /// Measures items that scrolled into view at an estimate (before the pass off the main
    /// actor reached them), starts the next page near the end
    /// (``UIKitListAdapter/enablePaging(in:firstPage:lastPage:threshold:loadingItem:load:)``),
    /// then tells ``collectionDelegate``.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        measureEstimatedItemsOnScreen()
        checkPaging(in: scrollView)
        TableDelegateRelay.didScroll(collectionDelegate, scrollView)
    }

    // MARK: UICollectionViewDataSourcePrefetching

    /// Starts measuring the items about to appear, off the main actor, then tells
    /// ``prefetchDelegate``.
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetch(at: indexPaths, containerWidth: collectionView.bounds.width)
        CollectionDelegateRelay.prefetch(prefetchDelegate, collectionView, indexPaths)
    }

    /// Skips items no longer about to appear, if not measured yet, then tells
    /// ``prefetchDelegate``.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {
        cancelPrefetching(at: indexPaths)
        CollectionDelegateRelay.cancelPrefetching(prefetchDelegate, collectionView, indexPaths)
    }

    #if !canImport(ObjectiveC)
    // The optional methods above, as the Objective-C runtime would list them.
    override nonisolated var implementedSelectors: Set<String> {
        Set<String>([
            "numberOfSectionsInCollectionView:", "collectionView:viewForSupplementaryElementOfKind:atIndexPath:",
            "collectionView:canMoveItemAtIndexPath:", "collectionView:moveItemAtIndexPath:toIndexPath:",
            "collectionView:didSelectItemAtIndexPath:", "collectionView:didDeselectItemAtIndexPath:",
            "collectionView:didHighlightItemAtIndexPath:", "collectionView:didUnhighlightItemAtIndexPath:",
            "collectionView:willDisplayCell:forItemAtIndexPath:",
            "collectionView:didEndDisplayingCell:forItemAtIndexPath:", "scrollViewDidScroll:",
            "collectionView:cancelPrefetchingForItemsAtIndexPaths:",
        ]).union(CollectionViewAdapterSelectors.flowLayout).union(CollectionViewAdapterSelectors.contextMenus)
    }
    #endif
}
#endif
