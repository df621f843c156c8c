#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

// The app's own `UICollectionViewFlowLayout` asks its delegate for sizes
// (UICollectionViewFlowLayout.h:36, 40-41): the adapter answers them from the sizes Tabula
// measured (the catalog's, a prefetch's, a precomputed page's), kept per width through every
// batch in ``UIKitListAdapter/layout``. The other flow questions (section insets, spacings)
// are not the adapter's: they reach ``CollectionViewAdapter/collectionDelegate``. With
// Tabula's own layout these are never asked.
extension CollectionViewAdapter {
    /// The item's size for the app's flow layout: Tabula's, else the app delegate's, else
    /// the flow layout's `itemSize`.
    func flowItemSize(
        at indexPath: IndexPath, in collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout
    ) -> CGSize {
        followWidth(of: collectionView)
        if let size = layout.size(at: ListIndexPath(indexPath)) { return size }
        return CollectionDelegateRelay.sizeForItem(collectionDelegate, collectionView, collectionViewLayout, indexPath)
            ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    /// The header's or footer's reference size for the app's flow layout: Tabula's height
    /// (zero without a model: the flow layout then shows none), across the collection view.
    func flowReferenceSize(
        _ placement: ListSupplementaryPlacement, inSection section: Int, in collectionView: UICollectionView
    ) -> CGSize {
        followWidth(of: collectionView)
        let frame = placement == .header ? layout.headerFrame(section: section) : layout.footerFrame(section: section)
        return CGSize(width: collectionView.bounds.width, height: frame?.height ?? 0)
    }

    /// Brings the sizes to the collection view's width when the app's layout asks at a
    /// width Tabula has not reached (a rotation): a width seen before is free, a new one
    /// measures every item once. Tabula's own layout does this in its `prepare()`.
    func followWidth(of collectionView: UICollectionView) {
        let width = collectionView.bounds.width
        // No width yet (`frame: .zero`, sized by constraints), or a batch half applied:
        // the next batch or question brings the width.
        guard collectionLayout == nil, width > 0, width != layout.width,
            layout.sectionCounts == updater.itemCounts()
        else { return }
        layout.setWidth(width)
        // With the rows off screen left to the core's pass off the main actor: those on
        // screen now.
        layout.prepareFrames(in: collectionView.visibleContentRect)
    }
}

#if !canImport(ObjectiveC)
/// The optional methods of ``CollectionViewAdapter`` beyond the data source's and the plain
/// delegate's, by Objective-C name (the runtime knows them on Apple platforms; the Linux
/// model needs the list).
enum CollectionViewAdapterSelectors {
    /// The flow layout's size questions (UICollectionViewFlowLayout.h:36, 40, 41).
    static let flowLayout: Set<String> = [
        "collectionView:layout:sizeForItemAtIndexPath:",
        "collectionView:layout:referenceSizeForHeaderInSection:",
        "collectionView:layout:referenceSizeForFooterInSection:",
    ]
    /// The context menu questions (UICollectionView.h:261-263, 336-338).
    static let contextMenus: Set<String> = [
        "collectionView:contextMenuConfigurationForItemAtIndexPath:point:",
        "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:",
    ]
}
#endif
#endif
