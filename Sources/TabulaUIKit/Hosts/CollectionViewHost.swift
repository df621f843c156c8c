#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

/// A `UICollectionView` as a ``/Tabula/ListHost``: what a ``/Tabula/ListUpdater`` drives.
///
/// Works as `UIKitListHost` describes, with the collection view's names: each batch runs
/// inside `performBatchUpdates(_:completion:)` with the frame provider (the
/// ``TabulaCollectionViewLayout``'s ``/Tabula/ListLayout``) updated inside; `reconfigureItems(at:)`,
/// and the layout invalidated when a reconfigured item's size changed. Headers and footers are supplementary views of
/// the placement's element kind.
@MainActor
package final class CollectionViewHost: UIKitListHost<UICollectionViewCell, UICollectionReusableView> {
    /// The collection view, held weakly (the screen owns it).
    public var collectionView: UICollectionView? {
        listView as? UICollectionView
    }

    /// Creates a host for `collectionView`.
    public init(collectionView: UICollectionView) {
        super.init(listView: collectionView, kind: .collection)
    }
}
#endif
