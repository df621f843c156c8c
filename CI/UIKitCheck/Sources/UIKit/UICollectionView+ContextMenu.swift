import Foundation

// Sources: UICollectionView.h (iPhoneOS 26.2 SDK) lines 245-263: from iOS 16 a context menu
// interaction asks `collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:`, whose
// `indexPaths` "may contain 0-many items: an empty array indicates that the menu was invoked in
// the space between cells [...]; an array with multiple index paths indicates that the menu was
// invoked on an item within a multiple selection"; `nil` prevents the interaction. Lines
// 326-338: the iOS 13 method `collectionView:contextMenuConfigurationForItemAtIndexPath:point:`
// (deprecated in iOS 16) "is not called" when "the non-deprecated replacement for the
// configuration [...] is implemented". Both are optional: without them there is no menu.

extension UICollectionViewDelegate {
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(tvOS, unavailable)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        nil
    }

    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        nil
    }
}

/// Long presses, for tests. *Model only: not UIKit API.*
@available(tvOS, unavailable)
extension UICollectionView {
    /// The user long-presses at `point` on the items at `indexPaths` (one item; none for the
    /// space between cells; several for an item within a multiple selection): the menu the
    /// delegate configures, or `nil` for none. On iOS 16 and later (`beforeIOS16` false)
    /// UIKit asks the items method if the delegate has it, else the older one for one item;
    /// before iOS 16 only the older one exists, for one item.
    public func modelSimulateContextMenu(at indexPaths: [IndexPath], point: CGPoint, beforeIOS16: Bool = false)
        -> UIContextMenuConfiguration?
    {
        if !beforeIOS16,
            let delegate = modelDelegate("collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:")
        {
            return delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
        guard indexPaths.count == 1,
            let delegate = modelDelegate("collectionView:contextMenuConfigurationForItemAtIndexPath:point:")
        else { return nil }
        return delegate.collectionView(self, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }

    /// The user swipes the item at `indexPath` from the leading edge, in a list section
    /// (swipe actions exist on collections only there, UICollectionLayoutList.h:96-98): the
    /// configuration's provider's answer; `nil` outside a list section or without one.
    @available(iOS 14.0, *)
    public func modelSimulateLeadingSwipe(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        modelListConfiguration(ofSection: indexPath.section)?.leadingSwipeActionsConfigurationProvider?(indexPath)
    }

    /// The user swipes the item at `indexPath` from the trailing edge, in a list section
    /// (UICollectionLayoutList.h:100-102); `nil` outside a list section or without a provider.
    @available(iOS 14.0, *)
    public func modelSimulateTrailingSwipe(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        modelListConfiguration(ofSection: indexPath.section)?.trailingSwipeActionsConfigurationProvider?(indexPath)
    }

    /// The list configuration of `section`, if the layout made it a list section.
    @available(iOS 14.0, *)
    private func modelListConfiguration(ofSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            layout.resolvedSections.indices.contains(section)
        else { return nil }
        return layout.resolvedSections[section]?.modelListConfiguration
    }
}
