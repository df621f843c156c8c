#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

// Swipe actions on a collection, by item, with the event API tables have
// (``UIKitListAdapter/leadingSwipeActions``, ``UIKitListAdapter/trailingSwipeActions``). The
// context menu methods are in the class body (CollectionViewAdapter.swift): UIKit finds
// `@objc` delegate methods of a generic class only there.
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
}
#endif
