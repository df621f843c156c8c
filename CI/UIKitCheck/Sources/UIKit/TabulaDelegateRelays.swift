import Foundation

// Source: UITableView.h:100 (`UITableViewDelegate`, every method `@optional`), UIScrollView.h:299
// (`UIScrollViewDelegate`), UICollectionView.h:114 (`UICollectionViewDelegate`).

// TabulaUIKit's delegate relays (Sources/TabulaUIKit/Adapters/DelegateRelay.swift), as the
// model needs them. On Apple platforms the relays call an optional delegate method only if
// the delegate has it (`delegate?.method?(…)`); Swift without the Objective-C runtime has
// no optional protocol methods, so this model declares them as requirements whose defaults
// are UIKit's behaviour when the method is missing, and calling them directly gives the
// same result. The production file compiles only with the Objective-C runtime; these
// copies stand in for it here, so the adapters keep no Linux branches of their own.
// Keep the two in step: same names, same delegate methods.

/// Passes table and scroll view calls on to the app's delegates. *Model only: not UIKit API.*
@MainActor
public enum TableDelegateRelay {
    public static func didScroll(_ delegate: (any UIScrollViewDelegate)?, _ scrollView: UIScrollView) {
        delegate?.scrollViewDidScroll(scrollView)
    }
    public static func willDisplay(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ cell: UITableViewCell,
        _ indexPath: IndexPath
    ) {
        delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    public static func didEndDisplaying(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ cell: UITableViewCell,
        _ indexPath: IndexPath
    ) {
        delegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
    public static func didSelect(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) {
        delegate?.tableView(tableView, didSelectRowAt: indexPath)
    }
    public static func didDeselect(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) {
        delegate?.tableView(tableView, didDeselectRowAt: indexPath)
    }
    public static func didHighlight(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) {
        delegate?.tableView(tableView, didHighlightRowAt: indexPath)
    }
    public static func didUnhighlight(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) {
        delegate?.tableView(tableView, didUnhighlightRowAt: indexPath)
    }
    public static func prefetch(
        _ delegate: (any UITableViewDataSourcePrefetching)?, _ tableView: UITableView, _ indexPaths: [IndexPath]
    ) {
        delegate?.tableView(tableView, prefetchRowsAt: indexPaths)
    }
    public static func cancelPrefetching(
        _ delegate: (any UITableViewDataSourcePrefetching)?, _ tableView: UITableView, _ indexPaths: [IndexPath]
    ) {
        delegate?.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
    }

    public static func leadingSwipeActions(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        return delegate?.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }
    public static func trailingSwipeActions(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        return delegate?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
    @available(iOS 13.0, *)
    public static func contextMenu(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath, _ point: CGPoint
    ) -> UIContextMenuConfiguration? {
        return delegate?.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
}

/// Passes collection view calls on to the app's delegates. *Model only: not UIKit API.*
@MainActor
public enum CollectionDelegateRelay {
    public static func willDisplay(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ cell: UICollectionViewCell,
        _ indexPath: IndexPath
    ) {
        delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
    public static func didEndDisplaying(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ cell: UICollectionViewCell,
        _ indexPath: IndexPath
    ) {
        delegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
    public static func didSelect(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath
    ) {
        delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
    }
    public static func didDeselect(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath
    ) {
        delegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
    public static func didHighlight(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath
    ) {
        delegate?.collectionView(collectionView, didHighlightItemAt: indexPath)
    }
    public static func didUnhighlight(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath
    ) {
        delegate?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }
    public static func prefetch(
        _ delegate: (any UICollectionViewDataSourcePrefetching)?, _ collectionView: UICollectionView,
        _ indexPaths: [IndexPath]
    ) {
        delegate?.collectionView(collectionView, prefetchItemsAt: indexPaths)
    }
    public static func cancelPrefetching(
        _ delegate: (any UICollectionViewDataSourcePrefetching)?, _ collectionView: UICollectionView,
        _ indexPaths: [IndexPath]
    ) {
        delegate?.collectionView(collectionView, cancelPrefetchingForItemsAt: indexPaths)
    }
    public static func sizeForItem(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView,
        _ layout: UICollectionViewLayout, _ indexPath: IndexPath
    ) -> CGSize? {
        (delegate as? any UICollectionViewDelegateFlowLayout)?
            .collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
    }
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(tvOS, unavailable)
    public static func contextMenu(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath,
        _ point: CGPoint
    ) -> UIContextMenuConfiguration? {
        delegate?.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
    /// As the production relay: the delegate's iOS 16 answer if it responds to that method,
    /// else its older method's for one item.
    @available(iOS 16.0, *)
    @available(tvOS, unavailable)
    public static func contextMenu(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPaths: [IndexPath],
        _ point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let delegate else { return nil }
        let items = NSSelectorFromString("collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:")
        if delegate.responds(to: items) {
            return delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
        guard indexPaths.count == 1 else { return nil }
        return delegate.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
}
