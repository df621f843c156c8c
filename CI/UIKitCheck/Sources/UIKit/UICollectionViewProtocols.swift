import Foundation

// Source: UICollectionView.h:73-76 (`UICollectionViewDataSource`, `numberOfItemsInSection:`),
// UICollectionView.h:114 (`UICollectionViewDelegate <UIScrollViewDelegate>`).

/// What a collection view asks for its data.
///
/// Model: UIKit's `@objc optional` methods are ordinary requirements with default
/// implementations.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// Optional in UIKit (default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// Optional in UIKit; required once the layout places supplementary views (the model
    /// raises UIKit's exception when the default is reached).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Optional in UIKit (default `false`).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// Optional in UIKit (default: nothing).
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.engine.raise(
            "the data source does not implement collectionView:viewForSupplementaryElementOfKind:atIndexPath: but the layout asked for a view of kind \(kind)"
        )
        return UICollectionReusableView(frame: .zero)
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}

/// What a collection view tells its delegate (all optional in UIKit).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Default: nothing.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

    // Display, highlight and deselection: defaults in UICollectionViewDelegate+Events.swift.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

    // Context menus: defaults and sources in UICollectionView+ContextMenu.swift.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    @available(tvOS, unavailable)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
}

extension UICollectionViewDelegate {
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}

/// What a collection view tells its prefetch data source about items about to appear.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Optional in UIKit.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
    {}
}
