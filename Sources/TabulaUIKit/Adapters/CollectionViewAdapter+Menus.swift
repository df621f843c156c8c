#if canImport(UIKit) && !os(tvOS)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

// Swipe actions and context menus on a collection, by item, with the event API tables have
// (``UIKitListAdapter/leadingSwipeActions``, ``UIKitListAdapter/trailingSwipeActions``,
// ``UIKitListAdapter/contextMenu``).
extension CollectionViewAdapter {
    /// Installs the adapter's ``UIKitListAdapter/leadingSwipeActions`` and
    /// ``UIKitListAdapter/trailingSwipeActions`` on a list configuration: a collection view
    /// shows swipe actions only through a list section's providers
    /// (UICollectionLayoutList.h:96-102). Each provider looks the item up when UIKit asks,
    /// so an item a batch moved gets its own actions; where the adapter has none (its
    /// handler is `nil` or returns no action), the provider the configuration had before
    /// answers. Make the layout from the configuration afterwards:
    ///
    /// ```swift
    /// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    /// adapter.trailingSwipeActions = { message, _ in [archiveAction(for: message)] }
    /// adapter.installSwipeActions(on: &list)
    /// collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: list)
    /// ```
    ///
    /// The providers hold the adapter weakly.
    @available(iOS 14.0, *)
    public func installSwipeActions(on configuration: inout UICollectionLayoutListConfiguration) {
        let leadingBefore = configuration.leadingSwipeActionsConfigurationProvider
        let trailingBefore = configuration.trailingSwipeActionsConfigurationProvider
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            MainActor.assumeIsolated {
                self?.swipeActions(self?.leadingSwipeActions, at: indexPath)
            } ?? leadingBefore?(indexPath)
        }
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            MainActor.assumeIsolated {
                self?.swipeActions(self?.trailingSwipeActions, at: indexPath)
            } ?? trailingBefore?(indexPath)
        }
    }

    /// The item's ``UIKitListAdapter/contextMenu``, else ``collectionDelegate``'s (iOS 13
    /// to 15; from iOS 16 UIKit asks ``collectionView(_:contextMenuConfigurationForItemsAt:point:)``).
    @available(
        iOS, introduced: 13.0, deprecated: 16.0, message: "UIKit asks contextMenuConfigurationForItemsAt from iOS 16"
    )
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
}
#endif
