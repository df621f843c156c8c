#if canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

// Calls the adapters pass on to the app's delegates: calls the adapter implements (so the
// runtime does not forward them) that the app wants as well. On Apple platforms an optional
// method is called only if the delegate has it (`?`); the Linux model of UIKit declares
// optional methods as requirements with UIKit's behaviour as default, called directly.
// The two spellings of each call are kept side by side so they cannot drift apart.

/// Passes table and scroll view calls on to the app's delegates.
@MainActor
enum TableDelegateRelay {
    static func didScroll(_ delegate: (any UIScrollViewDelegate)?, _ scrollView: UIScrollView) {
        #if canImport(ObjectiveC)
        delegate?.scrollViewDidScroll?(scrollView)
        #else
        delegate?.scrollViewDidScroll(scrollView)
        #endif
    }
    static func willDisplay(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
        #else
        delegate?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        #endif
    }
    static func didEndDisplaying(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        #else
        delegate?.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        #endif
    }
    static func didSelect(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, didSelectRowAt: indexPath)
        #else
        delegate?.tableView(tableView, didSelectRowAt: indexPath)
        #endif
    }
    static func didDeselect(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, didDeselectRowAt: indexPath)
        #else
        delegate?.tableView(tableView, didDeselectRowAt: indexPath)
        #endif
    }
    static func didHighlight(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, didHighlightRowAt: indexPath)
        #else
        delegate?.tableView(tableView, didHighlightRowAt: indexPath)
        #endif
    }
    static func didUnhighlight(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, didUnhighlightRowAt: indexPath)
        #else
        delegate?.tableView(tableView, didUnhighlightRowAt: indexPath)
        #endif
    }
    static func prefetch(_ delegate: (any UITableViewDataSourcePrefetching)?, _ tableView: UITableView, _ indexPaths: [IndexPath]) {
        delegate?.tableView(tableView, prefetchRowsAt: indexPaths)
    }
    static func cancelPrefetching(_ delegate: (any UITableViewDataSourcePrefetching)?, _ tableView: UITableView, _ indexPaths: [IndexPath]) {
        #if canImport(ObjectiveC)
        delegate?.tableView?(tableView, cancelPrefetchingForRowsAt: indexPaths)
        #else
        delegate?.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
        #endif
    }

    #if !os(tvOS)
    static func leadingSwipeActions(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        #if canImport(ObjectiveC)
        return delegate?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        #else
        return delegate?.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        #endif
    }
    static func trailingSwipeActions(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        #if canImport(ObjectiveC)
        return delegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        #else
        return delegate?.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        #endif
    }
    @available(iOS 13.0, *)
    static func contextMenu(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath, _ point: CGPoint) -> UIContextMenuConfiguration? {
        #if canImport(ObjectiveC)
        return delegate?.tableView?(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        #else
        return delegate?.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        #endif
    }
    #endif
}

/// Passes collection view calls on to the app's delegates.
@MainActor
enum CollectionDelegateRelay {
    static func willDisplay(_ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ cell: UICollectionViewCell, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
        #else
        delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        #endif
    }
    static func didEndDisplaying(_ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ cell: UICollectionViewCell, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        #else
        delegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        #endif
    }
    static func didSelect(_ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
        #else
        delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
        #endif
    }
    static func didDeselect(_ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
        #else
        delegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
        #endif
    }
    static func didHighlight(_ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(collectionView, didHighlightItemAt: indexPath)
        #else
        delegate?.collectionView(collectionView, didHighlightItemAt: indexPath)
        #endif
    }
    static func didUnhighlight(_ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath) {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(collectionView, didUnhighlightItemAt: indexPath)
        #else
        delegate?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        #endif
    }
    static func prefetch(_ delegate: (any UICollectionViewDataSourcePrefetching)?, _ collectionView: UICollectionView, _ indexPaths: [IndexPath]) {
        delegate?.collectionView(collectionView, prefetchItemsAt: indexPaths)
    }
    static func cancelPrefetching(_ delegate: (any UICollectionViewDataSourcePrefetching)?, _ collectionView: UICollectionView, _ indexPaths: [IndexPath]) {
        #if canImport(ObjectiveC)
        delegate?.collectionView?(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        #else
        delegate?.collectionView(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        #endif
    }
}
#endif
