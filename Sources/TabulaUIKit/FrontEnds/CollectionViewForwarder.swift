#if canImport(UIKit)
import Foundation
import Tabula
import UIKit

/// The `UICollectionView` data source, delegate and prefetch data source of a front end
/// that sets its own Tabula data source on the host (a ``/Tabula/WidgetListController``): counts,
/// cells and supplementary views are the host's data source's; frames come from the
/// collection view's layout.
@MainActor
public final class CollectionViewForwarder: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching
{
    /// The host whose data source answers.
    public let host: CollectionViewHost
    /// Called when the user selects an item.
    public var onSelect: (@MainActor (ListIndexPath) -> Void)?
    /// Called with items about to appear.
    public var onPrefetch: (@MainActor ([ListIndexPath]) -> Void)?
    private var registeredFallbacks: Set<String> = []

    /// Creates a forwarder (make it the collection view's `dataSource`, `delegate` and
    /// `prefetchDataSource`).
    public init(host: CollectionViewHost) {
        self.host = host
        super.init()
    }

    /// The data source's number of sections.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        host.dataSource?.numberOfSections() ?? 0
    }

    /// The data source's number of items in `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        host.dataSource?.numberOfItems(inSection: section) ?? 0
    }

    /// Dequeues the cell the data source names and lets it fill the cell.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let path = ListIndexPath(indexPath)
        guard let dataSource = host.dataSource else { return UICollectionViewCell(frame: .zero) }
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: dataSource.reuseIdentifier(forItemAt: path), for: indexPath)
        dataSource.configure(cell, forItemAt: path)
        return cell
    }

    /// The header or footer view the data source names (an empty view when it names none,
    /// which a layout that gives it no height never asks for).
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let placement = ListSupplementaryPlacement(elementKind: kind) ?? .header
        guard let identifier = host.dataSource?.reuseIdentifier(for: placement, inSection: indexPath.section) else {
            let empty = "Tabula.EmptySupplementary"
            if registeredFallbacks.insert(kind).inserted {
                collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: empty)
            }
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: empty, for: indexPath)
        }
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        host.configureSupplementaryView(view, placement, inSection: indexPath.section)
        return view
    }

    /// Reports the selected item.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect?(ListIndexPath(indexPath))
    }

    /// Passes items about to appear to ``onPrefetch``.
    public func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        onPrefetch?(indexPaths.map(ListIndexPath.init))
    }
}
#endif
