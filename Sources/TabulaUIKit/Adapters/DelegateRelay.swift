#if os(iOS)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import UIKit

// Calls the adapters pass on to the app's delegates: calls the adapter implements (so the
// runtime does not forward them) that the app wants as well. An optional method is called
// only if the delegate has it (`?`). Swift has no optional protocol methods without the
// Objective-C runtime, so the Linux model of UIKit (CI/UIKitCheck) declares them as
// requirements and carries its own copy of these two relays, calling them directly; this
// file is the one an app compiles.

/// Passes table and scroll view calls on to the app's delegates.
@MainActor
enum TableDelegateRelay {
    static func didScroll(_ delegate: (any UIScrollViewDelegate)?, _ scrollView: UIScrollView) {
        delegate?.scrollViewDidScroll?(scrollView)
    }
    static func willDisplay(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ cell: UITableViewCell,
        _ indexPath: IndexPath
    ) {
        delegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    static func didEndDisplaying(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ cell: UITableViewCell,
        _ indexPath: IndexPath
    ) {
        delegate?.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
    static func didSelect(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath) {
        delegate?.tableView?(tableView, didSelectRowAt: indexPath)
    }
    static func didDeselect(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath) {
        delegate?.tableView?(tableView, didDeselectRowAt: indexPath)
    }
    static func didHighlight(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath) {
        delegate?.tableView?(tableView, didHighlightRowAt: indexPath)
    }
    static func didUnhighlight(_ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath)
    {
        delegate?.tableView?(tableView, didUnhighlightRowAt: indexPath)
    }
    static func prefetch(
        _ delegate: (any UITableViewDataSourcePrefetching)?, _ tableView: UITableView, _ indexPaths: [IndexPath]
    ) {
        delegate?.tableView(tableView, prefetchRowsAt: indexPaths)
    }
    static func cancelPrefetching(
        _ delegate: (any UITableViewDataSourcePrefetching)?, _ tableView: UITableView, _ indexPaths: [IndexPath]
    ) {
        delegate?.tableView?(tableView, cancelPrefetchingForRowsAt: indexPaths)
    }

    static func leadingSwipeActions(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        return delegate?.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }
    static func trailingSwipeActions(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        return delegate?.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
    static func contextMenu(
        _ delegate: (any UITableViewDelegate)?, _ tableView: UITableView, _ indexPath: IndexPath, _ point: CGPoint
    ) -> UIContextMenuConfiguration? {
        return delegate?.tableView?(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
}

/// Passes collection view calls on to the app's delegates.
@MainActor
enum CollectionDelegateRelay {
    static func willDisplay(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ cell: UICollectionViewCell,
        _ indexPath: IndexPath
    ) {
        delegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
    static func didEndDisplaying(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ cell: UICollectionViewCell,
        _ indexPath: IndexPath
    ) {
        delegate?.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
    static func didSelect(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath
    ) {
        delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }
    static func didDeselect(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath
    ) {
        delegate?.collectionView?(collectionView, didDeselectItemAt: indexPath)
    }
    static func didHighlight(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath
    ) {
        delegate?.collectionView?(collectionView, didHighlightItemAt: indexPath)
    }
    static func didUnhighlight(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath
    ) {
        delegate?.collectionView?(collectionView, didUnhighlightItemAt: indexPath)
    }
    static func prefetch(
        _ delegate: (any UICollectionViewDataSourcePrefetching)?, _ collectionView: UICollectionView,
        _ indexPaths: [IndexPath]
    ) {
        delegate?.collectionView(collectionView, prefetchItemsAt: indexPaths)
    }
    static func cancelPrefetching(
        _ delegate: (any UICollectionViewDataSourcePrefetching)?, _ collectionView: UICollectionView,
        _ indexPaths: [IndexPath]
    ) {
        delegate?.collectionView?(collectionView, cancelPrefetchingForItemsAt: indexPaths)
    }
    static func sizeForItem(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView,
        _ layout: UICollectionViewLayout, _ indexPath: IndexPath
    ) -> CGSize? {
        (delegate as? any UICollectionViewDelegateFlowLayout)?
            .collectionView?(collectionView, layout: layout, sizeForItemAt: indexPath)
    }

    @available(iOS, deprecated: 16.0)
    static func contextMenu(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPath: IndexPath,
        _ point: CGPoint
    ) -> UIContextMenuConfiguration? {
        delegate?.collectionView?(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }

    /// The delegate's iOS 16 answer; a delegate with only the older method answers for one
    /// item (UIKit would have asked it that: UICollectionView.h:336-338).
    @available(iOS 16.0, *)
    static func contextMenu(
        _ delegate: (any UICollectionViewDelegate)?, _ collectionView: UICollectionView, _ indexPaths: [IndexPath],
        _ point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let delegate else { return nil }
        let items = NSSelectorFromString("collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:")
        if delegate.responds(to: items) {
            return delegate.collectionView?(
                collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
        guard indexPaths.count == 1 else { return nil }
        // Called through a protocol so that asking the deprecated method is not itself a
        // deprecated use.
        let older: any OlderCollectionContextMenu = OlderCollectionContextMenuCall()
        return older.contextMenu(delegate, collectionView, indexPaths[0], point)
    }
}

/// Asks a collection delegate's single-item context menu method (UIKit's question on iOS 15).
@MainActor
private protocol OlderCollectionContextMenu {
    func contextMenu(
        _ delegate: any UICollectionViewDelegate, _ collectionView: UICollectionView, _ indexPath: IndexPath,
        _ point: CGPoint
    ) -> UIContextMenuConfiguration?
}

@MainActor
private struct OlderCollectionContextMenuCall: OlderCollectionContextMenu {
    @available(iOS, deprecated: 16.0)
    func contextMenu(
        _ delegate: any UICollectionViewDelegate, _ collectionView: UICollectionView, _ indexPath: IndexPath,
        _ point: CGPoint
    ) -> UIContextMenuConfiguration? {
        CollectionDelegateRelay.contextMenu(delegate, collectionView, indexPath, point)
    }
}
#endif
